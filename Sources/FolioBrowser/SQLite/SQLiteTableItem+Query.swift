import FolioKit
import Foundation

extension SQLiteTableItem {
    /// What a background query found: the keys of the rows in order (a table), or only their
    /// count (a view, read by position).
    struct QueryResult: Sendable {
        var keys: SQLiteKeyList?
        var count: Int
    }

    /// Shows the rows for `query` in `list`. Key order without a filter needs no query over
    /// the table; anything else runs in the background on its own connection, replacing (and
    /// interrupting) the query before it.
    func run(_ query: SQLiteRowQuery, in list: ItemListViewController) {
        generation += 1
        let generation = self.generation
        job?.cancel()
        job = nil
        if query.isKeyOrder, let baseCount {
            let rows = rowList(SQLiteRowPager(connection: database.connection, query: query, mode: .keyset, count: baseCount))
            list.showQueriedRows(all: rows, shown: rows, filter: query.filter)
            return
        }
        guard let app = list.window?.application ?? list.context.application else { return }
        let job = SQLiteQueryJob()
        self.job = job
        let path = database.path, damaged = database.isDamaged
        let activity = query.isKeyOrder ? "counting" : query.filter.isEmpty ? "sorting" : "filtering"
        list.showQueryProgress(activity + "…")
        Thread.detachNewThread {
            let outcome: Result<QueryResult, SQLiteError>
            do {
                if let connection = try job.open(path, damaged: damaged) {
                    outcome = .success(try Self.perform(query, connection) { found in
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

    /// The query itself, on a background thread.
    nonisolated static func perform(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                                    progress: (Int) -> Void) throws(SQLiteError) -> QueryResult {
        if query.table.keyExpressions.isEmpty || query.isKeyOrder {
            let rows = try connection.rows(query.countSQL, query.condition.arguments)
            return QueryResult(keys: nil, count: Int(rows.first?.first?.integerValue ?? 0))
        }
        let keys = try SQLiteKeyList.read(query, connection, progress: progress)
        return QueryResult(keys: keys, count: keys.count)
    }

    private func show(_ outcome: Result<QueryResult, SQLiteError>, for query: SQLiteRowQuery, in list: ItemListViewController) {
        switch outcome {
        case .success(let result):
            var mode: SQLiteRowPager.Mode = result.keys.map { .keys($0) } ?? .offset
            if query.isKeyOrder {
                mode = .keyset
                baseCount = result.count
                database.record(count: result.count, for: table.name)
            }
            // The first page was shown while counting: the same rows stay selected.
            let keepsSelection = isCountPending && query.isKeyOrder
            isCountPending = false
            let rows = rowList(SQLiteRowPager(connection: database.connection, query: query, mode: mode, count: result.count))
            list.showQueriedRows(all: query.filter.isEmpty ? rows : list.allRows, shown: rows, filter: query.filter, keepsSelection: keepsSelection)
        case .failure(let error):
            list.showQueriedRows(all: list.allRows, shown: .empty, filter: query.filter, error: error.message)
        }
    }
}
