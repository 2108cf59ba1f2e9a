/// A highlighted byte range of a text.
public struct SyntaxSpan: Sendable, Hashable {
    /// The UTF-8 byte range.
    public var range: Range<Int>
    /// What it is.
    public var role: SyntaxRole

    /// Creates a span.
    public init(_ range: Range<Int>, _ role: SyntaxRole) {
        self.range = range
        self.role = role
    }
}
