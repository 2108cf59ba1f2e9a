/// The outcome of a deep search, and which hit `n` and `N` are on.
public struct JSONSearchResults: Sendable {
    /// The text searched for.
    public var pattern: String
    /// The first matches, in document order (at most `JSONSearch.maximumHits`).
    public var hits: [JSONSearchHit]
    /// Every match counted, including those past the kept hits.
    public var matchCount: Int
    /// The hit jumped to last, if any.
    public var current: Int?

    /// `3 matches`, `10,000 of 52,113 matches shown`.
    public var summary: String {
        if matchCount == 0 { return "No match for \(pattern)" }
        let noun = matchCount == 1 ? "match" : "matches"
        if hits.count < matchCount { return "\(hits.count) of \(matchCount) \(noun) shown" }
        return "\(matchCount) \(noun)"
    }
}
