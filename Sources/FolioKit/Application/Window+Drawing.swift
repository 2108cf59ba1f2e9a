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

    /// Columns of the notice row's progress bar in a window `width` columns wide: a fifth of
    /// the row, at most 24; none below 8 (a window under 40 columns keeps the row for the text).
    static func noticeBarWidth(_ width: Int) -> Int {
        let bar = min(24, width / 5)
        return bar < 8 ? 0 : bar
    }

    /// Draws the notice, if any, over the bottom row, with the progress bar at its right end.
    func drawNotice(_ surface: inout Surface) {
        guard let notice, bounds.height > 0 else { return }
        let row = noticeRow
        let style = Style(foreground: .black, background: .yellow, attributes: [.bold, .reverse])
        surface.fill(row, style: style)
        let bar = noticeProgress == nil ? 0 : Self.noticeBarWidth(bounds.width)
        let textWidth = max(0, bounds.width - 2 - (bar > 0 ? bar + 1 : 0))
        surface.draw(" " + TextWidth.truncate(notice, toWidth: textWidth), at: row.origin, style: style)
        guard bar > 0 else { return }
        // The bar is drawn as a subview would be: its own origin, clipped to its frame.
        noticeProgressView.frame = Rect(x: row.maxX - 1 - bar, y: row.minY, width: bar, height: 1)
        let origin = surface.origin, clip = surface.clip, size = surface.size
        surface.origin = noticeProgressView.frame.origin
        surface.clip = clip.intersection(noticeProgressView.frame)
        surface.size = noticeProgressView.frame.size
        if !surface.clip.isEmpty { noticeProgressView.render(&surface) }
        surface.origin = origin
        surface.clip = clip
        surface.size = size
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
        guard !pendingRegion.isEmpty else { return (backGrid, pendingRegion) }
        // The region goes to the caller, moved out so that it stays uniquely held; the last
        // frame's region, whose copies are gone, is cleared and collects the next frame's.
        var region = DirtyRegion(size: .zero)
        swap(&region, &pendingRegion)
        swap(&pendingRegion, &spareRegion)
        if pendingRegion.size == bounds.size {
            pendingRegion.removeAll()
        } else {
            pendingRegion = DirtyRegion(size: bounds.size)
        }
        backGrid.widenSpansOverWideGlyphs(&region)
        // The surface takes the grid over so drawing does not copy it.
        var surface = Surface(grid: backGrid, isMonochrome: isMonochrome)
        backGrid = CellGrid(size: .zero)
        region.forEachRect { rect in
            surface.grid.fill(rect, style: .plain)
            surface.clip = rect
            render(&surface)
            drawNotice(&surface)
        }
        backGrid = surface.grid
        addMovedRects(to: &region)
        spareRegion = region
        return (backGrid, region)
    }
}
