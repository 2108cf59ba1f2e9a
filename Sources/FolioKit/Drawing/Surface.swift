/// Where a view draws: the frame's grid, seen through the view's own coordinates and clip.
public struct Surface {
    /// The grid being drawn.
    public var grid: CellGrid
    /// Screen position of the current view's (0, 0).
    public internal(set) var origin: Point
    /// Screen cells the current view may touch.
    public internal(set) var clip: Rect
    /// Size of the current view.
    public internal(set) var size: Size
    /// True when colours must not be used.
    public let isMonochrome: Bool

    /// A surface covering the whole grid.
    public init(grid: CellGrid, isMonochrome: Bool = false) {
        self.grid = grid
        self.origin = .zero
        self.clip = grid.bounds
        self.size = grid.size
        self.isMonochrome = isMonochrome
    }

    /// The part of the current view that may be drawn, in its own coordinates: views skip the
    /// rows and columns outside it, since only a dirty part of the screen is being redrawn.
    public var visibleRect: Rect {
        clip.offsetBy(dx: -origin.x, dy: -origin.y).intersection(Rect(origin: .zero, size: size))
    }

    /// True when row `y` (view coordinates) may be drawn.
    public func isVisible(row y: Int) -> Bool { y >= clip.minY - origin.y && y < clip.maxY - origin.y }

    private func resolve(_ style: Style) -> Style { isMonochrome ? style.withoutColor : style }

    /// Draws text at a point in view coordinates; returns the view column after it.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain) -> Int {
        let shown = resolve(style), at = Point(x: origin.x + point.x, y: origin.y + point.y), clip = clip
        // Printable ASCII (titles, counters, names) is checked and drawn in one pass over its
        // bytes; anything else is measured and cut into glyphs by the grid.
        let drawn: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return grid.drawASCII(bytes, at: at, style: shown, clip: clip)
        }
        if let end = drawn ?? nil { return end - origin.x }
        return grid.draw(text, at: at, style: shown, clip: clip) - origin.x
    }

    /// Draws printable ASCII bytes (one cell each) at a point in view coordinates; returns the
    /// view column after them.
    @discardableResult
    mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style = .plain) -> Int {
        grid.drawASCII(bytes, at: Point(x: origin.x + point.x, y: origin.y + point.y), style: resolve(style), clip: clip) - origin.x
    }

    /// Draws text cut with "…" to `width` columns; returns the view column after it.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, width: Int, style: Style = .plain) -> Int {
        draw(TextWidth.truncate(text, toWidth: width), at: point, style: style)
    }

    /// Fills a rectangle in view coordinates with spaces.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        grid.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), style: resolve(style))
    }

    /// Adds attributes to the cells of a rectangle in view coordinates, keeping their text.
    public mutating func highlight(_ rect: Rect, adding attributes: TextAttributes, background: Color? = nil) {
        let mono = isMonochrome
        grid.restyle(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)) { style in
            var s = style.adding(attributes)
            if let background, !mono { s.background = background }
            return s
        }
    }

    /// Runs `body` with the surface narrowed to `frame` (in current view coordinates).
    mutating func within(_ frame: Rect, _ body: (inout Surface) -> Void) {
        let saved = (origin, clip, size)
        let absolute = frame.offsetBy(dx: origin.x, dy: origin.y)
        let narrowed = clip.intersection(absolute)
        // A view wholly outside the clip (outside the dirty area) is not drawn at all.
        guard !narrowed.isEmpty else { return }
        origin = absolute.origin
        clip = narrowed
        size = frame.size
        body(&self)
        (origin, clip, size) = saved
    }
}
