/// What the screens browsing one document share: the document, whether details show raw JSON
/// (`v`), and the last deep search (`f`, stepped through with `n` and `N`).
@MainActor
public final class JSONSession {
    /// The document browsed.
    public let document: JSONDocument
    /// The lines, for JSON Lines: top-level values are titled by their line (`line 3`).
    let lines: JSONLinesDocument?
    /// True when details show the selected value's pretty-printed JSON instead of its summary.
    public var showsRaw = false
    /// The last deep search, when one ran.
    public var search: JSONSearchResults?
    /// Runs deep searches off the main loop, one at a time; a new one cancels the last.
    let searchWorker = BackgroundWorker(label: "folio.json-search")

    /// The file's absolute path, nil for standard input (or a document that is no file's, as a
    /// SQLite column's JSON): JSON Lines locators name it.
    let sourcePath: String?

    /// A session over `document`, read from `sourcePath` (absolute) when it is a file.
    public init(document: JSONDocument, lines: JSONLinesDocument? = nil, sourcePath: String? = nil) {
        self.document = document
        self.lines = lines
        self.sourcePath = sourcePath
    }

    /// `line 3` for the value of line 3 of JSON Lines; nil for other values.
    func lineTitle(of node: Int) -> String? {
        guard let line = line(holding: node), line.root == node else { return nil }
        return "line \(line.number)"
    }

    /// The line of JSON Lines that holds `node`; nil for JSON.
    func line(holding node: Int) -> JSONLine? {
        guard let lines = lines?.lines, let index = lines.index(holding: node) else { return nil }
        return lines[index]
    }
}
