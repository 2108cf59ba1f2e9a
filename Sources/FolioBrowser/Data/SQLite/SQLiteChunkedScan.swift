/// Whole-table scans (a count, a filter) cut into short statements, in key order.
///
/// Each statement reads `chunkSize` rows: `WHERE key > last ORDER BY key LIMIT n`. In a
/// rollback-journal database a reader's lock keeps writers from committing, so no statement may
/// hold it for a whole scan; each chunk ends its read transaction, and a writer waiting on it gets
/// in between two chunks.
enum SQLiteChunkedScan {
    /// Rows read per statement.
    static let chunkSize = 20_000

    /// Calls `body` with the keys of each chunk and, per row, whether it passes the query's
    /// filter (all true without one); stops at the end of the table.
    static func scan(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                     _ body: ([[SQLiteValue]], [Bool]) -> Void) throws(SQLiteError) {
        let keyCount = query.table.keyExpressions.count
        try chunks(query, connection, values: []) { rows throws(SQLiteError) in
            body(rows.map { Array($0.prefix(keyCount)) }, rows.map { $0[keyCount] == .integer(1) })
        }
    }

    /// Calls `body` with the rows of each chunk of the rows `query` shows, each row the values
    /// of the expressions `values`, in key order.
    static func scan(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, values: [String],
                     _ body: ([[SQLiteValue]]) throws(SQLiteError) -> Void) throws(SQLiteError) {
        let keyCount = query.table.keyExpressions.count
        try chunks(query, connection, values: values) { rows throws(SQLiteError) in
            try body(rows.filter { $0[keyCount] == .integer(1) }.map { Array($0.dropFirst(keyCount + 1)) })
        }
    }

    /// Calls `body` with every row of the table, a chunk at a time, each row its keys, whether
    /// it passes the query's filter (`1` or `0`: the filter is a column, not a WHERE, so a chunk
    /// is bounded by rows, not matches), then the expressions `values`.
    private static func chunks(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, values: [String],
                               _ body: ([[SQLiteValue]]) throws(SQLiteError) -> Void) throws(SQLiteError) {
        let keys = query.table.keyExpressions
        let condition = query.condition
        let hit = condition.sql.isEmpty ? "1" : "(" + String(condition.sql.dropFirst(" WHERE ".count)) + ")"
        let select = "SELECT " + (keys + [hit] + values).joined(separator: ", ") + " " + query.from
        let order = " ORDER BY " + keys.joined(separator: ", ") + " LIMIT \(chunkSize)"
        // The filter's pattern is ?1 in both statements; the last key follows it.
        let first = try connection.prepare(select + order)
        let next = try connection.prepare(select + " WHERE " + SQLiteSQL.rowValue(keys) + " > "
                                          + placeholders(keys.count, after: condition.arguments.count) + order)
        var last: [SQLiteValue]?
        while true {
            let statement = last == nil ? first : next
            try statement.bind(condition.arguments + (last ?? []))
            var rows: [[SQLiteValue]] = []
            while try statement.step() { rows.append(statement.values()) }
            statement.reset()
            guard let end = rows.last else { return }
            try body(rows)
            if rows.count < chunkSize { return }
            last = Array(end.prefix(keys.count))
        }
    }

    /// `?2` or `(?2, ?3)`: numbered after the filter's own parameters.
    static func placeholders(_ count: Int, after used: Int) -> String {
        let names = (0..<count).map { "?\(used + $0 + 1)" }
        return count == 1 ? names[0] : "(" + names.joined(separator: ", ") + ")"
    }

    /// The rows `query` shows, counted.
    ///
    /// Without a filter or a restriction, one `count(*)`: SQLite counts the cells of the
    /// smallest index without reading rows (50 ms for 10,000,000 rows here), far less than the
    /// same count walked in chunks. A filter (or a restriction no index serves: the caller passes
    /// `chunked` false for one an index serves) reads every row, so with `chunked` (a rollback
    /// journal) it runs a chunk at a time; a WAL database's readers never block.
    static func count(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, chunked: Bool) throws(SQLiteError) -> Int {
        guard chunked, !query.filter.isEmpty || !query.restriction.isEmpty || query.valueMatch != nil, !query.table.keyExpressions.isEmpty else {
            return Int(try connection.rows(query.countSQL, query.condition.arguments).first?.first?.integerValue ?? 0)
        }
        if let rowid = query.table.rowidName { return try SQLiteRowidChunks.count(query, rowid: rowid, connection) }
        var total = 0
        try scan(query, connection) { _, hits in total += hits.filter { $0 }.count }
        return total
    }

    /// The keys of the rows `query` shows, sorted, without a long read of the database.
    ///
    /// Each chunk of the table is copied (sort value, key, filter verdict) into a temporary table
    /// of this connection in one short statement, then the temporary table, which no other process
    /// sees, is sorted by the sort column. The copy keeps the column's collation, so the order is
    /// SQLite's own.
    static func sortedKeys(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                           progress: (Int) -> Void) throws(SQLiteError) -> [[SQLiteValue]] {
        guard let column = query.sortColumn else { return [] }
        let keys = query.table.keyExpressions
        let keyColumns = keys.indices.map { "k\($0)" }
        let collation = connection.collation(table: query.table.name, column: column)
        let safeCollation = ["BINARY", "NOCASE", "RTRIM"].contains(collation.uppercased()) ? collation : "BINARY"
        _ = try connection.rows("DROP TABLE IF EXISTS temp.folio_sort")
        _ = try connection.rows("CREATE TEMP TABLE folio_sort(v COLLATE \(safeCollation), \(keyColumns.joined(separator: ", ")), hit)")
        let condition = query.condition
        let hit = condition.sql.isEmpty ? "1" : "(" + String(condition.sql.dropFirst(" WHERE ".count)) + ")"
        let select = "SELECT \(SQLiteSQL.quote(column)), \(keys.joined(separator: ", ")), \(hit) " + query.from
        let order = " ORDER BY " + keys.joined(separator: ", ") + " LIMIT \(chunkSize)"
        let insert = "INSERT INTO temp.folio_sort "
        let first = try connection.prepare(insert + select + order)
        let next = try connection.prepare(insert + select + " WHERE " + SQLiteSQL.rowValue(keys) + " > "
                                          + placeholders(keys.count, after: condition.arguments.count) + order)
        let last = try connection.prepare("SELECT \(keyColumns.joined(separator: ", ")) FROM temp.folio_sort ORDER BY rowid DESC LIMIT 1")
        var previous: [SQLiteValue]?
        var total = 0
        while true {
            let statement = previous == nil ? first : next
            try statement.bind(condition.arguments + (previous ?? []))
            while try statement.step() {}
            let copied = connection.changes()
            total += copied
            progress(total)
            guard copied == chunkSize else { break }
            try last.bind([])
            guard try last.step() else { break }
            previous = last.values()
            last.reset()
        }
        return try connection.rows("SELECT \(keyColumns.joined(separator: ", ")) FROM temp.folio_sort WHERE hit ORDER BY v"
                                   + (query.isDescending ? " DESC, " : ", ")
                                   + keyColumns.joined(separator: ", "))
    }
}
