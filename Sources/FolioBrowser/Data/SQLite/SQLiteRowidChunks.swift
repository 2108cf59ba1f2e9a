/// The rowid table's side of `SQLiteChunkedScan`, kept inside SQLite: the table is cut into
/// rowid ranges of `SQLiteChunkedScan.chunkSize` rows (`SELECT max(k), count(*) FROM (SELECT
/// rowid AS k ... LIMIT n)`), and each range is filtered by one short statement, so only
/// matching rowids (or their count) come back to Swift.
enum SQLiteRowidChunks {
    /// Calls `body` with each range: after `lower` (nil for the first), up to `upper`
    /// included, holding `count` rows.
    static func forEach(_ table: SQLiteTableInfo, rowid: String, _ connection: SQLiteConnection,
                        _ body: (_ lower: Int64?, _ upper: Int64, _ count: Int) throws(SQLiteError) -> Void) throws(SQLiteError) {
        let inner = "SELECT \(rowid) AS k FROM \(SQLiteSQL.quote(table.name))"
        let limit = " ORDER BY \(rowid) LIMIT \(SQLiteChunkedScan.chunkSize))"
        let first = try connection.prepare("SELECT max(k), count(*) FROM (" + inner + limit)
        let next = try connection.prepare("SELECT max(k), count(*) FROM (" + inner + " WHERE \(rowid) > ?1" + limit)
        var lower: Int64?
        while true {
            let statement = lower == nil ? first : next
            try statement.bind(lower.map { [.integer($0)] } ?? [])
            guard try statement.step() else { return }
            let upper = statement.value(at: 0).integerValue, count = Int(statement.value(at: 1).integerValue ?? 0)
            statement.reset()
            guard let upper, count > 0 else { return }
            try body(lower, upper, count)
            if count < SQLiteChunkedScan.chunkSize { return }
            lower = upper
        }
    }

    /// The statements reading one range with the query's filter: `select` then `WHERE filter
    /// AND rowid <= ?2` (first range) or `... AND rowid > ?2 AND rowid <= ?3`.
    static func rangeStatements(_ query: SQLiteRowQuery, select: String, rowid: String,
                                _ connection: SQLiteConnection) throws(SQLiteError) -> (first: SQLiteStatement, next: SQLiteStatement) {
        let condition = query.condition.sql.isEmpty ? " WHERE 1" : query.condition.sql
        let base = select + " " + query.from + (condition.hasPrefix(" WHERE ") ? " WHERE (" + condition.dropFirst(7) : condition) + ")"
        let used = query.condition.arguments.count
        return (try connection.prepare(base + " AND \(rowid) <= ?\(used + 1)"),
                try connection.prepare(base + " AND \(rowid) > ?\(used + 1) AND \(rowid) <= ?\(used + 2)"))
    }

    /// Rows the query's filter matches, counted a range at a time.
    static func count(_ query: SQLiteRowQuery, rowid: String, _ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        var total = 0
        let statements = try rangeStatements(query, select: "SELECT count(*)", rowid: rowid, connection)
        try forEach(query.table, rowid: rowid, connection) { (lower: Int64?, upper: Int64, _: Int) throws(SQLiteError) in
            let statement = lower == nil ? statements.first : statements.next
            try statement.bind(query.condition.arguments + (lower.map { [.integer($0)] } ?? []) + [.integer(upper)])
            if try statement.step() { total += Int(statement.value(at: 0).integerValue ?? 0) }
            statement.reset()
        }
        return total
    }

    /// The rowids of the rows the query shows, in rowid order, reporting rows scanned.
    static func keys(_ query: SQLiteRowQuery, rowid: String, _ connection: SQLiteConnection,
                     progress: (Int) -> Void) throws(SQLiteError) -> [Int64] {
        var keys: [Int64] = []
        var scanned = 0
        let statements = try rangeStatements(query, select: "SELECT \(rowid)", rowid: rowid, connection)
        try forEach(query.table, rowid: rowid, connection) { (lower: Int64?, upper: Int64, count: Int) throws(SQLiteError) in
            let statement = lower == nil ? statements.first : statements.next
            try statement.bind(query.condition.arguments + (lower.map { [.integer($0)] } ?? []) + [.integer(upper)])
            while try statement.step() { keys.append(statement.value(at: 0).integerValue ?? 0) }
            scanned += count
            progress(scanned)
        }
        return keys
    }
}
