/// A band of whole screen rows whose content moves up or down in one piece, as a list scrolls:
/// the terminal shifts it (a scroll region), so the frame writes only the rows that came in.
public struct RowScroll: Hashable, Sendable {
    /// The rows of the band, each the screen's full width.
    public var rows: Range<Int>
    /// Rows the content moves, up when positive and down when negative.
    ///
    /// Moving up, what was at row `y + distance` is now at `y`. Rows that come in are blank, in
    /// the terminal's default look.
    public var distance: Int

    /// Creates a scroll of a band.
    public init(rows: Range<Int>, distance: Int) {
        self.rows = rows
        self.distance = distance
    }
}
