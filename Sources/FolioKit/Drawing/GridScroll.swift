/// A rectangle of the screen whose cells moved `dy` rows inside it (down when positive), as a
/// terminal's scroll region moves them; the rows uncovered were drawn again.
public struct GridScroll: Hashable, Sendable {
    /// The rectangle, in screen cells.
    public var rect: Rect
    /// Rows moved: positive down, negative up.
    public var dy: Int

    /// Creates a move of `rect`'s cells by `dy` rows.
    public init(rect: Rect, dy: Int) {
        self.rect = rect
        self.dy = dy
    }
}
