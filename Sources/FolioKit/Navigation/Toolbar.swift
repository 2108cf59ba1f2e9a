/// The one-row bar at the bottom of a navigation controller, showing the top controller's
/// items with their keys (UIToolbar's role).
@MainActor
public final class Toolbar: View {
    /// The items shown, left to right.
    ///
    /// Setting them (the navigation controller does on every change to its top controller's
    /// items) redraws the bar when what it draws changed; the frame's grid diff writes only the
    /// cells that differ.
    public internal(set) var items: [BarButtonItem] = [] { didSet { itemsDidChange() } }
    /// The style of the bar row.
    public var barStyle = Style(attributes: .reverse) { didSet { setNeedsDisplay() } }
    /// How much of the toolbar is below the bottom edge while it slides, 0 to 1; nil at rest.
    var slide: Double?
    /// The last layout drawn or measured.
    private var laidOut: ToolbarLayout?

    /// The layout for the current items and width, measured again only when one changed.
    var currentLayout: ToolbarLayout {
        if let laidOut, laidOut.matches(items, width: bounds.width, style: barStyle) { return laidOut }
        let made = ToolbarLayout(items: items, width: bounds.width, style: barStyle)
        laidOut = made
        return made
    }

    /// Takes the shown (not hidden) ones of `source` as the items; the list is built again only
    /// when an item came, went, or was hidden or shown, and an item retitled in place redraws
    /// the bar.
    func showItems(of source: [BarButtonItem]) {
        let current = items
        var index = 0
        for item in source where !item.isHidden {
            guard index < current.count, current[index] === item else {
                items = source.filter { !$0.isHidden }
                return
            }
            index += 1
        }
        if index != current.count { items = source.filter { !$0.isHidden }; return }
        itemsDidChange()
    }

    /// An item changed: the bar is redrawn if what it draws changed.
    func itemsDidChange() {
        guard let previous = laidOut else {
            setNeedsDisplay()
            return
        }
        // Nothing an item shows changed: nothing to measure or redraw.
        if previous.matches(items, width: bounds.width, style: barStyle) { return }
        if currentLayout.segments != previous.segments || previous.width != bounds.width { setNeedsDisplay() }
    }

    /// Which items fit in `width` columns: the lowest priority goes first, and among equals the rightmost.
    ///
    /// Returns their indices in order.
    public static func visibleItems(_ items: [BarButtonItem], width: Int) -> [Int] {
        // Each label is measured once; dropping an item only changes the sums.
        let widths = items.map { $0.isFlexibleSpace ? nil : Self.width(of: $0) }
        var kept = Array(items.indices)
        var labelTotal = widths.reduce(0) { $0 + ($1 ?? 0) }
        var labelCount = widths.filter { $0 != nil }.count
        func needed() -> Int {
            // Once an item is dropped, room is kept for the `…` that says so.
            let ellipsis = kept.count < items.count ? 2 : 0
            return labelTotal + 2 * max(0, labelCount - 1) + 2 + ellipsis
        }
        while needed() > width, let drop = kept.filter({ widths[$0] != nil })
            .min(by: { items[$0].priority < items[$1].priority || (items[$0].priority == items[$1].priority && $0 > $1) }) {
            kept.removeAll { $0 == drop }
            labelTotal -= widths[drop] ?? 0
            labelCount -= 1
        }
        return kept
    }

    /// Columns an item takes, without the gap after it.
    static func width(of item: BarButtonItem) -> Int {
        item.fixedSpaceWidth > 0 ? item.fixedSpaceWidth : item.labelWidth
    }

    /// What the bar draws for `items` at `width`: each item's key (bold) and title, and `…`
    /// at the right when some did not fit (a pure function).
    public static func segments(_ items: [BarButtonItem], width: Int, style barStyle: Style) -> [BarSegment] {
        let shown = visibleItems(items, width: width)
        let fixedWidth = shown.filter { !items[$0].isFlexibleSpace }
            .map { Self.width(of: items[$0]) + 2 }.reduce(0, +)
        let flexibleCount = shown.filter { items[$0].isFlexibleSpace }.count
        let spare = max(0, width - 1 - fixedWidth)
        var segments: [BarSegment] = []
        var x = 1
        for index in shown {
            let item = items[index]
            if item.isFlexibleSpace { x += flexibleCount > 0 ? spare / flexibleCount : 0; continue }
            if item.fixedSpaceWidth > 0 { x += item.fixedSpaceWidth; continue }
            var style = barStyle
            if item.style == .done { style = style.adding(.bold) }
            if !item.isEnabled { style = style.adding(.dim) }
            if let key = item.effectiveKey {
                let label = key.description
                segments.append(BarSegment(text: label, x: x, style: style.adding(.bold)))
                x += TextWidth.width(of: label)
                let title = " " + item.displayTitle
                segments.append(BarSegment(text: title, x: x, style: style))
                x += TextWidth.width(of: title)
            } else {
                segments.append(BarSegment(text: item.displayTitle, x: x, style: style))
                x += TextWidth.width(of: item.displayTitle)
            }
            x += 2
        }
        if shown.count < items.count {
            // Some items did not fit: say so, so the user knows help (`?`) lists more.
            segments.append(BarSegment(text: "…", x: max(0, width - 2), style: barStyle.adding(.bold)))
        }
        return segments
    }

    public override func draw(_ surface: inout Surface) {
        surface.fill(bounds, style: barStyle)
        for segment in currentLayout.segments {
            surface.draw(segment.text, at: Point(x: segment.x, y: 0), style: segment.style)
        }
    }
}
