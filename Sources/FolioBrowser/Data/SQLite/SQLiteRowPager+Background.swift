import FolioKit
import FoundationEssentials

extension SQLiteRowPager {
    /// Where pages are read off the main loop: the database file and the application the rows
    /// are posted back to.
    struct Background {
        /// The database file, opened on a connection of the read's own.
        var path: RawPath
        /// True for a damaged database (opened the same way as the main connection).
        var damaged: Bool
        /// True for a WAL database, whose readers never keep a writer waiting.
        var isWAL = false
        /// How long a view's window may hold the read lock.
        var budgets = SQLiteCappedCount.Budgets.standard
        /// Where the rows are handed back.
        var application: Application
        /// Run on the background thread before each read (tests hold reads there).
        var gate: (@Sendable () -> Void)?
    }

    /// What one background read brought: a view's window of rows, or keyset (or key-list) pages by number.
    enum WindowRead: Sendable {
        case rows([SQLiteRowSummary])
        case pages([Int: [SQLiteRowSummary]])
    }

    /// Pages read by one statement around the page asked for: two before, two after, so every
    /// row of a screen comes with the first one asked for.
    nonisolated static let windowRadius = 2

    /// Keyset pages read by one job from the page asked for on: it and the two after it (a
    /// screen drawn from the top asks for its first missing page first).
    nonisolated static let keysetReach = 2

    /// The title shown for a row whose page is being read.
    static let loading = SQLiteRowSummary(key: [], preview: [.string("Loading…")])

    /// Columns of a view's row read with its page (three expressions each).
    nonisolated static let viewFieldLimit = 200

    /// Starts reading the window of pages around `page` on the pager's worker, unless a read in
    /// flight already covers it; a read of another window is interrupted (the latest wins).
    ///
    /// A view's window is one `LIMIT/OFFSET` statement in time slices; a table's pages are read
    /// by keyset, each from the key of the page before it (or after it), read or known; a filtered
    /// or sorted list's by the keys its query listed.
    func requestWindow(around page: Int) {
        if let windowJob, windowJob.pages.contains(page) { return }
        guard let background else { return }
        windowJob?.job.cancel()
        let lastPage = max(0, (count - 1) / Self.pageSize)
        let job = SQLiteQueryJob()
        let query = self.query, count = self.count
        let work: @Sendable (SQLiteConnection) throws(SQLiteError) -> WindowRead
        let pages: Range<Int>
        if case .offset = mode {
            pages = max(0, page - Self.windowRadius)..<(min(lastPage, page + Self.windowRadius) + 1)
            let start = pages.lowerBound * Self.pageSize
            let length = min(count, pages.upperBound * Self.pageSize) - start
            let budget = background.budgets.window(isWAL: background.isWAL)
            work = { connection throws(SQLiteError) in .rows(try Self.readWindow(query, connection, start: start, length: length, budget: budget)) }
        } else if case .keys(let keys) = mode {
            // A filtered or sorted list: its rows looked up by the keys the query listed.
            pages = page..<(min(lastPage, page + Self.keysetReach) + 1)
            let known = Set(self.pages.keys)
            var wanted: [Int: [[SQLiteValue]]] = [:]
            for page in pages where !known.contains(page) {
                let start = page * Self.pageSize
                wanted[page] = (start..<min(count, start + Self.pageSize)).map { keys[$0] }
            }
            work = { [wanted] connection throws(SQLiteError) in
                var read: [Int: [SQLiteRowSummary]] = [:]
                for (page, keys) in wanted { read[page] = try Self.lookUp(query, connection, keys) }
                return .pages(read)
            }
        } else {
            pages = page..<(min(lastPage, page + Self.keysetReach) + 1)
            // The keys around the pages to read, from the pages already read.
            let known = Set(self.pages.keys)
            var lastKeys: [Int: [SQLiteValue]] = [:], firstKeys: [Int: [SQLiteValue]] = [:]
            for neighbour in (pages.lowerBound - 1)...pages.upperBound {
                if let rows = self.pages[neighbour] { lastKeys[neighbour] = rows.last?.key; firstKeys[neighbour] = rows.first?.key }
            }
            work = { [lastKeys, firstKeys] connection throws(SQLiteError) in
                var read: [Int: [SQLiteRowSummary]] = [:]
                for page in pages where !known.contains(page) {
                    read[page] = try Self.keysetPage(query, connection, page: page, count: count,
                                                     previous: read[page - 1]?.last?.key ?? lastKeys[page - 1], next: firstKeys[page + 1])
                }
                return .pages(read)
            }
        }
        windowJob = (job, pages)
        worker.submit(to: background.application, { _ -> WindowRead in
            background.gate?()
            guard let connection = try job.open(background.path, damaged: background.damaged) else { throw CancellationError() }
            return try work(connection)
        }, completion: { [weak self] (outcome: Result<WindowRead, Error>) in
            self?.windowArrived(outcome, pages: pages, job: job)
        })
    }

    /// Interrupts the read in flight; its rows are dropped (the list left).
    func cancelReads() {
        windowJob?.job.cancel()
        windowJob = nil
        worker.cancel()
    }

