extension ListView {
    /// A column as laid out on screen: its index, where it starts (from the rows' first
    /// column), how wide it is drawn and what the data source said of it.
    struct PlacedColumn: Equatable {
        let index: Int
        let x: Int
        let width: Int
        let column: ListColumn
    }

    /// Asks the columns' data source again how many columns there are, keeping the current
    /// column in range; the rows are drawn again.
    public func reloadColumns() {
        let count = columnsDataSource.map { $0.numberOfColumns(in: self) } ?? 0
        let hadHeader = numberOfColumns > 0
        numberOfColumns = count
        currentColumn = min(max(currentColumn, 0), max(0, count - 1))
        firstVisibleColumn = min(firstVisibleColumn, currentColumn)
        if hadHeader != (count > 0) { scrollToSelection() }
        setNeedsKeyCommandsUpdate()
        setNeedsDisplay()
    }

    /// Makes `column` (clamped) the current column, scrolling the columns sideways as little as
    /// shows it whole.
    public func selectColumn(_ column: Int) {
        guard numberOfColumns > 0 else { return }
        let clamped = min(max(column, 0), numberOfColumns - 1)
        guard clamped != currentColumn else { return }
        let wasFirst = currentColumn == 0, wasLast = currentColumn == numberOfColumns - 1
        currentColumn = clamped
        scrollToCurrentColumn()
        if wasFirst != (clamped == 0) || wasLast != (clamped == numberOfColumns - 1) { setNeedsKeyCommandsUpdate() }
        setNeedsDisplay()
    }

    /// The previous and next column keys, enabled where there is such a column (else the key
    /// passes up the chain: Left in the first column goes back).
    var columnKeyCommands: [KeyCommand] {
        guard numberOfColumns > 0 else { return [] }
        return [
            KeyCommand(named: .scrollLeft, keys: [.left, .character("h"), .character("<")], title: "Previous column",
                       isEnabled: currentColumn > 0) { [weak self] in
                guard let self else { return }
                self.selectColumn(self.currentColumn - 1)
            },
            KeyCommand(named: .scrollRight, keys: [.right, .character("l"), .character(">")], title: "Next column",
                       isEnabled: currentColumn < numberOfColumns - 1) { [weak self] in
                guard let self else { return }
                self.selectColumn(self.currentColumn + 1)
            },
        ]
    }

    /// Cells the columns share on a row: the row less the left margin, the scroll indicator
    /// and a blank column at the right.
    var columnsWidth: Int { max(0, rowsScrollWidth - adjustedContentInset.left - 2) }

    /// The widest a column is drawn, ``maximumColumnWidth`` at most.
    ///
    /// Also a third of the row (4 at least), unless every column fits whole beside the others (a
    /// table of two columns on a wide list is not cut to a third). Looked at for up to 16
    /// columns; a wider table is capped.
    func columnCap() -> Int {
        let third = max(4, min(maximumColumnWidth, columnsWidth / 3))
        guard let source = columnsDataSource, numberOfColumns <= 16, third < maximumColumnWidth else { return third }
        var total = -1
        for index in 0..<numberOfColumns {
            total += 1 + width(ofColumn: index, source.listView(self, columnAt: index), cap: maximumColumnWidth)
            if total > columnsWidth { return third }
        }
        return maximumColumnWidth
    }

    /// The rows on screen, whose values the columns' widths follow.
    private var rowsOnScreen: Range<Int> { topRow..<min(numberOfRows, topRow + visibleRowCount) }

    /// How wide column `index` is drawn: its title (and sort indicator) and the widest value on
    /// screen, capped.
    func width(ofColumn index: Int, _ column: ListColumn, cap: Int) -> Int {
        guard let source = columnsDataSource else { return 1 }
        var width = TextWidth.width(of: column.title) + (column.sortOrder == nil ? 0 : 2)
        for row in rowsOnScreen where width < cap {
            width = max(width, TextWidth.width(of: source.listView(self, textAtRow: row, column: index)))
        }
        return max(1, min(width, cap))
    }

    /// Scrolls the columns so the current one shows whole (as much of it as fits when it is
    /// wider than the row), keeping the leftmost column where it is if it can; `cap` is
    /// ``columnCap()`` when the caller has it.
    ///
    /// When every column fits (the terminal was widened), the table shows from the first.
    func scrollToCurrentColumn(cap: Int? = nil) {
        guard let source = columnsDataSource, numberOfColumns > 0 else { firstVisibleColumn = 0; return }
        if currentColumn < firstVisibleColumn { firstVisibleColumn = currentColumn; return }
        let available = columnsWidth, cap = cap ?? columnCap()
        if firstVisibleColumn > 0 {
            var total = -1
            for index in 0..<numberOfColumns where total <= available {
                total += 1 + width(ofColumn: index, source.listView(self, columnAt: index), cap: cap)
            }
            if total <= available { firstVisibleColumn = 0; return }
        }
        var widths = (firstVisibleColumn...currentColumn).map { width(ofColumn: $0, source.listView(self, columnAt: $0), cap: cap) }
        while firstVisibleColumn < currentColumn, widths.reduce(0, +) + widths.count - 1 > available {
            widths.removeFirst()
            firstVisibleColumn += 1
        }
    }

