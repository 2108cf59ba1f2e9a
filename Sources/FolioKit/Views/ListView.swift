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

/// A scrolling, selectable list that asks for visible rows only (UITableView's role).
@MainActor
public final class ListView: View {
    /// Where rows come from.
    public weak var dataSource: ListViewDataSource?
    /// Who hears about selection.
    public weak var delegate: ListViewDelegate?
    /// The selected row, or nil when the list is empty.
    public private(set) var selectedRow: Int? {
        // "Open" is enabled only with a selection (see keyCommands).
        didSet { if (selectedRow == nil) != (oldValue == nil) { setNeedsKeyCommandsUpdate() } }
    }
    /// The first row on screen.
    public private(set) var topRow = 0
    /// Shown when there are no rows.
    public var emptyText = "Empty" { didSet { if emptyText != oldValue { setNeedsDisplay() } } }
    /// Extra insets on top of the safe area (UIScrollView's contentInset).
    public var contentInset: EdgeInsets = .zero { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// True while the list's column has the keyboard focus even when another view (a filter
    /// line) is the first responder; the selection is drawn dimmed when neither holds.
    public var showsActiveSelection = false {
        didSet { if showsActiveSelection != oldValue, let selectedRow { setNeedsDisplay(rowRect(selectedRow)) } }
    }
    private var rowCount = 0
    /// A restored selection's model identifier, kept until the rows that hold it load.
    public internal(set) var restoredSelectionIdentifier: String?

    /// Creates an empty list.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    public override var canBecomeFirstResponder: Bool { true }

    /// Insets the rows keep from the edges: content inset plus the bars' safe area.
    public var adjustedContentInset: EdgeInsets { contentInset + safeAreaInsets }

    /// Rows that fit on screen.
    public var visibleRowCount: Int { max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom) }

    /// Number of rows, as the data source last said.
    public var numberOfRows: Int { rowCount }

    /// Asks the data source again, keeping the selection in range.
    public func reloadData() {
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
        if rowCount == 0 {
            selectedRow = nil
        } else {
            selectedRow = min(max(selectedRow ?? 0, 0), rowCount - 1)
        }
        scrollToSelection()
        setNeedsDisplay()
        rowsDidReload()
    }

    /// Selects a row and scrolls to it; tells the delegate when the row changed.
    public func selectRow(_ index: Int, notify: Bool = true) {
        guard rowCount > 0 else { return }
        let clamped = min(max(index, 0), rowCount - 1)
        let previous = selectedRow, previousTop = topRow
        let changed = clamped != selectedRow
        selectedRow = clamped
        scrollToSelection()
        if topRow != previousTop {
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

    /// The rows on screen and the scroll indicator beside them, inside the insets: what a
    /// scroll changes (the bars over the insets stay).
    var rowsRect: Rect {
        Rect(x: 0, y: adjustedContentInset.top, width: bounds.width, height: visibleRowCount)
    }

    /// The rectangle of row `index` on screen (the full width, margins included).
    private func rowRect(_ index: Int) -> Rect {
        Rect(x: 0, y: adjustedContentInset.top + index - topRow, width: bounds.width, height: 1)
    }

    private func scrollToSelection() {
        let visible = max(1, visibleRowCount)
        guard let selected = selectedRow else { topRow = 0; return }
        if selected < topRow { topRow = selected }
        if selected >= topRow + visible { topRow = selected - visible + 1 }
        topRow = max(0, min(topRow, max(0, rowCount - visible)))
    }

    public override func layoutSubviews() {
        let previousTop = topRow
        scrollToSelection()
        if topRow != previousTop { setNeedsDisplay(rowsRect) }
    }

    /// The commands read the selection and the page size when they run, so the list is built
    /// once; only "Open" follows the state (enabled while a row is selected).
    public override var cachesKeyCommands: Bool { true }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Next row") { [weak self] in self?.moveSelection(by: 1) },
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Previous row") { [weak self] in self?.moveSelection(by: -1) },
            KeyCommand(named: .pageDown, keys: [.pageDown, .ctrl("f")], title: "Page down") { [weak self] in self?.moveSelection(by: self?.pageRows ?? 1) },
            KeyCommand(named: .pageUp, keys: [.pageUp, .ctrl("b")], title: "Page up") { [weak self] in self?.moveSelection(by: -(self?.pageRows ?? 1)) },
            KeyCommand(named: .halfPageDown, keys: [.ctrl("d")], title: "Half page down") { [weak self] in self?.moveSelection(by: self?.halfPageRows ?? 1) },
            KeyCommand(named: .halfPageUp, keys: [.ctrl("u")], title: "Half page up") { [weak self] in self?.moveSelection(by: -(self?.halfPageRows ?? 1)) },
            KeyCommand(named: .top, keys: [.character("g"), .home], title: "First row") { [weak self] in self?.selectRow(0) },
            KeyCommand(named: .bottom, keys: [.character("G"), .end], title: "Last row") { [weak self] in
                guard let self else { return }
                self.selectRow(self.rowCount - 1)
            },
            KeyCommand(named: .open, keys: [.enter, .character("l"), .right], title: "Open", isEnabled: selectedRow != nil) { [weak self] in
                guard let self, let row = self.selectedRow else { return }
                self.delegate?.listView(self, didActivateRowAt: row)
            },
        ]
    }

    /// Rows a page key moves: a screenful less the row kept for context.
    private var pageRows: Int { max(1, visibleRowCount - 1) }
    /// Rows Ctrl-D and Ctrl-U move.
    private var halfPageRows: Int { max(1, visibleRowCount / 2) }

    private func moveSelection(by delta: Int) { selectRow((selectedRow ?? 0) + delta) }

    public override var responderTitle: String { "List" }

    /// A click selects a row, a click on the selected row opens it, the wheel moves by three.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .wheelUp: selectRow((selectedRow ?? 0) - 3)
        case .wheelDown: selectRow((selectedRow ?? 0) + 3)
        case .click:
            let row = topRow + point.y - adjustedContentInset.top
            guard point.y >= adjustedContentInset.top, row >= 0, row < rowCount else { return true }
            if row == selectedRow {
                delegate?.listView(self, didActivateRowAt: row)
            } else {
                selectRow(row)
            }
        case .press, .drag, .release: return false
        }
        return true
    }

    public override func draw(_ surface: inout Surface) {
        // Each stored property read once into a local: a class property read is a checked
        // access, and this runs for every dirty rectangle the list meets.
        let inset = adjustedContentInset
        let width = bounds.width - inset.left - inset.right
        guard width > 0 else { return }
        let rowCount = rowCount, topRow = topRow
        let visibleRows = max(0, bounds.height - inset.top - inset.bottom)
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
            let source = dataSource, selected = selectedRow
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
