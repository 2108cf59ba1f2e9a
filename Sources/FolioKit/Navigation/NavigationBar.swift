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

    /// Everything the bar is drawn from, in one value: what it shows, the crossing of a push or
    /// pop, whether it is shown and how far it has slid out.
    struct State: Equatable {
        /// What the bar shows, from the navigation controller's stack.
        var content = Content()
        /// The content the bar is leaving while a push or pop moves: both are drawn, crossing over.
        var crossing: Crossing?
        /// Whether the bar is shown, after every hiding rule.
        var isShown = true
        /// How much of the bar is above the top edge while it slides, 0 to 1; nil at rest.
        var slide: Double?
    }

    /// The one state the bar draws from, set by the navigation controller.
    ///
    /// One change check: a change marks the whole bar for redrawing and the frame's grid diff
    /// finds the cells that really changed (a position counter retitled writes the counter's
    /// digits, not the bar).
    var state = State() {
        didSet {
            guard state != oldValue else { return }
            isHidden = !state.isShown
            setNeedsDisplay()
        }
    }
    /// What the bar shows (the state's content).
    public var content: Content { state.content }
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
    var drawnContent: Content {
        var content = content
        if titleView != nil { content.title = "" }
        return content
    }

    public override func draw(_ surface: inout Surface) {
        surface.fill(bounds, style: barStyle)
        if let prompt = content.prompt, itemsRow > 0 {
            let text = TextWidth.truncate(prompt, toWidth: max(0, bounds.width - 2))
            surface.draw(text, at: Point(x: max(1, (bounds.width - TextWidth.width(of: text)) / 2), y: 0), style: barStyle)
        }
        let width = bounds.width
        let segments = state.crossing.map { $0.segments(from: $0.from, to: drawnContent, width: width, style: barStyle) }
            ?? Self.layout(drawnContent, width: width, style: barStyle)
        for segment in segments {
            surface.draw(segment.text, at: Point(x: segment.x, y: itemsRow), style: segment.style)
        }
    }
}
