/// What a text view's rows outside the dirty area show: where its text starts on screen and
/// where its scroll indicator stands (see `TextView+Changes`).
struct ShownText {
    /// The line and wrapped row at the top of the screen.
    var top: (line: Int, row: Int)
    /// Columns scrolled off to the left.
    var left: Int
    /// The scroll indicator's total, in rows or lines.
    var total: Int
    /// The scroll indicator's offset, in the same unit.
    var offset: Int
}
