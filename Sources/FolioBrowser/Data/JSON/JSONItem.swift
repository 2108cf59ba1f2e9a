/// One value of a JSON document: a member (titled by its name) or an element (titled `[3]`).
///
/// Items are small (a session reference and a node offset) and made only for rows on screen; titles
/// and previews are worked out when drawn.
@MainActor
public final class JSONItem: BrowserItem {
    /// The screens' shared state, with the document.
    public let session: JSONSession
    /// The value's node (its byte offset in the document).
    public let node: Int
    /// A title that replaces the member name or `[index]` (the root gets the file name).
    public let label: String?
    private var knownPosition: Int?
    /// The jq path of the container, when the list that made this item knew it.
    private let containerPath: String?
    /// The container holding the value, when known (nil for a top-level value or when unknown).
    private var knownContainer: Int??
    private var cachedTitle: String?
    private var cachedPath: String?
    private var cachedPreview: String?

    /// How many members a container's summary lists, and pretty-printed lines a raw view shows.
    public nonisolated static let detailLines = 200

    /// An item for the value at `node`, titled `label` or, without one, by its name or index.
    public convenience init(document: JSONDocument, node: Int, label: String? = nil) {
        self.init(session: JSONSession(document: document), node: node, label: label)
    }

    /// An item for the value at `node` in a session's document.
    public init(session: JSONSession, node: Int, label: String? = nil, position: Int? = nil, containerPath: String? = nil,
                container: Int?? = nil) {
        self.session = session
        self.node = node
        self.label = label
        self.knownPosition = position
        self.containerPath = containerPath
        self.knownContainer = container
    }

    /// The object or array holding the value; nil for a top-level value.
    public var container: Int? {
        if let knownContainer { return knownContainer }
        let found = document.parent(of: node)
        knownContainer = .some(found)
        return found
    }

    /// The member name, nil for elements and top-level values.
    public var key: String? {
        guard let container, document.kind(of: container) == .object else { return nil }
        return document.memberKey(node)
    }

    /// The document the value belongs to.
    public var document: JSONDocument { session.document }

    /// The value's kind.
    public var kind: JSONKind { document.kind(of: node) }

    /// The value's index among its container's members or elements.
    public var position: Int {
        if let knownPosition { return knownPosition }
        let position = container.map { document.position(of: node, in: $0) } ?? 0
        knownPosition = position
        return position
    }

    /// The value's jq path (`.a.b[3]`), inside its line for JSON Lines.
    public var path: String {
        if let cachedPath { return cachedPath }
        let path: String
        if let containerPath, container != nil {
            let component = JSONPath.component(key: key, position: position)
            path = containerPath == "." ? JSONPath.join([component]) : containerPath + component
        } else {
            path = document.path(of: node)
        }
        cachedPath = path
        return path
    }

    /// The member name, `[index]`, the label, or the line (`line 3`) for JSON Lines.
    public var title: String {
        if let cachedTitle { return cachedTitle }
        let title: String
        if let label {
            title = label
        } else if let key {
            title = key
        } else if container == nil {
            title = session.lineTitle(of: node) ?? "."
        } else {
            title = "[\(position)]"
        }
        cachedTitle = title
        return title
    }

    /// A container's size (`{9}`, `[2]`); scalars show their value in the row preview instead.
    public var subtitle: String {
        switch kind {
        case .object: "{\(document.childCount(of: node))}"
        case .array: "[\(document.childCount(of: node))]"
        default: ""
        }
    }

    /// The value on one line, as jless shows it: `{Package: "bash", Version: "5.2.15-2", …}`.
    public var rowPreview: String {
        if let cachedPreview { return cachedPreview }
        let preview = document.preview(of: node)
        cachedPreview = preview
        return preview
    }

    /// True for non-empty objects and arrays.
    public var hasChildren: Bool { kind.isContainer && document.childCount(of: node) > 0 }

    /// The jq path, which `y` copies and `--choose` prints; in JSON Lines, the command printing
    /// the value from its line (`sed -n 3p FILE | jq .Name`, see `JSONLinesLocator`).
    public var locator: String? {
        guard let line = session.line(holding: node) else { return path }
        return JSONLinesLocator.command(line: line.number, path: path, file: session.sourcePath)
    }

    /// The value as compact JSON, which `Y` copies.
    public var copyValue: String { document.compactText(of: node) }

    /// The members or elements, in document order.
    public func children() -> [BrowserItem] { childList().items }

    /// The children as a list made on demand: a million-element array makes only the rows
    /// on screen.
    public func childList() -> ChildList { Self.list(session, childrenOf: node, containerPath: path) }

    /// A lazy list of the children of `node`: titles from keys or positions, items on demand,
    /// and for the filter each member's name and its value: a scalar's text, the start of a
    /// container's JSON (what its row preview shows: `/toyota` finds the cars named so).
    static func list(_ session: JSONSession, childrenOf node: Int, containerPath: String?) -> ChildList {
        let document = session.document
        // Offsets as 32-bit numbers: half the memory for a million-element list.
        let nodes = document.compactChildren(of: node)
        let isObject = document.kind(of: node) == .object
        let title: (Int) -> String = { index in isObject ? document.memberKey(Int(nodes[index])) : "[\(index)]" }
        let list = ChildList(count: nodes.count, title: title,
                             make: { index in
                                 JSONItem(session: session, node: Int(nodes[index]), position: index, containerPath: containerPath, container: .some(node))
                             },
                             matchText: { index in
                                 let node = Int(nodes[index])
                                 return title(index) + "\n" + document.matchableText(of: node)
                             },
                             indexOfTitle: isObject ? nil : { title in
                                 // `[12]` is the 13th element: found without reading every title (a sort's reselection).
                                 guard title.hasPrefix("["), let index = Int(title.dropFirst().dropLast()),
                                       index >= 0, index < nodes.count, title == "[\(index)]" else { return nil }
                                 return index
                             })
        // An array of objects is a table of records.
        if !isObject { list.records = document.records(of: nodes) }
        return list
    }

    /// A lazy list of the children of `node` in a document of its own (for tests and tools).
    static func list(_ document: JSONDocument, childrenOf node: Int) -> ChildList {
        list(JSONSession(document: document), childrenOf: node, containerPath: nil)
    }

    /// The summary (or, after `v`, the raw JSON) with the path and notes.
    public func detailText() -> String {
        // In JSON Lines the path is within a line, so the line comes first, as search results
        // show it (`line 3 .Name`; the line's value is `line 3`).
        let shownPath = session.line(holding: node).map { "line \($0.number)" + (path == "." ? "" : " " + path) } ?? path
        return JSONDetail(document: document, node: node, container: container, path: shownPath, showsRaw: session.showsRaw).text
    }
}
