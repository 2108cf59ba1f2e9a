import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a document (a file or standard input) into memory, with a size limit: devices, pipes
/// and sockets given as paths are refused, a file's size is checked before reading, and a
/// stream is cut off at the limit with a message that names the limit and the option.
public enum DocumentReader {
    /// Why `path` cannot be opened as a document (a device, a named pipe, a socket), or nil.
    ///
    /// Links are followed, so a link to `/dev/zero` is refused too.
    public static func refusal(forPath path: String) -> String? { refusal(forPath: RawPath(path)) }

    /// `refusal(forPath:)` for a path's bytes.
    public static func refusal(forPath path: RawPath) -> String? {
        guard case .success(let info) = Syscall.status(path) else { return nil }
        return refusal(mode: info.st_mode, name: path.display, isStandardInput: false)
    }

    /// Why standard input cannot be read as a document (a device such as `/dev/zero`), or nil.
    public static func refusalForStandardInput() -> String? {
        guard case .success(let info) = Syscall.fileStatus(STDIN_FILENO, path: RawPath("standard input")) else { return nil }
        return refusal(mode: info.st_mode, name: "standard input", isStandardInput: true)
    }

    static func refusal(mode: mode_t, name: String, isStandardInput: Bool) -> String? {
        switch mode & S_IFMT {
        case S_IFCHR: return "\(name) is a character device, not a document; folio opens directories and JSON files"
        case S_IFBLK: return "\(name) is a block device, not a document; folio opens directories and JSON files"
        case S_IFIFO where !isStandardInput: return "\(name) is a named pipe; to browse what it carries, run: folio - < \(name)"
        case S_IFSOCK where !isStandardInput: return "\(name) is a socket, not a document"
        case S_IFDIR: return "cannot read \(name): it is a directory"
        default: return nil
        }
    }

    /// The whole file at `path` (`-` for standard input), at most `limit` bytes, reporting
    /// `Reading… 12 MB` as it goes.
    static func read(_ path: RawPath, limit: DocumentLimit, progress: (String) -> Void) throws -> JSONBytes {
        if path.bytes == [UInt8(ascii: "-")] {
            return try read(descriptor: STDIN_FILENO, name: "standard input", isStandardInput: true, limit: limit, progress: progress)
        }
        if let refusal = refusal(forPath: path) { throw BrowserError(refusal) }
        let descriptor = try Syscall.open(path, O_RDONLY).mapError(BrowserError.init).get()
        defer { Syscall.close(descriptor, path: path) }
        return try read(descriptor: descriptor, name: path.display, isStandardInput: false, limit: limit, progress: progress)
    }

    /// Everything `descriptor` holds, at most `limit` bytes: a regular file's size is checked
    /// first, a stream is cut off just past the limit.
    static func read(descriptor: Int32, name: String, isStandardInput: Bool, limit: DocumentLimit,
                     progress: (String) -> Void) throws -> JSONBytes {
        let info = try Syscall.fileStatus(descriptor, path: RawPath(name)).mapError(BrowserError.init).get()
        if let refusal = refusal(mode: info.st_mode, name: name, isStandardInput: isStandardInput) { throw BrowserError(refusal) }
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        let size = isRegular ? Int(info.st_size) : 0
        if size > limit.bytes { throw tooLarge(name, limit: limit, size: size) }
        var buffer = try GrowingBuffer(capacity: isRegular ? size + 1 : 1 << 20, name: name)
        progress("Reading…")
        var reported = -1
        while try buffer.read(from: descriptor, name: name, upTo: limit.bytes + 1) > 0 {
            if buffer.count > limit.bytes { throw tooLarge(name, limit: limit, size: isRegular ? buffer.count : nil) }
            if buffer.count >> 20 != reported {
                reported = buffer.count >> 20
                progress("Reading… \(JSONFileItem.shortSize(buffer.count))")
            }
        }
        return buffer.finish()
    }

    static func tooLarge(_ name: String, limit: DocumentLimit, size: Int?) -> BrowserError {
        if let size, size > DocumentLimit.largest {
            return BrowserError("\(name) is \(JSONFileItem.shortSize(size)); documents of 4 GB or more are not supported")
        }
        let actual = size.map { " (it is \(JSONFileItem.shortSize($0)))" } ?? ""
        let suggestion = DocumentLimit.suggestion(for: max(size ?? 0, limit.bytes * 2))
        return BrowserError("\(name) is larger than the \(limit) limit for documents\(actual); raise it with --max-size, for example --max-size \(suggestion)")
    }
}
