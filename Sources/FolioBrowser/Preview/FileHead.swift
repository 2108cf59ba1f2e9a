#if canImport(Glibc)
import Glibc
#endif

/// Reads the start of a regular file without blocking: opened non-blocking (a FIFO that
/// replaced the file since its `stat` is refused), checked to be regular after opening.
struct FileHead {
    /// The file's size when opened.
    let size: Int64
    private let descriptor: Int32
    private let path: RawPath

    /// Opens `path` for reading; fails with a message a person can act on.
    static func open(_ path: RawPath) -> Result<FileHead, BrowserError> {
        switch Syscall.open(path, O_RDONLY | O_NONBLOCK) {
        case .failure(let error): return .failure(BrowserError("Cannot read: \(errorText(error.code))"))
        case .success(let descriptor):
            guard case .success(let info) = Syscall.fileStatus(descriptor, path: path), FileKind(mode: info.st_mode) == .regular else {
                _ = Syscall.close(descriptor, path: path)
                return .failure(BrowserError("Not opened: it is no longer a regular file."))
            }
            return .success(FileHead(size: Int64(info.st_size), descriptor: descriptor, path: path))
        }
    }

    /// Up to `limit` bytes from the current position (fewer only at the end of the file).
    func read(upTo limit: Int) -> Result<[UInt8], BrowserError> {
        Syscall.readAll(descriptor, limit: limit, expectedSize: Int(clamping: size), path: path).mapError { BrowserError("Cannot read: \(errorText($0.code))") }
    }

    /// Closes the file; a reader has no use for a failure to close.
    func close() { _ = Syscall.close(descriptor, path: path) }
}
