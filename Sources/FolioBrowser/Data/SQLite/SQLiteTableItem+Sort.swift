import FolioKit
import FoundationEssentials

extension SQLiteTableItem {
    /// Sorts by `column` (nil: key order), smallest first or `descending`; the sort in force
    /// asked for again turns the other way, as a column header clicked twice does.
    ///
    /// The rows come from a query in the background (`ORDER BY`, keyset paging). The new
    /// sort's label is the caller's to show (before the rows arrive).
    func sort(by column: String?, descending: Bool) {
        if column == query.sortColumn { return reverseSort() }
        query.sortColumn = column
        query.isDescending = descending
        run(query)
    }

    /// Turns the sort in force the other way (a view's own order has no other way).
    func reverseSort() {
        guard canReverseSort else { return }
        query.isDescending.toggle()
        run(query)
    }

    /// False for a view's own order, which has no other way.
    var canReverseSort: Bool { query.sortColumn != nil || !table.keyExpressions.isEmpty }

    /// `F`: what a column summary of table column `column` (after the key) counts: the rows the
    /// list shows (its filter, its restriction), read in the background.
    func summarySource(column: Int) -> SQLiteColumnSummary.Source? {
        let columns = query.cellColumns
        guard column < columns.count else { return nil }
        var rows = query
        rows.sortColumn = nil
        rows.isDescending = false
        return SQLiteColumnSummary.Source(path: database.rawPath, damaged: database.isDamaged, isWAL: database.isWAL, query: rows,
                                          column: columns[column].name, budget: database.budgets.rollback)
    }

    /// Enter on a column summary's value: the rows whose `column` holds `value` (nil: NULL or
    /// empty text), among those the text filter in force shows (as they were counted), filtered
    /// in SQL with the value bound; shown as a filter is (`label`).
    func filter(column: String, value: SQLiteValue?, label: String) {
        query.valueMatch = SQLiteRowQuery.ValueMatch(column: column, value: value, label: label)
        run(query)
    }

    /// `r`: reads the rows again (a writer's lock that failed a read may be gone, rows may have
    /// changed); in key order the table is counted again.
    func refresh() {
        stopQueries()
        keyOrderRows = nil
        guard query.isKeyOrder else { return run(query) }
        isCountPending = false
        baseCount = nil
        database.forgetCount(of: table.name)
        observer?.reloadQueriedChildren()
    }

    /// The referring rows' keys, listed in the background (an index usually finds them).
    func referringRowsWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let query = baseQuery, path = database.rawPath, damaged = database.isDamaged
        let chunked = database.scansInChunks(table) && !query.isIndexedLookup
        return { _ in
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                return Loaded(first: .queried(try Self.perform(query, connection, chunked: chunked) { _ in }), firstPage: nil)
            } catch {
                throw BrowserError(String(describing: error))
            }
        }
    }
}

extension ItemListViewController {
    /// `s` (`descending`: `S`) on a table's rows: sorts by the current column (the first, the
    /// key: key order), smallest first (`S`: largest); on the column sorted by, the other way.
    func sortByCurrentColumn(of table: SQLiteTableItem, descending: Bool) {
        let column = table.sortColumn(atTableColumn: listView.currentColumn)
        let before = table.query
        table.sort(by: column, descending: descending)
        if table.query.sortColumn != before.sortColumn || table.query.isDescending != before.isDescending { toolbarItems = makeToolbarItems() }
    }
}
