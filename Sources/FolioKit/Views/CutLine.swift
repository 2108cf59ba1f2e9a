/// Where drawing one line of a `TextLayout` cut at the edge has got to.
///
/// It keeps the byte offset, the line's column and the style runs. Columns before `left` are
/// scrolled off; a character that would reach `right` ends the line, which is then cut.
@MainActor
struct CutLine {
    /// The next byte to draw.
    private(set) var offset: Int
    /// Columns of the line before the next character.
    private var column = 0
    /// The first column shown.
    private let left: Int
    /// The column the line may not reach.
    private let right: Int
    /// Where column `left` is on screen.
    private let origin: Point
    private var styles: StyleCursor

    init(offset: Int, left: Int, right: Int, at origin: Point, styles: StyleCursor) {
        self.offset = offset
        self.left = left
        self.right = right
        self.origin = origin
        self.styles = styles
    }

    /// Draws one character; false when it does not fit (the line is cut there).
    mutating func draw(_ character: Character, on surface: inout Surface) -> Bool {
        let style = styles.style(at: offset)
        offset += character.utf8.count
        let w = character == "\t" ? 8 - column % 8 : TextLayout.width(of: character)
        defer { column += w }
        if column + w <= left { return true }
        if column + w > right { return false }
        if character == "\t" || column < left {
            // A tab, or a wide character half scrolled off: blanks in its style.
            let start = max(column, left)
            surface.fill(Rect(x: origin.x + start - left, y: origin.y, width: column + w - start, height: 1), style: style)
        } else {
            TextRowPainter.draw(character, at: Point(x: origin.x + column - left, y: origin.y), style: style, on: &surface)
        }
        return true
    }

    /// Draws `bytes`, each one printable ASCII cell starting at `offset`, a span a style; false
    /// when the line is cut before their end.
    mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, on surface: inout Surface) -> Bool {
        // Bytes scrolled off to the left are only counted.
        var start = min(bytes.count, max(0, left - column))
        offset += start
        column += start
        while start < bytes.count {
            guard column < right else { return false }
            let style = styles.style(at: offset)
            let span = min(bytes.count - start, styles.nextChange - offset, right - column)
            surface.drawASCII(UnsafeBufferPointer(rebasing: bytes[start..<(start + span)]),
                              at: Point(x: origin.x + column - left, y: origin.y), style: style)
            start += span
            offset += span
            column += span
        }
        return true
    }
}
