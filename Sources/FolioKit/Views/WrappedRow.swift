/// Where drawing one wrapped row of a `TextLayout` has got to: byte offset, screen column, the
/// column from the row's start (for tab stops) and the style runs.
@MainActor
struct WrappedRow {
    /// The row's bytes.
    let range: Range<Int>
    /// Where the row's line ends (clusters never cross it).
    let lineEnd: Int
    /// The next byte to draw.
    private(set) var offset: Int
    /// The row on screen.
    private let y: Int
    /// The screen column of the next cell.
    private var x: Int
    /// The screen column the row may not reach.
    private let limit: Int
    /// Columns drawn from the row's start.
    private var column = 0
    private var styles: StyleCursor

    init(range: Range<Int>, lineEnd: Int, at origin: Point, limit: Int, styles: StyleCursor) {
        self.range = range
        self.lineEnd = lineEnd
        self.offset = range.lowerBound
        self.x = origin.x
        self.y = origin.y
        self.limit = limit
        self.styles = styles
    }

    /// Draws one character; false when it does not fit (the row is done).
    mutating func draw(_ character: Character, on surface: inout Surface) -> Bool {
        let style = styles.style(at: offset)
        offset += character.utf8.count
        if character == "\t" {
            let spaces = 8 - column % 8
            column += spaces
            surface.fill(Rect(x: x, y: y, width: min(spaces, max(0, limit - x)), height: 1), style: style)
            x += spaces
            return true
        }
        let w = TextLayout.width(of: character)
        // A trailing space past the edge is where the row broke; it is not drawn.
        if x + w > limit { return false }
        TextRowPainter.draw(character, at: Point(x: x, y: y), style: style, on: &surface)
        x += w
        column += w
        return true
    }

    /// Draws `bytes`, each one printable ASCII cell starting at `offset`, a span a style; false
    /// when the row's width ran out.
    mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, on surface: inout Surface) -> Bool {
        var start = 0
        while start < bytes.count {
            let style = styles.style(at: offset)
            let span = min(bytes.count - start, styles.nextChange - offset, limit - x)
            guard span > 0 else { return false }
            surface.drawASCII(UnsafeBufferPointer(rebasing: bytes[start..<(start + span)]), at: Point(x: x, y: y), style: style)
            start += span
            offset += span
            x += span
            column += span
        }
        return true
    }
}
