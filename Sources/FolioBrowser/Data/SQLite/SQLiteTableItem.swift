import FolioKit
import FoundationEssentials

/// A table or view, or the rows of a table that refer to one row (`Album (by ArtistId)` in
/// Artist 22's fields).
///
/// Its rows load lazily: the row count comes from a background count, and only pages on screen are
/// read (`SQLiteRowPager`). `/` filters and `s` sorts in SQL, in the background, cancelling the
/// query they replace.
@MainActor
public final class SQLiteTableItem: BackgroundLoading, ChildQuerying, ListTitling {
    /// The rows of a table whose foreign key holds one row's values.
    struct Reference {
        /// The foreign key.
        var key: SQLiteIncomingKey
        /// The row's values, which the key's columns must hold.
        var values: [SQLiteValue]
        /// How many rows refer, once counted.
        var count: Int?
    }

    let database: SQLiteDatabase
    /// The table's description.
    public let table: SQLiteTableInfo
    /// The referring rows it lists, or nil for the whole table.
    var reference: Reference?
    /// The filter and sort in force.
    public internal(set) var query: SQLiteRowQuery
    /// The pager behind the rows shown (tests read its counters).
    var pager: SQLiteRowPager?
    var baseCount: Int?
    /// True while the list shows only its first page, waiting for the count.
    var isCountPending = false
    /// The screen listing the rows: told what the queries found (it subscribes).
    weak var observer: ChildQueryObserver?
    /// The filter or sort query in flight, interrupted when a newer one starts.
    var job: SQLiteQueryJob?
    /// Where filter, sort and count queries run, one at a time, the latest winning.
    let worker = BackgroundWorker(label: "folio.sqlite.query")
    var generation = 0
    /// The last pager of every row in key order: listed again (no filter), its pages are kept.
    var keyOrderRows: SQLiteRowPager?
    /// Run on the background thread before each read of a page of rows (tests hold reads there).
    var readGate: (@Sendable () -> Void)?

    init(database: SQLiteDatabase, table: SQLiteTableInfo, reference: Reference? = nil) {
        self.database = database
        self.table = table
        self.reference = reference
        self.query = SQLiteRowQuery(table: table, restriction: reference.map { $0.key.restriction($0.values) } ?? [])
    }

    /// Every row in key order, or the referring rows.
    var baseQuery: SQLiteRowQuery { SQLiteRowQuery(table: table, restriction: reference.map { $0.key.restriction($0.values) } ?? []) }

    /// The table's name; `Album (by ArtistId)` for referring rows.
    public var title: String { reference?.key.title ?? table.name }

    /// The table's name; `Album where ArtistId = 22` for referring rows.
    public var listTitle: String {
        guard let reference else { return table.name }
        let values = reference.values.map { $0.preview(limit: 40) }.joined(separator: ", ")
        return "\(table.name) where \(reference.key.key.from.joined(separator: ", ")) = \(values)"
    }

    /// `3 rows`: the row count once counted, with the kind for a view; `unreadable` when it fails.
    ///
    /// A view's count may stop short: `view, 100,000+`, `view, too slow` (the detail says more).
    public var subtitle: String {
        if let reference { return reference.count.map(Self.rows) ?? "" }
        if table.problem != nil || database.countProblems[table.name] != nil { return "unreadable" }
        let kind = table.kind == .table ? "" : table.kind.rawValue
        guard let count = database.rowCounts[table.name].map(Self.rows) ?? database.countBounds[table.name]?.shortText else { return kind }
        return kind.isEmpty ? count : "\(kind), \(count)"
    }

    /// `1 row`, `3,503 rows`.
    static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(grouped(count)) rows" }

    /// A table always opens into its rows.
    public var hasChildren: Bool { true }
    /// `FILE.db:table`.
    public var locator: String? { database.path + ":" + table.name }
    /// Every row, read through the pager.
    public func children() throws -> [BrowserItem] { try childList().items }

    /// `10,000,000` (any thread: previews count rows off the main loop too).
    nonisolated static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    // MARK: Rows

    /// What the first load found: the row count, or only that there is more than a page (the
    /// count then follows from a background count, and the first page shows meanwhile).
    enum FirstLoad: Sendable {
        /// Every row is counted.
        case count(Int)
        /// More than a page: the first page shows while the count runs.
        case morePages
        /// The referring rows' keys, listed.
        case queried(QueryResult)
    }

