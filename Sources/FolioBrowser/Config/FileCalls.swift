#if canImport(Glibc)
import Glibc
#endif

/// The system calls the config, bookmark and completion code makes, one thin wrapper each:
/// every result checked, `EINTR` retried, every failure naming the call and the path.
enum FileCalls {
    /// The whole contents of a file.
    static func read(_ path: String) -> Result<[UInt8], SystemCallError> {
        let fd = retrying { open(path, O_RDONLY | O_CLOEXEC) }
        if fd < 0 { return .failure(SystemCallError(call: "open", path: path, code: errno)) }
        defer { close(fd) }
        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in retrying { Glibc.read(fd, raw.baseAddress, raw.count) } }
            if count < 0 { return .failure(SystemCallError(call: "read", path: path, code: errno)) }
            if count == 0 { return .success(contents) }
            contents += buffer[0..<count]
        }
    }

    /// Creates `path` and any missing parents (as `mkdir -p`), private to the user.
    static func makeDirectories(_ path: String) -> Result<Void, SystemCallError> {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                return .failure(SystemCallError(call: "mkdir", path: prefix, code: errno))
            }
        }
        return .success(())
    }

    /// Replaces `path` with `bytes` so a reader sees the old file or the new one, never half:
    /// a temporary file in the same folder, written, `fsync`ed, then renamed over the old one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, SystemCallError> {
        let folder = parentFolder(of: path)
        if case .failure(let error) = makeDirectories(folder) { return .failure(error) }
        let temporary = folder + "/.folio-tmp-\(getpid())-" + lastComponent(of: path)
        let fd = retrying { open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) }
        if fd < 0 { return .failure(SystemCallError(call: "open", path: temporary, code: errno)) }
        var failure: SystemCallError?
        var written = 0
        while written < bytes.count, failure == nil {
            let count = bytes.withUnsafeBytes { raw in
                retrying { write(fd, raw.baseAddress.map { $0 + written }, raw.count - written) }
            }
            if count < 0 { failure = SystemCallError(call: "write", path: temporary, code: errno) } else { written += count }
        }
        if failure == nil, fsync(fd) != 0 { failure = SystemCallError(call: "fsync", path: temporary, code: errno) }
        if close(fd) != 0, failure == nil { failure = SystemCallError(call: "close", path: temporary, code: errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = SystemCallError(call: "rename", path: path, code: errno) }
        if let failure {
            unlink(temporary)
            return .failure(failure)
        }
        // The rename itself is durable only once the folder is synced; failing here loses nothing.
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 { fsync(folderFD); close(folderFD) }
        return .success(())
    }

    /// The names of the directories in `path` (symlinks to directories included), unsorted.
    static func directoryNames(in path: String) -> Result<[[UInt8]], SystemCallError> {
        guard let directory = opendir(path) else { return .failure(SystemCallError(call: "opendir", path: path, code: errno)) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            var isDirectory = Int32(type) == Int32(DT_DIR)
            if Int32(type) == Int32(DT_LNK) || Int32(type) == Int32(DT_UNKNOWN) {
                // Follow the link (or ask, on file systems that do not fill d_type).
                var info = stat()
                let full = (Array((path.hasSuffix("/") ? path : path + "/").utf8) + name + [0]).map { CChar(bitPattern: $0) }
                let found = stat(full, &info)
                isDirectory = found == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory { names.append(name) }
        }
        return .success(names)
    }

    /// The folder part of a path (`/` for a file at the root, `.` for a bare name).
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of a path.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Repeats a call interrupted by a signal.
    private static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
