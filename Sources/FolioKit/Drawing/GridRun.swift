/// A changed stretch of one row, written to the terminal in one call.
public struct GridRun: Hashable, Sendable {
    /// Row of the run.
    public var row: Int
    /// First column of the run.
    public var column: Int
    /// The cells of the run, left to right, continuation cells included, all in one style.
    ///
    /// A slice of the grid the run was found in: finding a run copies no cells and makes no
    /// strings, and a terminal writer reads the cells' characters straight from it.
    public var cells: ArraySlice<Cell>

    /// Creates a run of `cells` (in one style) starting at `column` of `row`.
    public init(row: Int, column: Int, cells: ArraySlice<Cell>) {
        self.row = row
        self.column = column
        self.cells = cells
    }

    /// Creates a run showing `glyphs` in `style`.
    public init(row: Int, column: Int, glyphs: [Glyph], style: Style) {
        var made: [Cell] = []
        made.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            made.append(Cell(text: glyph.text, style: style, width: UInt8(clamping: glyph.width)))
            if glyph.width == 2 { made.append(Cell(text: "", style: style, width: 0)) }
        }
        self.init(row: row, column: column, cells: made[...])
    }

    /// The style of every cell in the run.
    public var style: Style { cells.first?.style ?? .plain }
    /// The glyphs of the run, left to right (continuation cells are omitted).
    public var glyphs: [Glyph] {
        cells.compactMap { $0.width == 0 ? nil : Glyph($0.text, width: Int($0.width)) }
    }
    /// Columns covered by the run.
    public var width: Int { cells.reduce(0) { $0 + Int($1.width) } }
    /// The run's text as one string.
    public var text: String { glyphs.map(\.text).joined() }
}
