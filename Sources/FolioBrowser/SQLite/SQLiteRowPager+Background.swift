import FolioKit
import FoundationEssentials

extension SQLiteRowPager {
    /// Where a view's pages are read off the main loop: the database file and the application
    /// the rows are posted back to.
    struct Background {
        /// The database file, opened on a connection of the read's own.
        var path: RawPath
        /// True for a damaged database (opened the same way as the main connection).
        var damaged: Bool
        /// Where the rows are handed back.
        var application: Application
        /// Run on the background thread before each read (tests hold reads there).
        var gate: (@Sendable () -> Void)?
    }

    /// Pages read by one statement around the page asked for: two before, two after, so every
    /// row of a screen comes with the first one asked for.
    nonisolated static let windowRadius = 2

    /// The title shown for a row whose page is being read.
    static let loading = SQLiteRowSummary(key: [], preview: [.string("Loading…")])

    /// Columns of a view's row read with its page (three expressions each).
    nonisolated static let viewFieldLimit = 200

    /// Starts reading the window of pages around `page` in the background, unless a read in
    /// flight already covers it; a read of another window is interrupted (the latest wins).
    func requestWindow(around page: Int) {
        if let windowJob, windowJob.pages.contains(page) { return }
        guard let background else { return }
        windowJob?.job.cancel()
        let lastPage = max(0, (count - 1) / Self.pageSize)
        let pages = max(0, page - Self.windowRadius)..<(min(lastPage, page + Self.windowRadius) + 1)
        let start = pages.lowerBound * Self.pageSize
        let length = min(count, pages.upperBound * Self.pageSize) - start
        let job = SQLiteQueryJob()
        windowJob = (job, pages)
        let query = self.query
        Syscall.startThread { [weak self] in
            let outcome: Result<[SQLiteRowSummary], SQLiteError>
            background.gate?()
            do {
                guard let connection = try job.open(background.path, damaged: background.damaged) else { return }
                outcome = .success(try Self.readWindow(query, connection, start: start, length: length))
            } catch {
                outcome = .failure(SQLiteError.from(error))
            }
            guard !job.isCancelled else { return }
            background.application.post { [weak self] in self?.windowArrived(outcome, pages: pages, job: job) }
        }
    }

    private func windowArrived(_ outcome: Result<[SQLiteRowSummary], SQLiteError>, pages window: Range<Int>, job: SQLiteQueryJob) {
        guard windowJob?.job === job else { return }
        windowJob = nil
        pageReads += 1
        switch outcome {
        case .success(let rows):
            rowsRead += rows.count
            for page in window {
                let start = (page - window.lowerBound) * Self.pageSize
                pages[page] = start < rows.count ? Array(rows[start..<min(rows.count, start + Self.pageSize)]) : []
            }
        case .failure(let error) where error.code == 5 || error.code == 6:
            // A writer holds the lock: nothing kept, read again shortly.
            isRetryScheduled = true
            onBusy?()
        case .failure(let error):
            failure = error.message
            for page in window { pages[page] = [] }
        }
        onPagesArrived?()
    }

    /// Rows `start..<start + length` of a view's query in one statement (any thread): for each
    /// row its previews and its first columns' values, every text and blob value cut to
    /// `SQLiteFieldSummary.textLimit` (its length read with `length()`), so a huge value is never
    /// held whole.
    nonisolated static func readWindow(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, start: Int,
                                       length: Int) throws(SQLiteError) -> [SQLiteRowSummary] {
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
        let rows = try connection.rows(sql, query.condition.arguments + [.integer(Int64(length)), .integer(Int64(start))])
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
            return SQLiteRowSummary(key: [], preview: preview, sortValue: sortValue, fields: fields)
        }
    }
}
