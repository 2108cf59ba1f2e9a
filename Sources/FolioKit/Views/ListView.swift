/// What one row of a list shows.
public struct ListRow: Sendable {
    /// The main text.
    public var title: String
    /// A note drawn at the right (a size, a count).
    public var detail: String
    /// The title's style.
    public var style: Style
    /// Whether the row leads somewhere deeper (drawn with `›`).
    public var hasChildren: Bool
    /// Whether the user marked the row (drawn with `*` in the left margin).
    public var isMarked: Bool
    /// Characters of the title to emphasise (what a filter matched), as character offsets.
    public var highlightedRange: Range<Int>?
    /// A glimpse of the content, drawn dimmed after the title as far as the column allows.
    public var preview: String

    /// Creates a row.
    public init(title: String, detail: String = "", preview: String = "", style: Style = .plain, hasChildren: Bool = false,
                isMarked: Bool = false, highlightedRange: Range<Int>? = nil) {
        self.title = title
        self.detail = detail
        self.preview = preview
        self.style = style
        self.hasChildren = hasChildren
        self.isMarked = isMarked
        self.highlightedRange = highlightedRange
    }
}

/// Supplies a list's rows; asked only for rows on screen.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// How many rows there are.
    func numberOfRows(in listView: ListView) -> Int
    /// The row at `index`.
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow
}

/// Hears about selection and activation in a list.
@MainActor
public protocol ListViewDelegate: AnyObject {
    /// The selection moved to `index`.
    func listView(_ listView: ListView, didSelectRowAt index: Int)
    /// The user opened the row at `index` (Enter, `l`, Right).
    func listView(_ listView: ListView, didActivateRowAt index: Int)
}

extension ListViewDelegate {
    /// Does nothing when the selection moves, unless the delegate says otherwise.
    public func listView(_ listView: ListView, didSelectRowAt index: Int) {}
    /// Does nothing when a row is opened, unless the delegate says otherwise.
    public func listView(_ listView: ListView, didActivateRowAt index: Int) {}
}

/// A scrolling, selectable list of one-line ``ListRow``s that asks for visible rows only.
///
/// The keys, the mouse and the scroll position come from ``RowsView``, the core it shares with
/// ``TableView``; the list adds the rows' look and draws only the rows that changed.
@MainActor
public final class ListView: RowsView {
    /// Where rows come from.
    public weak var dataSource: ListViewDataSource?
    /// Who hears about selection.
    public weak var delegate: ListViewDelegate?
    /// The selected row, or nil when the list is empty.
    public var selectedRow: Int? { currentRow }
    /// Shown when there are no rows.
    public var emptyText = "Empty" { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// True while the list's column has the keyboard focus even when another view (a filter
    /// line) is the first responder; the selection is drawn dimmed when neither holds.
    public var showsActiveSelection = false {
        didSet { if showsActiveSelection != oldValue, let selectedRow { setNeedsDisplay(rowRect(selectedRow)) } }
    }
    private var rowCount = 0
    /// Where the columns come from: set, the rows show as a table of records, under a header
    /// row (see ``ListViewColumnsDataSource``); nil, as a plain list.
    public weak var columnsDataSource: ListViewColumnsDataSource? {
        didSet { if columnsDataSource !== oldValue { reloadColumns() } }
    }
    /// The column the scroll keys move and a click picks, marked in the header (0 without columns).
    public internal(set) var currentColumn = 0
    /// The leftmost column on screen: the columns scroll sideways to keep the current one shown.
    public internal(set) var firstVisibleColumn = 0
    /// The widest a column is drawn, in cells; a third of the list's width caps it too.
    public var maximumColumnWidth = 40 { didSet { if maximumColumnWidth != oldValue { setNeedsDisplay() } } }
    /// Columns, as the columns' data source last said.
    public internal(set) var numberOfColumns = 0
    /// A restored selection's model identifier, kept until the rows that hold it load.
    public internal(set) var restoredSelectionIdentifier: String?

    /// Creates an empty list.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// Rows that fit on screen.
    public var visibleRowCount: Int { visibleHeight }

    /// Number of rows, as the data source last said.
    public var numberOfRows: Int { rowCount }

    /// Asks the data source again, keeping the selection in range.
    public func reloadData() {
        if columnsDataSource != nil { reloadColumns() }
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
        if rowCount == 0 {
            currentRow = nil
        } else {
            currentRow = min(max(currentRow ?? 0, 0), rowCount - 1)
        }
        scrollToSelection()
        setNeedsDisplay()
        rowsDidReload()
    }

    /// Selects a row and scrolls to it; tells the delegate when the row changed.
    public func selectRow(_ index: Int, notify: Bool = true) {
        guard rowCount > 0 else { return }
        let clamped = min(max(index, 0), rowCount - 1)
        let previous = currentRow, previousTop = topRow
        let changed = clamped != previous
        currentRow = clamped
        scrollToSelection()
        if topRow != previousTop, numberOfColumns > 0 {
            // Columns are as wide as the rows on screen make them: other rows, another layout.
            setNeedsDisplay()
        } else if topRow != previousTop {
            // What is drawn moves with the rows; only rows that came into view or changed are drawn.
            rowsDidScroll(from: previousTop)
            if let previous { setNeedsDisplay(rowRect(previous).intersection(rowsRect)) }
            setNeedsDisplay(rowRect(clamped))
        } else if changed {
            // Same rows on screen: only the rows losing and gaining the selection bar change;
            // two neighbours (a Down, an Up) are marked as one rectangle, one walk up the tree.
            if let previous, abs(previous - clamped) == 1 {
                let top = rowRect(min(previous, clamped))
                setNeedsDisplay(Rect(x: top.minX, y: top.minY, width: top.width, height: 2))
            } else {
                if let previous { setNeedsDisplay(rowRect(previous)) }
                setNeedsDisplay(rowRect(clamped))
            }
        }
        if changed && notify { delegate?.listView(self, didSelectRowAt: clamped) }
    }

    public override func layoutSubviews() {
        let previousTop = topRow
        scrollToSelection()
        if topRow != previousTop { setNeedsDisplay(rowsRect) }
    }

    /// The row keys read the selection and the page size when they run, so they are built
    /// once; only "Open" follows the state (enabled while a row is selected).
    public override var cachesKeyCommands: Bool { true }

    public override var responderTitle: String { "List" }

    /// The column keys (a table of records only), then the row keys.
    public override var keyCommands: [KeyCommand] { columnKeyCommands + super.keyCommands }

    // The core's hooks: a list's rows are its rows, one screen row each, opened by the delegate.
    override var stickyHeaderRows: Int { numberOfColumns > 0 ? 1 : 0 }
    override var navigableRowCount: Int { rowCount }
    override func moveCurrentRow(to row: Int, forward: Bool) { selectRow(row) }
    override func activateRow(_ row: Int) { delegate?.listView(self, didActivateRowAt: row) }
    override func row(atY y: Int) -> Int? {
        let row = topRow + y - adjustedContentInset.top
        return y >= adjustedContentInset.top && row >= 0 && row < rowCount ? row : nil
    }

    /// In a table, a click picks the column under it too (a click on the header, only that).
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        guard numberOfColumns > 0, event.kind == .click else { return super.handleMouse(event, at: point) }
        if let column = column(atX: point.x) { selectColumn(column) }
        return point.y == adjustedContentInset.top - 1 || super.handleMouse(event, at: point)
    }

