import FolioKit

/// Lists an item's children. Opening a child with children pushes another list (`show`);
/// opening a leaf shows its detail (`showDetailViewController`).
@MainActor
public final class ItemListViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The item whose children are listed.
    public let item: BrowserItem
    /// The list view.
    public let listView = ListView()
    private(set) var rows: [BrowserItem] = []
    private var loadError: String?

    /// Creates a list of `item`'s children.
    public init(item: BrowserItem) {
        self.item = item
        super.init()
        title = item.title
        restorationIdentifier = item.title
    }

    public override func loadView() {
        view = listView
        listView.dataSource = self
        listView.delegate = self
    }

    public override func viewDidLoad() {
        do {
            rows = try item.children()
        } catch {
            loadError = String(describing: error)
        }
        listView.emptyText = loadError ?? "Empty"
        listView.reloadData()
    }

    /// The item under the selection.
    public var selectedItem: BrowserItem? {
        listView.selectedRow.flatMap { $0 < rows.count ? rows[$0] : nil }
    }

    public func numberOfRows(in listView: ListView) -> Int { rows.count }

    public func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let child = rows[index]
        return ListRow(title: child.title, detail: child.subtitle,
                       style: child.hasChildren ? Style(foreground: .blue, attributes: .bold) : .plain,
                       hasChildren: child.hasChildren)
    }

    public func listView(_ listView: ListView, didActivateRowAt index: Int) {
        let child = rows[index]
        if child.hasChildren {
            show(ItemListViewController(item: child), sender: self)
        } else {
            showDetailViewController(ItemDetailViewController(item: child), sender: self)
            if let split = splitViewController, !split.isCollapsed { split.focus(.secondary) }
        }
    }

    /// Side by side, moving the selection previews the row in the detail column.
    public func listView(_ listView: ListView, didSelectRowAt index: Int) {
        previewSelection()
    }

    public override func viewDidAppear(_ animated: Bool) {
        previewSelection()
    }

    private func previewSelection() {
        guard let split = splitViewController, !split.isCollapsed, appearanceState == .appeared || appearanceState == .appearing,
              navigationController?.topViewController === self else { return }
        let item = selectedItem
        if let current = (split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController,
           current.item === item { return }
        showDetailViewController(Browser.preview(for: item), sender: self)
    }

    public override func encodeRestorableState(with coder: StateCoder) {
        if let row = listView.selectedRow { coder.encode(row, forKey: "selectedRow") }
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        if let row = coder.decodeInteger(forKey: "selectedRow") { listView.selectRow(row) }
    }
}
