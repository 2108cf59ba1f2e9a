#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: the call, the path it was given, and the `errno` it set.
///
/// As swift-system's `Errno` plus what it was about; its message names all three in words a
/// person can act on.
public struct SyscallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The C call that failed: `open`, `lstat`, `rename`.
    public var call: String
    /// The path it was given, as shown to people (for `rename`, `old → new`).
    public var path: String
    /// The `errno` value.
    public var code: Int32
    /// Words that say more than `errno`'s (a named pipe where a file was expected), if any.
    public var explanation: String?

    /// Creates the error for `call` on `path` with `code`.
    public init(call: String, path: String, code: Int32, explanation: String? = nil) {
        self.call = call
        self.path = path
        self.code = code
        self.explanation = explanation
    }

    /// `lstat /home/me/notes.txt: permission denied`.
    public var message: String { path.isEmpty ? "\(call): \(reason)" : "\(call) \(path): \(reason)" }

    /// The message, so `"\(error)"` reads as words.
    public var description: String { message }

    /// Only the reason, `permission denied`, for messages that name the path their own way.
    public var reason: String { explanation ?? errorText(code) }

    /// True when the path (or a folder on the way) does not exist.
    public var isMissing: Bool { code == ENOENT }

    /// True when permissions, not absence, stopped the call.
    public var isPermissionDenied: Bool { code == EACCES || code == EPERM }
}

extension BrowserError {
    /// A browser error carrying a system call's message (call, path and reason).
    public init(_ failure: SyscallError) { self.init(failure.message) }
}
