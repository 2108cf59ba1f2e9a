import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One value of a JSON document: a member (titled by its name) or an element (titled `[3]`).
/// Items are small (a document reference and a node index), so listing a million elements
/// only costs a million small objects; titles and previews are worked out when drawn.
@MainActor
public final class JSONItem: BrowserItem {
    /// The document the value belongs to.
    public let document: JSONDocument
    /// The value's index in the document's node table.
    public let node: Int
    /// A title that replaces the member name or `[index]` (the root gets the file name).
    public let label: String?
    private var knownPosition: Int?
    private var cachedTitle: String?
    private var cachedSubtitle: String?

    /// How many pretty-printed lines a container's detail shows.
    public static let previewLines = 200
    /// How many characters a string's one-line preview keeps.
    public static let previewCharacters = 40

    /// An item for the value at `node`, titled `label` or, without one, by its name or index.
    public init(document: JSONDocument, node: Int, label: String? = nil) {
        self.document = document
        self.node = node
        self.label = label
    }

    init(document: JSONDocument, node: Int, position: Int) {
        self.document = document
        self.node = node
        self.label = nil
        self.knownPosition = position
    }

    /// The value's kind.
    public var kind: JSONKind { document.kind(of: node) }

    /// The value's jq path (`.a.b[3]`).
    public var path: String { document.path(of: node, position: position) }

    /// The value's index among its container's members or elements.
    public var position: Int {
        if let knownPosition { return knownPosition }
        let position = document.position(of: node)
        knownPosition = position
        return position
    }

    public var title: String {
        if let cachedTitle { return cachedTitle }
        let title: String
        if let label {
            title = label
        } else if let key = document.key(of: node) {
            title = key
        } else if document.parent(of: node) == nil {
            title = "."
        } else {
            title = "[\(position)]"
        }
        cachedTitle = title
        return title
    }

    public var subtitle: String {
        if let cachedSubtitle { return cachedSubtitle }
        let subtitle: String
        switch kind {
        case .object: subtitle = "{\(document.childCount(of: node))}"
        case .array: subtitle = "[\(document.childCount(of: node))]"
        case .string:
            let (text, truncated) = document.stringPrefix(of: node, limit: Self.previewCharacters) ?? ("", false)
            subtitle = "\"" + Self.oneLine(text) + (truncated ? "…" : "") + "\""
        default:
            let text = document.rawText(of: node)
            subtitle = text.count > Self.previewCharacters ? String(text.prefix(Self.previewCharacters)) + "…" : text
        }
        cachedSubtitle = subtitle
        return subtitle
    }

    public var hasChildren: Bool { kind.isContainer && document.childCount(of: node) > 0 }

    /// The members or elements, in document order.
    public func children() -> [BrowserItem] { Self.list(document, childrenOf: node).items }

    /// The children as a list made on demand: a million-element array makes only the rows
    /// on screen.
    public func childList() throws -> ChildList { Self.list(document, childrenOf: node) }

    /// A lazy list of the children of `node`: titles from keys or positions, items on demand.
    static func list(_ document: JSONDocument, childrenOf node: Int) -> ChildList {
        var nodes: [Int] = []
        nodes.reserveCapacity(document.childCount(of: node))
        var child: Int? = document.childCount(of: node) > 0 ? node + 1 : nil
        while let current = child {
            nodes.append(current)
            child = document.nextSibling(of: current)
        }
        return ChildList(count: nodes.count,
                         title: { index in document.key(of: nodes[index]) ?? "[\(index)]" },
                         make: { index in JSONItem(document: document, node: nodes[index], position: index) })
    }

    /// Scalars: the path, a blank line, the whole value. Containers: the path, the kind and
    /// count, a blank line and the first lines of the value pretty-printed.
    public func detailText() -> String {
        let path = self.path
        switch kind {
        case .object, .array:
            let count = document.childCount(of: node)
            let noun = kind == .object ? (count == 1 ? "member" : "members") : (count == 1 ? "element" : "elements")
            let (preview, truncated) = document.prettyPrinted(node, maxLines: Self.previewLines)
            return "\(path)\n\(kind), \(count) \(noun)\n\n\(preview)" + (truncated ? "\n…" : "")
        default:
            return "\(path)\n\n\(document.scalarText(of: node) ?? "")"
        }
    }

    /// `text` on one line: line breaks and tabs shown as `\n`, `\r`, `\t`.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return result
    }
}

/// A JSON file (or standard input, path `-`): read and parsed in the background, then its
/// root's members or elements are listed.
@MainActor
public final class JSONFileItem: BackgroundLoading {
    /// The path as given; `-` means standard input.
    public let path: String
    /// The file name, or `stdin`.
    public let displayName: String
    /// The parsed document, once loaded.
    public private(set) var document: JSONDocument?

