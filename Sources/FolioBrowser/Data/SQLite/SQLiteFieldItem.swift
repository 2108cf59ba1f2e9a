import FolioKit

/// One field of a row: NULL, a number, text (in full in the detail), a blob (as hex).
///
/// JSON text opens as a JSON document; a foreign key (`SQLiteForeignKeyItem`) opens the row it
/// refers to.
@MainActor
public class SQLiteFieldItem: BrowserItem, BackgroundLoading {
    /// The row.
    public let row: SQLiteRowItem
    /// The column.
    public let column: SQLiteTableInfo.Column
    private var jsonCheck: Bool?

    /// Text shown in full up to this many bytes; longer text is cut with a note.
    static let textLimit = 1 << 20
    /// Blob bytes shown in hex.
    static let hexLimit = 4096
    /// Longest text parsed as JSON.
    static let jsonLimit = 64 << 20

    init(row: SQLiteRowItem, column: SQLiteTableInfo.Column) {
        self.row = row
        self.column = column
    }

    /// The value's summary.
    public var summary: SQLiteFieldSummary? { row.field(column.name) }

    /// The column's name.
    public var title: String { column.name }

    /// A preview of the value, with the table a foreign key points to.
    public var subtitle: String {
        guard let summary else { return "?" }
        if let key = foreignKey, summary.type != "null" { return summary.preview + " → " + key.table }
        return summary.preview
    }

    /// The foreign key this column belongs to, if any.
    var foreignKey: SQLiteTableInfo.ForeignKey? {
        row.table.foreignKeys.first { $0.from.contains(column.name) }
    }

    /// True for a foreign key or JSON text, which open into a row or a document.
    public var hasChildren: Bool {
        guard let summary, summary.type != "null" else { return false }
        if foreignKey != nil { return true }
        return summary.type == "text" && looksLikeJSON
    }

    /// Text starting with `{` or `[` that parses (checked once; long text is trusted until opened).
    var looksLikeJSON: Bool {
        if let jsonCheck { return jsonCheck }
        guard let summary, case .text(let bytes) = summary.value,
              let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
              first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { jsonCheck = false; return false }
        let verdict = summary.isComplete ? (try? JSONDocument.parse(bytes)) != nil : true
        jsonCheck = verdict
        return verdict
    }

    /// `FILE.db:table:rowid:column`.
    public var locator: String? { (row.locator ?? "") + ":" + column.name }
    /// The field's whole value as text.
    public var copyValue: String { (try? fullValue().text) ?? "" }

    /// The referenced row or the JSON document's top level.
    public func children() throws -> [BrowserItem] { try childList().items }

    /// A foreign key's referenced row (its fields), or the JSON document's members.
    public func childList() throws -> ChildList {
        if let key = foreignKey { return try referencedRow(key).childList() }
        return try jsonList(try fullValue(limit: Self.jsonLimit))
    }

    /// A JSON field's text, read for its document off the main loop.
    struct Text: Sendable {
        var value: SQLiteValue
    }

