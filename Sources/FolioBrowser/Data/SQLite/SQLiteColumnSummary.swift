import FolioKit
import FoundationEssentials

/// A SQLite table's or view's column counted for its frequency table (`F`), off the main loop,
/// without holding the read lock for long.
///
/// The values are counted in Swift by `ColumnSummary.Counter`, as a JSON or CSV column is (the
/// same ranks, ties and `(empty)` for NULL and empty text; a blob counts as one value, `BLOB`,
/// never read). In a rollback-journal database a table is read in keyset chunks of
/// `SQLiteChunkedScan.chunkSize` rows, one short statement each, so a writer commits between
/// two; a view, which cannot be read from where a statement stopped, in windows (`LIMIT`/`OFFSET`)
/// each stopped by the database's time slice. A WAL database's readers block no writer: one
/// statement.
enum SQLiteColumnSummary {
    /// What a count found: the summary, and each entry's value (nil: the empty value; an empty
    /// blob: any blob), which Enter filters the table by.
    struct Counted: Sendable {
        var summary: ColumnSummary
        var values: [SQLiteValue?]
    }

    /// What to count: the column of the rows `query` shows, in the database at `path`.
    struct Source: Sendable {
        var path: RawPath
        var damaged: Bool
        var isWAL: Bool
        var query: SQLiteRowQuery
        var column: String
        /// A view's window's time slice (rollback journal).
        var budget: SQLiteCappedCount.Budget
    }

    /// A value as counted: text by its bytes, every blob one value.
    private enum Key: Hashable {
        case integer(Int64), real(Double), text([UInt8]), blob
    }

    /// Counts on a connection of its own; `progress` gets the rows read so far.
    static func count(_ source: Source, progress: (Int) -> Void, isCancelled: () -> Bool) throws(SQLiteError) -> Counted {
        let connection = try SQLiteDatabase.backgroundConnection(source.path, damaged: source.damaged)
        return try count(source, connection, progress: progress, isCancelled: isCancelled)
    }

    /// Counts on `connection`.
    static func count(_ source: Source, _ connection: SQLiteConnection, progress: (Int) -> Void,
                      isCancelled: () -> Bool) throws(SQLiteError) -> Counted {
        var counter = ColumnSummary.Counter<Key>()
        var read = 0
        func add(_ value: SQLiteValue) {
            switch value {
            case .null: counter.add(nil)
            case .integer(let number): counter.add(.integer(number))
            case .real(let number): counter.add(.real(number))
            case .text(let bytes): counter.add(bytes.isEmpty ? nil : .text(bytes))
            case .blob: counter.add(.blob)
            }
        }
        let query = source.query
        let value = "CASE typeof(\(SQLiteSQL.quote(source.column))) WHEN 'blob' THEN x'' ELSE \(SQLiteSQL.quote(source.column)) END"
        let condition = query.condition
        let keys = query.table.keyExpressions
        if source.isWAL {
            let statement = try connection.prepare("SELECT \(value) " + query.from + condition.sql)
            try statement.bind(condition.arguments)
            while try statement.step() {
                add(statement.value(at: 0))
                read += 1
                if read % SQLiteChunkedScan.chunkSize == 0 {
                    if isCancelled() { throw SQLiteError(code: 9, message: "cancelled") }
                    progress(read)
                }
            }
        } else if !keys.isEmpty {
            try SQLiteChunkedScan.scan(query, connection, values: [value]) { (chunk: [[SQLiteValue]]) throws(SQLiteError) in
                if isCancelled() { throw SQLiteError(code: 9, message: "cancelled") }
                for row in chunk { add(row[0]) }
                read += chunk.count
                progress(read)
            }
        } else {
            let used = condition.arguments.count
            let statement = try connection.prepare("SELECT \(value) " + query.from + condition.sql + " LIMIT ?\(used + 1) OFFSET ?\(used + 2)")
            while true {
                if isCancelled() { throw SQLiteError(code: 9, message: "cancelled") }
                try statement.bind(condition.arguments + [.integer(Int64(SQLiteChunkedScan.chunkSize)), .integer(Int64(read))])
                let before = read
                let stopped = try connection.stopping(after: source.budget.slice) { () throws(SQLiteError) in
                    while try statement.step() {
                        add(statement.value(at: 0))
                        read += 1
                    }
                }
                progress(read)
                if !stopped && read - before < SQLiteChunkedScan.chunkSize { break }
                if read == before { throw SQLiteError(code: 5, message: "too slow to count without keeping writers waiting") }
                Syscall.sleep(seconds: source.budget.pause / .seconds(1))
            }
        }
        let ranked = counter.ranked { key in
            switch key {
            case .integer(let number): return (String(number), Double(number))
            case .real(let number): return (SQLiteValue.real(number).text, number)
            case .text(let bytes): return (TextWidth.visible(String(decoding: bytes, as: UTF8.self)), nil)
            case .blob: return ("BLOB", nil)
            }
        }
        let values = ranked.keys.map { key -> SQLiteValue? in
            switch key {
            case nil: return nil
            case .integer(let number)?: return .integer(number)
            case .real(let number)?: return .real(number)
            case .text(let bytes)?: return .text(bytes)
            case .blob?: return .blob([])
            }
        }
        return Counted(summary: ranked.summary, values: values)
    }
}
