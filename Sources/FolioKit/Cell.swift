/// One cell of the screen: the glyph it shows and its style.
///
/// A two-column glyph sits in its left cell; the cell to its right is a continuation with
/// `width == 0` and empty text.
public struct Cell: Hashable, Sendable {
    /// The characters shown; empty for a continuation cell.
    public var text: String
    /// How the cell looks.
    public var style: Style
    /// Columns taken: 1, 2 for a wide glyph, 0 for the right half of one.
    public var width: UInt8

    /// A space in the terminal's default look.
    public static let blank = Cell(text: " ", style: .plain, width: 1)

    /// Creates a cell.
    public init(text: String, style: Style, width: UInt8) {
        self.text = text
        self.style = style
        self.width = width
    }

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell { Cell(text: " ", style: style, width: 1) }
}

/// A changed stretch of one row, written to the terminal in one call.
public struct GridRun: Hashable, Sendable {
    /// Row of the run.
    public var row: Int
    /// First column of the run.
    public var column: Int
    /// The glyphs of the run, left to right (continuation cells are omitted).
    public var glyphs: [Glyph]
    /// The style of every cell in the run.
    public var style: Style

    /// Columns covered by the run.
    public var width: Int { glyphs.reduce(0) { $0 + $1.width } }
    /// The run's text as one string.
    public var text: String { glyphs.map(\.text).joined() }
}