    /// The first load's result, with the first page of a keyed table read beside it, so the
    /// rows show at once and no statement runs on the main loop for them.
    struct Loaded: Sendable {
        var first: FirstLoad
        var firstPage: [SQLiteRowSummary]?
        /// The page holding a restored place's row, when it is past the first.
        var restoredPage: (page: Int, rows: [SQLiteRowSummary])?
    }

    /// Off the main loop: the count if it is known or cheap, else the first page.
    ///
    /// A count is cheap when the table is a page or less; otherwise just enough is read to show the
    /// first page at once. A list restoring a row deep in the table counts first.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        if reference != nil { return referringRowsWork() }
        let problem = table.problem, known = database.rowCounts[table.name]
        let query = SQLiteRowQuery(table: table)
        let countsFirst = query.table.keyExpressions.isEmpty
        // A place to restore on the first page needs no count first; one deeper does.
        // (A row still "Loading…" on a reload is not looked for.)
        let restoring = observer?.restoringTitle.flatMap { $0 == SQLiteRowPager.loading.title ? nil : $0 }
            .map(SQLiteRowSummary.keyText(ofTitle:)).flatMap { $0.isEmpty ? nil : $0 }
        let path = database.rawPath, damaged = database.isDamaged, claimed = database.claimed, name = table.name
        let chunked = database.scansInChunks(table), isWAL = database.isWAL, info = table
        let budget = database.budgets.count(isWAL: isWAL)
        // The first page and one row more: whether there is more than a page.
        let probe = "SELECT \(query.summaryColumns.joined(separator: ", ")) " + query.from
            + " ORDER BY \(query.table.keyExpressions.joined(separator: ", ")) LIMIT \(SQLiteRowPager.pageSize + 1)"
        return { progress in
            if let problem { throw BrowserError(problem) }
            if let known, countsFirst { return Loaded(first: .count(known), firstPage: nil) }
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                if let known {
                    // A failed read of the first page is the pager's to retry, not the load's.
                    let rows = try? connection.rows(probe).map { SQLiteRowPager.summary($0, query: query) }
                    let restored = try restoring.flatMap { key throws(SQLiteError) in try Self.restoredPage(query, connection, keyText: key, count: known) }
                    return Loaded(first: .count(known), firstPage: rows.map { Array($0.prefix(SQLiteRowPager.pageSize)) },
                                  restoredPage: restored)
                }
                var firstPage: [SQLiteRowSummary]?
                if !countsFirst {
                    let rows = try connection.rows(probe).map { SQLiteRowPager.summary($0, query: query) }
                    firstPage = Array(rows.prefix(SQLiteRowPager.pageSize))
                    let onFirstPage = restoring.map { key in firstPage?.contains { $0.keyText == key } == true } ?? true
                    if rows.count <= SQLiteRowPager.pageSize { return Loaded(first: .count(rows.count), firstPage: firstPage) }
                    if onFirstPage { return Loaded(first: .morePages, firstPage: firstPage) }
                }
                progress("Counting rows…")
                _ = claimed.claim(name)  // the background counter need not count it too
                guard countsFirst else {
                    let count = try SQLiteChunkedScan.count(query, connection, chunked: chunked)
                    let restored = try restoring.flatMap { key throws(SQLiteError) in try Self.restoredPage(query, connection, keyText: key, count: count) }
                    return Loaded(first: .count(count), firstPage: firstPage, restoredPage: restored)
                }
                // A view (or a table without a key) is counted as the table list counts it: up
                // to a cap, in time slices, so no writer waits and a view that never ends does.
                switch try SQLiteDatabase.count(info, connection, isWAL: isWAL, budget: budget) {
                case .exact(let count), .moreThan(let count): return Loaded(first: .count(count), firstPage: nil)
                case .tooSlow(let count) where count > 0: return Loaded(first: .count(count), firstPage: nil)
                case .tooSlow: throw BrowserError("not read: the view is too slow to read without keeping writers waiting")
                }
            } catch {
                throw BrowserError(String(describing: error))
            }
        }
    }

    /// Lists the first page of rows from the background count, paging in the rest on demand.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let loaded = result as? Loaded else { throw BrowserError("the rows of \(table.name) could not be counted") }
        let mode: SQLiteRowPager.Mode = table.keyExpressions.isEmpty ? .offset : .keyset
        /// A pager of every row, its first page already read.
        func seeded(count: Int) -> SQLiteRowPager {
            let pager = SQLiteRowPager(connection: database.connection, query: SQLiteRowQuery(table: table), mode: mode, count: count)
            if let page = loaded.firstPage { pager.seed(page: 0, page) }
            if let restored = loaded.restoredPage, restored.page * SQLiteRowPager.pageSize < count, pager.pages[restored.page] == nil {
                pager.seed(page: restored.page, restored.rows)
            }
            return pager
        }
        switch loaded.first {
        case .queried(let result):
            baseCount = result.count
            reference?.count = result.count
            return rowList(SQLiteRowPager(connection: database.connection, query: baseQuery, mode: result.keys.map { .keys($0) } ?? .offset,
                                          count: result.count))
        case .count(let count):
            baseCount = count
            database.record(count: count, for: table.name)
            return rowList(seeded(count: count))
        case .morePages:
            // The first page now; the whole list when the count lands (run counts in the background).
            isCountPending = true
            observer?.application?.post { [weak self] in
                guard let self, self.isCountPending, self.query.isKeyOrder else { return }
                self.run(self.query)
            }
            return rowList(seeded(count: SQLiteRowPager.pageSize))
        }
    }

    /// A list over `pager`: titles and items made as rows come on screen.
    func rowList(_ pager: SQLiteRowPager) -> ChildList {
        self.pager = pager
        if pager.query.isKeyOrder { keyOrderRows = pager }
        // A page a writer kept locked is read again shortly, when the list redraws.
        pager.onBusy = { [weak self, weak pager] in
            _ = self?.observer?.application?.schedule(after: 0.2) { [weak self, weak pager] in
                pager?.isRetryScheduled = false
                self?.observer?.queriedRowsChanged()
            }
        }
        if let app = observer?.application {
            // Pages are read in the background: the list shows "Loading…" meanwhile.
            pager.background = SQLiteRowPager.Background(path: database.rawPath, damaged: database.isDamaged, isWAL: database.isWAL,
                                                         budgets: database.budgets, application: app, gate: readGate)
            pager.onPagesArrived = { [weak self] in self?.observer?.queriedRowsChanged() }
        }
        let database = self.database, table = self.table
        let list = ChildList(count: pager.count,
                             title: { pager.summary(at: $0).title },
                             make: { SQLiteRowItem(database: database, table: table, pager: pager, position: $0) },
                             indexOfTitle: { [weak self] title in self?.index(ofTitle: title, in: pager) })
        list.records = Self.records(pager)
        return list
    }

    // MARK: Filter and sort

    /// True: the table filters its rows in SQL.
    public var filtersChildren: Bool { true }

    /// Runs the filter as a `WHERE` clause in the background, replacing the query before.
    public func filterChildren(_ text: String) {
        query.filter = text
        query.valueMatch = nil  // a new filter (or none, Esc) replaces a summary's value
        run(query)
    }

    /// A new list of the rows starts afresh: key order, no filter, nothing running.
    public func subscribe(_ observer: ChildQueryObserver) {
        guard observer !== self.observer else { return }
        stopQueries()
        self.observer = observer
        query = baseQuery
    }

    /// The list of the rows left its stack: the page reads in flight stop, interrupted
    /// mid-statement (a list put back, as a split view does on a resize, asks for them again
    /// when it draws; a filter or sort still running finishes for it).
    public func unsubscribe(_ observer: ChildQueryObserver) {
        guard observer === self.observer else { return }
        pager?.cancelReads()
    }

    /// Interrupts the query and the page reads in flight; their results are dropped.
    func stopQueries() {
        job?.cancel()
        job = nil
        worker.cancel()
        pager?.cancelReads()
        generation += 1
    }

    /// `s` sorts by the current column, either way; `r` reads the rows again.
    public func toolbarItems(for list: ItemListViewController) -> [BarButtonItem] {
        [
            BarButtonItem(title: "Sort: \(query.sortLabel)", command: .sort, priority: 3) { [weak self, weak list] in
                guard let self, let list else { return }
                list.sortByCurrentColumn(of: self, descending: false)
            },
            BarButtonItem(title: "Refresh", command: .refresh, priority: 0) { [weak self] in
                guard let self else { return }
                self.refresh()
            },
        ]
    }
}
