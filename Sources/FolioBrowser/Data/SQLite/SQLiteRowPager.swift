/// Reads a table's rows a page at a time, only the pages the list asks for.
///
/// In key order the pages are read by keyset (`WHERE rowid > last ORDER BY rowid LIMIT 64`) from a
/// neighbour page, or from either end, so End reads the last page without the rows between; a
/// filtered or sorted list looks its rows up by the keys a background query listed; a view, which
/// has no key, is read by `LIMIT/OFFSET`, a window of pages at a time. With a `background` (a list
/// on screen) every page is read off the main loop, on the pager's worker (see
/// `SQLiteRowPager+Background.swift`); the rows show "Loading…" until they arrive.
@MainActor
final class SQLiteRowPager {
    /// How rows are found.
    enum Mode: Sendable {
        case keyset
        case keys(SQLiteKeyList)
        case offset
    }

    /// Rows per page.
    nonisolated static let pageSize = 64

    let connection: SQLiteConnection
    let query: SQLiteRowQuery
    let mode: Mode
    /// How many rows the list has.
    let count: Int
    var pages: [Int: [SQLiteRowSummary]] = [:]
    var failure: String?
    /// Called once per failed read while a writer holds the lock (the page is read again later).
    var onBusy: (() -> Void)?
    /// True from a read that found the file locked until the retry (set back by the owner's
    /// timer): meanwhile no page is read, so a locked file costs one busy wait, not one a row.
    var isRetryScheduled = false
    /// Statements run to read pages so far (tests count them).
    var pageReads = 0
    /// Rows read from the database so far.
    var rowsRead = 0
    /// Where a view's pages are read off the main loop; nil reads them here.
    var background: Background?
    /// The background read of a window of pages in flight, and the pages it reads.
    var windowJob: (job: SQLiteQueryJob, pages: Range<Int>)?
    /// Called when a background window arrives (the list redraws).
    var onPagesArrived: (() -> Void)?
    /// Where background reads run, one at a time, the latest winning.
    let worker = BackgroundWorker(label: "folio.sqlite.pages")

    init(connection: SQLiteConnection, query: SQLiteRowQuery, mode: Mode, count: Int) {
        self.connection = connection
        self.query = query
        self.mode = mode
        self.count = count
    }

    /// The row at `index`, reading its page when it is not known yet.
    ///
    /// A row that vanished since the count (a live database) or a failed read has a placeholder
    /// title.
    func summary(at index: Int) -> SQLiteRowSummary {
        let page = index / Self.pageSize
        if pages[page] == nil, !isRetryScheduled, background != nil {
            requestWindow(around: page)
            return Self.loading
        }
        return summaryReadingNow(at: index)
    }

    /// The row at `index`, its page read here and now when it is not known yet (restoration
    /// checks the one row it found by its key).
    func summaryReadingNow(at index: Int) -> SQLiteRowSummary {
        let page = index / Self.pageSize
        if pages[page] == nil {
            let waiting = SQLiteRowSummary(key: [], preview: [.string("(waiting for another program to finish writing…)")])
            if isRetryScheduled { return waiting }
            switch read(page: page) {
            case .success(let rows): pages[page] = rows
            case .failure(let error) where error.code == 5 || error.code == 6:
                // SQLITE_BUSY or LOCKED past the busy timeout: not kept, read again later.
                isRetryScheduled = true
                onBusy?()
                return waiting
            case .failure(let error):
                failure = error.message
                pages[page] = []
            }
        }
        return row(at: index)
    }

    /// The row at `index` from its page, read or not.
    private func row(at index: Int) -> SQLiteRowSummary {
        let page = index / Self.pageSize
        let rows = pages[page] ?? []
        let offset = index - page * Self.pageSize
        if offset < rows.count {
            guard case .offset = mode else { return rows[offset] }
            // A view's rows have no key: the position (from 1) stands in for it.
            var row = rows[offset]
            row.key = [.integer(Int64(index + 1))]
            return row
        }
        return SQLiteRowSummary(key: [], preview: [.string(failure.map { "(unreadable: \($0))" } ?? "(no longer in the table)")])
    }

    /// True when the page holding `index` is already read.
    func isRead(_ index: Int) -> Bool { pages[index / Self.pageSize] != nil }

    /// Takes a page read elsewhere (the first page, read with the count): one statement.
    func seed(page: Int, _ rows: [SQLiteRowSummary]) {
        pages[page] = rows
        pageReads += 1
        rowsRead += rows.count
    }

