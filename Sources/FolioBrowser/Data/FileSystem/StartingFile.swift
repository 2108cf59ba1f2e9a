/// What `folio FILE` opens a file as: a database, a JSON document, a CSV file, or its folder.
///
/// Decided by the file's header (SQLite's), its name (the endings Enter opens as documents from
/// a list), then its first bytes (JSON starts with `{` or `[`); any other file (C source, a
/// `.gz`, a binary) opens its folder with the file selected, as `:` does, so its preview shows.
public enum StartingFile: Equatable, Sendable {
    /// A SQLite database (by its header, or a database's name).
    case database
    /// A JSON document; `lines` for JSON Lines.
    case json(lines: Bool)
    /// A CSV or TSV file (by its name: `.csv`, `.tsv`, `.csv.gz`, `.tsv.gz`).
    case csv
    /// Any other file: its folder, with it selected.
    case folder

    /// How many bytes the sniffing reads.
    static let headLength = 16 * 1024

    /// What the file at `path` opens as (reads its first bytes; called before the interface starts).
    @MainActor public static func kind(of path: RawPath) -> StartingFile {
        if SQLiteFileHeader.opensAsDatabase(path) { return .database }
        let name = JSONFileItem.fileName(path.display).lowercased()
        let jsonEndings = FileItem.documentEndings.map(\.ending).filter { $0.contains("json") }
        if jsonEndings.contains(where: { name.hasSuffix($0) && name.count > $0.count }) {
            return .json(lines: JSONFileItem.isLinesName(path.display))
        }
        if CSVFileItem.isCSVName(name) { return .csv }
        guard let head = try? Syscall.readFile(path, limit: headLength).get() else { return .folder }
        return sniff(head)
    }

    /// `kind(of:)` for a path given as text.
    @MainActor public static func kind(of path: String) -> StartingFile { kind(of: RawPath(path)) }

    /// What a file starting with `head` is: JSON when its first character (after a byte-order
    /// mark and white space) opens an object or an array; JSON Lines when its first line is a
    /// whole value and the next line starts another one.
    public static func sniff(_ head: [UInt8]) -> StartingFile {
        var start = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < head.count, isBlank(head[start]) { start += 1 }
        guard start < head.count, head[start] == UInt8(ascii: "{") || head[start] == UInt8(ascii: "[") else { return .folder }
        guard let end = head[start...].firstIndex(of: UInt8(ascii: "\n")) else { return .json(lines: false) }
        var next = end + 1
        while next < head.count, isBlank(head[next]) { next += 1 }
        let another = next < head.count && (head[next] == UInt8(ascii: "{") || head[next] == UInt8(ascii: "["))
        guard another, (try? JSONDocument.parse(Array(head[start..<end]))) != nil else { return .json(lines: false) }
        return .json(lines: true)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
