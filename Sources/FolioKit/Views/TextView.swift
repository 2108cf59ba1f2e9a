/// Scrolling, read-only text (UITextView's reading role), laid out lazily: only the rows on
/// screen are wrapped or cut, so a huge text costs a screenful of work per frame.
///
/// Long lines wrap (continuations optionally marked and indented) or are cut at the edge with
/// a marker in the last column and scroll sideways. Tabs expand to 8-column stops and control
/// characters show visibly.
@MainActor
public final class TextView: View {
    /// The text shown, with its styles.
    ///
    /// Setting it redraws only the rows on screen that change: the same text redraws nothing.
    public var styledText: StyledText {
        get { storedText }
        set {
            let old = storedText
            storedText = newValue
            textDidChange(from: old)
        }
    }
    /// The text behind `styledText`, which `replaceLeadingLines` also sets (with its own redraw).
    var storedText: StyledText
    /// The text shown, without styles.
    public var text: String {
        get { styledText.string }
        set { styledText = StyledText(newValue) }
    }
    /// How text without a style run looks.
    public var style: Style = .plain { didSet { setNeedsDisplay() } }
    /// How the cut and continuation markers look.
    public var markerStyle = Style(foreground: .brightBlack) { didSet { setNeedsDisplay() } }
    /// Wraps long lines when true; cuts them at the edge (marked) when false.
    public var wrapsLines = true { didSet { if wrapsLines != oldValue { layoutDidChange() } } }
    /// When wrapping, continuation rows start with `↪` at the line's indentation.
    public var marksContinuations = false { didSet { if marksContinuations != oldValue { layoutDidChange() } } }
    /// Blank columns kept on each side of the text.
    public var horizontalMargin = 1 { didSet { layoutDidChange() } }
    /// The first line on screen.
    public var topLine: Int { top.line }
    /// Columns scrolled off to the left when lines are cut.
    public internal(set) var leftColumn = 0
    /// Rows laid out since the text was set (the work done, which tests bound).
    public var rowsLaidOut: Int { (layoutCache?.rowsLaidOut ?? 0) + retiredRows }

    /// The line and the wrapped row of it at the top of the screen.
    var top = (line: 0, row: 0)
    var layoutCache: TextLayout?
    var retiredRows = 0
    /// What the screen shows outside the dirty area: the text's first row on screen, the
    /// sideways scroll, and the scroll indicator's total and offset.
    ///
    /// Nil before the first draw. A new text is compared with it row by row (TextView+Changes).
    var shown: ShownText?