    private func read(page: Int) -> Result<[SQLiteRowSummary], SQLiteError> {
        let start = page * Self.pageSize
        let length = min(Self.pageSize, count - start)
        guard length > 0 else { return .success([]) }
        do {
            switch mode {
            case .keys(let keys):
                pageReads += 1
                let rows = try Self.lookUp(query, connection, (start..<(start + length)).map { keys[$0] })
                rowsRead += rows.count
                return .success(rows)
            case .offset:
                pageReads += 1
                let rows = try Self.readWindow(query, connection, start: start, length: length)
                rowsRead += rows.count
                return .success(rows)
            case .keyset: return .success(try readKeyset(page: page, start: start, length: length))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Keyset reads from the neighbours' keys this pager has.
    private func readKeyset(page: Int, start: Int, length: Int) throws(SQLiteError) -> [SQLiteRowSummary] {
        pageReads += 1
        let rows = try Self.keysetPage(query, connection, page: page, count: count, previous: pages[page - 1]?.last?.key,
                                       next: pages[page + 1]?.first?.key)
        rowsRead += rows.count
        return rows
    }

    /// Keyset reads (any thread): after the previous page's last key, before the next page's
    /// first key, from the end for the last pages, by offset only for a jump far from both ends.
    nonisolated static func keysetPage(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, page: Int, count: Int,
                                       previous: [SQLiteValue]?, next: [SQLiteValue]?) throws(SQLiteError) -> [SQLiteRowSummary] {
        let start = page * pageSize
        let length = min(pageSize, count - start)
        guard length > 0 else { return [] }
        let key = SQLiteSQL.rowValue(query.table.keyExpressions)
        let columns = query.summaryColumns.joined(separator: ", ")
        let ascending = " ORDER BY " + query.table.keyExpressions.joined(separator: ", ")
        let descending = " ORDER BY " + query.table.keyExpressions.map { $0 + " DESC" }.joined(separator: ", ")
        let base = "SELECT \(columns) \(query.from)"
        let placeholders = SQLiteSQL.placeholders(query.table.keyExpressions.count)
        let fromEnd = count - (start + length)
        func run(_ sql: String, _ arguments: [SQLiteValue]) throws(SQLiteError) -> [SQLiteRowSummary] {
            try connection.rows(sql, arguments).map { summary($0, query: query) }
        }
        if page == 0 {
            return try run(base + ascending + " LIMIT ?", [.integer(Int64(length))])
        }
        if let previous, !previous.isEmpty {
            return try run(base + " WHERE \(key) > \(placeholders)" + ascending + " LIMIT ?", previous + [.integer(Int64(length))])
        }
        if let next, !next.isEmpty {
            return try run(base + " WHERE \(key) < \(placeholders)" + descending + " LIMIT ?", next + [.integer(Int64(length))]).reversed()
        }
        if fromEnd < start {
            return try run(base + descending + " LIMIT ? OFFSET ?", [.integer(Int64(length)), .integer(Int64(fromEnd))]).reversed()
        }
        return try run(base + ascending + " LIMIT ? OFFSET ?", [.integer(Int64(length)), .integer(Int64(start))])
    }

    /// Reads the rows with `keys`, one indexed lookup each, in the keys' order (any thread).
    nonisolated static func lookUp(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                                   _ keys: [[SQLiteValue]]) throws(SQLiteError) -> [SQLiteRowSummary] {
        let sql = "SELECT \(query.summaryColumns.joined(separator: ", ")) \(query.from) WHERE "
            + SQLiteSQL.rowValue(query.table.keyExpressions) + " = " + SQLiteSQL.placeholders(query.table.keyExpressions.count)
        let statement = try connection.prepare(sql)
        var rows: [SQLiteRowSummary] = []
        for key in keys {
            try statement.bind(key)
            if try statement.step() {
                rows.append(summary(statement.values(), query: query))
                statement.reset()
            } else {
                rows.append(SQLiteRowSummary(key: key, preview: [.string("(no longer in the table)")]))
            }
        }
        statement.reset()  // the read lock goes now, not when the statement is finalized
        return rows
    }

    /// A row's summary from its key values, previews, sort value, declared key and cells, as a
    /// page query reads them (`SQLiteRowQuery.summaryColumns`).
    nonisolated static func summary(_ read: [SQLiteValue], query: SQLiteRowQuery) -> SQLiteRowSummary {
        let keyCount = query.table.keyExpressions.count, declared = query.declaredKey.count * 3
        // The cells come last (see `summaryColumns`).
        let cellCount = min(query.cellColumns.count, max(0, read.count - keyCount - declared))
        let cells = Array(read.suffix(cellCount))
        var values = read.dropLast(cellCount)
        var primaryKey: [SQLiteFieldSummary]?
        if declared > 0, values.count >= keyCount + declared {
            let tail = Array(values.suffix(declared))
            values = values.dropLast(declared)
            primaryKey = stride(from: 0, to: declared, by: 3).map {
                SQLiteFieldSummary(type: tail[$0].text, length: Int(tail[$0 + 1].integerValue ?? 0), value: tail[$0 + 2])
            }
        }
        guard query.readsSortValue, values.count > keyCount else {
            return SQLiteRowSummary(key: Array(values.prefix(keyCount)), preview: Array(values.dropFirst(keyCount)),
                                    primaryKey: primaryKey, cells: cells)
        }
        return SQLiteRowSummary(key: Array(values.prefix(keyCount)), preview: Array(values.dropFirst(keyCount).dropLast()),
                                sortValue: values.last, primaryKey: primaryKey, cells: cells)
    }
}
