import FoundationEssentials

/// An entry of the bundled catalog (`Resources/catalog.json`): a title, an optional note and
/// text, and child entries.
@MainActor
public final class CatalogItem: BrowserItem {
    /// The entry's name.
    public let title: String
    /// The entry's note, shown at the right of its row.
    public let subtitle: String
    /// The body shown in the detail pane.
    public let text: String
    /// Child entries.
    public let items: [CatalogItem]

    /// Creates an entry.
    public init(title: String, subtitle: String = "", text: String = "", items: [CatalogItem] = []) {
        self.title = title
        self.subtitle = subtitle
        self.text = text
        self.items = items
    }

    /// True when the entry has child entries.
    public var hasChildren: Bool { !items.isEmpty }
    /// The child entries.
    public func children() throws -> [BrowserItem] { items }

    /// The entry's text and a list of its children, or `(empty)`.
    public func detailText() -> String {
        var parts: [String] = []
        if !text.isEmpty { parts.append(text) }
        if !items.isEmpty {
            parts.append("\(items.count) \(items.count == 1 ? "entry" : "entries"):\n" + items.map { "  • " + $0.title }.joined(separator: "\n"))
        }
        return parts.isEmpty ? "(empty)" : parts.joined(separator: "\n\n")
    }

    /// Reads a catalog file; the error says which file and what is wrong with it.
    public static func load(from url: URL) throws -> CatalogItem {
        switch Syscall.readFile(RawPath(url.path)) {
        case .success(let bytes): return try parse(Data(bytes), name: url.path)
        case .failure(let error): throw BrowserError("cannot read the catalog: \(error.message)")
        }
    }

    /// Parses catalog JSON: `{"title", "subtitle"?, "text"?, "items"?: [...]}` at every level.
    public static func parse(_ data: Data, name: String) throws -> CatalogItem {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(data)
        } catch {
            throw BrowserError("the catalog \(name) is not valid JSON: \(error)")
        }
        return try item(from: plain(document, document.root), path: "catalog", name: name)
    }

    /// A parsed value as plain values: objects as `[String: Any]` (a repeated name keeps its
    /// last value), arrays as `[Any]`, strings as `String`; numbers and literals as their text.
    private static func plain(_ document: JSONDocument, _ node: Int) -> Any {
        switch document.kind(of: node) {
        case .object:
            var members: [String: Any] = [:]
            for child in document.children(of: node) { members[document.memberKey(child)] = plain(document, child) }
            return members
        case .array: return document.children(of: node).map { plain(document, $0) }
        case .string: return document.stringValue(of: node) ?? ""
        default: return document.rawText(of: node)
        }
    }

    private static func item(from object: Any, path: String, name: String) throws -> CatalogItem {
        guard let dictionary = object as? [String: Any] else {
            throw BrowserError("the catalog \(name) has a non-object entry at \(path)")
        }
        guard let title = dictionary["title"] as? String else {
            throw BrowserError("the catalog \(name) has an entry without a \"title\" at \(path)")
        }
        let children = (dictionary["items"] as? [Any]) ?? []
        var items: [CatalogItem] = []
        for (index, child) in children.enumerated() {
            items.append(try item(from: child, path: "\(path).items[\(index)]", name: name))
        }
        return CatalogItem(title: title, subtitle: dictionary["subtitle"] as? String ?? "",
                           text: dictionary["text"] as? String ?? "", items: items)
    }
}
