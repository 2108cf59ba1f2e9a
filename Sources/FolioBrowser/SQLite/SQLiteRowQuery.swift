/// Which rows of a table a list shows and in what order, turned into SQL.
///
/// A filter (a `LIKE` over the text columns, smart case) and a sort column. Plain data, so
/// background queries can take it.
public struct SQLiteRowQuery: Sendable {
    /// The table.
    public var table: SQLiteTableInfo
    /// The filter text; empty for every row.
    public var filter = ""
    /// The column sorted by; nil for key order.
    public var sortColumn: String?

    /// Characters of text kept for a row's title.
    static let previewLength = 60

    /// True when rows are in key order with no filter: pages are then read by keyset, with
    /// no query over the whole table.
    public var isKeyOrder: Bool { filter.isEmpty && sortColumn == nil && !table.keyExpressions.isEmpty }

    var from: String { "FROM " + SQLiteSQL.quote(table.name) }

    /// The `WHERE` clause (with its leading space) and its arguments.
    ///
    /// A filter with a capital letter matches case-sensitively (`instr`), else case-insensitively
    /// (`LIKE`).
    var condition: (sql: String, arguments: [SQLiteValue]) {
        guard !filter.isEmpty else { return ("", []) }
        let columns = table.filterColumns.map { SQLiteSQL.quote($0.name) }
        guard !columns.isEmpty else { return (" WHERE 0", []) }
        if filter.contains(where: { $0.isUppercase }) {
            return (" WHERE " + columns.map { "instr(\($0), ?1) > 0" }.joined(separator: " OR "), [.string(filter)])
        }
        return (" WHERE " + columns.map { "\($0) LIKE ?1 ESCAPE '\\'" }.joined(separator: " OR "), [.string(SQLiteSQL.likePattern(filter))])
    }

    /// `ORDER BY` with its leading space: the sort column, then the key so the order is total.
    var ordering: String {
        var terms = sortColumn.map { [SQLiteSQL.quote($0)] } ?? []
        terms += table.keyExpressions
        return terms.isEmpty ? "" : " ORDER BY " + terms.joined(separator: ", ")
    }

    /// The expressions read for a row's title: its key, then previews of the preview columns.
    var summaryColumns: [String] {
        table.keyExpressions + table.previewColumns.map { SQLiteSQL.preview(SQLiteSQL.quote($0.name), limit: Self.previewLength) }
    }

    /// Counts the rows shown.
    var countSQL: String { "SELECT count(*) " + from + condition.sql }

    /// Lists the keys of the rows shown, in order (for a filtered or sorted list).
    var keysSQL: String { "SELECT " + table.keyExpressions.joined(separator: ", ") + " " + from + condition.sql + ordering }

    /// A page by position: `LIMIT ? OFFSET ?` after the condition's arguments.
    var offsetPageSQL: String {
        "SELECT " + summaryColumns.joined(separator: ", ") + " " + from + condition.sql + ordering + " LIMIT ? OFFSET ?"
    }
}
