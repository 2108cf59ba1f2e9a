import FoundationEssentials

/// A rectangle of cells that views draw into; the screen is the difference between two of them.
public struct CellGrid: Equatable, Sendable {
    /// Columns and rows.
    public private(set) var size: Size
    /// Row after row; internal so the region helpers can copy spans in place.
    var cells: [Cell]

    /// A grid of `size` filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    /// The whole grid as a rectangle at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Fills `rect` (clipped to the grid) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        repairWideEdges(row: area.minY..<area.maxY, from: area.minX, to: area.maxX)
        let blank = Cell.space(style)
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            // The first row cell by cell, the others copied from it (a copy moves tens of bytes
            // an instruction).
            let first = start + area.minY * width + area.minX
            first.update(repeating: blank, count: area.width)
            for y in (area.minY + 1)..<max(area.minY + 1, area.maxY) {
                (start + y * width + area.minX).update(from: first, count: area.width)
            }
        }
    }

    /// Changes the style of the cells in `rect`, keeping their text.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // A row of cells has few styles: each is transformed once, not once a cell.
        var lastFrom = UInt64.max, lastTo = Style.plain
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            for y in area.minY..<area.maxY {
                for index in (y * width + area.minX)..<(y * width + area.maxX) {
                    let packed = buffer[index].packedStyle
                    if packed != lastFrom {
                        lastFrom = packed
                        lastTo = transform(buffer[index].style)
                    }
                    buffer[index].style = lastTo
                }
            }
        }
    }

    /// Draws `text` from `point` in `style`, clipped to `clip` and to the grid.
    ///
    /// Control characters are drawn visibly. A wide glyph that would cross the clip's right edge
    /// is replaced by a space, so no wide character is ever split.
    /// - Returns: The column just after the last cell drawn (or that would have been drawn).
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        guard point.y >= area.minY, point.y < area.maxY else { return x + TextWidth.width(of: text) }
        if let count = TextWidth.asciiWidth(text) {
            // Plain ASCII: one cell a byte, no cluster walk.
            if let drawn = text.utf8.withContiguousStorageIfAvailable({ drawASCII($0, at: point, style: style, clip: area) }) {
                return drawn
            }
            let start = max(x, area.minX), end = min(x + count, area.maxX)
            if start < end {
                repairWideEdges(row: point.y..<(point.y + 1), from: start, to: end)
                let base = point.y * size.width
                var column = x
                for byte in text.utf8 {
                    if column >= start && column < end { cells[base + column] = Cell(ascii: byte, style: style) }
                    column += 1
                }
            }
            return x + count
        }
        TextWidth.forEachGlyph(in: text) { glyph in
            put(glyph, x: x, y: point.y, style: style, clip: area)
            x += glyph.width
        }
        return x
    }

    /// Draws printable ASCII `bytes` (each one cell) from `point` in `style`, clipped to `clip`
    /// and to the grid, without making a `String`.
    /// - Returns: The column just after the last byte.
    @discardableResult
    mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        let x = point.x
        guard point.y >= area.minY, point.y < area.maxY else { return x + bytes.count }
        let start = max(x, area.minX), end = min(x + bytes.count, area.maxX)
        guard start < end else { return x + bytes.count }
        // Edges repaired once for the whole span.
        repairWideEdges(row: point.y..<(point.y + 1), from: start, to: end)
        let base = point.y * size.width
        let look = Cell.styleBits(style)
        cells.withUnsafeMutableBufferPointer { buffer in
            for column in start..<end { buffer[base + column] = Cell(ascii: bytes[column - x], look: look) }
        }
        return x + bytes.count
    }

    /// Places one glyph at (`x`, `y`) if it fits inside `area`.
    mutating func put(_ glyph: Glyph, x: Int, y: Int, style: Style, clip area: Rect) {
        guard x + glyph.width > area.minX, x < area.maxX else { return }
        if glyph.width == 2 && (x < area.minX || x + 1 >= area.maxX) {
            // Half of a wide glyph would show: draw a space in the half that is inside.
            let inside = x < area.minX ? x + 1 : x
            repairWideEdges(row: y..<(y + 1), from: inside, to: inside + 1)
            self[inside, y] = .space(style)
            return
        }
        repairWideEdges(row: y..<(y + 1), from: x, to: x + glyph.width)
        self[x, y] = Cell(text: glyph.text, style: style, width: UInt8(glyph.width))
        if glyph.width == 2 { self[x + 1, y] = Cell(text: "", style: style, width: 0) }
    }

    /// Before cells `from..<to` of `rows` are overwritten, blanks the other half of any wide
    /// glyph that straddles either edge, so the grid never holds half a wide character.
    private mutating func repairWideEdges(row rows: Range<Int>, from: Int, to: Int) {
        for y in rows {
            if from > 0, from < size.width, self[from, y].width == 0 {
                self[from - 1, y] = .space(self[from - 1, y].style)
            }
            if to < size.width, to > 0, self[to, y].width == 0 {
                self[to, y] = .space(self[to, y].style)
            }
        }
    }

    /// The grid as plain text, one string a row, trailing spaces removed.
    public func lines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where self[x, y].width != 0 { line += self[x, y].text }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The grid as plain text, rows joined by newlines.
    public var text: String { lines().joined(separator: "\n") }

    /// The runs of cells that differ from `previous`, each of one style, row by row.
    ///
    /// When the sizes differ, every cell is a change.
    public func changes(from previous: CellGrid) -> [GridRun] {
        let whole = previous.size != size
        var runs: [GridRun] = []
        for y in 0..<size.height { appendChanges(row: y, columns: 0..<size.width, from: previous, whole: whole, to: &runs) }
        return runs
    }

    /// Adds the runs of row `y` that differ from `previous` within `columns` (a run may go on
    /// past the last column to finish a wide glyph); every cell differs when `whole`.
    func appendChanges(row y: Int, columns: Range<Int>, from previous: CellGrid, whole: Bool, to runs: inout [GridRun]) {
        // Without `whole`, both grids have this size (the callers' contract); checked again so
        // the pointers below never leave either array.
        let compares = !whole && previous.cells.count == cells.count
        let base = y * size.width
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                guard let row = now.baseAddress.map({ $0 + base }) else { return }
                let old = compares ? before.baseAddress.map { $0 + base } : nil
                Self.appendRuns(row: y, columns: columns, width: size.width, now: row, old: old, cells: cells, to: &runs)
            }
        }
    }
}
