#if canImport(Glibc)
import Glibc
#endif

/// A failed system call: which call, on which path, and the `errno` it set.
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed (`open`, `rename`).
    public var call: String
    /// The path it was given.
    public var path: String
    /// The `errno` it set.
    public var code: Int32

    /// `open /x/y: permission denied`.
    public var description: String { "\(call) \(path): \(errorText(code))" }

    /// True when the path does not exist.
    public var isMissing: Bool { code == ENOENT }
}
