import FolioKit

/// A line of a Folio file (config, bookmarks) that was skipped, or a file that could not be
/// read: shown as a notice, never fatal.
public struct FileProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// The line (1-based), or nil when the problem is the whole file.
    public var line: Int?
    /// What is wrong and what was done about it.
    public var message: String

    /// Creates a problem.
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, as compilers write it, in its visible form (it is written to the
    /// terminal, and both parts can hold text from outside).
    public var description: String {
        if let line { return TextWidth.visible("\(path):\(line): \(message)") }
        return TextWidth.visible("\(path): \(message)")
    }
}
