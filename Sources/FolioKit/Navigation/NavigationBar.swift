/// One segment of a bar: text at a column, with its style.
public struct BarSegment: Hashable, Sendable {
    /// What is drawn.
    public var text: String
    /// The column it starts at.
    public var x: Int
    /// How it looks.
    public var style: Style
    /// Creates a segment.
    public init(text: String, x: Int, style: Style) { self.text = text; self.x = x; self.style = style }
}

/// The one-row bar at the top of a navigation controller: back button or left items, title,
/// right items (UINavigationBar's role).
@MainActor
public final class NavigationBar: View {
    /// Content of the bar, set by the navigation controller from its stack.
    public struct Content: Equatable, Sendable {
        /// The back button's label, if there is one.
        public var backTitle: String?
        /// True when the back button is the default one, whose title may shorten to "Back".
        public var isDefaultBackButton: Bool
        /// Labels of the left items.
        public var leftItems: [String]
        /// The title.
        public var title: String
        /// Labels of the right items.
        public var rightItems: [String]
        /// A line of text above the title (UINavigationItem's prompt): the bar grows to two rows.
        public var prompt: String?

        /// Creates bar content.
        public init(backTitle: String? = nil, isDefaultBackButton: Bool = true, leftItems: [String] = [],
                    title: String = "", rightItems: [String] = [], prompt: String? = nil) {
            self.backTitle = backTitle
            self.isDefaultBackButton = isDefaultBackButton
            self.leftItems = leftItems
            self.title = title
            self.rightItems = rightItems
            self.prompt = prompt
        }
    }

    /// What the bar shows.
    ///
    /// A change redraws only the parts of the row that moved or changed (a position counter
    /// retitled redraws the counter, not the bar).
    public internal(set) var content = Content() { didSet { contentDidChange(from: oldValue) } }
    /// The content the bar is leaving while a push or pop moves: both are drawn, crossing over.
    var crossing: Crossing? { didSet { setNeedsDisplay() } }
    /// A title view drawn instead of the title text.
    var titleView: View?
    /// Whether content may extend under the bar (UIKit's default is true).
    public var isTranslucent = true
    /// The style of the bar row.
    public var barStyle = Style(attributes: .reverse) { didSet { setNeedsDisplay() } }

    /// The back button's label after the fitting rule, as drawn: `‹ Title` or `‹ Back`.
    public static func backLabel(_ content: Content, width: Int) -> String? {
        guard let back = content.backTitle else { return nil }
        // An empty title is the minimal display mode: the chevron alone.
        if back.isEmpty { return "‹" }
        let full = "‹ " + back
        // The back button may take up to a third of the bar; only the default button shortens.
        if content.isDefaultBackButton && TextWidth.width(of: full) > max(6, width / 3) { return "‹ Back" }
        return full
    }

    /// Where each part of the bar goes at `width`: a pure function, tested by table.
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
        let room = max(0, right - left)
        let title = TextWidth.truncate(content.title, toWidth: room)
        let titleWidth = TextWidth.width(of: title)
        let centred = (width - titleWidth) / 2
        let x = min(max(centred, left), right - titleWidth)
        if !title.isEmpty { segments.append(BarSegment(text: title, x: x, style: style.adding(.bold))) }
        return segments
    }

    /// Rows the bar takes: two with a prompt above the title, as UIKit's bar grows for one.
    public var preferredHeight: Int { content.prompt == nil ? 1 : 2 }

    /// The row of the back button, items and title: the last row of the bar.
    var itemsRow: Int { max(0, bounds.height - 1) }

    /// Columns the title may use (for a title view).
    func titleRect() -> Rect {
        let third = bounds.width / 3
        return Rect(x: third, y: itemsRow, width: bounds.width - 2 * third, height: 1)
    }

    public override func layoutSubviews() {
        titleView?.frame = titleRect()
    }

    /// The content as drawn: a title view takes the title's place.
    private var drawnContent: Content {
        var content = self.content
        if titleView != nil { content.title = "" }
        return content
    }

    /// The segments last laid out, with what they were laid out for.
    private var laidOut: (content: Content, width: Int, style: Style, segments: [BarSegment])?

    /// The items row's segments for `content` at the bar's width, laid out again only when the
    /// content, width or style changed.
    private func segments(for content: Content) -> [BarSegment] {
        if let laidOut, laidOut.width == bounds.width, laidOut.style == barStyle, laidOut.content == content { return laidOut.segments }
        let made = Self.layout(content, width: bounds.width, style: barStyle)
        laidOut = (content, bounds.width, barStyle, made)
        return made
    }

    private func contentDidChange(from old: Content) {
        // Each stored property is read once into a local: every read of a class property is
        // an exclusivity check at run time.
        var new = content
        guard new != old else { return }
        guard crossing == nil, new.prompt == old.prompt, frame.width > 0 else {
            setNeedsDisplay()
            return
        }
        var previous = old
        if titleView != nil {
            previous.title = ""
            new.title = ""
        }
        let before = segments(for: previous)
        let after = segments(for: new)
        BarSegment.forEachChange(from: before, to: after, row: itemsRow) { setNeedsDisplay($0) }
    }

    public override func draw(_ surface: inout Surface) {
        surface.fill(bounds, style: barStyle)
        let content = drawnContent
        if let prompt = content.prompt, itemsRow > 0 {
            let text = TextWidth.truncate(prompt, toWidth: max(0, bounds.width - 2))
            surface.draw(text, at: Point(x: max(1, (bounds.width - TextWidth.width(of: text)) / 2), y: 0), style: barStyle)
        }
        guard let crossing else {
            for segment in segments(for: content) {
                surface.draw(segment.text, at: Point(x: segment.x, y: itemsRow), style: segment.style)
            }
            return
        }
        for segment in crossing.segments(from: crossing.from, to: content, width: bounds.width, style: barStyle) {
            surface.draw(segment.text, at: Point(x: segment.x, y: itemsRow), style: segment.style)
        }
    }
}
