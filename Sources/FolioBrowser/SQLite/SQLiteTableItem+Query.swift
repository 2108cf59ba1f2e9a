import FolioKit
import FoundationEssentials

extension SQLiteTableItem {
    /// What a background query found: the keys of the rows in order (a table), or only their
    /// count (a view, read by position).
    struct QueryResult: Sendable {
        var keys: SQLiteKeyList?
        var count: Int
    }

    /// Shows the rows for `query` in `list`.
    ///
    /// Key order without a filter needs no query over the table; anything else runs in the
    /// background on its own connection, replacing (and interrupting) the query before it.
    func run(_ query: SQLiteRowQuery, in list: ItemListViewController) {
        generation += 1
        let generation = self.generation
        job?.cancel()
        job = nil
        if query.isKeyOrder, baseCount == nil, let known = database.rowCounts[table.name] {
            return show(.success(QueryResult(keys: nil, count: known)), for: query, in: list)
        }
        if query.isKeyOrder, let baseCount {
            let rows = rowList(SQLiteRowPager(connection: database.connection, query: query, mode: .keyset, count: baseCount))
            list.showQueriedRows(all: rows, shown: rows, filter: query.filter)
            return
        }
        if query.isKeyOrder, !database.claimed.claim(table.name) {
            // The background counter has this table: its count arrives through countArrived().
            list.showQueryProgress("counting…")
            return
        }
        guard let app = list.window?.application ?? list.context.application else { return }
        let job = SQLiteQueryJob()
        self.job = job
        let path = database.rawPath, damaged = database.isDamaged, chunked = database.scansInChunks(table) && !query.isIndexedLookup
        let activity = query.isKeyOrder ? "counting" : !query.filter.isEmpty ? "filtering" : query.sortColumn != nil || query.isDescending ? "sorting" : "reading"
        list.showQueryProgress(activity + "…")
        Syscall.startThread {
            let outcome: Result<QueryResult, SQLiteError>
            do {
                if let connection = try job.open(path, damaged: damaged) {
                    outcome = .success(try Self.perform(query, connection, chunked: chunked) { found in
                        app.post { [weak self, weak list] in
                            guard self?.generation == generation else { return }
                            list?.showQueryProgress("\(activity)… \(found)")
                        }
                    })
                } else {
                    return
                }
            } catch {
                outcome = .failure(SQLiteError.from(error))
            }
            guard !job.isCancelled else { return }
            app.post { [weak self, weak list] in
                guard let self, let list, self.generation == generation else { return }
                self.job = nil
                self.show(outcome, for: query, in: list)
            }
        }
    }

    /// The background counter counted this table: a list still showing its first page takes
    /// the count instead of waiting for its own.
    func countArrived() {
        guard isCountPending, query.isKeyOrder, let count = database.rowCounts[table.name], let list else { return }
        job?.cancel()
        job = nil
        generation += 1
        show(.success(QueryResult(keys: nil, count: count)), for: query, in: list)
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

    func show(_ outcome: Result<QueryResult, SQLiteError>, for query: SQLiteRowQuery, in list: ItemListViewController) {
        switch outcome {
        case .success(let result):
            var mode: SQLiteRowPager.Mode = result.keys.map { .keys($0) } ?? .offset
            // The first page was shown while counting: the same rows stay selected.
            let keepsSelection = isCountPending && query.isKeyOrder
            isCountPending = false
            if reference != nil, query.filter.isEmpty { reference?.count = result.count }
            if query.isKeyOrder {
                mode = .keyset
                baseCount = result.count
                database.record(count: result.count, for: table.name)
            }
            let rows = rowList(SQLiteRowPager(connection: database.connection, query: query, mode: mode, count: result.count))
            list.showQueriedRows(all: query.filter.isEmpty ? rows : list.allRows, shown: rows, filter: query.filter, keepsSelection: keepsSelection)
        case .failure(let error):
            list.showQueriedRows(all: list.allRows, shown: .empty, filter: query.filter, error: error.message)
        }
    }
}
