/// The one-row tab row at the bottom of a tab bar controller (UITabBar's role).
///
/// The width is shared equally between the tabs, each title centred in its share (cut with
/// `…` when it does not fit); the row is reversed like the toolbar and the selected tab is
/// drawn plain and bold, as if lifted out of it. A click on a tab selects it, as a tap does.
@MainActor
public final class TabBar: View {
    /// The items shown, left to right.
    public internal(set) var items: [TabBarItem] = [] { didSet { setNeedsDisplay() } }
    /// The item of the selected tab.
    public internal(set) var selectedItem: TabBarItem? { didSet { if selectedItem !== oldValue { setNeedsDisplay() } } }
    /// The style of the row.
    public var barStyle = Style(attributes: .reverse) { didSet { setNeedsDisplay() } }
    /// The style of the selected tab.
    public var selectedStyle = Style(attributes: .bold) { didSet { setNeedsDisplay() } }
    /// Called with the index of a tab the user clicked.
    var onSelect: ((Int) -> Void)?

    /// The column range of each of `count` tabs in `width` columns: a pure function.
    ///
    /// Equal shares; the columns left over go to the first tabs, one each.
    public static func slots(count: Int, width: Int) -> [Range<Int>] {
        guard count > 0, width > 0 else { return [] }
        let share = width / count, extra = width % count
        var x = 0
        return (0..<count).map { index in
            let w = share + (index < extra ? 1 : 0)
            defer { x += w }
            return x..<(x + w)
        }
    }

    public override func draw(_ surface: inout Surface) {
        surface.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: barStyle)
        for (index, slot) in Self.slots(count: items.count, width: bounds.width).enumerated() {
            let item = items[index]
            let selected = item === selectedItem
            let style = selected ? selectedStyle : barStyle
            if selected { surface.fill(Rect(x: slot.lowerBound, y: 0, width: slot.count, height: 1), style: style) }
            let text = TextWidth.truncate(TextWidth.visible(item.label), toWidth: max(0, slot.count - 2))
            let x = slot.lowerBound + max(0, (slot.count - TextWidth.width(of: text)) / 2)
            _ = surface.draw(text, at: Point(x: x, y: 0), style: style)
        }
    }

    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        guard event.kind == .click else { return false }
        guard let index = Self.slots(count: items.count, width: bounds.width).firstIndex(where: { $0.contains(point.x) }) else {
            return false
        }
        onSelect?(index)
        return true
    }
}
