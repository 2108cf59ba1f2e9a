/// One line of a JSON Lines document: where it is, and its value's node when it parsed.
public struct JSONLine: Sendable, Equatable {
    /// The 1-based line number in the file.
    public var number: Int
    /// The line's bytes (without the line break).
    public var range: Range<Int>
    /// The node of the line's value, nil when the line is not valid JSON.
    public var root: Int?
}
