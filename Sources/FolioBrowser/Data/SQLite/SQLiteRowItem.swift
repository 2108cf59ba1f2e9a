import FolioKit

/// One row of a table: titled by its key and a preview, opening into its fields, one per column,
/// then the rows of other tables referring to it (`Album (by ArtistId)`).
///
/// Field values are read when shown, a few hundred columns per statement, and the content of a blob
/// is never loaded to list it; the referring rows are counted in the background.
@MainActor
public final class SQLiteRowItem: BrowserItem {
    let database: SQLiteDatabase
    /// The table the row belongs to.
    public let table: SQLiteTableInfo
    let query: SQLiteRowQuery
    /// The key and preview it is listed with (read again while its page could not be read).
    public var summary: SQLiteRowSummary {
        if let known { return known }
        guard let pager else { return SQLiteRowSummary(key: [], preview: []) }
        let summary = pager.summary(at: position)
        if pager.isRead(position) { known = summary }
        return summary
    }
    private var known: SQLiteRowSummary?
    private let pager: SQLiteRowPager?
    /// Its position in the list it was listed in.
    public let position: Int
    private var fields: [Int: SQLiteFieldSummary] = [:]
    /// Chunks that failed to read, not read again on every redraw.
    private var failedChunks: Set<Int> = []
    /// Why the row's fields could not be read, if they could not.
    private(set) var problem: String?
    /// A view's row's values read further in the background, when its fields were listed.
    var heads = SQLiteRowHeads()
    /// True once the row's background load read its columns past the first chunk (or failed to).
    var readsChunksInBackground = false

    /// Columns read per statement (three expressions each, under SQLite's 2,000-column limit).
    static let chunkSize = 200

    /// A row known by its summary (a foreign key's target).
    init(database: SQLiteDatabase, table: SQLiteTableInfo, query: SQLiteRowQuery, summary: SQLiteRowSummary, position: Int) {
        self.database = database
        self.table = table
        self.query = query
        self.known = summary
        self.pager = nil
        self.position = position
    }

    /// Row `position` of `pager`, its summary read from the pager's pages.
    init(database: SQLiteDatabase, table: SQLiteTableInfo, pager: SQLiteRowPager, position: Int) {
        self.database = database
        self.table = table
        self.query = pager.query
        self.pager = pager
        self.known = nil
        self.position = position
    }

    /// The row's title, as its summary gives it.
    public var title: String { summary.title }
    /// The sort column's value when the list is sorted by a column its title leaves out.
    public var subtitle: String { summary.sortValue.map { $0.preview(limit: 40) } ?? "" }
    /// True when the row has a key to read its fields back by.
    public var hasChildren: Bool { !summary.key.isEmpty }
    /// `FILE.db:table:rowid` (the primary key for a `WITHOUT ROWID` table, `#n` for a view's row).
    public var locator: String? { database.path + ":" + table.name + ":" + locatorKey }
    /// What sqlite3 runs to show the row: `SELECT * FROM "Artist" WHERE "ArtistId" = 22;` (`Y`
    /// copies what it reads, as JSON: `BackgroundCopying`).
    public var copyValue: String { selectStatement }

    var locatorKey: String { table.keyExpressions.isEmpty ? "#" + summary.keyText : summary.keyText }

    /// Columns shown as fields (hidden columns of virtual tables left out).
    var columns: [SQLiteTableInfo.Column] { table.columns.filter { !$0.isHidden } }

    /// One field per shown column.
    public func children() throws -> [BrowserItem] { try childList().items }

    /// Forgets reads that failed, so they are tried again (a writer's lock may be gone).
    func forgetFailures() {
        failedChunks.removeAll()
        problem = nil
    }

    /// One field per shown column, made when scrolled to; failed reads are tried again. (A list
    /// of the fields adds the rows referring to this one, read in the background.)
    public func childList() throws -> ChildList { fieldList(with: .none) }

