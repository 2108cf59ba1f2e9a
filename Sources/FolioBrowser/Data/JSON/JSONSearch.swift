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

    /// The top-level values to search: given, or each valid line of JSON Lines (made one at a
    /// time as the search reaches it, so a file of many lines needs no list of them).
    public enum Scopes: Sendable {
        /// These values.
        case values([Scope])
        /// Every valid line's value, titled `line 3`.
        case lines(JSONLineTable)
    }

    /// The most hits kept; more are counted only.
    public static let maximumHits = 10_000

    /// Searches `scopes` of `document` for `pattern` (smart case).
    ///
    /// Returns nil when `task` was cancelled. `progress` gets the fraction of the document read,
    /// about a hundred times.
    public static func run(_ document: JSONDocument, pattern: String, scopes: [Scope], task: CancellationFlag? = nil,
                           progress: ((Double) -> Void)? = nil) -> JSONSearchResults? {
        run(document, pattern: pattern, scopes: .values(scopes), task: task, progress: progress)
    }

    /// Searches `scopes` of `document` for `pattern` (smart case); nil when `task` was cancelled.
    public static func run(_ document: JSONDocument, pattern: String, scopes: Scopes, task: CancellationFlag? = nil,
                           progress: ((Double) -> Void)? = nil) -> JSONSearchResults? {
        document.bytes.withUnsafeBufferPointer { p -> JSONSearchResults? in
            var scanner = JSONSearchScanner(p: p, document: document, pattern: JSONSearchPattern(pattern), task: task, progress: progress)
            switch scopes {
            case .values(let values):
                for scope in values {
                    scanner.scope = scope
                    guard scanner.scan(from: scope.node) else { return nil }
                }
            case .lines(let lines):
                let finished = lines.forEachLine { line in
                    guard let root = line.root else { return true }
                    scanner.scope = Scope(node: root, titles: ["line \(line.number)"], pathPrefix: "line \(line.number) ")
                    return scanner.scan(from: root)
                }
                guard finished else { return nil }
            }
            return JSONSearchResults(pattern: pattern, hits: scanner.hits, matchCount: scanner.matchCount, current: nil)
        }
    }
}
