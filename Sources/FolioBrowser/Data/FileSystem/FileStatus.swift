import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What `lstat` (and `stat` through a symlink) says about a path, kept as plain values.
public struct FileStatus: Sendable, Equatable {
    /// What the path is: a regular file, a directory, a symlink, a device.
    public var kind: FileKind
    /// The size in bytes (of the link itself for a symlink).
    public var size: Int64
    /// The type and permission bits, as `st_mode`.
    public var mode: mode_t
    /// The last modification time.
    public var modified: Date
    /// For a symlink: its target, and what the target is (nil when the target is missing).
    public var linkTarget: String?
    /// What a symlink's target is; nil when the target is missing or this is no link.
    public var targetKind: FileKind?

    /// Reads the status of `path` without following a final symlink (and, for a symlink, its
    /// target and what the target is); fails with a message naming the call and the path.
    public static func read(_ path: RawPath) -> Result<FileStatus, BrowserError> {
        let info: stat
        switch Syscall.linkStatus(path) {
        case .success(let found): info = found
        case .failure(let failure): return .failure(BrowserError(failure))
        }
        var status = FileStatus(kind: FileKind(mode: info.st_mode), size: Int64(info.st_size), mode: info.st_mode,
                                modified: Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)),
                                linkTarget: nil, targetKind: nil)
        if status.kind == .symlink {
            // A link that cannot be read or followed is still a link: its target stays unknown.
            if case .success(let target) = Syscall.readLink(path) { status.linkTarget = String(decoding: target, as: UTF8.self) }
            if case .success(let target) = Syscall.status(path) { status.targetKind = FileKind(mode: target.st_mode) }
        }
        return .success(status)
    }

    /// Permissions as `ls` shows them: `drwxr-xr-x`.
    public var permissions: String {
        let kindLetter: UInt8
        switch kind {
        case .directory: kindLetter = UInt8(ascii: "d")
        case .symlink: kindLetter = UInt8(ascii: "l")
        case .fifo: kindLetter = UInt8(ascii: "p")
        case .socket: kindLetter = UInt8(ascii: "s")
        case .characterDevice: kindLetter = UInt8(ascii: "c")
        case .blockDevice: kindLetter = UInt8(ascii: "b")
        default: kindLetter = UInt8(ascii: "-")
        }
        // Built as ten ASCII bytes: the detail makes this line on the main loop for every move.
        return String(unsafeUninitializedCapacity: 10) { buffer in
            buffer[0] = kindLetter
            let letters: StaticString = "rwxrwxrwx"
            for index in 0..<9 {
                let bit = mode_t(1) << mode_t(8 - index)
                buffer[index + 1] = mode & bit != 0 ? letters.utf8Start[index] : UInt8(ascii: "-")
            }
            return 10
        }
    }

    /// A size for people: `512`, `4.2K`, `1.5M` (see `ByteSize`, the one formatter).
    public static func humanSize(_ bytes: Int64) -> String { ByteSize.text(bytes) }
}
