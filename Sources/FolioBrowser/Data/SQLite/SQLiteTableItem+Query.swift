import FolioKit
import FoundationEssentials

extension SQLiteTableItem {
    /// What a background query found: the keys of the rows in order (a table), or only their
    /// count (a view, read by position).
    struct QueryResult: Sendable {
        var keys: SQLiteKeyList?
        var count: Int
    }

    /// Shows the rows for `query` to the subscribed list.
    ///
    /// Key order without a filter needs no query over the table; anything else runs on the
    /// item's worker on its own connection, replacing (and interrupting) the query before it.
    func run(_ query: SQLiteRowQuery) {
        generation += 1
        let generation = self.generation
        job?.cancel()
        job = nil
        worker.cancel()
        guard let observer else { return }
        if query.isKeyOrder, baseCount == nil, let known = database.rowCounts[table.name] {
            return show(.success(QueryResult(keys: nil, count: known)), for: query)
        }
        if query.isKeyOrder, let baseCount {
            let rows = rowList(keyOrderPager(count: baseCount, query: query))
            observer.showQueriedRows(all: rows, shown: rows, filter: query.filterLabel, error: nil, keepsSelection: false)
            return
        }
        if query.isKeyOrder, !database.claimed.claim(table.name) {
            // The background counter has this table: its count arrives through countArrived().
            observer.showQueryProgress("counting…")
            return
        }
        guard let app = observer.application else { return }
        let job = SQLiteQueryJob()
        self.job = job
        let path = database.rawPath, damaged = database.isDamaged, chunked = database.scansInChunks(table) && !query.isIndexedLookup
        let activity = query.isKeyOrder ? "counting" : !query.filterLabel.isEmpty ? "filtering" : query.sortColumn != nil || query.isDescending ? "sorting" : "reading"
        observer.showQueryProgress(activity + "…")
        worker.submit(to: app, { _ -> QueryResult in
            guard let connection = try job.open(path, damaged: damaged) else { throw CancellationError() }
            return try Self.perform(query, connection, chunked: chunked) { found in
                app.post { [weak self] in
                    guard let self, self.generation == generation else { return }
                    self.observer?.showQueryProgress("\(activity)… \(found)")
                }
            }
        }, completion: { [weak self] (outcome: Result<QueryResult, Error>) in
            guard let self, self.generation == generation else { return }
            if case .failure(let error) = outcome, error is CancellationError { return }
            self.job = nil
            self.show(outcome.mapError(SQLiteError.from), for: query)
        })
    }

    /// The pager of the rows in key order: the one already listed when it is still right (its
    /// pages are kept), else a new one.
    func keyOrderPager(count: Int, query: SQLiteRowQuery) -> SQLiteRowPager {
        if let kept = keyOrderRows, kept.count == count { return kept }
        let pager = SQLiteRowPager(connection: database.connection, query: query, mode: .keyset, count: count)
        // The first page shown while counting: its full pages are the same rows.
        for (page, rows) in keyOrderRows?.pages ?? [:] where rows.count == SQLiteRowPager.pageSize && (page + 1) * SQLiteRowPager.pageSize <= count {
            pager.pages[page] = rows
        }
        return pager
    }

    /// The background counter counted this table: a list still showing its first page takes
    /// the count instead of waiting for its own.
    func countArrived() {
        guard isCountPending, query.isKeyOrder, let count = database.rowCounts[table.name], observer != nil else { return }
        job?.cancel()
        job = nil
        worker.cancel()
        generation += 1
        show(.success(QueryResult(keys: nil, count: count)), for: query)
    }

    /// The query itself, on a background thread.
    nonisolated static func perform(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, chunked: Bool,
                                    progress: (Int) -> Void) throws(SQLiteError) -> QueryResult {
        if query.table.keyExpressions.isEmpty || query.isKeyOrder {
            return QueryResult(keys: nil, count: try SQLiteChunkedScan.count(query, connection, chunked: chunked))
        }
        let keys = try SQLiteKeyList.read(query, connection, chunked: chunked, progress: progress)
        return QueryResult(keys: keys, count: keys.count)
    }

    /// Tells the subscribed list what a query found.
    func show(_ outcome: Result<QueryResult, SQLiteError>, for query: SQLiteRowQuery) {
        guard let observer else { return }
        switch outcome {
        case .success(let result):
            var mode: SQLiteRowPager.Mode = result.keys.map { .keys($0) } ?? .offset
            // The first page was shown while counting: the same rows stay selected.
            let keepsSelection = isCountPending && query.isKeyOrder
            isCountPending = false
            if reference != nil, query.filterLabel.isEmpty { reference?.count = result.count }
            if query.isKeyOrder {
                mode = .keyset
                baseCount = result.count
                database.record(count: result.count, for: table.name)
            }
            let pager = query.isKeyOrder ? keyOrderPager(count: result.count, query: query)
                : SQLiteRowPager(connection: database.connection, query: query, mode: mode, count: result.count)
            let rows = rowList(pager)
            observer.showQueriedRows(all: query.filterLabel.isEmpty ? rows : nil, shown: rows, filter: query.filterLabel, error: nil,
                                     keepsSelection: keepsSelection)
        case .failure(let error):
            observer.showQueriedRows(all: nil, shown: .empty, filter: query.filterLabel, error: error.message, keepsSelection: false)
        }
    }
}
