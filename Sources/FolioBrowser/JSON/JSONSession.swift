/// What the screens browsing one document share: the document, whether details show raw JSON
/// (`v`), and the last deep search (`f`, stepped through with `n` and `N`).
@MainActor
public final class JSONSession {
    /// The document browsed.
    public let document: JSONDocument
    /// The titles of the top-level rows for JSON Lines (`line 3`), by root node.
    let lineTitles: [Int: String]
    /// True when details show the selected value's pretty-printed JSON instead of its summary.
    public var showsRaw = false
    /// The last deep search, when one ran.
    public var search: JSONSearchResults?
    /// The search running now, to cancel when another starts.
    var runningSearch: JSONSearchTask?

    /// A session over `document`.
    public init(document: JSONDocument, lineTitles: [Int: String] = [:]) {
        self.document = document
        self.lineTitles = lineTitles
    }
}
