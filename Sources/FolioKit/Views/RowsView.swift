/// The selection and scrolling core that ``ListView`` and ``TableView`` share.
///
/// A column of rows with one current row (a list's selection, a table's keyboard cursor) that
/// the row keys, the mouse and the wheel move, and the first row on screen. The keys and the
/// mouse live here only; a subclass says what moving and opening a row mean (a table skips its
/// section headers and opens a row by selecting it). Use ``ListView`` or subclass ``TableView``:
/// the hooks a subclass fills in are FolioKit's own.
@MainActor
open class RowsView: View {
    /// The row the keys move, or nil when there is none: a list's selection, a table's cursor.
    final var currentRow: Int? {
        // "Open" is enabled only with a current row (see keyCommands).
        didSet { if (currentRow == nil) != (oldValue == nil) { setNeedsKeyCommandsUpdate() } }
    }
    /// The first row on screen (a table counts its section headers as rows).
    public internal(set) final var topRow = 0
    /// Extra insets on top of the safe area (UIScrollView's contentInset).
    public final var contentInset: EdgeInsets = .zero { didSet { setNeedsLayout(); setNeedsDisplay() } }

    /// Insets the rows keep from the edges: content inset plus the bars' safe area (and a
    /// table's header row, which stays above the rows).
    public final var adjustedContentInset: EdgeInsets {
        var inset = contentInset + safeAreaInsets
        inset.top += stickyHeaderRows
        return inset
    }

    /// Screen rows between the insets, where rows are drawn.
    final var visibleHeight: Int { max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom) }

    open override var canBecomeFirstResponder: Bool { true }

    // MARK: What a subclass says

    /// Screen rows above the rows that stay while they scroll (a table of columns' header).
    var stickyHeaderRows: Int { 0 }
    /// Rows the keys move over (a table's section headers included).
    var navigableRowCount: Int { 0 }
    /// Screen rows one row takes, to turn a screenful into rows for the page keys.
    var screenRowsPerRow: Int { 1 }
    /// Whether Enter and a click on the current row open it.
    var canActivateRows: Bool { true }
    /// Makes `row` (clamped) the current row and scrolls to it; `forward` is the way the keys
    /// travelled, so a table can step past a header in that direction.
    func moveCurrentRow(to row: Int, forward: Bool) {}
    /// Opens the current row `row` (Enter, `l`, Right, a click on it).
    func activateRow(_ row: Int) {}
    /// The row a click at view row `y` lands on, or nil for no row (an inset, a header).
    func row(atY y: Int) -> Int? { nil }

    // MARK: Keys and mouse

    /// The row keys: they read the current row and the page size when they run, so a view that
    /// caches its commands builds them once; only "Open" follows the state.
    open override var keyCommands: [KeyCommand] {
        [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Next row") { [weak self] in self?.moveCurrentRow(by: 1) },
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Previous row") { [weak self] in self?.moveCurrentRow(by: -1) },
            KeyCommand(named: .pageDown, keys: [.pageDown, .ctrl("f")], title: "Page down") { [weak self] in self?.moveCurrentRow(by: self?.pageRows ?? 1) },
            KeyCommand(named: .pageUp, keys: [.pageUp, .ctrl("b")], title: "Page up") { [weak self] in self?.moveCurrentRow(by: -(self?.pageRows ?? 1)) },
            KeyCommand(named: .halfPageDown, keys: [.ctrl("d")], title: "Half page down") { [weak self] in self?.moveCurrentRow(by: self?.halfPageRows ?? 1) },
            KeyCommand(named: .halfPageUp, keys: [.ctrl("u")], title: "Half page up") { [weak self] in self?.moveCurrentRow(by: -(self?.halfPageRows ?? 1)) },
            KeyCommand(named: .top, keys: [.character("g"), .home], title: "First row") { [weak self] in self?.moveCurrentRow(to: 0, forward: true) },
            KeyCommand(named: .bottom, keys: [.character("G"), .end], title: "Last row") { [weak self] in
                guard let self else { return }
                self.moveCurrentRow(to: self.navigableRowCount - 1, forward: false)
            },
            KeyCommand(named: .open, keys: [.enter, .character("l"), .right], title: "Open", isEnabled: canActivateRows && currentRow != nil) { [weak self] in
                guard let self, let row = self.currentRow else { return }
                self.activateRow(row)
            },
        ]
    }

    /// Rows a page key moves: a screenful less the row kept for context.
    final var pageRows: Int { max(1, visibleHeight / max(1, screenRowsPerRow) - 1) }
    /// Rows Ctrl-D and Ctrl-U move.
    final var halfPageRows: Int { max(1, visibleHeight / max(1, screenRowsPerRow) / 2) }

    private func moveCurrentRow(by delta: Int) { moveCurrentRow(to: (currentRow ?? 0) + delta, forward: delta > 0) }

    /// A click makes a row current, a click on the current row opens it, the wheel moves by three.
    open override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .wheelUp: moveCurrentRow(by: -3)
        case .wheelDown: moveCurrentRow(by: 3)
        case .click:
            guard let row = row(atY: point.y) else { return true }
            if row == currentRow { activateRow(row) } else { moveCurrentRow(to: row, forward: true) }
        case .press, .drag, .release: return false
        }
        return true
    }
}