    /// The columns that fit from ``firstVisibleColumn``, one cell apart; the last one is cut to
    /// the room left when at least three cells remain, and the table's last column, capped, is
    /// widened into the room left (up to its whole width); `cap` is ``columnCap()`` when the
    /// caller has it.
    func placedColumns(cap: Int? = nil) -> [PlacedColumn] {
        guard let source = columnsDataSource else { return [] }
        let available = columnsWidth, cap = cap ?? columnCap()
        var placed: [PlacedColumn] = []
        var x = 0, index = firstVisibleColumn
        while index < numberOfColumns, x < available {
            let column = source.listView(self, columnAt: index)
            var width = width(ofColumn: index, column, cap: cap)
            if index == numberOfColumns - 1, width == cap, cap < maximumColumnWidth {
                // The table's last column has no neighbour to leave room for: it takes the room left.
                width = max(width, min(available - x, self.width(ofColumn: index, column, cap: maximumColumnWidth)))
            }
            if x + width > available {
                guard available - x >= 3 || placed.isEmpty else { break }
                width = available - x
            }
            placed.append(PlacedColumn(index: index, x: x, width: width, column: column))
            x += width + 1
            index += 1
        }
        return placed
    }

    /// Draws the header row above the rows and the rows on screen in the clip as cells under it,
    /// the selection bar over the selected row and the current column marked.
    func drawTable(_ surface: inout Surface, inset: EdgeInsets, width: Int, visibleRows: Int) {
        let cap = columnCap()  // once a frame: it measures up to 16 columns' values on screen
        scrollToCurrentColumn(cap: cap)
        let placed = placedColumns(cap: cap)
        let left = inset.left + 1
        let current = currentColumn
        let header = inset.top - 1
        if header >= 0, surface.isVisible(row: header) {
            surface.fill(Rect(x: inset.left, y: header, width: width, height: 1))
            for column in placed {
                let indicator = column.column.sortOrder.map { " " + $0.indicator } ?? ""
                let title = TextWidth.truncate(column.column.title, toWidth: max(0, column.width - TextWidth.width(of: indicator)))
                let text = Self.aligned(title + indicator, width: column.width, column.column.alignment)
                let style = Style(column.index == current ? [.bold, .reverse] : [.bold, .underline])
                surface.draw(text, at: Point(x: left + column.x, y: header), style: style)
            }
        }
        let rowCount = numberOfRows, topRow = topRow
        guard rowCount > 0, let source = columnsDataSource else { return }
        let visible = surface.visibleRect
        let first = max(topRow, topRow + visible.minY - inset.top)
        let end = min(rowCount, topRow + visibleRows, topRow + visible.maxY - inset.top)
        let showsIndicator = rowCount > visibleRows && width > 4
        let rowWidth = width - (showsIndicator ? 2 : 0)
        let active = isFirstResponder || showsActiveSelection
        if first < end {
            for index in first..<end {
                let y = inset.top + index - topRow
                surface.fill(Rect(x: inset.left, y: y, width: rowWidth, height: 1))
                for column in placed {
                    let value = TextWidth.truncate(source.listView(self, textAtRow: index, column: column.index), toWidth: column.width)
                    surface.draw(Self.aligned(value, width: column.width, column.column.alignment), at: Point(x: left + column.x, y: y),
                                 style: source.listView(self, styleAtRow: index, column: column.index))
                }
                guard index == selectedRow else { continue }
                surface.highlight(Rect(x: inset.left, y: y, width: max(1, rowWidth), height: 1),
                                  adding: active ? [.reverse, .bold] : [.reverse, .dim])
                if let cell = placed.first(where: { $0.index == current }) {
                    surface.highlight(Rect(x: left + cell.x, y: y, width: cell.width, height: 1), adding: .underline)
                }
            }
        }
        if showsIndicator {
            ScrollIndicator.draw(&surface, column: inset.left + width - 2, top: inset.top, track: visibleRows,
                                 total: rowCount, visible: visibleRows, offset: topRow)
        }
    }

    /// `text` (no wider than `width`) padded to `width`: spaces after it, or before it when
    /// aligned to the trailing edge.
    static func aligned(_ text: String, width: Int, _ alignment: ListColumn.Alignment) -> String {
        let pad = String(repeating: " ", count: max(0, width - TextWidth.width(of: text)))
        return alignment == .trailing ? pad + text : text + pad
    }

    /// The column under view column `x`, if any (a click there makes it current).
    func column(atX x: Int) -> Int? {
        let offset = x - adjustedContentInset.left - 1
        return placedColumns().first { offset >= $0.x && offset < $0.x + $0.width + 1 }?.index
    }
}
