/// The split view controller lays out its own views, in its view's layout pass: the columns
/// and the divider. Its view is a plain view that does not call it back.
extension SplitViewController {
    /// Places the columns and the divider for the display mode (or the columns' motion).
    func layOutColumns() {
        let bounds = view.bounds
        if isCollapsed || secondary == nil {
            primary?.viewIfLoaded?.frame = bounds
            return
        }
        let frames = columnMotion?.frames(size: bounds.size, primaryWidth: primaryColumnWidth)
            ?? SplitLayout.frames(size: bounds.size, mode: displayMode, primaryWidth: primaryColumnWidth)
        if let primaryFrame = frames.primary { primary?.viewIfLoaded?.frame = primaryFrame }
        if let dividerFrame = frames.divider { divider.frame = dividerFrame }
        secondary?.viewIfLoaded?.frame = frames.secondary
    }
}

/// The one-column line between the primary and secondary columns.
@MainActor
final class DividerView: View {
    override func draw(_ surface: inout Surface) {
        // Only the rows inside the dirty area: a Down redraws two list rows, not the column.
        let rows = surface.visibleRect
        for y in rows.minY..<rows.maxY { surface.put(Self.line, at: Point(x: 0, y: y)) }
    }

    /// The line's cell, made once rather than measured on every row drawn.
    private static let line = Cell(text: "│", style: Style(.dim), width: 1)
}
