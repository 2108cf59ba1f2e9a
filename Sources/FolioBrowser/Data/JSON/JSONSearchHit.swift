/// One match of a deep search: the value, where it is, and how it reads.
public struct JSONSearchHit: Sendable, Equatable {
    /// The value matched (for a match on a member name, the member's value).
    public var node: Int
    /// The list titles from the document's top list down to the value (names, `[3]`, `line 2`),
    /// which the browser follows to rebuild the navigation stack.
    public var titles: [String]
    /// Where it is, as shown: the jq path (after `line N` for JSON Lines).
    public var path: String
    /// The value on one line.
    public var preview: String
}
