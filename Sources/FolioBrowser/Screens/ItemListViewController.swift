import FolioKit
import FoundationEssentials

/// Lists an item's children.
///
/// Opening a child with children pushes another list (`show`);
/// opening a leaf shows its detail (`showDetailViewController`). Side by side, moving the
/// selection previews the row in the detail column.
@MainActor
public final class ItemListViewController: ViewController, ListViewDataSource, ListViewDelegate, DataSourceModelAssociation,
    NeighbourSource {
    /// The item whose children are listed.
    public let item: BrowserItem
    /// The shared settings, notices, marks and programs (the app comes through the window).
    public let context: BrowserContext
    /// The list view.
    public let listView = ListView()
    lazy var screen = ListScreenView(listView: listView)
    /// Every child, before the filter.
    var allRows = ChildList.empty
    /// The rows shown (after the filter).
    var rows = ChildList.empty { didSet { showRecords() } }
    /// The table's columns while the rows are records (the list view holds it weakly).
    var recordTable: RecordTableSource?
    /// The sort of a table of records by a column (`s`), while one is in force or running.
    var recordSort: RecordSortState?
    /// Sorts a table of records off the main loop.
    lazy var recordSortLane = JobLane(label: "folio.records.sort")
    var loadError: String?
    /// The active filter text, if any.
    public internal(set) var filterText = ""
    /// True for a root list the user reached by leaving the starting directory; its path is
    /// saved with the place.
    public internal(set) var isReplacementRoot = false
    /// What the bottom line is typing: a filter or a path to go to.
    var promptKind = PromptKind.filter
    /// The last filter or search text, for `n` and `N`.
    var lastPattern = ""
    /// The title the next load selects (a renamed item's new name), else the selected one's.
    var titleToSelect: String?
    /// The item the rename prompt renames.
    var renameTarget: RawPath?
    /// True once the children are known (or failed to load).
    public private(set) var isLoaded = false
    var isLoading = false
    /// Options changed while the first read was running: applied when it lands.
    var reloadsAfterLoad = false
    /// The watched directory changed while a read was running: read again when it lands.
    var rereadsAfterWatchedLoad = false
    /// True once the list watched its directory: back on screen, it reads it again.
    var hasWatched = false
    /// Runs this list's slow work (reading, sorting) off the main loop, one job at a time.
    let worker = BackgroundWorker(label: "folio.list")
    /// Completes typed paths off the main loop, without disturbing a load in progress.
    let promptWorker = BackgroundWorker(label: "folio.prompt")
    /// The `:` prompt's candidates from the last Tab, which further Tabs cycle through.
    var completionMenu: PathCompletion.Menu?
    /// A completion reading its directory: the text it completes, and the further Tabs
    /// (Shift-Tabs count -1) pressed meanwhile, applied when it lands.
    var pendingCompletion: (typed: String, steps: Int)?
    var isPreviewScheduled = false
    /// The directory options the rows were made with.
    var appliedOptions: DirectoryOptions.Snapshot
    /// Told of the bar items and details this list makes; nil in the app.
    ///
    /// The lists and details it makes are given it too.
    var workProbe: WorkProbe?

    /// Creates a list of `item`'s children.
    public init(item: BrowserItem, context: BrowserContext) {
        self.item = item
        self.context = context
        self.appliedOptions = context.settings.options.snapshot
        super.init()
        title = (item as? ListTitling)?.listTitle ?? item.title
        restorationIdentifier = item.title
        (item as? ChildQuerying)?.subscribe(self)
        toolbarItems = makeToolbarItems()
    }

    public override func loadView() {
        view = screen
        listView.dataSource = self
        listView.delegate = self
        screen.filterField.onChange = { [weak self] text in self?.promptDidChange(text) }
        screen.filterField.onSubmit = { [weak self] text in self?.promptDidSubmit(text) }
        screen.filterField.onCancel = { [weak self] in self?.closeFilterField(keep: false) }
    }

    public override func viewDidLoad() {
        if item is BackgroundLoading {
            listView.emptyText = "Loading…"
            // Made before the app, the list has no window yet: its split starts the load when it
            // appears (`BrowserSplitViewController.startListLoads`).
            startBackgroundLoadIfNeeded()
        } else {
            load { try self.item.childList() }
        }
        listView.reloadData()
    }

    public override func viewWillAppear(_ animated: Bool) {
        startBackgroundLoadIfNeeded()
        reloadIfOptionsChanged()
        updatePosition()
    }

    public override func viewDidAppear(_ animated: Bool) {
        startWatching()
        previewSelection()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        stopWatching()
    }

    /// Leaving the stack: an item's queries for this list stop (`ChildQuerying.unsubscribe`).
    public override func didMove(toParent parent: ViewController?) {
        if parent == nil { (item as? ChildQuerying)?.unsubscribe(self) }
    }

    /// Replaces the rows, keeping the selected row selected (by title) when it is still there,
    /// else selecting its nearest neighbour still there.
    func load(_ body: () throws -> ChildList) {
        let selected = titleToSelect ?? selectedTitle
        let beside = titleToSelect == nil ? titlesBesideSelection() : []
        titleToSelect = nil
        do {
            allRows = try body()
            loadError = nil
        } catch {
            allRows = .empty
            loadError = String(describing: error)
        }
        isLoaded = true
        rows = filtered(allRows, by: filterText)
        listView.emptyText = emptyText(filter: filterText)
        listView.reloadData()
        if let selected, let index = rows.firstIndex(ofTitle: selected) {
            listView.selectRow(index, notify: false)
        } else if let index = firstRow(ofAny: beside) {
            listView.selectRow(index, notify: false)
        }
        childrenDidLoad()
    }

    /// Starts the slow load of a `BackgroundLoading` item once there is a run loop to report to.
    func startBackgroundLoadIfNeeded() {
        guard item is BackgroundLoading, !isLoaded, !worker.isBusy else { return }
        loadInBackground()
    }

    /// Runs the item's background work on this list's worker (a newer load replaces an older
    /// one); the rows on screen stay until the result replaces them.
    func loadInBackground() {
        guard let loader = item as? BackgroundLoading, let app = window?.application else { return }
        if worker.isBusy && !isLoaded {
            // The first read is still running: a sort or refresh asked for now would cancel it
            // and start again from nothing; let it finish, then apply the options to its result.
            reloadsAfterLoad = true
            return
        }
        isLoading = true
        let work = loader.backgroundWork()
        let progress: @Sendable (String) -> Void = { [weak self] text in
            app.post { [weak self] in
                guard let self, self.isLoading else { return }
                if self.rows.isEmpty { self.listView.emptyText = text } else { self.context.notices.progress = text }
            }
        }
        worker.submit(to: app, { _ in try work(progress) }, completion: { [weak self] (outcome: Result<any Sendable, Error>) in
            guard let self else { return }
            self.isLoading = false
            self.context.notices.progress = nil
            self.load { try loader.finishLoadingList(outcome.get()) }
            if self.reloadsAfterLoad {
                self.reloadsAfterLoad = false
                self.reloadFromItem()
            }
            self.rereadIfWatchedChangeWaits()
        })
    }

    /// Called when the rows are known: ends a restoration whose row is gone, refreshes the preview.
    func childrenDidLoad() {
        abandonMissingRestoration()
        updatePosition()
        previewSelection()
    }

    /// The item under the selection.
    public var selectedItem: BrowserItem? {
        listView.selectedRow.flatMap { $0 < rows.count ? rows[$0] : nil }
    }

    /// The selected row's title, without making its item.
    var selectedTitle: String? {
        listView.selectedRow.flatMap { $0 < rows.count ? rows.title(at: $0) : nil }
    }

    // MARK: List data

    /// The rows shown, after the filter.
    public func numberOfRows(in listView: ListView) -> Int { rows.count }

    /// A row: the child's title, note, preview, colour, mark and filter match.
    public func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let child = rows[index]
        let marked = !context.marks.isEmpty && child.locatorBytes.map(context.marks.contains) == true
        return ListRow(title: child.title, detail: child.subtitle, preview: child.rowPreview, style: context.settings.style(for: child),
                       hasChildren: child.hasChildren || (child as? FileItem)?.opensAsDocument == true, isMarked: marked,
                       highlightedRange: filterText.isEmpty ? nil : Self.matchRange(in: child.title, of: filterText))
    }

    /// Opens the row: a list for children or a document, else the detail.
    public func listView(_ listView: ListView, didActivateRowAt index: Int) {
        let child = rows[index]
        if child.hasChildren {
            show(makeChildList(of: child), sender: self)
        } else if let document = (child as? FileItem)?.document {
            show(makeChildList(of: document), sender: self)
        } else {
            showDetailViewController(makeDetail(of: child), sender: self)
            guard let split = splitViewController, !split.isCollapsed else { return }
            split.focus(.secondary)
            // Side by side, nothing else shows that the keys moved: a value (JSON, SQLite) says so.
            if !(child is PreviewSource), child.filePath == nil {
                context.notices.notice = "\(child.title) has nothing to list: the detail has the keys now (h goes back)"
            }
        }
    }

    /// Follows the selection with the position counter and the preview.
    public func listView(_ listView: ListView, didSelectRowAt index: Int) {
        updatePosition()
        // A detail that can take the new row in place does so now, so the move and the new
        // title and metadata go out in this key's frame; a new controller waits for the next.
        if !previewInPlace() { previewSelection() }
    }

    /// Shows "position/count" at the right of the navigation bar, and how many rows are marked
    /// (in any list: marks are global).
    func updatePosition() {
        let text = PositionCounter.text(selected: listView.selectedRow, total: rows.count,
                                        of: filterText.isEmpty ? nil : allRows.count, marked: context.marks.count)
        // Retitling the item already in the bar costs less than replacing it on every move.
        if let shown = navigationItem.rightBarButtonItem {
            if shown.title != text { shown.title = text }
        } else {
            workProbe?(.positionItem)
            navigationItem.rightBarButtonItem = BarButtonItem(title: text)
        }
    }

    /// Shows the selected row in the detail column, after the list's own frame is drawn; a
    /// burst of moves makes one preview, of the row the selection ends on.
    func previewSelection() {
        guard let app = window?.application else { updatePreview(); return }
        guard !isPreviewScheduled else { return }
        isPreviewScheduled = true
        app.post { [weak self] in
            self?.isPreviewScheduled = false
            self?.updatePreview()
        }
    }

    /// Shows the selected row in a new detail (after a push or pop, a load, a restoration: where
    /// UIKit code would make one); a move of the selection reuses the detail (`previewInPlace`).
    func updatePreview() {
        guard followsInDetail, let split = splitViewController else { return }
        let item = selectedItem
        let current = (split.viewControllers.last as? NavigationController)?.topViewController
        if let current = current as? ItemDetailViewController, current.item === item { return }
        let detail = Browser.preview(for: item, context: context, replacing: current)
        if let detail = detail as? ItemDetailViewController {
            detail.neighbours = self
            detail.workProbe = workProbe
            workProbe?(.detailController)
        }
        showDetailViewController(detail, sender: self)
    }

    /// A list of `child`'s children, told of its work as this one is.
    func makeChildList(of child: BrowserItem) -> ItemListViewController {
        let list = ItemListViewController(item: child, context: context)
        list.workProbe = workProbe
        return list
    }

    /// A detail of `child`, told of its work as this list is.
    private func makeDetail(of child: BrowserItem) -> ItemDetailViewController {
        let detail = ItemDetailViewController(item: child, context: context)
        detail.workProbe = workProbe
        workProbe?(.detailController)
        return detail
    }

    /// True when the detail column follows this list's selection: side by side, with this list
    /// on top of its column (it may be hidden, primaryHidden: the detail still follows it).
    var followsInDetail: Bool {
        guard isLoaded, let split = splitViewController, !split.isCollapsed else { return false }
        return navigationController?.topViewController === self
    }

    /// Gives the selected item to the detail on screen when it shows it already or can show it
    /// in place (the detail column holds just that detail); false when a new one is needed.
    func previewInPlace() -> Bool {
        // One walk up to the split and one look at its columns: this runs on every move.
        guard isLoaded, let split = splitViewController, !split.isCollapsed,
              navigationController?.topViewController === self,
              let nav = split.viewController(for: .secondary) as? NavigationController,
              nav.viewControllers.count == 1, let detail = nav.topViewController as? ItemDetailViewController,
              let row = listView.selectedRow, row < rows.count else { return false }
        if detail.neighbours !== self { detail.neighbours = self }
        return detail.show(item: rows[row])
    }

    public override var keyCommands: [KeyCommand] { listCommands }

    /// The rows above and below `item` when it is the selected one (the next move's items).
    func items(beside item: BrowserItem) -> [BrowserItem] {
        guard let row = listView.selectedRow, row < rows.count, rows[row] === item else { return [] }
        var beside: [BrowserItem] = []
        if row + 1 < rows.count { beside.append(rows[row + 1]) }
        if row > 0 { beside.append(rows[row - 1]) }
        return beside
    }

    public override func encodeRestorableState(with coder: StateCoder) { listView.encodeRestorableState(with: coder) }

    public override func decodeRestorableState(with coder: StateCoder) { listView.decodeRestorableState(with: coder) }

    /// A list whose rows loaded before its state was decoded checks the restored selection now.
    public override func applicationFinishedRestoringState() {
        if isLoaded { childrenDidLoad() }
    }

    public override func viewController(withRestorationIdentifierPath path: [String], coder: StateCoder) -> ViewController? {
        restoredChild(named: path.last)
    }
}

/// What the list's bottom line is for.
enum PromptKind {
    /// `/`: narrows the list as you type.
    case filter
    /// `:`: a path to go to, with Tab completion.
    case jump
    /// `a`: a new name for the selected item, edited in place.
    case rename
    /// `M`: the name of a new directory.
    case newDirectory
    /// `!`: a shell command.
    case shell
    /// `T`: the name of a new empty file.
    case newFile
}