    /// An item for the JSON file at `path` (`-` for standard input).
    public init(path: String) {
        self.path = path
        displayName = path == "-" ? "stdin" : Self.fileName(path)
    }

    /// True when the item reads standard input.
    public var isStandardInput: Bool { path == "-" }

    public var title: String { displayName }
    public var subtitle: String { "" }
    public var hasChildren: Bool { true }
    public var filePath: String? { isStandardInput ? nil : path }

    /// How messages name the source: the path as given, or "standard input".
    nonisolated static func messageName(_ path: String) -> String { path == "-" ? "standard input" : path }

    nonisolated static func fileName(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return parts.last.map(String.init) ?? path
    }

    /// Loads synchronously (the list uses the background path instead).
    public func children() throws -> [BrowserItem] {
        if let document { return list(for: document).items }
        return try finishLoading(backgroundWork()({ _ in }))
    }

    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let path = self.path
        return { progress in
            let name = Self.messageName(path)
            let bytes = try Self.readAll(path, progress: progress)
            do {
                return try JSONDocument.parse(bytes, progress: { fraction in
                    progress("Parsing… \(Int(fraction * 100))%")
                })
            } catch let error as JSONParseError {
                throw BrowserError("\(name) is not valid JSON: \(error)")
            }
        }
    }

    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let document = result as? JSONDocument else {
            throw BrowserError("\(Self.messageName(path)) could not be loaded")
        }
        self.document = document
        return list(for: document)
    }

    public func finishLoading(_ result: any Sendable) throws -> [BrowserItem] {
        try finishLoadingList(result).items
    }

    /// The root's members or elements; a scalar document is one row titled by the file.
    private func list(for document: JSONDocument) -> ChildList {
        if document.kind(of: document.root).isContainer { return JSONItem.list(document, childrenOf: document.root) }
        return ChildList(items: [JSONItem(document: document, node: document.root, label: displayName)])
    }

    /// The path and size (and, once loaded, what the root holds).
    public func detailText() -> String {
        var lines = [isStandardInput ? "standard input" : path]
        if let document {
            lines.append(Self.sizeText(document.bytes.count))
        } else if !isStandardInput {
            var info = stat()
            if stat(path, &info) == 0 {
                lines.append(Self.sizeText(Int(info.st_size)))
            } else {
                lines.append("cannot read \(path): \(Self.errnoText(errno))")
            }
        }
        if let document {
            let root = document.root
            let count = document.childCount(of: root)
            switch document.kind(of: root) {
            case .object: lines.append("object, \(count) \(count == 1 ? "member" : "members")")
            case .array: lines.append("array, \(count) \(count == 1 ? "element" : "elements")")
            case let kind: lines.append("a single \(kind)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `1.5 MB (1,572,864 bytes)`, or `12 bytes`.
    nonisolated static func sizeText(_ bytes: Int) -> String {
        var digits = String(bytes)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        grouped = digits + grouped
        let exact = "\(grouped) \(bytes == 1 ? "byte" : "bytes")"
        guard bytes >= 1024 else { return exact }
        return "\(shortSize(bytes)) (\(exact))"
    }

    /// `340 KB`, `12 MB`, `1.5 GB`.
    nonisolated static func shortSize(_ bytes: Int) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) bytes" }
        return value < 10 ? String(format: "%.1f %@", value, units[unit]) : "\(Int(value)) \(units[unit])"
    }

    nonisolated static func errnoText(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Reads the whole file (or standard input), reporting `Reading… 12 MB` as it goes.
    nonisolated static func readAll(_ path: String, progress: @Sendable (String) -> Void) throws -> [UInt8] {
        let name = messageName(path)
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BrowserError("cannot read \(name): \(errnoText(errno))") }
        defer { if !isStandardInput { close(descriptor) } }

        var info = stat()
        var expected = 0
        if fstat(descriptor, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw BrowserError("cannot read \(name): it is a directory") }
            if info.st_mode & S_IFMT == S_IFREG { expected = Int(info.st_size) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected > 0 ? expected : 1 << 16)
        let chunkSize = 1 << 20
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        var reported = -1
        progress("Reading…")
        while true {
            let count = read(descriptor, chunk, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw BrowserError("cannot read \(name): \(errnoText(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: count))
            let megabytes = bytes.count >> 20
            if megabytes != reported {
                reported = megabytes
                progress("Reading… \(shortSize(bytes.count))")
            }
        }
        return bytes
    }
}