    private func windowArrived(_ outcome: Result<WindowRead, Error>, pages window: Range<Int>, job: SQLiteQueryJob) {
        guard windowJob?.job === job else { return }
        if case .failure(let error) = outcome, error is CancellationError { return }
        windowJob = nil
        switch outcome {
        case .success(.rows(let rows)):
            pageReads += 1
            rowsRead += rows.count
            for page in window {
                let start = (page - window.lowerBound) * Self.pageSize
                pages[page] = start < rows.count ? Array(rows[start..<min(rows.count, start + Self.pageSize)]) : []
            }
        case .success(.pages(let read)):
            pageReads += read.count
            for (page, rows) in read {
                rowsRead += rows.count
                pages[page] = rows
            }
        case .failure(let error as SQLiteError) where error.code == 5 || error.code == 6:
            // A writer holds the lock: nothing kept, read again shortly.
            isRetryScheduled = true
            onBusy?()
        case .failure(let error):
            failure = SQLiteError.from(error).message
            for page in window where pages[page] == nil { pages[page] = [] }
        }
        onPagesArrived?()
    }

    /// Rows `start..<start + length` of a view's query in one statement (any thread): for each
    /// row its previews and its first columns' values, every text and blob value cut to
    /// `SQLiteFieldSummary.textLimit` (its length read with `length()`), so a huge value is never
    /// held whole.
    ///
    /// With a `budget` (a rollback journal) the statement runs in time slices, a pause between
    /// them releasing the read lock, each going on where the last stopped; a slice that reads no
    /// row gives up ("too slow"), as the count does. Without one (WAL) it is one statement.
    nonisolated static func readWindow(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, start: Int, length: Int,
                                       budget: SQLiteCappedCount.Budget? = nil) throws(SQLiteError) -> [SQLiteRowSummary] {
        let columns = Array(query.table.columns.filter { !$0.isHidden }.prefix(viewFieldLimit))
        var expressions = columns.flatMap { column -> [String] in
            let name = SQLiteSQL.quote(column.name)
            return ["typeof(\(name))", "length(\(name))", SQLiteSQL.preview(name, limit: SQLiteFieldSummary.textLimit)]
        }
        if query.readsSortValue, let sortColumn = query.sortColumn {
            expressions.append(SQLiteSQL.preview(SQLiteSQL.quote(sortColumn), limit: SQLiteRowQuery.previewLength))
        }
        // The window is a subquery: each value of the view is computed once, not once per
        // expression over it (a view's column can be `randomblob(200000000)`).
        let sql = "SELECT " + (expressions.isEmpty ? "NULL" : expressions.joined(separator: ", ")) + " FROM (SELECT * " + query.from
            + query.condition.sql + query.ordering + " LIMIT ? OFFSET ?)"
        let rows = try readSliced(sql, query.condition.arguments, connection, start: start, length: length, budget: budget)
        return rows.map { values in
            var fields: [SQLiteFieldSummary] = []
            for (offset, _) in columns.enumerated() where offset * 3 + 2 < values.count {
                fields.append(SQLiteFieldSummary(type: values[offset * 3].text.lowercased(), length: Int(values[offset * 3 + 1].integerValue ?? 0),
                                                 value: values[offset * 3 + 2]))
            }
            let preview = query.table.previewColumns.map { column -> SQLiteValue in
                guard let index = columns.firstIndex(where: { $0.name == column.name }), index < fields.count else { return .null }
                return fields[index].value
            }
            let sortValue = query.readsSortValue ? values.last : nil
            return SQLiteRowSummary(key: [], preview: preview, sortValue: sortValue, fields: fields,
                                    cells: fields.map { $0.type == "blob" ? .blob([]) : $0.value })
        }
    }

    /// Rows of `sql` (its last two parameters are the limit and the offset), in time slices
    /// when there is a budget: see `readWindow`.
    private nonisolated static func readSliced(_ sql: String, _ arguments: [SQLiteValue], _ connection: SQLiteConnection, start: Int, length: Int,
                                               budget: SQLiteCappedCount.Budget?) throws(SQLiteError) -> [[SQLiteValue]] {
        guard let budget else { return try connection.rows(sql, arguments + [.integer(Int64(length)), .integer(Int64(start))]) }
        let statement = try connection.prepare(sql)
        var rows: [[SQLiteValue]] = []
        while rows.count < length {
            if !rows.isEmpty { Syscall.sleep(seconds: budget.pause / .seconds(1)) }
            try statement.bind(arguments + [.integer(Int64(length - rows.count)), .integer(Int64(start + rows.count))])
            let before = rows.count
            let stopped = try connection.stopping(after: budget.slice) { () throws(SQLiteError) in
                while try statement.step() { rows.append(statement.values()) }
            }
            if !stopped { break }
            if rows.count == before {
                throw SQLiteError(code: 1, message: "too slow to read without keeping writers waiting")
            }
        }
        statement.reset()  // the read lock goes now, not when the statement is finalized
        return rows
    }
}
