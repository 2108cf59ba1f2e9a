/// The scroll position indicator drawn in a scrolling view's last column.
enum ScrollIndicator {
    /// The rows of the thumb for `visible` of `total` lines scrolled to `offset`, in a track of
    /// `track` rows; nil when everything fits.
    static func thumb(total: Int, visible: Int, offset: Int, track: Int) -> Range<Int>? {
        guard total > visible, track > 0, visible > 0 else { return nil }
        let size = max(1, track * visible / total)
        let maxOffset = total - visible
        let start = maxOffset == 0 ? 0 : (track - size) * min(offset, maxOffset) / maxOffset
        return start..<(start + size)
    }

    static func draw(_ surface: inout Surface, column: Int, top: Int, track: Int, total: Int, visible: Int, offset: Int) {
        guard let thumb = thumb(total: total, visible: visible, offset: offset, track: track) else { return }
        // Only the rows inside the clip: a Down redraws two rows of the track, not all of it.
        let rows = surface.visibleRect
        let first = max(0, rows.minY - top), end = min(track, rows.maxY - top)
        guard first < end else { return }
        for row in first..<end {
            surface.put(thumb.contains(row) ? thumbCell : trackCell, at: Point(x: column, y: top + row))
        }
    }

    /// The thumb's and the track's cells, made once rather than measured on every row drawn.
    private static let thumbCell = Cell(text: "┃", style: Style(.bold), width: 1)
    private static let trackCell = Cell(text: "│", style: Style(foreground: .brightBlack, attributes: .dim), width: 1)
}
