/// One cell of the screen: the glyph it shows and its style.
///
/// A two-column glyph sits in its left cell; the cell to its right is a continuation with
/// `width == 0` and empty text. Most glyphs are one Unicode scalar, kept inline so that
/// comparing and copying cells (every frame, every cell) costs no string work; a glyph with
/// combining marks keeps its full text aside.
public struct Cell: Hashable, Sendable {
    /// The glyph's only scalar, or 0 for a continuation or a multi-scalar glyph.
    private var scalar: UInt32
    /// The full text of a glyph made of several scalars.
    private var longText: String?
    /// How the cell looks.
    public var style: Style
    /// Columns taken: 1, 2 for a wide glyph, 0 for the right half of one.
    public var width: UInt8

    /// A space in the terminal's default look.
    public static let blank = Cell(text: " ", style: .plain, width: 1)

    /// Creates a cell.
    public init(text: String, style: Style, width: UInt8) {
        let scalars = text.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            scalar = first.value
            longText = nil
        } else {
            scalar = 0
            longText = text.isEmpty ? nil : text
        }
        self.style = style
        self.width = width
    }

    /// The characters shown; empty for a continuation cell.
    public var text: String {
        if let longText { return longText }
        guard scalar != 0, let value = Unicode.Scalar(scalar) else { return "" }
        return String(Character(value))
    }

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell {
        var cell = Cell.blank
        cell.style = style
        return cell
    }
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
