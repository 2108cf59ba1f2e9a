/// A scrolling table of sections and rows that asks its data source only for the rows on
/// screen and reuses their cells (UITableView's role).
///
/// The keys, the mouse and the scroll position come from ``RowsView``, the core it shares with
/// ``ListView``; the table adds UIKit's data source, delegate, cells and sections.
///
/// A terminal has a keyboard cursor where a touch screen has a finger: arrows move the cursor
/// (drawn like UIKit's highlight), Enter or a click on the cursor row selects it, which is a tap.
/// Section titles are drawn as rows of their own that the cursor skips.
@MainActor
open class TableView: RowsView {
    /// The table's look (UITableView.Style); every style draws the same one-row headers.
    public enum Style: Hashable, Sendable { case plain, grouped, insetGrouped }
    /// How a row change would animate; accepted and ignored, a terminal redraws at once.
    public enum RowAnimation: Hashable, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    /// Where a row lands when scrolled to.
    public enum ScrollPosition: Hashable, Sendable { case none, top, middle, bottom }

    /// The style the table was made with.
    public let style: Style
    /// Supplies sections, rows and cells.
    public weak var dataSource: TableViewDataSource? { didSet { setNeedsReload() } }
    /// Hears about selection.
    public weak var delegate: TableViewDelegate?
    /// Rows each cell takes (headers take one).
    public var rowHeight = 1 { didSet { rowHeight = max(1, rowHeight); dropVisibleCells(); setNeedsLayout() } }
    /// Whether Enter and clicks select rows.
    public var allowsSelection = true