    /// Off the main loop: the JSON text as far as a document is parsed (`jsonLimit`), on a
    /// connection of its own, unless the row's reads hold it whole already.
    ///
    /// Text past a mebibyte is read so; a view's row, found by its position, can be slow to.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let known: SQLiteValue?
        do {
            guard let summary else { throw BrowserError(row.problem ?? "the field could not be read") }
            known = summary.isComplete || summary.type != "text" ? summary.value
                : try row.loadedHead(of: column.name, limit: Self.jsonLimit)
        } catch let error as SQLiteError {
            return { _ in throw BrowserError(error.message) }
        } catch {
            return { _ in throw error }
        }
        if let known { return { _ in Text(value: known) } }
        let read = row.headReader(of: column.name, limit: Self.jsonLimit)
        let path = row.database.rawPath, damaged = row.database.isDamaged
        return { _ in
            do {
                return Text(value: try read(try SQLiteDatabase.backgroundConnection(path, damaged: damaged)))
            } catch let error as SQLiteError {
                throw BrowserError(error.message)
            }
        }
    }

    /// The JSON document's members, from the text the background read.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let text = result as? Text else { return try childList() }
        return try jsonList(text.value)
    }

    /// The members of the JSON document `value` holds.
    func jsonList(_ value: SQLiteValue) throws -> ChildList {
        guard case .text(let bytes) = value else { return .empty }
        do {
            let document = try JSONDocument.parse(bytes)
            return JSONItem.list(document, childrenOf: document.root)
        } catch {
            throw BrowserError("\(column.name) is not JSON: \(error)")
        }
    }

    /// The value, text and blobs cut at `limit` bytes.
    func fullValue(limit: Int = textLimit) throws -> SQLiteValue {
        guard let summary else { throw BrowserError(row.problem ?? "the field could not be read") }
        if summary.isComplete { return summary.value }
        do { return try row.head(of: column.name, limit: limit) } catch { throw BrowserError(error.message) }
    }

    /// The table, column and row, the column's type, then the value in full or cut with a note.
    public func detailText() -> String {
        var lines = ["\(row.table.name).\(column.name), \(row.table.keyLabel) \(row.summary.keyText)"]
        guard let summary else { return (lines + ["", row.problem ?? "The field could not be read."]).joined(separator: "\n") }
        let declared = column.declaredType.isEmpty ? "no declared type" : "declared \(column.declaredType)"
        var kind = "\(declared), stored as \(summary.type)"
        if summary.type == "text" { kind += ", \(summary.length) characters" }
        if summary.type == "blob" { kind += summary.length < 1024 ? ", \(summary.length) bytes" : ", \(SQLiteFieldSummary.size(summary.length)) (\(summary.length) bytes)" }
        lines.append(kind)
        if column.primaryKeyPosition > 0 { lines.append("Part of the primary key") }
        if let key = foreignKey {
            let target = key.to.compactMap { $0 }
            lines.append("Foreign key → \(key.table)" + (target.isEmpty ? "" : "(\(target.joined(separator: ", ")))") + "; Enter opens that row")
        } else if hasChildren {
            lines.append("JSON; Enter browses it")
        }
        lines.append("")
        do {
            switch try fullValue(limit: summary.type == "blob" ? Self.hexLimit : Self.textLimit) {
            case .blob(let bytes):
                lines.append(bytes.count < summary.length ? "The first \(bytes.count) bytes:" : "\(bytes.count) bytes:")
                lines.append("")
                lines += FilePreview.hexDump(bytes)
            case .text(let bytes):
                lines.append(String(decoding: bytes, as: UTF8.self))
                if bytes.count >= Self.textLimit { lines += ["", "… (the first \(SQLiteFieldSummary.size(bytes.count)) shown)"] }
            case let value:
                lines.append(value.text)
            }
        } catch {
            lines.append(String(describing: error))
        }
        return lines.joined(separator: "\n")
    }

    /// The row a foreign key points to, found by the referenced columns (or the referenced
    /// table's primary key).
    func referencedRow(_ key: SQLiteTableInfo.ForeignKey) throws -> SQLiteRowItem {
        let lookup = try referencedRowLookup(key)
        do {
            return lookup.row(try lookup.find(row.database.connection), in: row.database)
        } catch let error as SQLiteError {
            throw BrowserError(error.message)
        }
    }

    /// How to find the row a foreign key points to: the statement, its arguments, and what
    /// to say when no row matches.
    func referencedRowLookup(_ key: SQLiteTableInfo.ForeignKey) throws -> ReferencedRowLookup {
        guard let parent = row.database.schema.table(named: key.table) else {
            throw BrowserError("\(column.name) refers to \(key.table), which is not in the database")
        }
        let targets: [String] = key.to.enumerated().compactMap { offset, name in
            name ?? (offset < parent.primaryKey.count ? parent.primaryKey[offset] : nil)
        }
        let values = key.from.map { row.field($0)?.value ?? .null }
        let query = SQLiteRowQuery(table: parent)
        let condition: String
        if targets.count == key.from.count {
            condition = targets.map { SQLiteSQL.quote($0) + " = ?" }.joined(separator: " AND ")
        } else if let rowid = parent.rowidName, values.count == 1 {
            condition = rowid + " = ?"  // refers to a table without a declared primary key: its rowid
        } else {
            throw BrowserError("\(column.name) refers to \(key.table), whose key Folio cannot tell")
        }
        let shown = values.map { $0.preview(limit: 40) }.joined(separator: ", ")
        return ReferencedRowLookup(
            query: query, values: values,
            sql: "SELECT \(query.summaryColumns.joined(separator: ", ")) \(query.from) WHERE \(condition) LIMIT 1",
            dangling: "No row of \(key.table) has \(targets.joined(separator: ", ")) = \(shown): the foreign key dangles")
    }
}

/// Finding the row a foreign key points to, on any connection (the main one, or a background
/// one for a list opening).
struct ReferencedRowLookup: Sendable {
    let query: SQLiteRowQuery
    let values: [SQLiteValue]
    let sql: String
    let dangling: String

    /// The row's summary, read through `connection`.
    func find(_ connection: SQLiteConnection) throws -> SQLiteRowSummary {
        guard let first = try connection.rows(sql, values).first, !query.table.keyExpressions.isEmpty else {
            throw BrowserError(dangling)
        }
        return SQLiteRowPager.summary(first, query: query)
    }

    /// The row item for a summary `find` read.
    @MainActor
    func row(_ summary: SQLiteRowSummary, in database: SQLiteDatabase) -> SQLiteRowItem {
        SQLiteRowItem(database: database, table: query.table, query: query, summary: summary, position: 0)
    }
}
