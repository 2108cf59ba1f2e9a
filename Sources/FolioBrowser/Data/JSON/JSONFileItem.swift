import FoundationEssentials

/// A JSON file (or standard input, path `-`), read and parsed in the background.
///
/// Then its root's members or elements are listed. `.jsonl` and `.ndjson` files are JSON Lines: one
/// row per line.
@MainActor
public final class JSONFileItem: BackgroundLoading {
    /// The path's bytes as given (opened as they are, whatever the name's encoding); `-` means
    /// standard input.
    public let rawPath: RawPath
    /// The path as text, for messages (invalid UTF-8 shown as U+FFFD).
    public let path: String
    /// The file name, or `stdin`.
    public let displayName: String
    /// The most bytes read (`--max-size`).
    public let limit: DocumentLimit
    /// True for JSON Lines.
    public let isLines: Bool
    /// The screens' shared state, once loaded.
    public private(set) var session: JSONSession?
    /// The lines, once loaded, for JSON Lines.
    public private(set) var linesDocument: JSONLinesDocument?

    /// An item for the JSON file at `path` (`-` for standard input), read up to `limit`.
    public init(path: RawPath, limit: DocumentLimit = .standard, isLines: Bool? = nil) {
        rawPath = path
        self.path = path.display
        self.limit = limit
        displayName = self.path == "-" ? "stdin" : Self.fileName(self.path)
        self.isLines = isLines ?? Self.isLinesName(self.path)
    }

    /// An item for the JSON file at `path` given as text.
    public convenience init(path: String, limit: DocumentLimit = .standard, isLines: Bool? = nil) {
        self.init(path: RawPath(path), limit: limit, isLines: isLines)
    }

    /// The parsed document, once loaded.
    public var document: JSONDocument? { session?.document }

    /// True when the item reads standard input.
    public var isStandardInput: Bool { path == "-" }

    /// The file name, or `stdin`.
    public var title: String { displayName }
    /// Nothing: the size is in the detail.
    public var subtitle: String { "" }
    /// Always true: a document opens into its values.
    public var hasChildren: Bool { true }
    /// The path, nil for standard input.
    public var filePath: RawPath? { isStandardInput ? nil : rawPath }

    /// The path made absolute (for locators that name the file), nil for standard input.
    var absolutePath: String? { isStandardInput ? nil : RawPath(path).absolute().normalized.display }

    /// True for names ending in `.jsonl` or `.ndjson`.
    nonisolated static func isLinesName(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson")
    }

    /// How messages name the source: the path as given, or "standard input".
    nonisolated static func messageName(_ path: String) -> String { path == "-" ? "standard input" : path }

    nonisolated static func fileName(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return parts.last.map(String.init) ?? path
    }

    /// Loads synchronously (the list uses the background path instead).
    public func children() throws -> [BrowserItem] {
        if let session { return list(for: session).items }
        return try finishLoading(backgroundWork()({ _ in }))
    }

    /// Reads (up to the limit) and parses, off the main loop, reporting progress.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let path = self.path, rawPath = self.rawPath, limit = self.limit, isLines = self.isLines
        return { progress in
            let bytes = try DocumentReader.read(rawPath, limit: limit, progress: progress)
            let report: (Double) -> Void = { progress("Parsing… \(Int($0 * 100))%") }
            do {
                if isLines { return try JSONLinesDocument.parse(bytes, progress: report) }
                return try JSONDocument.parse(bytes, progress: report)
            } catch let error as JSONParseError {
                throw BrowserError("\(Self.messageName(path)) is not valid JSON\(isLines ? " Lines" : ""): \(error)")
            }
        }
    }

    /// The top list of the parsed document, on the main loop.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        if let lines = result as? JSONLinesDocument {
            linesDocument = lines
            let session = JSONSession(document: lines.document, lines: lines, sourcePath: absolutePath)
            self.session = session
            return list(for: session)
        }
        guard let document = result as? JSONDocument else {
            throw BrowserError("\(Self.messageName(path)) could not be loaded")
        }
        let session = JSONSession(document: document, sourcePath: absolutePath)
        self.session = session
        return list(for: session)
    }

    /// The top list's items, all made.
    public func finishLoading(_ result: any Sendable) throws -> [BrowserItem] {
        try finishLoadingList(result).items
    }

    /// The root's members or elements; a scalar document is one row titled by the file; JSON
    /// Lines list one row per line.
    private func list(for session: JSONSession) -> ChildList {
        if let linesDocument { return JSONLineItem.list(session, linesDocument) }
        let document = session.document
        if document.kind(of: document.root).isContainer { return JSONItem.list(session, childrenOf: document.root, containerPath: ".") }
        return ChildList(items: [JSONItem(session: session, node: document.root, label: displayName)])
    }

    /// The path and size (and, once loaded, what the root holds).
    public func detailText() -> String {
        var lines = [isStandardInput ? "standard input" : path]
        if let document {
            lines.append(Self.sizeText(document.bytes.count))
        } else if !isStandardInput {
            switch Syscall.status(rawPath) {
            case .success(let info): lines.append(Self.sizeText(Int(info.st_size)))
            case .failure(let error): lines.append(error.message)
            }
        }
        if let linesDocument {
            let bad = linesDocument.lines.invalidCount
            lines.append("JSON Lines: \(linesDocument.lines.count) lines" + (bad > 0 ? ", \(bad) not valid JSON" : ""))
        } else if let document {
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

    /// `1.5M (1,572,864 bytes)`, or `12 bytes`.
    nonisolated static func sizeText(_ bytes: Int) -> String {
        let exact = "\(grouped(bytes)) \(bytes == 1 ? "byte" : "bytes")"
        guard bytes >= 1024 else { return exact }
        return "\(shortSize(bytes)) (\(exact))"
    }

    /// `1,572,864`: digits in groups of three.
    nonisolated static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// `340K`, `12M`, `1.5G` (`ByteSize`, the sizes shown everywhere), or `12 bytes`.
    nonisolated static func shortSize(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) bytes" : ByteSize.text(Int64(bytes))
    }
}
