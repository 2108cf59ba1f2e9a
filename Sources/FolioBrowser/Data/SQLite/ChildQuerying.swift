import FolioKit

/// An item that filters and sorts its own children, off the main loop (a SQL table: its
/// filter is a `WHERE` clause, its sort an `ORDER BY`), and adds its own toolbar items.
///
/// The item is data and queries: it never holds or walks a screen. The list showing its
/// children subscribes (`subscribe(_:)`) and is told what the queries found, as messages
/// (`ChildQueryObserver`). The list controller's hooks: `makeToolbarItems` appends
/// `toolbarItems(for:)`; `applyFilter` hands the text to `filterChildren(_:)` when
/// `filtersChildren` is true, instead of matching titles, and then neither `filtered(_:by:)`
/// nor `n`/`N` scan titles.
@MainActor
public protocol ChildQuerying: BrowserItem {
    /// True when the item filters its children itself (titles are then not matched).
    var filtersChildren: Bool { get }
    /// A new screen shows the children: results go to `observer` from now on (weakly held);
    /// a screen other than the last starts afresh (key order, no filter, nothing running).
    func subscribe(_ observer: ChildQueryObserver)
    /// The screen left its container: reads only it wanted stop (it may be put back).
    func unsubscribe(_ observer: ChildQueryObserver)
    /// Starts filtering for `text`, cancelling an earlier filter still running; the subscriber
    /// is told the result when it arrives (`showQueriedRows`).
    func filterChildren(_ text: String)
    /// The toolbar items the item adds to `list` (a sort button); their actions belong to `list`.
    func toolbarItems(for list: ItemListViewController) -> [BarButtonItem]
}

/// What a screen showing a `ChildQuerying` item's children is told: the messages its queries
/// send back on the main loop (in Bubble Tea's terms, a command's result).
@MainActor
public protocol ChildQueryObserver: AnyObject {
    /// Where background results are posted; nil until the screen has a run loop.
    var application: Application? { get }
    /// The title of the child the next load selects: a restored place's, until it is selected,
    /// or on a reload the selected row's (a load finds it in the background when it lies past
    /// the first page).
    var restoringTitle: String? { get }
    /// New rows for `filter`: `all` is the unfiltered list (nil keeps the one shown), `shown`
    /// the rows; `keepsSelection` when they are the same rows, now all counted.
    func showQueriedRows(all: ChildList?, shown: ChildList, filter: String, error: String?, keepsSelection: Bool)
    /// A query is running: `text` says which, and how far it got.
    func showQueryProgress(_ text: String)
    /// Rows already listed changed (a page was read, a count arrived, a locked read is due
    /// again): redraw them and the detail of the selected one.
    func queriedRowsChanged()
    /// The children must be listed again from the item (`r` in key order).
    func reloadQueriedChildren()
}

extension ItemListViewController: ChildQueryObserver {
    /// The window's application, or the context's before the list is on screen.
    public var application: Application? { window?.application }

    /// The row a restored place will select, while it is pending; once loaded, the row a
    /// reload keeps selected.
    public var restoringTitle: String? {
        listView.restoredSelectionIdentifier ?? (isLoaded ? titleToSelect ?? selectedTitle : nil)
    }

    /// Shows rows a `ChildQuerying` item produced for `filter`.
    ///
    /// `all` is the unfiltered list (for the "of N" count), `shown` the rows. Moves the selection
    /// to the top, as a typed filter does elsewhere, unless `keepsSelection` (the same rows, now
    /// all counted).
    public func showQueriedRows(all: ChildList?, shown: ChildList, filter: String, error: String? = nil, keepsSelection: Bool = false) {
        let selected = listView.selectedRow ?? 0
        filterText = filter
        if !filter.isEmpty { lastPattern = filter }
        if let all { allRows = all }
        rows = shown
        loadError = error
        listView.emptyText = error ?? (filter.isEmpty ? "Empty" : "No match for \(filter)")
        listView.reloadData()
        listView.selectRow(keepsSelection ? selected : 0, notify: false)
        updatePosition()
        previewSelection()
    }

    /// Shows progress text while a query runs, in the position slot of the navigation bar.
    public func showQueryProgress(_ text: String) {
        navigationItem.rightBarButtonItem = BarButtonItem(title: text)
    }

    /// Redraws the rows and the position, and reads the detail of the selected row again (it
    /// was shown while its page was read, or while a writer held the lock).
    public func queriedRowsChanged() {
        listView.setNeedsDisplay()
        updatePosition()
        let nav = splitViewController?.viewControllers.last as? NavigationController
        guard let detail = nav?.topViewController as? ItemDetailViewController, detail.isViewLoaded else { return }
        switch detail.item {
        case let row as SQLiteRowItem:
            row.forgetFailures()
            detail.title = row.title
            detail.textView.text = row.detailText()
        case let table as SQLiteTableItem where table.reference == nil && (item as? SQLiteDatabaseItem)?.database === table.database:
            let text = table.detailText()
            if detail.textView.text != text { detail.textView.text = text }
        default:
            break
        }
    }

    /// Lists the children again, in the background.
    public func reloadQueriedChildren() { reloadFromItem() }
}
