extension Window {
    /// Marks `rect` (screen coordinates) to be drawn again in the next frame.
    ///
    /// A region of another size (the window was resized) becomes the whole window.
    func invalidate(_ rect: Rect) {
        if pendingRegion.size != bounds.size {
            pendingRegion = DirtyRegion(size: bounds.size)
            pendingRegion.addAll()
        }
        pendingRegion.add(rect)
    }
    /// The bottom row, where the notice is drawn.
    var noticeRow: Rect { Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: min(1, bounds.height)) }

    /// Draws the notice, if any, over the bottom row.
    func drawNotice(_ surface: inout Surface) {
        guard let notice, bounds.height > 0 else { return }
        let row = noticeRow
        let style = Style(foreground: .black, background: .yellow, attributes: [.bold, .reverse])
        surface.fill(row, style: style)
        surface.draw(" " + TextWidth.truncate(notice, toWidth: max(0, bounds.width - 2)), at: row.origin, style: style)
    }

    /// Lays out only when some view asked for it since the last pass; focus is checked always,
    /// since a container may move it without a layout.
    public func layoutIfPending() {
        if layoutPending {
            layout()
        } else {
            updateFocus()
        }
    }

    /// Draws the dirty region into the persistent back grid and returns it (what changed since
    /// the last call); the region is then clean.
    ///
    /// Each dirty rectangle is cleared as a fresh grid is, then every view meeting it draws,
    /// back to front, clipped to it; so the back grid always equals `render(isMonochrome:)`
    /// when every change marked its area.
    public func renderDirty(isMonochrome: Bool = false) -> (grid: CellGrid, region: DirtyRegion) {
        if backGrid.size != bounds.size || backGridIsMonochrome != isMonochrome {
            backGrid = CellGrid(size: bounds.size)
            backGridIsMonochrome = isMonochrome
            pendingRegion = DirtyRegion(size: bounds.size)
            pendingRegion.addAll()
        }
        // The region goes to the caller and the window starts an empty one of the same size
        // (clearing the caller's copy in place would copy its rows first).
        var region = pendingRegion
        pendingRegion = DirtyRegion(size: bounds.size)
        guard !region.isEmpty else { return (backGrid, region) }
        backGrid.widenSpansOverWideGlyphs(&region)
        // The surface takes the grid over so drawing does not copy it.
        var surface = Surface(grid: backGrid, isMonochrome: isMonochrome)
        backGrid = CellGrid(size: .zero)
        for rect in region.rects {
            surface.grid.fill(rect, style: .plain)
            surface.clip = rect
            render(&surface)
            drawNotice(&surface)
        }
        backGrid = surface.grid
        addMovedRects(to: &region)
        return (backGrid, region)
    }
}
