/// What a toolbar drew for a list of items at a width: kept so that the next frame measures
/// nothing when neither changed, and a change that draws the same redraws nothing.
@MainActor
struct ToolbarLayout {
    /// The items laid out, held so that a new item can never pass for an old one.
    let items: [BarButtonItem]
    /// Each item's revision when it was measured.
    let revisions: [Int]
    /// The bar's width.
    let width: Int
    /// The bar's style.
    let style: Style
    /// What is drawn, left to right.
    let segments: [BarSegment]

    /// Lays out `items` at `width`.
    init(items: [BarButtonItem], width: Int, style: Style) {
        self.items = items
        self.revisions = items.map(\.revision)
        self.width = width
        self.style = style
        self.segments = Toolbar.segments(items, width: width, style: style)
    }

    /// True when this layout is still right for `items` at `width` in `style`.
    func matches(_ items: [BarButtonItem], width: Int, style: Style) -> Bool {
        guard width == self.width, style == self.style, items.count == self.items.count else { return false }
        for (index, item) in items.enumerated() where item !== self.items[index] || item.revision != revisions[index] {
            return false
        }
        return true
    }
}
