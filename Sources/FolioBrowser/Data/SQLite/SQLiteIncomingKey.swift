/// A foreign key of one table pointing at another, seen from the table pointed at: Album's
/// `ArtistId` seen from Artist, whose rows it lists ("referenced by").
public struct SQLiteIncomingKey: Sendable {
    /// The table whose rows refer (Album).
    public var table: SQLiteTableInfo
    /// Its foreign key (Album.ArtistId → Artist).
    public var key: SQLiteTableInfo.ForeignKey
    /// The expressions of the table pointed at that the key's columns hold, in order (a quoted
    /// column, or the rowid).
    public var targets: [String]

    /// The targets as names: `ArtistId`, or `rowid`.
    var targetNames: [String] {
        targets.map { $0.hasPrefix("\"") ? String($0.dropFirst().dropLast()).replacingBytes("\"\"", with: "\"") : $0 }
    }

    /// `Album (by ArtistId)`: a row's entry for the rows that refer to it.
    public var title: String { "\(table.name) (by \(key.from.joined(separator: ", ")))" }

    /// The rows of `table` holding `values` in the key's columns.
    func restriction(_ values: [SQLiteValue]) -> [SQLiteRowQuery.Match] {
        zip(key.from, values).map { SQLiteRowQuery.Match(column: $0, value: $1) }
    }
}

extension SQLiteSchema {
    /// The foreign keys of every table that point at `table`, in the order of the tables (a
    /// table's key to itself included); keys whose columns cannot be matched are left out.
    func incomingKeys(to table: SQLiteTableInfo) -> [SQLiteIncomingKey] {
        guard table.kind == .table else { return [] }
        var found: [SQLiteIncomingKey] = []
        for referring in tables where referring.kind == .table {
            for key in referring.foreignKeys where key.table.lowercased() == table.name.lowercased() {
                let targets: [String] = key.to.enumerated().compactMap { offset, name in
                    if let name { return SQLiteSQL.quote(name) }
                    return offset < table.primaryKey.count ? SQLiteSQL.quote(table.primaryKey[offset]) : nil
                }
                if targets.count == key.from.count {
                    found.append(SQLiteIncomingKey(table: referring, key: key, targets: targets))
                } else if key.from.count == 1, let rowid = table.rowidName {
                    found.append(SQLiteIncomingKey(table: referring, key: key, targets: [rowid]))  // no declared key: the rowid
                }
            }
        }
        return found
    }
}

/// What a row's field list shows below its columns, read in the background.
///
/// For each foreign key pointing at the row's table: the row's values it would hold and how
/// many rows hold them.
struct SQLiteRowReferences: Sendable {
    /// The keys pointing at the row's table.
    var keys: [SQLiteIncomingKey]
    /// Per key, the row's values of its targets.
    var values: [[SQLiteValue]]
    /// Per key, the rows referring; nil when not counted.
    var counts: [Int?]

    /// Tables of at most this many rows are counted without an index, in the background.
    ///
    /// A scan of Chinook's 8,715 PlaylistTrack rows takes 0.5 ms here, of 100,000 rows 3 to 24
    /// ms (a loaded machine). Larger ones are counted when their list opens.
    static let unindexedCountLimit = 100_000

    /// Reads the row's target values (one statement), then counts the referring rows of each
    /// key that an index serves or whose table is small; a failure leaves the count unknown.
    static func read(_ keys: [SQLiteIncomingKey], of table: SQLiteTableInfo, key: [SQLiteValue],
                                 knownCounts: [String: Int], _ connection: SQLiteConnection) -> SQLiteRowReferences {
        let targets = Array(Set(keys.flatMap(\.targets))).sorted()
        var row: [String: SQLiteValue] = [:]
        if !targets.isEmpty, !table.keyExpressions.isEmpty {
            let sql = "SELECT \(targets.joined(separator: ", ")) FROM \(SQLiteSQL.quote(table.name)) WHERE "
                + SQLiteSQL.rowValue(table.keyExpressions) + " = " + SQLiteSQL.placeholders(table.keyExpressions.count)
            if let values = (try? connection.rows(sql, key))?.first {
                for (target, value) in zip(targets, values) { row[target] = value }
            }
        }
        let values = keys.map { $0.targets.map { row[$0] ?? .null } }
        let counts: [Int?] = zip(keys, values).map { incoming, values in
            if values.contains(.null) { return 0 }  // NULL refers to nothing
            let small = knownCounts[incoming.table.name].map { $0 <= unindexedCountLimit } ?? false
            guard small || incoming.table.hasIndex(on: incoming.key.from) else { return nil }
            let query = SQLiteRowQuery(table: incoming.table, restriction: incoming.restriction(values))
            let count = try? connection.rows(query.countSQL, query.condition.arguments).first?.first?.integerValue
            return count.flatMap { $0 }.map(Int.init)
        }
        return SQLiteRowReferences(keys: keys, values: values, counts: counts)
    }

    /// No keys: a row nothing points at.
    static let none = SQLiteRowReferences(keys: [], values: [], counts: [])
}
