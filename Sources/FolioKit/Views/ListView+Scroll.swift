extension ListView {
    /// The rows on screen and the scroll indicator beside them, inside the insets: what a
    /// scroll changes (the bars over the insets stay).
    var rowsRect: Rect {
        Rect(x: 0, y: adjustedContentInset.top, width: bounds.width, height: visibleRowCount)
    }

    /// The rectangle of row `index` on screen (the full width, margins included).
    func rowRect(_ index: Int) -> Rect {
        Rect(x: 0, y: adjustedContentInset.top + index - topRow, width: bounds.width, height: 1)
    }

    /// Scrolls as little as keeps the selection on screen, leaving no blank rows at the end.
    func scrollToSelection() {
        let visible = max(1, visibleRowCount)
        guard let selected = currentRow else { topRow = 0; return }
        if selected < topRow { topRow = selected }
        if selected >= topRow + visible { topRow = selected - visible + 1 }
        topRow = max(0, min(topRow, max(0, numberOfRows - visible)))
    }

    /// Columns from the list's left edge that its rows cover, left inset included: everything
    /// but the scroll indicator (and the blank column beside it) and the right inset.
    var rowsScrollWidth: Int {
        let inset = adjustedContentInset
        let width = bounds.width - inset.left - inset.right
        let showsIndicator = numberOfRows > visibleRowCount && width > 4
        return inset.left + width - (showsIndicator ? 2 : 0)
    }

    /// Shows the rows scrolled from `previousTop` to `topRow` by moving what is drawn.
    ///
    /// Only the rows that came into view are drawn (the caller marks rows it changed), and the
    /// scroll indicator where its thumb moved. A scroll by a screenful or more draws all rows.
    func rowsDidScroll(from previousTop: Int) {
        let rows = rowsRect
        let delta = topRow - previousTop
        // Whole rows, scroll indicator included: in a full-width list the terminal can then
        // scroll its lines.
        guard delta != 0, abs(delta) < rows.height, rows.width > 0, scrollDisplay(rows, by: -delta) else {
            setNeedsDisplay(rows)
            return
        }
        let indicatorX = min(rows.width, rowsScrollWidth)
        guard indicatorX < rows.width else { return }
        let track = visibleRowCount
        let before = ScrollIndicator.thumb(total: numberOfRows, visible: track, offset: previousTop, track: track)
        let after = ScrollIndicator.thumb(total: numberOfRows, visible: track, offset: topRow, track: track)
        // The indicator's cells moved with the rows: draw again those whose thumb or track
        // glyph differs from the one that moved there.
        for row in 0..<track where (before?.contains(row + delta) ?? false) != (after?.contains(row) ?? false) {
            setNeedsDisplay(Rect(x: indicatorX, y: rows.minY + row, width: rows.width - indicatorX, height: 1))
        }
    }
}
