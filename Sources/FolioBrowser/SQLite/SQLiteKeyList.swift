/// The keys of a filtered or sorted list of rows, in order, read in the background: rowids in
/// one flat array (10,000,000 of them are 80 MB), primary keys of `WITHOUT ROWID` tables as
/// tuples.
public enum SQLiteKeyList: Sendable {
    case rowids([Int64])
    case tuples([[SQLiteValue]])

    /// How many rows.
    public var count: Int {
        switch self {
        case .rowids(let keys): keys.count
        case .tuples(let keys): keys.count
        }
    }

    /// The key of row `index`.
    public subscript(index: Int) -> [SQLiteValue] {
        switch self {
        case .rowids(let keys): [.integer(keys[index])]
        case .tuples(let keys): keys[index]
        }
    }

    /// The position of `key`, if it is listed.
    public func firstIndex(of key: [SQLiteValue]) -> Int? {
        switch self {
        case .rowids(let keys):
            guard key.count == 1, let rowid = key[0].integerValue else { return nil }
            return keys.firstIndex(of: rowid)
        case .tuples(let keys): return keys.firstIndex(of: key)
        }
    }

    /// Runs `query.keysSQL` on `connection`, reporting progress every 100,000 rows. A newer query
    /// stops this one through `SQLiteConnection.interrupt()`.
    static func read(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, progress: (Int) -> Void) throws(SQLiteError) -> SQLiteKeyList {
        let statement = try connection.prepare(query.keysSQL)
        try statement.bind(query.condition.arguments)
        if query.table.rowidName != nil {
            var keys: [Int64] = []
            while try statement.step() {
                keys.append(statement.value(at: 0).integerValue ?? 0)
                if keys.count % 100_000 == 0 { progress(keys.count) }
            }
            return .rowids(keys)
        }
        var keys: [[SQLiteValue]] = []
        while try statement.step() {
            keys.append(statement.values())
            if keys.count % 100_000 == 0 { progress(keys.count) }
        }
        return .tuples(keys)
    }
}
