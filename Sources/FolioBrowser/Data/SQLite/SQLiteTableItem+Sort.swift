import FolioKit
import FoundationEssentials

extension SQLiteTableItem {
    /// What `s` offers: key order first (a view's own order), then each column shown but the
    /// rowid's alias, which is key order.
    var sortChoices: [(title: String, column: String?)] {
        let own = table.keyExpressions.isEmpty ? "(the view's own order)" : "\(table.keyLabel) (key order)"
        return [(own, nil)] + table.columns.filter { !$0.isHidden && $0.name != table.rowidAlias }.map { ($0.name, $0.name) }
    }

    /// The position of the sort in force among `sortChoices`.
    var sortChoiceInForce: Int {
        sortChoices.firstIndex { $0.column == query.sortColumn } ?? 0
    }

    /// Sorts by choice `index` of `sortChoices`, smallest first.
    ///
    /// The sort in force chosen again turns the other way, as a column header clicked twice
    /// does. The rows come from a query in the background.
    /// The new sort's label is the caller's to show (before the rows arrive).
    func sort(byChoice index: Int) {
        guard sortChoices.indices.contains(index) else { return }
        let column = sortChoices[index].column
        if column == query.sortColumn { return reverseSort() }
        query.sortColumn = column
        query.isDescending = false
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
    /// `s` on a table's rows: a sheet of the columns, the sort in force selected and marked with
    /// its direction; Enter sorts by the column chosen (again: the other way).
    func chooseSort(of table: SQLiteTableItem) {
        let inForce = table.sortChoiceInForce
        let choices = table.sortChoices.enumerated().map { index, choice in
            ChoiceViewController.Choice(title: choice.title, note: index == inForce && choice.column != nil || index == inForce && !table.table.keyExpressions.isEmpty
                                        ? (table.query.isDescending ? "↓" : "↑") : "")
        }
        let chooser = ChoiceViewController(title: "Sort \(table.table.name) by", choices: choices, selected: inForce,
                                           hint: "Enter sorts by it (again: the other way)") { [weak self, weak table] index in
            guard let self, let table else { return }
            self.sort(table, byChoice: index)
        }
        present(chooser, animated: false)
    }

    /// Sorts `table`'s rows by its choice `index`, showing the new sort on the bar at once.
    func sort(_ table: SQLiteTableItem, byChoice index: Int) {
        let before = table.query
        table.sort(byChoice: index)
        if table.query.sortColumn != before.sortColumn || table.query.isDescending != before.isDescending { toolbarItems = makeToolbarItems() }
    }

    /// `R` on a table's rows: the sort in force the other way.
    func reverseSort(of table: SQLiteTableItem) {
        guard table.canReverseSort else { return }
        table.reverseSort()
        toolbarItems = makeToolbarItems()
    }
}
