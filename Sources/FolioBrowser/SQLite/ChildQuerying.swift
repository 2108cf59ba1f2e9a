import FolioKit

/// An item that filters and sorts its own children, off the main loop (a SQL table: its
/// filter is a `WHERE` clause, its sort an `ORDER BY`), and adds its own toolbar items.
///
/// The list controller's hooks: `makeToolbarItems` appends `toolbarItems(for:)`; `applyFilter`
/// hands the text to `filterChildren(_:in:)` when `filtersChildren` is true, instead of
/// matching titles, and then neither `filtered(_:by:)` nor `n`/`N` scan titles.
@MainActor
public protocol ChildQuerying: BrowserItem {
    /// True when the item filters its children itself (titles are then not matched).
    var filtersChildren: Bool { get }
    /// Starts filtering for `text`, cancelling an earlier filter still running; `list` shows
    /// the result when it arrives (through `showQueriedRows`).
    func filterChildren(_ text: String, in list: ItemListViewController)
    /// The toolbar items the item adds to `list` (a sort button). The item may keep `list`,
    /// weakly, to refresh it when background work (row counts) finishes.
    func toolbarItems(for list: ItemListViewController) -> [BarButtonItem]
}

extension ItemListViewController {
    /// Shows rows a `ChildQuerying` item produced for `filter`.
    ///
    /// `all` is the unfiltered list (for the "of N" count), `shown` the rows. Moves the selection
    /// to the top, as a typed filter does elsewhere, unless `keepsSelection` (the same rows, now
    /// all counted).
    func showQueriedRows(all: ChildList, shown: ChildList, filter: String, error: String? = nil, keepsSelection: Bool = false) {
        let selected = listView.selectedRow ?? 0
        filterText = filter
        if !filter.isEmpty { lastPattern = filter }
        allRows = all
        rows = shown
        loadError = error
        listView.emptyText = error ?? (filter.isEmpty ? "Empty" : "No match for \(filter)")
        listView.reloadData()
        listView.selectRow(keepsSelection ? selected : 0, notify: false)
        updatePosition()
        previewSelection()
    }

    /// Shows progress text while a query runs, in the position slot of the navigation bar.
    func showQueryProgress(_ text: String) {
        navigationItem.rightBarButtonItem = BarButtonItem(title: text)
    }
}
