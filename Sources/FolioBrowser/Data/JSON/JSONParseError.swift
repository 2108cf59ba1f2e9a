/// Why a document is not JSON, and where: `line 3, column 14: expected ',' or '}' after an object member`.
public struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in characters.
    public let column: Int
    /// The byte offset of the problem.
    public let offset: Int
    /// What is wrong, in words a person can act on.
    public let message: String

    /// An error at a place in the document.
    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
