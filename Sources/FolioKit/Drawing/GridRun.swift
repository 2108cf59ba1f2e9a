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
