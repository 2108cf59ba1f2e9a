/// Where the parts of a navigation bar's items row went: the segments, plus what a retitle of
/// one part needs to redo only that part (the title's room, which segments the right items are).
@MainActor
struct BarLayout {
    /// What is drawn, left to right for the left side, then the right items from the right edge,
    /// then the title last.
    var segments: [BarSegment] = []
    /// Columns each segment takes (measured once, when laid out).
    var widths: [Int] = []
    /// The first column the title may use.
    var titleLeft = 0
    /// The column after the last one the title may use.
    var titleRight = 0
    /// The index in `segments` of the first right item's segment (the rightmost item's).
    var rightStart = 0
    /// How many right items fit, counted from the rightmost.
    var rightCount = 0
    /// True when the last segment is the title.
    var hasTitle = false
    /// The bar's width it was laid out at.
    let width: Int
    /// The bar's style it was laid out in.
    let style: Style

    /// Lays out `content` at `width`: the rule of `NavigationBar.layout`.
    init(_ content: NavigationBar.Content, width: Int, style: Style) {
        self.width = width
        self.style = style
        var left = 1
        if let back = NavigationBar.backLabel(content, width: width) {
            let text = TextWidth.truncate(back, toWidth: max(0, width / 2))
            let w = TextWidth.width(of: text)
            segments.append(BarSegment(text: text, x: left, style: style))
            widths.append(w)
            left += w + 2
        }
        for item in content.leftItems {
            let text = TextWidth.truncate(item, toWidth: max(0, width / 3))
            let w = TextWidth.width(of: text)
            segments.append(BarSegment(text: text, x: left, style: style))
            widths.append(w)
            left += w + 2
        }
        rightStart = segments.count
        var right = width - 1
        for item in content.rightItems.reversed() {
            let w = TextWidth.width(of: item)
            guard right - w >= left + 4 else { break }
            right -= w
            segments.append(BarSegment(text: item, x: right, style: style))
            widths.append(w)
            right -= 2
        }
        rightCount = segments.count - rightStart
        titleLeft = left
        titleRight = right
        if let title = Self.titleSegment(content.title, left: left, right: right, width: width, style: style) {
            segments.append(title.segment)
            widths.append(title.width)
            hasTitle = true
        }
    }

    /// The title's segment in the room between `left` and `right`: truncated to the room,
    /// centred on the bar when it can be, bold; nil for an empty title.
    static func titleSegment(_ title: String, left: Int, right: Int, width: Int,
                             style: Style) -> (segment: BarSegment, width: Int)? {
        let room = max(0, right - left)
        let text: String, textWidth: Int
        // Printable ASCII that fits (most titles) is measured once, and not cut.
        if let ascii = TextWidth.asciiWidth(title), ascii <= room {
            (text, textWidth) = (title, ascii)
        } else {
            text = TextWidth.truncate(title, toWidth: room)
            textWidth = TextWidth.width(of: text)
        }
        guard !text.isEmpty else { return nil }
        let x = min(max((width - textWidth) / 2, left), right - textWidth)
        return (BarSegment(text: text, x: x, style: style.adding(.bold)), textWidth)
    }

    /// The title's segment, if one is drawn.
    var title: BarSegment? { hasTitle ? segments.last : nil }

    /// Columns the title takes.
    var titleWidth: Int { hasTitle ? widths.last ?? 0 : 0 }

    /// Puts `title` in the title's place (nil takes the title away).
    mutating func setTitle(_ title: (segment: BarSegment, width: Int)?) {
        if hasTitle {
            segments.removeLast()
            widths.removeLast()
        }
        hasTitle = title != nil
        if let title {
            segments.append(title.segment)
            widths.append(title.width)
        }
    }

    /// The index in `segments` of right item `index` of `count`, nil when it did not fit.
    func rightSegmentIndex(ofItem index: Int, count: Int) -> Int? {
        let fromRight = count - 1 - index
        guard fromRight >= 0, fromRight < rightCount else { return nil }
        return rightStart + fromRight
    }
}
