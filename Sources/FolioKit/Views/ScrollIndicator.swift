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
        for row in 0..<track where surface.isVisible(row: top + row) {
            let inThumb = thumb.contains(row)
            surface.draw(inThumb ? "┃" : "│", at: Point(x: column, y: top + row),
                         style: inThumb ? Style(.bold) : Style(foreground: .brightBlack, attributes: .dim))
        }
    }
}
