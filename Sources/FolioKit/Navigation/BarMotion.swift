/// The navigation bar and the toolbar sliding out of sight or back: how much of each is hidden
/// now, 0 (at rest, shown) to 1 (out of sight); nil while a bar does not move.
struct BarMotion {
    /// The navigation bar's part above the top edge.
    var navigationBar: Double?
    /// The toolbar's part below the bottom edge.
    var toolbar: Double?

    /// Rows of a bar `height` rows tall that are out of sight when `hidden` of it is: a pure function.
    static func rowsOut(height: Int, hidden: Double?) -> Int {
        guard let hidden else { return 0 }
        return Int((Double(height) * min(1, max(0, hidden))).rounded())
    }
}
