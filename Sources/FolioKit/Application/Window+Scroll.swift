extension Window {
    /// Moves what the last frames drew in `rect` (screen coordinates) by `dy` rows.
    ///
    /// A terminal's scroll region would do the same; nothing is drawn again but the rows
    /// uncovered, which are marked dirty. Returns false when the cells cannot be moved (the
    /// caller marks the area dirty instead).
    ///
    /// `view` is the view whose drawing moved. Whatever else draws in the rectangle does not
    /// move with it: the views over or under it there (a sheet, a sibling, its own subviews) and
    /// the notice are drawn again where they meet the rectangle, before and after the move. The
    /// views it sits in must draw nothing in the rectangle that differs from row to row (a
    /// background fill is fine), which holds for FolioKit's containers.
    func scrollDrawnCells(_ rect: Rect, by dy: Int, of view: View) -> Bool {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, dy != 0 else { return true }
        guard abs(dy) < area.height, backGrid.size == bounds.size, dirtyRegion.size == bounds.size,
              backGrid.isSeparable(area) else { return false }
        // A dirty cell holds stale content, and so does the cell it moves to.
        let columns = area.minX..<area.maxX
        let dirty = dirtyRegion
        var carried: [Rect] = []
        for y in area.minY..<area.maxY where area.minY...(area.maxY - 1) ~= y + dy {
            let span = dirty.span(row: y).clamped(to: columns)
            if !span.isEmpty { carried.append(Rect(x: span.lowerBound, y: y + dy, width: span.count, height: 1)) }
        }
        backGrid.shift(area, by: dy)
        movedRects.append(GridScroll(rect: area, dy: dy))
        for stale in carried { invalidate(stale) }
        let uncovered = dy < 0 ? Rect(x: area.minX, y: area.maxY + dy, width: area.width, height: -dy)
            : Rect(x: area.minX, y: area.minY, width: area.width, height: dy)
        invalidate(uncovered)
        for overlap in overlaps(of: view, in: area) {
            // A column more each side: drawing over half of a wide glyph blanks its other half,
            // a cell that must not move to rows where nothing covers the glyph.
            let widened = Rect(x: overlap.minX - 1, y: overlap.minY, width: overlap.width + 2, height: overlap.height).intersection(area)
            invalidate(widened)
            invalidate(widened.offsetBy(dx: 0, dy: dy).intersection(area))
        }
        return true
    }

    /// Adds the rectangles moved since the last frame to the frame's `region`: not drawn again,
    /// they still differ from what the terminal shows, so the frame compares them.
    ///
    /// With `comparesMovedRowsWhole`, their whole rows: a terminal scrolls whole lines, found
    /// among the rows compared in full (the rest of a moved row is usually unchanged). Moves
    /// always dirty the rows they uncover, so a frame with moves has a region to draw; after the
    /// back grid was made anew (a resize) the region is the whole screen anyway.
    func addMovedRects(to region: inout DirtyRegion) {
        lastFrameScrolls = movedRects
        guard !movedRects.isEmpty else { return }
        // The application's terminal says whether it scrolls lines (the direct writer does).
        let whole = comparesMovedRowsWhole || (application?.terminal.scrollsRows ?? false)
        for scroll in movedRects {
            let rect = scroll.rect
            region.add(whole ? Rect(x: 0, y: rect.minY, width: bounds.width, height: rect.height) : rect)
        }
        movedRects.removeAll(keepingCapacity: true)
    }

    /// The parts of `area` (screen coordinates) where something other than `view` and the
    /// views it sits in draws: its subviews, the other subviews of each view above it (those
    /// under it only while no view on the way up fills its background), the notice.
    private func overlaps(of view: View, in area: Rect) -> [Rect] {
        var result: [Rect] = []
        func add(_ frame: Rect, at origin: Point) {
            let meeting = frame.offsetBy(dx: origin.x, dy: origin.y).intersection(area)
            if !meeting.isEmpty { result.append(meeting) }
        }
        var origin = view.screenOrigin
        for sub in view.subviews where !sub.isHidden { add(sub.frame, at: origin) }
        var child = view
        // A background fill (the split's overlay column) covers whatever was drawn before it.
        var coversBelow = view.backgroundStyle != nil
        while let parent = child.superview {
            origin = Point(x: origin.x - child.frame.minX, y: origin.y - child.frame.minY)
            var isAbove = false
            for sibling in parent.subviews {
                if sibling === child { isAbove = true; continue }
                guard !sibling.isHidden, isAbove || !coversBelow else { continue }
                add(sibling.frame, at: origin)
            }
            child = parent
            coversBelow = coversBelow || parent.backgroundStyle != nil
        }
        if notice != nil { add(noticeRow, at: .zero) }
        return result
    }
}