    /// Creates a text view.
    public init(text: String = "") {
        self.storedText = StyledText(text)
        super.init()
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override var responderTitle: String { "Text" }

    /// The wheel scrolls by three rows.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .click: break
        case .press, .drag, .release: return false
        }
        return true
    }

    /// Rows of text on screen.
    public var visibleLineCount: Int { max(0, bounds.height - safeAreaInsets.top - safeAreaInsets.bottom) }

    /// Columns for text: a margin each side, and the last column kept for the scroll indicator.
    public var textWidth: Int {
        max(1, bounds.width - safeAreaInsets.left - safeAreaInsets.right - 2 * horizontalMargin - 1)
    }

    /// The layout for the current width, made when the width changes.
    var layout: TextLayout {
        get {
            if let layoutCache, layoutCache.width == textWidth,
               layoutCache.indentsContinuations == (wrapsLines && marksContinuations) { return layoutCache }
            retiredRows += layoutCache?.rowsLaidOut ?? 0
            let made = TextLayout(text: styledText, width: textWidth, indentsContinuations: wrapsLines && marksContinuations)
            layoutCache = made
            if top.line >= made.lineCount { top = (max(0, made.lineCount - 1), 0) }
            top.row = 0
            return made
        }
        set { layoutCache = newValue }
    }

    private func layoutDidChange() {
        retiredRows += layoutCache?.rowsLaidOut ?? 0
        layoutCache = nil
        top.row = 0
        leftColumn = 0
        setNeedsDisplay()
    }

    /// Scrolls so line `line` is the first line shown, within range.
    public func scroll(to line: Int) {
        let start = top
        top = (max(0, min(line, layout.lineCount - 1)), 0)
        scroll(by: 0)
        if top != start { setNeedsDisplay() }
    }

    /// Scrolls by `delta` rows (negative scrolls up), never past the last screenful.
    public func scroll(by delta: Int) {
        var current = layout
        let start = top
        // Only a move redraws: a layout pass asking for the same position changes nothing.
        defer { layout = current; if top != start { setNeedsDisplay() } }
        if delta < 0 {
            for _ in 0..<(-delta) { guard let previous = rowBefore(top, in: &current) else { break }; top = previous }
            return
        }
        for _ in 0..<delta {
            guard let next = rowAfter(top, in: &current), rows(from: next, atLeast: visibleLineCount, in: &current) else { break }
            top = next
        }
        // A shrink or a jump can leave too few rows below the top: pull the top back.
        while !rows(from: top, atLeast: visibleLineCount, in: &current), let previous = rowBefore(top, in: &current) { top = previous }
    }

    /// Scrolls to the last screenful.
    public func scrollToEnd() {
        var current = layout
        let start = top
        let lastLine = current.lineCount - 1
        top = (lastLine, wrapsLines ? current.rowCount(line: lastLine) - 1 : 0)
        for _ in 0..<max(0, visibleLineCount - 1) {
            guard let previous = rowBefore(top, in: &current) else { break }
            top = previous
        }
        layout = current
        if top != start { setNeedsDisplay() }
    }

    /// Scrolls sideways by `delta` columns when lines are cut.
    public func scrollHorizontally(by delta: Int) {
        guard !wrapsLines else { return }
        let previous = leftColumn
        leftColumn = max(0, leftColumn + delta)
        if leftColumn != previous { setNeedsDisplay() }
    }

    func rowAfter(_ position: (line: Int, row: Int), in layout: inout TextLayout) -> (line: Int, row: Int)? {
        if wrapsLines, layout.rowStart(line: position.line, row: position.row + 1) != nil { return (position.line, position.row + 1) }
        return position.line + 1 < layout.lineCount ? (position.line + 1, 0) : nil
    }

    func rowBefore(_ position: (line: Int, row: Int), in layout: inout TextLayout) -> (line: Int, row: Int)? {
        if position.row > 0 { return (position.line, position.row - 1) }
        guard position.line > 0 else { return nil }
        return (position.line - 1, wrapsLines ? layout.rowCount(line: position.line - 1) - 1 : 0)
    }

    /// True when at least `count` rows follow `position` (itself included), looking no further.
    func rows(from position: (line: Int, row: Int), atLeast count: Int, in layout: inout TextLayout) -> Bool {
        var current = position
        for _ in 1..<max(1, count) {
            guard let next = rowAfter(current, in: &layout) else { return false }
            current = next
        }
        return true
    }

    /// The commands read the page size when they run, so the list never changes.
    public override var cachesKeyCommands: Bool { true }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Scroll down") { [weak self] in self?.scroll(by: 1) },
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Scroll up") { [weak self] in self?.scroll(by: -1) },
            KeyCommand(named: .pageDown, keys: [.pageDown, .ctrl("f")], title: "Page down") { [weak self] in
                self?.scroll(by: self?.pageRows ?? 1)
            },
            KeyCommand(named: .pageUp, keys: [.pageUp, .ctrl("b")], title: "Page up") { [weak self] in
                self?.scroll(by: -(self?.pageRows ?? 1))
            },
            KeyCommand(named: .halfPageDown, keys: [.ctrl("d")], title: "Half page down") { [weak self] in
                self?.scroll(by: self?.halfPageRows ?? 1)
            },
            KeyCommand(named: .halfPageUp, keys: [.ctrl("u")], title: "Half page up") { [weak self] in
                self?.scroll(by: -(self?.halfPageRows ?? 1))
            },
            KeyCommand(named: .top, keys: [.character("g"), .home], title: "Top") { [weak self] in self?.scroll(to: 0) },
            KeyCommand(named: .bottom, keys: [.character("G"), .end], title: "Bottom") { [weak self] in self?.scrollToEnd() },
        ]
    }

    /// Rows a page key scrolls: a screenful less the row kept for context.
    private var pageRows: Int { max(1, visibleLineCount - 1) }

    /// Rows a half-page key scrolls (Ctrl-D, Ctrl-U, as in less).
    private var halfPageRows: Int { max(1, visibleLineCount / 2) }

    /// Expands tabs to the next multiple of 8 columns, by display width.
    public nonisolated static func expandTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var out = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = 8 - column % 8
                out += String(repeating: " ", count: spaces)
                column += spaces
            } else if character == "\n" {
                out.append(character)
                column = 0
            } else {
                out.append(character)
                column += TextWidth.width(of: character)
            }
        }
        return out
    }

    public override func draw(_ surface: inout Surface) {
        let inset = safeAreaInsets
        var current = layout
        // The cache lets go while drawing, so the rows `current` lays out lazily are added in
        // place rather than to a copy of what the cache shares; it is put back below.
        layoutCache = nil
        let visible = visibleLineCount
        var position: (line: Int, row: Int)? = top
        var y = 0
        let x = inset.left + horizontalMargin
        while y < visible, let row = position {
            let origin = Point(x: x, y: inset.top + y)
            if !surface.isVisible(row: origin.y) {
                // Outside the dirty area: nothing to paint, only the position to advance.
            } else if wrapsLines {
                TextRowPainter.drawWrappedRow(row, of: &current, at: origin, base: style, marker: markerStyle, on: &surface)
            } else {
                TextRowPainter.drawCutLine(row.line, of: current, from: leftColumn, at: origin, base: style, marker: markerStyle, on: &surface)
            }
            position = rowAfter(row, in: &current)
            y += 1
        }
        let (total, offset) = indicatorPosition(&current)
        shown = ShownText(top: top, left: leftColumn, total: total, offset: offset)
        layout = current
        ScrollIndicator.draw(&surface, column: bounds.width - 1 - inset.right, top: inset.top, track: visible,
                             total: total, visible: min(visible, total), offset: offset)
    }

    /// Texts up to this size count wrapped rows for the scroll indicator; larger ones count
    /// lines, so the indicator never makes a frame wrap a huge text.
    static let exactRowLimit = 16 * 1024

    /// The indicator's total and offset: in rows when affordable, else in lines.
    func indicatorPosition(_ layout: inout TextLayout) -> (total: Int, offset: Int) {
        guard wrapsLines, layout.text.utf8Count <= Self.exactRowLimit else { return (layout.lineCount, top.line) }
        var total = 0, offset = top.row
        for line in 0..<layout.lineCount {
            let count = layout.rowCount(line: line)
            if line < top.line { offset += count }
            total += count
        }
        return (total, offset)
    }
}
