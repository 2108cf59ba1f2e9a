import FolioKit
import Foundation

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
        if item is BackgroundLoading {
            listView.emptyText = "Loading…"
        } else {
            load { try self.item.children() }
        }
        listView.reloadData()
    }

    public override func viewWillAppear(_ animated: Bool) {
        startBackgroundLoadIfNeeded()
    }

    /// True once the children are known (or failed to load).
    public private(set) var isLoaded = false
    private var isLoading = false

    private func load(_ body: () throws -> [BrowserItem]) {
        do {
            rows = try body()
            loadError = nil
        } catch {
            rows = []
            loadError = String(describing: error)
        }
        isLoaded = true
        listView.emptyText = loadError ?? "Empty"
        listView.reloadData()
        childrenDidLoad()
    }

    /// Starts the slow load of a `BackgroundLoading` item once there is a run loop to report to.
    func startBackgroundLoadIfNeeded() {
        guard let loader = item as? BackgroundLoading, !isLoaded, !isLoading, let app = window?.application else { return }
        isLoading = true
        let work = loader.backgroundWork()
        let poster = app
        Thread.detachNewThread {
            let progress: @Sendable (String) -> Void = { text in
                poster.post { [weak self] in
                    guard let self, !self.isLoaded else { return }
                    self.listView.emptyText = text
                }
            }
            let outcome: Result<any Sendable, Error>
            do { outcome = .success(try work(progress)) } catch { outcome = .failure(error) }
            let box = UncheckedBox(outcome)
            poster.post { [weak self] in
                guard let self else { return }
                self.isLoading = false
                guard let loader = self.item as? BackgroundLoading else { return }
                self.load { try loader.finishLoading(box.value.get()) }
            }
        }
    }

    /// Called when the rows are known; restores a pending selection and refreshes the preview.
    func childrenDidLoad() {
        if let name = pendingSelection {
            pendingSelection = nil
            if let index = rows.firstIndex(where: { $0.title == name }) { listView.selectRow(index, notify: false) }
        }
        previewSelection()
    }

    /// A row title to select once the rows have loaded (state restoration).
    public var pendingSelection: String?

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

    func previewSelection() {
        guard isLoaded, let split = splitViewController, !split.isCollapsed, appearanceState == .appeared || appearanceState == .appearing,
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

/// Carries a value the compiler cannot prove sendable across the hop back to the main loop;
/// the background result is created on one thread and only read on the main loop afterwards.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
