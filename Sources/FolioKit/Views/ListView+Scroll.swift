extension ListView {
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
        let moving = Rect(x: rows.minX, y: rows.minY, width: min(rows.width, rowsScrollWidth), height: rows.height)
        guard delta != 0, abs(delta) < rows.height, moving.width > 0, scrollDisplay(moving, by: -delta) else {
            setNeedsDisplay(rows)
            return
        }
        guard moving.width < rows.width else { return }
        let track = visibleRowCount
        let before = ScrollIndicator.thumb(total: numberOfRows, visible: track, offset: previousTop, track: track)
        let after = ScrollIndicator.thumb(total: numberOfRows, visible: track, offset: topRow, track: track)
        guard before != after else { return }
        let lower = min(before?.lowerBound ?? 0, after?.lowerBound ?? 0)
        let upper = max(before?.upperBound ?? track, after?.upperBound ?? track)
        setNeedsDisplay(Rect(x: moving.maxX, y: rows.minY + lower, width: rows.width - moving.width, height: upper - lower))
    }
}
