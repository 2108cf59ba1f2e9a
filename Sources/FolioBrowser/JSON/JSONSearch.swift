/// Deep search, off the main loop, for names and values that contain a pattern.
///
/// Every member name and scalar value of the document is looked at. Runs over the bytes in one
/// pass, keeping a stack of open containers so a match's path is built only when there is a match.
public enum JSONSearch {
    /// A top-level value to search and the list titles leading to it (`line 3` for JSON Lines;
    /// none when the document's top list shows the root's members).
    public struct Scope: Sendable {
        /// The top-level value.
        public var node: Int
        /// The titles before the value's own path.
        public var titles: [String]
        /// Shown before the jq path (`line 3 `).
        public var pathPrefix: String

        /// A scope over `node`.
        public init(node: Int, titles: [String] = [], pathPrefix: String = "") {
            self.node = node
            self.titles = titles
            self.pathPrefix = pathPrefix
        }
    }

    /// The most hits kept; more are counted only.
    public static let maximumHits = 10_000

    /// Searches `scopes` of `document` for `pattern` (smart case).
    ///
    /// Returns nil when `task` was cancelled. `progress` gets the fraction of the document read,
    /// about a hundred times.
    public static func run(_ document: JSONDocument, pattern: String, scopes: [Scope], task: CancellationFlag? = nil,
                           progress: ((Double) -> Void)? = nil) -> JSONSearchResults? {
        document.bytes.withUnsafeBufferPointer { p -> JSONSearchResults? in
            var scanner = JSONSearchScanner(p: p, document: document, pattern: JSONSearchPattern(pattern), task: task, progress: progress)
            for scope in scopes {
                scanner.scope = scope
                guard scanner.scan(from: scope.node) else { return nil }
            }
            return JSONSearchResults(pattern: pattern, hits: scanner.hits, matchCount: scanner.matchCount, current: nil)
        }
    }
}
