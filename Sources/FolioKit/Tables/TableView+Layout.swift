extension TableView {
    /// Rows flat row `flat` takes on screen.
    func height(ofFlat flat: Int) -> Int { model.indexPath(forFlat: flat) == nil ? 1 : rowHeight }

    /// The flat row drawn at view row `y`, if any.
    func flat(atY y: Int) -> Int? {
        var top = adjustedContentInset.top
        for flat in visibleFlatRange(from: topRow) {
            let h = height(ofFlat: flat)
            if y >= top && y < top + h { return flat }
            top += h
        }
        return nil
    }

    /// The flat rows from `top` that fit on screen.
    func visibleFlatRange(from top: Int) -> Range<Int> {
        var end = top, used = 0
        while end < model.count && used < visibleHeight {
            used += height(ofFlat: end)
            end += 1
        }
        return top..<end
    }

    /// The top row that puts `flat` at the bottom of the screen, found by walking back a screen.
    func topShowingAtBottom(_ flat: Int) -> Int {
        var top = flat, used = height(ofFlat: flat)
        while top > 0 && used + height(ofFlat: top - 1) <= visibleHeight {
            top -= 1
            used += height(ofFlat: top)
        }
        return top
    }

    /// Scrolls so the cursor row is on screen; a section's first row brings its header along.
    func scrollToCursor(position: ScrollPosition) {
        guard let cursor = currentRow, visibleHeight > 0 else { return }
        let previousTop = topRow
        let withHeader = (cursor > 0 && model.headerTitle(forFlat: cursor - 1) != nil) ? cursor - 1 : cursor
        switch position {
        case .top:
            topRow = withHeader
        case .bottom:
            topRow = topShowingAtBottom(cursor)
        case .middle:
            let bottomTop = topShowingAtBottom(cursor)
            topRow = bottomTop + (cursor - bottomTop) / 2
        case .none:
            if withHeader < topRow {
                topRow = withHeader
            } else if cursor - topRow >= visibleHeight || heightOfRange(topRow..<(cursor + 1)) > visibleHeight {
                topRow = topShowingAtBottom(cursor)
            }
        }
        // Never leave blank rows at the end when the table could fill the screen.
        if model.count > 0 { topRow = max(0, min(topRow, topShowingAtBottom(model.count - 1))) }
        if topRow != previousTop { setNeedsLayout() }
    }

    private func heightOfRange(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + height(ofFlat: $1) } }

    /// Places the cells of the rows on screen: cells already there stay, new rows are asked of
    /// the data source, rows that left go to the reuse pool.
    func layoutCells() {
        loadModelIfNeeded()
        scrollToCursor(position: .none)
        let inset = adjustedContentInset
        let range = visibleFlatRange(from: topRow)
        let showsIndicator = topRow > 0 || range.upperBound < model.count
        let width = max(0, bounds.width - inset.left - inset.right - (showsIndicator ? 1 : 0))
        for (flat, cell) in cellsOnScreen where !range.contains(flat) {
            cellsOnScreen[flat] = nil
            enqueue(cell)
        }
        headerRows = []
        var y = inset.top
        for flat in range {
            if let indexPath = model.indexPath(forFlat: flat) {
                let cell = cellsOnScreen[flat] ?? makeCell(at: indexPath, flat: flat)
                let available = max(0, min(rowHeight, inset.top + visibleHeight - y))
                cell.frame = Rect(x: inset.left, y: y, width: width, height: available)
                y += rowHeight
            } else {
                headerRows.append((y, model.headerTitle(forFlat: flat) ?? ""))
                y += 1
            }
        }
        updateCellStates()
    }

    private func makeCell(at indexPath: IndexPath, flat: Int) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        cellsOnScreen[flat] = cell
        addSubview(cell)
        cell.setNeedsLayout()
        return cell
    }

    /// Draws the header rows and the scroll indicator; the cells draw themselves.
    func drawHeaders(_ surface: inout Surface) {
        let inset = adjustedContentInset
        for header in headerRows {
            let width = bounds.width - inset.left - inset.right - 2
            surface.draw(TextWidth.truncate(header.title, toWidth: max(0, width)), at: Point(x: inset.left + 1, y: header.y),
                         style: FolioKit.Style(.bold))
        }
        let range = visibleFlatRange(from: topRow)
        if topRow > 0 || range.upperBound < model.count {
            // The thumb follows flat rows; exact enough for one-row cells and few headers.
            ScrollIndicator.draw(&surface, column: bounds.width - inset.right - 1, top: inset.top, track: visibleHeight,
                                 total: model.count, visible: range.count, offset: topRow)
        }
    }
}
