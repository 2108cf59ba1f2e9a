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
    public internal(set) var content: Content {
        get { storedContent }
        set {
            let old = storedContent
            storedContent = newValue
            contentRevision &+= 1
            contentDidChange(from: old)
        }
    }
    /// The content, changed in place by the retitles that redo one segment (NavigationBar+Retitle).
    var storedContent = Content()
    /// Counts changes to the content, so that a layout can tell it is still current without
    /// comparing contents.
    var contentRevision = 0
    /// The navigation controller whose bar this is: its pending retitles are applied when the
    /// bar is laid out.
    weak var owner: NavigationController?
    /// The content the bar is leaving while a push or pop moves: both are drawn, crossing over.
    var crossing: Crossing? { didSet { setNeedsDisplay() } }
    /// A title view drawn instead of the title text.
    var titleView: View? { didSet { if titleView !== oldValue { laidOut = nil } } }
    /// Whether content may extend under the bar (UIKit's default is true).
    public var isTranslucent = true
    /// The style of the bar row.
    public var barStyle = Style(attributes: .reverse) {
        didSet {
            // The kept layout is in the old style: laid out again when next asked for.
            laidOut = nil
            setNeedsDisplay()
        }
    }

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
        BarLayout(content, width: width, style: style).segments
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
        // A retitle asks for the bar's layout, not the container's (NavigationController+BarRetitle).
        owner?.refreshBarsIfNeeded()
    }

    /// The content as drawn: a title view takes the title's place.
    private var drawnContent: Content {
        var content = storedContent
        if titleView != nil { content.title = "" }
        return content
    }

    /// The items row as last laid out, with the content revision it was laid out for (a new
    /// style or title view drops it).
    var laidOut: (revision: Int, layout: BarLayout)?

    /// The last layout when it is still that of the content at the bar's width.
    var currentLayout: BarLayout? {
        guard let laidOut, laidOut.revision == contentRevision, laidOut.layout.width == bounds.width else { return nil }
        return laidOut.layout
    }

    /// The items row's layout for the content, laid out again only when the content, width,
    /// style or title view changed.
    private func itemsLayout() -> BarLayout {
        if let current = currentLayout { return current }
        let made = BarLayout(drawnContent, width: bounds.width, style: barStyle)
        laidOut = (contentRevision, made)
        return made
    }

    private func contentDidChange(from old: Content) {
        // Each stored property is read once into a local: every read of a class property is
        // an exclusivity check at run time.
        var new = storedContent
        guard new != old else {
            // The revision moved on with nothing changed: the layout is still that of the content.
            if laidOut?.revision == contentRevision &- 1 { laidOut?.revision = contentRevision }
            return
        }
        guard crossing == nil, new.prompt == old.prompt, frame.width > 0 else {
            setNeedsDisplay()
            return
        }
        let width = bounds.width, style = barStyle, showsTitle = titleView == nil
        var previous = old
        if !showsTitle {
            previous.title = ""
            new.title = ""
        }
        let before: [BarSegment]
        if let laidOut, laidOut.revision == contentRevision &- 1, laidOut.layout.width == width {
            before = laidOut.layout.segments
        } else {
            before = BarLayout(previous, width: width, style: style).segments
        }
        let after = BarLayout(new, width: width, style: style)
        laidOut = (contentRevision, after)
        BarSegment.forEachChange(from: before, to: after.segments, row: itemsRow) { setNeedsDisplay($0) }
    }

    public override func draw(_ surface: inout Surface) {
        surface.fill(bounds, style: barStyle)
        if let prompt = storedContent.prompt, itemsRow > 0 {
            let text = TextWidth.truncate(prompt, toWidth: max(0, bounds.width - 2))
            surface.draw(text, at: Point(x: max(1, (bounds.width - TextWidth.width(of: text)) / 2), y: 0), style: barStyle)
        }
        guard let crossing else {
            let layout = itemsLayout()
            // Only the segments inside the clip (the dirty columns) are drawn: a retitled
            // counter redraws the counter, not the title and the back button too.
            let origin = surface.origin, clip = surface.clip, row = origin.y + itemsRow
            guard row >= clip.minY, row < clip.maxY else { return }
            for (index, segment) in layout.segments.enumerated() {
                let start = origin.x + segment.x
                guard start < clip.maxX, start + layout.widths[index] > clip.minX else { continue }
                surface.draw(segment.text, at: Point(x: segment.x, y: itemsRow), style: segment.style)
            }
            return
        }
        for segment in crossing.segments(from: crossing.from, to: drawnContent, width: bounds.width, style: barStyle) {
            surface.draw(segment.text, at: Point(x: segment.x, y: itemsRow), style: segment.style)
        }
    }
}