    /// One field per shown column, then an entry per foreign key pointing at the row's table,
    /// listing the rows that refer to this one (`Album (by ArtistId)`, `3 rows`).
    func fieldList(with references: SQLiteRowReferences) -> ChildList {
        forgetFailures()
        let columns = self.columns, database = self.database
        return ChildList(count: columns.count + references.keys.count,
                         title: { $0 < columns.count ? columns[$0].name : references.keys[$0 - columns.count].title },
                         make: { index in
                             if index < columns.count {
                                 let column = columns[index]
                                 let isKey = self.table.foreignKeys.contains { $0.from.contains(column.name) }
                                 return isKey ? SQLiteForeignKeyItem(row: self, column: column) : SQLiteFieldItem(row: self, column: column)
                             }
                             let offset = index - columns.count
                             let reference = SQLiteTableItem.Reference(key: references.keys[offset], values: references.values[offset],
                                                                      count: references.counts[offset])
                             return SQLiteTableItem(database: database, table: references.keys[offset].table, reference: reference)
                         })
    }

    /// The summary of `column`'s value, reading its chunk of columns when needed.
    func field(_ column: String) -> SQLiteFieldSummary? {
        guard let index = columns.firstIndex(where: { $0.name == column }) else { return nil }
        if let known = fields[index] { return known }
        read(chunkOf: index)
        return fields[index]
    }

    /// The summary of `column`'s value if it is read already (no statement).
    func knownField(_ column: String) -> SQLiteFieldSummary? {
        columns.firstIndex(where: { $0.name == column }).flatMap { fields[$0] }
    }

    private func read(chunkOf index: Int) {
        let start = index / Self.chunkSize * Self.chunkSize
        guard !failedChunks.contains(start) else { return }
        // A view's row whose page is still being read in the background: no query here.
        if isLoading { return }
        // Columns past the first chunk come with the row's background load (its fields are
        // listed once it ran), never from a statement here; a row in a list on screen waits for it.
        if start > 0, readsChunksInBackground || pager?.background != nil { return }
        // A view's row whose page could not be read: not read here instead (it would be as slow).
        if table.keyExpressions.isEmpty, let pager, pager.background != nil, summary.fields == nil {
            failedChunks.insert(start)
            problem = pager.failure ?? "The row could not be read."
            return
        }
        let chunk = Array(columns[start..<min(columns.count, start + Self.chunkSize)])
        do {
            if table.keyExpressions.isEmpty, start == 0, let read = summary.fields {
                // A view's row: its first columns came with its page, capped.
                for offset in chunk.indices where offset < read.count { fields[offset] = read[offset] }
                if read.count >= chunk.count { return }
            }
            let rows = try database.connection.rows(Self.chunkSQL(chunk, query: query, condition: rowCondition.sql), rowCondition.arguments)
            guard let row = rows.first else {
                failedChunks.insert(start)
                problem = "The row is no longer in \(table.name)."
                return
            }
            for (offset, field) in Self.fields(of: row).enumerated() { fields[start + offset] = field }
        } catch {
            failedChunks.insert(start)
            problem = error.message
        }
    }

    /// The statement reading `chunk`'s values of the row `condition` finds (any thread): three
    /// expressions a column, text cut and blobs left out.
    nonisolated static func chunkSQL(_ chunk: [SQLiteTableInfo.Column], query: SQLiteRowQuery, condition: String) -> String {
        let expressions = chunk.map { column -> String in
            let name = SQLiteSQL.quote(column.name)
            return "typeof(\(name)), length(\(name)), CASE typeof(\(name)) WHEN 'blob' THEN NULL WHEN 'text' THEN substr(\(name), 1, \(SQLiteFieldSummary.textLimit)) ELSE \(name) END"
        }
        return "SELECT " + expressions.joined(separator: ", ") + " " + query.from + condition
    }

    /// The field summaries of a row `chunkSQL` read.
    nonisolated static func fields(of row: [SQLiteValue]) -> [SQLiteFieldSummary] {
        stride(from: 0, to: row.count - 2, by: 3).map {
            SQLiteFieldSummary(type: row[$0].text, length: Int(row[$0 + 1].integerValue ?? 0), value: row[$0 + 2])
        }
    }

    /// Takes the columns past the first chunk its background load read (or why it could not).
    func take(_ chunks: SQLiteRowChunks) {
        guard chunks.isRead else { return }
        readsChunksInBackground = true
        for (index, field) in chunks.fields { fields[index] = field }
        if let failure = chunks.problem { problem = failure }
    }