    var model = TableModel()
    var needsReload = true
    var selectedFlat: Int?
    var cellsOnScreen: [Int: TableViewCell] = [:]
    var headerRows: [(y: Int, title: String)] = []
    var registered: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]

    /// Creates a table.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table.
    public override convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    open override var responderTitle: String { "Table" }

    open override func firstResponderDidChange() { updateCellStates() }
    open override func layoutSubviews() { layoutCells() }
    open override func draw(_ surface: inout Surface) { drawHeaders(&surface) }

    // The core's hooks: the keys move a cursor over flat rows (headers included, but never
    // left on one), a row is opened by selecting it (a tap).
    override var navigableRowCount: Int { model.count }
    override var screenRowsPerRow: Int { rowHeight }
    override var canActivateRows: Bool { allowsSelection }
    override func moveCurrentRow(to row: Int, forward: Bool) { moveCursor(to: row, forward: forward) }
    override func activateRow(_ row: Int) { selectByUser(flat: row) }
    override func row(atY y: Int) -> Int? {
        guard let flat = flat(atY: y), model.indexPath(forFlat: flat) != nil else { return nil }
        return flat
    }

    // MARK: Cells

    /// Makes `cellClass` the class `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `indexPath`: one that scrolled off screen if there is one, else a new cell of
    /// the registered class (a plain `TableViewCell` when none was registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let reused = dequeueReusableCell(withIdentifier: identifier) { return reused }
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable cell for `identifier`, a new one of the registered class, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The cell on screen for `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let flat = model.flat(for: indexPath) else { return nil }
        return cellsOnScreen[flat]
    }

    /// The cells on screen, top first.
    public var visibleCells: [TableViewCell] { cellsOnScreen.keys.sorted().compactMap { cellsOnScreen[$0] } }

    /// The index paths of the rows on screen, top first.
    public var indexPathsForVisibleRows: [IndexPath]? {
        cellsOnScreen.keys.sorted().compactMap { model.indexPath(forFlat: $0) }
    }

    // MARK: Data

    /// Asks the data source again for sections and rows; the selection is cleared, the cursor
    /// kept in range, and only the rows on screen are asked for their cells.
    public func reloadData() {
        setNeedsReload()
        loadModelIfNeeded()
    }

    /// Asks again for the cells of these rows, if they are on screen.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadModelIfNeeded()
        for indexPath in indexPaths {
            guard let flat = model.flat(for: indexPath), let cell = cellsOnScreen.removeValue(forKey: flat) else { continue }
            enqueue(cell)
        }
        setNeedsLayout()
    }

    /// Reloads whole sections (their row counts and titles may have changed).
    public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) { reloadData() }
    /// Rows were inserted in the data source; the table reloads its counts.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadKeepingSelection() }
    /// Rows were deleted from the data source; the table reloads its counts.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadKeepingSelection() }

    /// Sections, as the data source last said.
    public var numberOfSections: Int { loadModelIfNeeded(); return model.sections.count }

    /// Rows in `section`, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int {
        loadModelIfNeeded()
        return model.sections.indices.contains(section) ? model.sections[section].rows : 0
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadKeepingSelection() {
        let selected = indexPathForSelectedRow
        reloadData()
        if let selected, model.flat(for: selected) != nil { selectedFlat = model.flat(for: selected) }
        updateCellStates()
    }

    func loadModelIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        model = TableModel(dataSource: dataSource, table: self)
        dropVisibleCells()
        selectedFlat = nil
        if let cursor = currentRow {
            currentRow = model.nearestSelectable(from: min(cursor, model.count - 1), forward: true)
        } else {
            currentRow = model.nearestSelectable(from: 0, forward: true)
        }
        topRow = min(topRow, max(0, model.count - 1))
        setNeedsLayout()
    }

    func dropVisibleCells() {
        for cell in cellsOnScreen.values { enqueue(cell) }
        cellsOnScreen.removeAll()
    }

    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    // MARK: Selection

    /// The row the user (or `selectRow`) selected, or nil.
    public var indexPathForSelectedRow: IndexPath? {
        selectedFlat.flatMap { model.indexPath(forFlat: $0) }
    }

    /// The row under the keyboard cursor, or nil when the table has no rows.
    public var indexPathForHighlightedRow: IndexPath? {
        currentRow.flatMap { model.indexPath(forFlat: $0) }
    }

    /// Selects a row (nil clears the selection) and moves the cursor there, without telling the
    /// delegate, as UIKit does.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadModelIfNeeded()
        guard let indexPath, let flat = model.flat(for: indexPath) else {
            selectedFlat = nil
            updateCellStates()
            return
        }
        selectedFlat = flat
        currentRow = flat
        scrollToCursor(position: scrollPosition)
        updateCellStates()
    }

    /// Clears the selection of a row, without telling the delegate, as UIKit does.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let flat = model.flat(for: indexPath), flat == selectedFlat else { return }
        selectedFlat = nil
        updateCellStates()
    }

    /// Scrolls so that a row is on screen and moves the cursor to it.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadModelIfNeeded()
        guard let flat = model.flat(for: indexPath) else { return }
        currentRow = flat
        scrollToCursor(position: scrollPosition)
        updateCellStates()
    }

    /// What a tap does: asks `willSelect`, deselects the previous row, selects, tells `didSelect`.
    func selectByUser(flat: Int) {
        guard allowsSelection, let proposed = model.indexPath(forFlat: flat) else { return }
        let asked = delegate.map { $0.tableView(self, willSelectRowAt: proposed) } ?? proposed
        guard let chosen = asked, let chosenFlat = model.flat(for: chosen) else { return }
        let previous = indexPathForSelectedRow
        selectedFlat = chosenFlat
        currentRow = chosenFlat
        scrollToCursor(position: .none)
        updateCellStates()
        if let previous, previous != chosen { delegate?.tableView(self, didDeselectRowAt: previous) }
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    /// Moves the keyboard cursor to the selectable row nearest `flat` in the direction of travel.
    func moveCursor(to flat: Int, forward: Bool) {
        guard model.count > 0 else { return }
        let clamped = min(max(flat, 0), model.count - 1)
        guard let target = model.nearestSelectable(from: clamped, forward: forward)
            ?? model.nearestSelectable(from: clamped, forward: !forward), target != currentRow else { return }
        currentRow = target
        scrollToCursor(position: .none)
        updateCellStates()
        if let indexPath = model.indexPath(forFlat: target) { delegate?.tableView(self, didHighlightRowAt: indexPath) }
    }

    /// Gives the cells on screen their cursor, selection and focus marks; asks the data source nothing.
    func updateCellStates() {
        let focused = isFirstResponder
        for (flat, cell) in cellsOnScreen {
            cell.isHighlighted = flat == currentRow
            cell.isSelected = flat == selectedFlat
            cell.tableIsFocused = focused
        }
        setNeedsDisplay()
    }
}
