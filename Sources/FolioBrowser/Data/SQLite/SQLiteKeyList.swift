/// The keys of a filtered or sorted list of rows, in order, read in the background: rowids in
/// one flat array (10,000,000 of them are 80 MB), primary keys of `WITHOUT ROWID` tables as
/// tuples.
public enum SQLiteKeyList: Sendable {
    /// Rowids, in order.
    case rowids([Int64])
    /// Primary-key tuples of a `WITHOUT ROWID` table, in order.
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

    /// Runs `query.keysSQL` on `connection`, reporting progress every 100,000 rows.
    ///
    /// A newer query stops this one through `SQLiteConnection.interrupt()`. With `chunked`, the
    /// table is read in short chunks (`SQLiteChunkedScan`); a sort then happens in a temporary
    /// table.
    static func read(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, chunked: Bool,
                     progress: (Int) -> Void) throws(SQLiteError) -> SQLiteKeyList {
        if chunked && query.sortColumn == nil {
            // Chunks go in key order: the key's descending order is that list backwards.
            let keys = try keysInKeyOrder(query, connection, progress: progress)
            return query.isDescending ? keys.reversed() : keys
        }
        if chunked {
            let sorted = try SQLiteChunkedScan.sortedKeys(query, connection, progress: progress)
            if query.table.rowidName != nil { return .rowids(sorted.map { $0.first?.integerValue ?? 0 }) }
            return .tuples(sorted)
        }
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

    /// The same list backwards.
    func reversed() -> SQLiteKeyList {
        switch self {
        case .rowids(let keys): .rowids(keys.reversed())
        case .tuples(let keys): .tuples(keys.reversed())
        }
    }

    /// The keys of the rows `query` shows, in key order, read a chunk at a time.
    private static func keysInKeyOrder(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                                       progress: (Int) -> Void) throws(SQLiteError) -> SQLiteKeyList {
        if let rowid = query.table.rowidName {
            return .rowids(try SQLiteRowidChunks.keys(query, rowid: rowid, connection, progress: progress))
        }
        var tuples: [[SQLiteValue]] = []
        try SQLiteChunkedScan.scan(query, connection) { chunk, hits in
            for (key, hit) in zip(chunk, hits) where hit { tuples.append(key) }
            progress(tuples.count)
        }
        return .tuples(tuples)
    }
}
