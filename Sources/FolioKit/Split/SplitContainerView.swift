/// The root view of a split view controller: places the columns and the divider.
///
/// Layout only.
@MainActor
final class SplitContainerView: View {
    unowned let controller: SplitViewController

    init(controller: SplitViewController) {
        self.controller = controller
        super.init()
    }

    override func layoutSubviews() {
        let split = controller
        if split.isCollapsed || split.secondary == nil {
            split.primary?.viewIfLoaded?.frame = bounds
            return
        }
        let frames = split.columnMotion?.frames(size: bounds.size, primaryWidth: split.primaryColumnWidth)
            ?? SplitLayout.frames(size: bounds.size, mode: split.displayMode, primaryWidth: split.primaryColumnWidth)
        if let primaryFrame = frames.primary { split.primary?.viewIfLoaded?.frame = primaryFrame }
        if let dividerFrame = frames.divider { split.divider.frame = dividerFrame }
        split.secondary?.viewIfLoaded?.frame = frames.secondary
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