    public override func draw(_ surface: inout Surface) {
        // Each stored property read once into a local: a class property read is a checked
        // access, and this runs for every dirty rectangle the list meets.
        let inset = adjustedContentInset
        let width = bounds.width - inset.left - inset.right
        guard width > 0 else { return }
        let rowCount = rowCount, topRow = topRow
        let visibleRows = max(0, bounds.height - inset.top - inset.bottom)
        if numberOfColumns > 0 {
            drawTable(&surface, inset: inset, width: width, visibleRows: visibleRows)
            if rowCount > 0 { return }
        }
        if rowCount == 0 {
            let lines = TextWidth.wrap(emptyText, width: max(1, width - 2)).prefix(visibleRows)
            for (row, line) in lines.enumerated() {
                surface.draw(line, at: Point(x: inset.left + 1, y: inset.top + row), style: Style(.dim))
            }
            return
        }
        let showsIndicator = rowCount > visibleRows && width > 4
        // The indicator keeps a blank column between it and whatever is to the right (the
        // split's divider), so the two never read as one thick line.
        let rowWidth = width - (showsIndicator ? 2 : 0)
        // Only the rows inside the clip (the dirty part of the screen) are asked for and drawn.
        let visible = surface.visibleRect
        let first = max(topRow, topRow + visible.minY - inset.top)
        // A clip beside the rows (the scroll indicator's column alone) draws no row.
        let reachesRows = visible.minX < inset.left + rowWidth && visible.maxX > inset.left
        let end = reachesRows ? min(rowCount, topRow + visibleRows, topRow + visible.maxY - inset.top) : first
        if first < end {
            let source = dataSource, selected = currentRow
            // The selection bar's look, asked only when the selected row is drawn.
            var active = false
            if let selected, selected >= first, selected < end { active = isFirstResponder || showsActiveSelection }
            for index in first..<end {
                let row = source?.listView(self, rowAt: index) ?? ListRow(title: "")
                drawRow(row, at: inset.top + index - topRow, x: inset.left, width: rowWidth,
                        selection: index == selected ? (active ? .active : .inactive) : nil, surface: &surface)
            }
        }
        if showsIndicator {
            ScrollIndicator.draw(&surface, column: inset.left + width - 2, top: inset.top, track: visibleRows,
                                 total: rowCount, visible: visibleRows, offset: topRow)
        }
    }
}
