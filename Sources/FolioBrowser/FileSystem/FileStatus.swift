import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `lstat` (and `stat` through a symlink) says about a path, kept as plain values.
public struct FileStatus: Sendable {
    public var kind: FileKind
    public var size: Int64
    public var mode: mode_t
    public var modified: Date
    /// For a symlink: its target, and what the target is (nil when the target is missing).
    public var linkTarget: String?
    public var targetKind: FileKind?

    /// Reads the status of `path` without following a final symlink; nil with `errno` set on failure.
    public static func read(_ path: RawPath) -> Result<FileStatus, BrowserError> {
        var info = stat()
        let result = path.withCString { lstat($0, &info) }
        if result != 0 { return .failure(BrowserError("\(path.display): \(errorText(errno))")) }
        var status = FileStatus(kind: FileKind(mode: info.st_mode), size: Int64(info.st_size), mode: info.st_mode,
                                modified: Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)),
                                linkTarget: nil, targetKind: nil)
        if status.kind == .symlink {
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = path.withCString { readlink($0, &buffer, buffer.count - 1) }
            if count >= 0 { status.linkTarget = String(decoding: buffer[0..<count], as: UTF8.self) }
            var target = stat()
            if path.withCString({ stat($0, &target) }) == 0 { status.targetKind = FileKind(mode: target.st_mode) }
        }
        return .success(status)
    }

    /// Permissions as `ls` shows them: `drwxr-xr-x`.
    public var permissions: String {
        let kindLetter: String
        switch kind {
        case .directory: kindLetter = "d"
        case .symlink: kindLetter = "l"
        case .fifo: kindLetter = "p"
        case .socket: kindLetter = "s"
        case .characterDevice: kindLetter = "c"
        case .blockDevice: kindLetter = "b"
        default: kindLetter = "-"
        }
        let bits: [(mode_t, Character)] = [(S_IRUSR, "r"), (S_IWUSR, "w"), (S_IXUSR, "x"), (S_IRGRP, "r"), (S_IWGRP, "w"),
                                           (S_IXGRP, "x"), (S_IROTH, "r"), (S_IWOTH, "w"), (S_IXOTH, "x")]
        return kindLetter + String(bits.map { mode & $0.0 != 0 ? $0.1 : "-" })
    }

    /// A size for people: `512`, `4.2K`, `1.5M`.
    public static func humanSize(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes)" }
        let units = ["K", "M", "G", "T", "P"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        return value < 10 ? String(format: "%.1f%@", value, units[unit]) : "\(Int(value.rounded()))\(units[unit])"
    }
}
