/// Which rows of a table a list shows and in what order, turned into SQL.
///
/// A restriction (the rows whose foreign key points at one row), a filter (a `LIKE` over the text
/// columns, smart case) and a sort column, either way. Plain data, so background queries can take
/// it.
public struct SQLiteRowQuery: Sendable {
    /// One column's required value: `"ArtistId" = 22`.
    public struct Match: Sendable, Equatable {
        /// The column.
        public var column: String
        /// The value it must hold.
        public var value: SQLiteValue
    }

    /// A column's value the rows must hold, picked in its summary: `"Composer" = ?`, bound.
    public struct ValueMatch: Sendable, Equatable {
        /// The column.
        public var column: String
        /// The value; nil for the empty value (NULL or empty text), an empty blob for any blob.
        public var value: SQLiteValue?
        /// How the list shows the filter: `Composer = AC/DC`.
        public var label: String

        /// The condition on `?number`'s value (none bound for the empty value or a blob).
        func term(_ number: Int) -> (sql: String, binds: Bool) {
            let column = SQLiteSQL.quote(self.column)
            switch value {
            case nil: return ("(\(column) IS NULL OR \(column) = '')", false)
            case .blob?: return ("typeof(\(column)) = 'blob'", false)
            default: return ("\(column) = ?\(number)", true)
            }
        }
    }

    /// The table.
    public var table: SQLiteTableInfo
    /// Columns the rows must match, all of them (a foreign key's columns); empty for every row.
    public var restriction: [Match] = []
    /// The filter text; empty for every row.
    public var filter = ""
    /// A column summary's value (`F`, then Enter): the rows whose column holds it; nil for every row.
    public var valueMatch: ValueMatch?
    /// The column sorted by; nil for key order.
    public var sortColumn: String?
    /// True for the sort column's (or the key's) largest values first.
    public var isDescending = false

    /// Characters of text kept for each value of a row's title: the list cuts the title to the
    /// width it has, so a wide list shows more of it.
    static let previewLength = 200

    init(table: SQLiteTableInfo, restriction: [Match] = []) {
        self.table = table
        self.restriction = restriction
    }

    /// True when rows are in key order with no filter: pages are then read by keyset, with
    /// no query over the whole table.
    public var isKeyOrder: Bool {
        filter.isEmpty && valueMatch == nil && sortColumn == nil && !isDescending && restriction.isEmpty && !table.keyExpressions.isEmpty
    }

    /// True when the rows are a restriction an index finds, without a filter: one short
    /// statement reads them, never a scan in chunks.
    var isIndexedLookup: Bool {
        filter.isEmpty && valueMatch == nil && !restriction.isEmpty && table.hasIndex(on: restriction.map(\.column))
    }

    var from: String { "FROM " + SQLiteSQL.quote(table.name) }

    /// The `WHERE` clause (with its leading space) and its arguments.
    ///
    /// They are numbered `?1`, `?2`... in the order of the arguments: the restriction's values,
    /// then a summary's value (bound, never written into the SQL), then the filter's pattern.
    ///
    /// A filter with a capital letter matches case-sensitively (`instr`), else case-insensitively
    /// (`LIKE`).
    var condition: (sql: String, arguments: [SQLiteValue]) {
        var terms: [String] = []
        var arguments: [SQLiteValue] = []
        for match in restriction {
            arguments.append(match.value)
            terms.append("\(SQLiteSQL.quote(match.column)) = ?\(arguments.count)")
        }
        if let valueMatch {
            let term = valueMatch.term(arguments.count + 1)
            if term.binds, let value = valueMatch.value { arguments.append(value) }
            terms.append(term.sql)
        }
        if !filter.isEmpty {
            let columns = table.filterColumns.map { SQLiteSQL.quote($0.name) }
            let number = arguments.count + 1
            if columns.isEmpty {
                terms.append("0")
            } else if filter.contains(where: { $0.isUppercase }) {
                arguments.append(.string(filter))
                terms.append(Self.either(columns.map { "instr(\($0), ?\(number)) > 0" }))
            } else {
                arguments.append(.string(SQLiteSQL.likePattern(filter)))
                terms.append(Self.either(columns.map { "\($0) LIKE ?\(number) ESCAPE '\\'" }))
            }
        }
        return terms.isEmpty ? ("", []) : (" WHERE " + terms.joined(separator: " AND "), arguments)
    }

