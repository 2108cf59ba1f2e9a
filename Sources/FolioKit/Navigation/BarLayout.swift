extension NavigationBar {
    /// Where each part of the bar goes at `width`: a pure function, tested by table.
    ///
    /// The back button and the left items from the left edge, then the right items from the
    /// right edge (those that fit), then the title last, bold, centred in the room between.
    public static func layout(_ content: Content, width: Int, style: Style) -> [BarSegment] {
        var segments: [BarSegment] = []
        var left = 1
        if let back = backLabel(content, width: width) {
            let text = TextWidth.truncate(back, toWidth: max(0, width / 2))
            segments.append(BarSegment(text: text, x: left, style: style))
            left += TextWidth.width(of: text) + 2
        }
        for item in content.leftItems {
            let text = TextWidth.truncate(item, toWidth: max(0, width / 3))
            segments.append(BarSegment(text: text, x: left, style: style))
            left += TextWidth.width(of: text) + 2
        }
        var right = width - 1
        for item in content.rightItems.reversed() {
            let w = TextWidth.width(of: item)
            guard right - w >= left + 4 else { break }
            right -= w
            segments.append(BarSegment(text: item, x: right, style: style))
            right -= 2
        }
        let text = TextWidth.truncate(content.title, toWidth: max(0, right - left))
        if !text.isEmpty {
            let textWidth = TextWidth.width(of: text)
            let x = min(max((width - textWidth) / 2, left), right - textWidth)
            segments.append(BarSegment(text: text, x: x, style: style.adding(.bold)))
        }
        return segments
    }
}
