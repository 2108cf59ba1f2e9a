/// Reads the start of a regular file without blocking: opened non-blocking (a FIFO that
/// replaced the file since its `stat` is refused), checked to be regular after opening.
struct FileHead {
    /// The file's size when opened.
    let size: Int64
    private let descriptor: Int32
    private let subject: String

    /// Opens `path` for reading; fails with a message a person can act on.
    static func open(_ path: RawPath) -> Result<FileHead, BrowserError> {
        let subject = path.display
        switch SystemCall.openForReading(path) {
        case .failure(let error): return .failure(BrowserError("Cannot read: \(errorText(error.code))"))
        case .success(let descriptor):
            guard case .success(let info) = SystemCall.status(descriptor, subject), info.kind == .regular else {
                SystemCall.close(descriptor)
                return .failure(BrowserError("Not opened: it is no longer a regular file."))
            }
            return .success(FileHead(size: info.size, descriptor: descriptor, subject: subject))
        }
    }

    /// Up to `limit` bytes from the current position (fewer only at the end of the file).
    func read(upTo limit: Int) -> Result<[UInt8], BrowserError> {
        var buffer = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            switch SystemCall.read(descriptor, into: &buffer, at: filled, subject) {
            case .failure(let error): return .failure(BrowserError("Cannot read: \(errorText(error.code))"))
            case .success(0): return .success(Array(buffer[0..<filled]))
            case .success(let count): filled += count
            }
        }
        return .success(buffer)
    }

    /// Closes the file.
    func close() { SystemCall.close(descriptor) }
}