    /// `a OR b`, in parentheses when it follows a restriction.
    private static func either(_ terms: [String]) -> String {
        terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
    }

    /// The filter as the list shows it: the text typed, or the summary's value (`Composer = AC/DC`).
    var filterLabel: String { valueMatch?.label ?? filter }

    /// `ORDER BY` with its leading space: the sort column (or the key) either way, then the key
    /// so the order is total.
    var ordering: String {
        let direction = isDescending ? " DESC" : ""
        var terms = sortColumn.map { [SQLiteSQL.quote($0) + direction] } ?? []
        if sortColumn == nil {
            terms += table.keyExpressions.map { $0 + direction }
        } else {
            terms += table.keyExpressions
        }
        return terms.isEmpty ? "" : " ORDER BY " + terms.joined(separator: ", ")
    }

    /// The sort as the bar shows it: `Milliseconds ▼`, `TrackId ▲` in key order.
    public var sortLabel: String {
        let name = sortColumn ?? table.keyLabel
        return table.keyExpressions.isEmpty && sortColumn == nil ? name : name + (isDescending ? " ▼" : " ▲")
    }

    /// True when a row's title leaves out the sort column: its value is then read with the row
    /// and shown beside it.
    var readsSortValue: Bool {
        guard let sortColumn else { return false }
        return !table.previewColumns.contains { $0.name == sortColumn } && table.rowidAlias != sortColumn
            && !(table.isWithoutRowid && table.primaryKey.contains(sortColumn))
    }

    /// The expressions read for a row's title: its key, then previews of the preview columns,
    /// then the sort column's value when the title leaves it out, then (a key declared over a
    /// rowid) the declared key's values, as a field summarises them, for `Y`'s statement.
    var summaryColumns: [String] {
        var columns = table.keyExpressions + table.previewColumns.map { SQLiteSQL.preview(SQLiteSQL.quote($0.name), limit: Self.previewLength) }
        if readsSortValue, let sortColumn { columns.append(SQLiteSQL.preview(SQLiteSQL.quote(sortColumn), limit: Self.previewLength)) }
        for name in declaredKey {
            let quoted = SQLiteSQL.quote(name)
            columns += ["typeof(\(quoted))", "length(\(quoted))", SQLiteSQL.preview(quoted, limit: SQLiteFieldSummary.textLimit)]
        }
        return columns + cellColumns.map { SQLiteSQL.cell(SQLiteSQL.quote($0.name), limit: Self.cellLength) }
    }

    /// The primary key's columns of a rowid table whose key is not the rowid.
    ///
    /// A `code TEXT PRIMARY KEY` is read with each row, so `Y` names the row by it without a
    /// statement of its own. Empty otherwise.
    var declaredKey: [String] {
        table.rowidName != nil && table.rowidAlias == nil && table.kind == .table ? table.primaryKey : []
    }

    /// The columns a table of the rows shows after the key, read with every row after its
    /// title's values: all shown but the key's own (a rowid alias, a one-column key of a
    /// WITHOUT ROWID table), at most `cellColumnLimit` (SQLite reads 2,000 columns a statement
    /// at most).
    var cellColumns: [SQLiteTableInfo.Column] {
        let key = table.rowidAlias.map { [$0] } ?? (table.isWithoutRowid && table.primaryKey.count == 1 ? table.primaryKey : [])
        return Array(table.columns.lazy.filter { !$0.isHidden && !key.contains($0.name) }.prefix(Self.cellColumnLimit))
    }

    /// Columns a table of the rows shows at most.
    static let cellColumnLimit = 100

    /// Characters of text a table's cell keeps.
    static let cellLength = 100

    /// Counts the rows shown.
    var countSQL: String { "SELECT count(*) " + from + condition.sql }

    /// Lists the keys of the rows shown, in order (for a filtered or sorted list).
    var keysSQL: String { "SELECT " + table.keyExpressions.joined(separator: ", ") + " " + from + condition.sql + ordering }

    /// A page by position: `LIMIT ? OFFSET ?` after the condition's arguments.
    var offsetPageSQL: String {
        "SELECT " + summaryColumns.joined(separator: ", ") + " " + from + condition.sql + ordering + " LIMIT ? OFFSET ?"
    }
}