    /// `rowid = ?` or `(a, b) = (?, ?)`.
    var keyCondition: String {
        SQLiteSQL.rowValue(table.keyExpressions) + " = " + SQLiteSQL.placeholders(table.keyExpressions.count)
    }

    /// What finds the row after `FROM`: ` WHERE key = ?`, or a view's row by its position under
    /// the list's filter and order (a view has no key to read a column by).
    var rowCondition: (sql: String, arguments: [SQLiteValue]) {
        guard table.keyExpressions.isEmpty else { return (" WHERE " + keyCondition, summary.key) }
        let condition = query.condition
        return (condition.sql + query.ordering + " LIMIT 1 OFFSET ?\(condition.arguments.count + 1)", condition.arguments + [.integer(Int64(position))])
    }

    /// Up to `limit` bytes of a text or blob value: the head only, through incremental blob I/O
    /// where the table has a rowid, else with `substr`.
    ///
    /// A view's row takes what its background load read, when that goes as far (no statement
    /// on the main loop: a view's row is found by its position, which can be slow).
    func head(of column: String, limit: Int) throws(SQLiteError) -> SQLiteValue {
        if let known = try loadedHead(of: column, limit: limit) { return known }
        return try headReader(of: column, limit: limit)(database.connection)
    }

    /// A view's row's value as far as its background load read it, when that goes as far as
    /// `limit` (nil: it must be read); the load's problem when it failed.
    func loadedHead(of column: String, limit: Int) throws(SQLiteError) -> SQLiteValue? {
        guard table.keyExpressions.isEmpty, heads.isRead else { return nil }
        if let value = heads.values[column], let read = heads.limits[column], limit <= read || (field(column)?.length ?? .max) <= read {
            guard limit < read, case .blob(let bytes) = value, bytes.count > limit else { return value }
            return .blob(Array(bytes.prefix(limit)))
        }
        if let problem = heads.problem { throw SQLiteError(code: 1, message: problem) }
        return nil
    }

    /// What reads up to `limit` bytes of `column` on a connection (any thread): incremental blob
    /// I/O where the table has a rowid, else `substr`.
    func headReader(of column: String, limit: Int) -> @Sendable (SQLiteConnection) throws(SQLiteError) -> SQLiteValue {
        let type = field(column)?.type, tableName = table.name
        let rowid = table.rowidName != nil && table.kind == .table ? summary.key.first?.integerValue : nil
        let name = SQLiteSQL.quote(column)
        let sql: String, arguments: [SQLiteValue]
        if table.keyExpressions.isEmpty {
            // A view's row by its position: the parameters are numbered, the limit last.
            let condition = rowCondition
            sql = "SELECT substr(\(name), 1, ?\(condition.arguments.count + 1)) " + query.from + condition.sql
            arguments = condition.arguments + [.integer(Int64(limit))]
        } else {
            sql = "SELECT substr(\(name), 1, ?) " + query.from + " WHERE " + keyCondition
            arguments = [.integer(Int64(limit))] + summary.key
        }
        return { connection throws(SQLiteError) in
            if let rowid, let bytes = try? connection.readHead(table: tableName, column: column, rowid: rowid, length: limit) {
                return type == "blob" ? .blob(bytes) : .text(bytes)
            }
            return try connection.rows(sql, arguments).first?.first ?? .null
        }
    }

    /// True while the row's page is read in the background.
    var isLoading: Bool {
        guard known == nil, let pager, pager.background != nil else { return false }
        return !pager.isRead(position)
    }

    /// The table and key, then up to 100 columns with their values.
    public func detailText() -> String {
        if isLoading {
            let label = table.keyExpressions.isEmpty ? "\(table.keyLabel) \(position + 1)" : "row \(position + 1)"
            return "\(table.name), \(label)\n\nLoading…"
        }
        var lines = ["\(table.name), \(table.keyLabel) \(summary.keyText)", ""]
        let shown = columns.prefix(100)
        let width = min(24, shown.map { $0.name.count }.max() ?? 0)
        for column in shown {
            let value = field(column.name)?.preview ?? "?"
            lines.append(column.name + String(repeating: " ", count: max(0, width - column.name.count)) + "  " + value)
        }
        if columns.count > shown.count { lines.append("… and \(columns.count - shown.count) more columns") }
        if let problem { lines += ["", problem] }
        return lines.joined(separator: "\n")
    }
}
