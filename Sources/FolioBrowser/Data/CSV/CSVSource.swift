import FolioKit
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of a CSV file, read where they are: a file kept open and read by offset (`pread`),
/// or, for a `.csv.gz`, the decompressed bytes held in memory (an offset into a gzip stream
/// cannot be read without inflating everything before it).
final class CSVSource: Sendable {
    enum Storage: Sendable {
        case file(descriptor: Int32)
        case memory([UInt8])
    }

    /// The file's path.
    let path: RawPath
    let storage: Storage
    /// How many bytes there are (the file's size when opened, or the decompressed size).
    let size: Int

    init(path: RawPath, storage: Storage, size: Int) {
        self.path = path
        self.storage = storage
        self.size = size
    }

    deinit {
        if case .file(let descriptor) = storage { _ = Syscall.close(descriptor, path: path) }
    }

    /// True for a decompressed `.csv.gz`.
    var isInMemory: Bool {
        if case .memory = storage { return true }
        return false
    }

    /// The bytes in `range` (cut at the end of the data).
    func read(_ range: Range<Int>) throws(BrowserError) -> [UInt8] {
        let range = range.clamped(to: 0..<size)
        switch storage {
        case .memory(let bytes):
            return Array(bytes[range])
        case .file(let descriptor):
            switch Syscall.read(descriptor, count: range.count, at: range.lowerBound, path: path) {
            case .success(let bytes): return bytes
            case .failure(let error): throw BrowserError("cannot read \(TextWidth.visible(path.display)): \(error.reason)")
            }
        }
    }

    /// Opens `path` for reading by offset; a name ending in `.gz` is decompressed into memory,
    /// refused when it inflates to more than `limit` bytes.
    static func open(_ path: RawPath, limit: DocumentLimit) throws(BrowserError) -> CSVSource {
        let name = TextWidth.visible(path.display)
        if let refusal = DocumentReader.refusal(forPath: path) { throw BrowserError(refusal) }
        if path.display.lowercased().hasSuffix(".gz") {
            switch Decompression.inflateWhole(of: path, limit: limit.bytes) {
            case .success(let bytes): return CSVSource(path: path, storage: .memory(bytes), size: bytes.count)
            case .failure(let error):
                throw BrowserError("\(name): \(error.message)")
            }
        }
        let descriptor: Int32
        switch Syscall.open(path, O_RDONLY) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw BrowserError("cannot open \(name): \(error.reason)")
        }
        switch Syscall.fileStatus(descriptor, path: path) {
        case .success(let info):
            return CSVSource(path: path, storage: .file(descriptor: descriptor), size: Int(info.st_size))
        case .failure(let error):
            _ = Syscall.close(descriptor, path: path)
            throw BrowserError("cannot open \(name): \(error.reason)")
        }
    }
}
