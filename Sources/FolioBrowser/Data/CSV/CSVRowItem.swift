import FolioKit

/// A row of a CSV file: titled `row 12`, previewed by its values, opening into its fields.
///
/// `Y` copies the row as written (a CSV line, quotes and all); `y` its location
/// (`/data/airports.csv:12`).
@MainActor
public final class CSVRowItem: BrowserItem, CopyNaming {
    let file: CSVFileItem
    let table: CSVTable
    /// The row's index among the data rows (the header is not one).
    public let index: Int

    init(file: CSVFileItem, table: CSVTable, index: Int) {
        self.file = file
        self.table = table
        self.index = index
    }

    private var row: Result<CSVRow, BrowserError> { table.row(index) }

    /// `row 12`.
    public var title: String { "row \(index + 1)" }
    /// Nothing.
    public var subtitle: String { "" }
    /// True: a row opens into its fields.
    public var hasChildren: Bool { true }

    /// The fields, named by the header (`column 9` past it); a short row has fewer.
    public func children() throws -> [BrowserItem] {
        let fields = try row.get().fields
        return fields.indices.map { CSVFieldItem(name: table.name(ofField: $0), bytes: fields[$0], row: index) }
    }

    /// The values, `1 · Goroka · PG`, or why the row cannot be read.
    public var rowPreview: String {
        switch row {
        case .failure(let error): return "✗ " + error.message
        case .success(let row): return row.fields.prefix(40).map { CSVTable.text(Array($0.prefix(200))) }.joined(separator: " · ")
        }
    }

    /// `row 12 of 1,000, 8 fields`, then each field's name and value.
    public func detailText() -> String {
        let row: CSVRow
        switch self.row {
        case .failure(let error): return error.message
        case .success(let read): row = read
        }
        let total = table.isComplete ? " of \(JSONFileItem.grouped(table.count))" : ""
        var lines = ["row \(index + 1)\(total), \(row.fields.count) \(row.fields.count == 1 ? "field" : "fields")", ""]
        let names = row.fields.indices.map { table.name(ofField: $0) }
        let width = min(24, names.map { TextWidth.width(of: $0) }.max() ?? 0)
        for (name, field) in zip(names, row.fields) {
            let pad = String(repeating: " ", count: max(0, width - TextWidth.width(of: name)))
            lines.append(name + pad + "  " + CSVTable.text(Array(field.prefix(4_000))))
        }
        if row.fields.count < table.headerCount {
            lines.append("")
            lines.append("missing (a short row): " + table.names[row.fields.count..<table.headerCount].joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// `/data/airports.csv:12`: the file and the row's number.
    public var locator: String? { "\(file.absolutePath):\(index + 1)" }
    /// The path's own bytes, then `:12`.
    public var locatorBytes: [UInt8]? { file.rawPath.absolute().normalized.bytes + Array(":\(index + 1)".utf8) }
    /// The row as written.
    public var copyValue: String { String(decoding: copyBytes, as: UTF8.self) }
    /// The row's bytes as written, without its line break.
    public var copyBytes: [UInt8] { (try? row.get().line) ?? [] }
    /// `location`.
    public var locatorName: String { "location" }
    /// `CSV line`.
    public var copyValueName: String { "CSV line" }
}

/// A field of a CSV row: its name, and its value as written (unquoted).
@MainActor
public final class CSVFieldItem: BrowserItem, CopyNaming {
    /// The field's name (the header's, or `column 9`).
    public let name: String
    /// The value's bytes, unquoted.
    public let bytes: [UInt8]
    /// The row's index.
    let row: Int

    init(name: String, bytes: [UInt8], row: Int) {
        self.name = name
        self.bytes = bytes
        self.row = row
    }

    /// The field's name.
    public var title: String { name }
    /// Nothing.
    public var subtitle: String { "" }
    /// False.
    public var hasChildren: Bool { false }
    /// None.
    public func children() -> [BrowserItem] { [] }
    /// The value, as visible text.
    public var rowPreview: String { CSVTable.text(Array(bytes.prefix(1_000))) }
    /// The value, each line as visible text; `(empty)` for an empty field.
    public func detailText() -> String {
        if bytes.isEmpty { return "(empty)" }
        return bytes.split(separator: CSVParser.lineFeed, omittingEmptySubsequences: false).map { CSVTable.text(Array($0)) }.joined(separator: "\n")
    }

    /// None: `y` and `Y` copy the value.
    public var locator: String? { nil }
    /// The value as text.
    public var copyValue: String { String(decoding: bytes, as: UTF8.self) }
    /// The value's bytes.
    public var copyBytes: [UInt8] { bytes }
    /// `value`.
    public var locatorName: String { "value" }
    /// `value`.
    public var copyValueName: String { "value" }
}
