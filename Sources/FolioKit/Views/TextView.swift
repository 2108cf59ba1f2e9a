/// Scrolling, read-only text wrapped by display width (UITextView's reading role).
@MainActor
public final class TextView: View {
    /// The text shown; tabs expand to 8-column stops and control characters show visibly.
    public var text: String { didSet { wrapped = nil; topLine = 0; setNeedsDisplay() } }
    /// How the text looks.
    public var style: Style = .plain { didSet { setNeedsDisplay() } }
    /// Wraps long lines when true; cuts them with "…" when false.
    public var wrapsLines = true { didSet { wrapped = nil; setNeedsDisplay() } }
    /// Blank columns kept on each side of the text.
    public var horizontalMargin = 1 { didSet { wrapped = nil; setNeedsDisplay() } }
    /// The first line on screen.
    public private(set) var topLine = 0
    private var wrapped: (width: Int, lines: [String])?

    /// Creates a text view.
    public init(text: String = "") {
        self.text = text
        super.init()
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// The wheel scrolls by three lines.
    public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .wheelUp: scroll(to: topLine - 3)
        case .wheelDown: scroll(to: topLine + 3)
        case .click: break
        }
        return true
    }
    public override var responderTitle: String { "Text" }

    /// Lines after wrapping at the current width.
    public var lines: [String] {
        // A margin each side, and the last column kept for the scroll indicator.
        let width = max(1, bounds.width - safeAreaInsets.left - safeAreaInsets.right - 2 * horizontalMargin - 1)
        if let wrapped, wrapped.width == width { return wrapped.lines }
        let expanded = Self.expandTabs(text)
        let result: [String] = wrapsLines
            ? TextWidth.wrap(expanded, width: width)
            : expanded.split(separator: "\n", omittingEmptySubsequences: false).map { TextWidth.truncate(String($0), toWidth: width) }
        wrapped = (width, result)
        return result
    }

    /// Rows of text on screen.
    public var visibleLineCount: Int { max(0, bounds.height - safeAreaInsets.top - safeAreaInsets.bottom) }

    /// Scrolls so `line` is the first line shown, within range.
    public func scroll(to line: Int) {
        topLine = max(0, min(line, lines.count - visibleLineCount))
        setNeedsDisplay()
    }

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

    public override var keyCommands: [KeyCommand] {
        let page = max(1, visibleLineCount - 1)
        return [
            KeyCommand([.down, .character("j")], title: "Scroll down") { [weak self] in self.map { $0.scroll(to: $0.topLine + 1) } },
            KeyCommand([.up, .character("k")], title: "Scroll up") { [weak self] in self.map { $0.scroll(to: $0.topLine - 1) } },
            KeyCommand([.pageDown, .ctrl("d"), .ctrl("f")], title: "Page down") { [weak self] in self.map { $0.scroll(to: $0.topLine + page) } },
            KeyCommand([.pageUp, .ctrl("u"), .ctrl("b")], title: "Page up") { [weak self] in self.map { $0.scroll(to: $0.topLine - page) } },
            KeyCommand([.character("g"), .home], title: "Top") { [weak self] in self?.scroll(to: 0) },
            KeyCommand([.character("G"), .end], title: "Bottom") { [weak self] in self.map { $0.scroll(to: $0.lines.count) } },
        ]
    }

    public override func draw(_ surface: inout Surface) {
        let inset = safeAreaInsets
        let all = lines
        let visible = visibleLineCount
        let end = min(all.count, topLine + visible)
        if topLine < end {
            for index in topLine..<end {
                surface.draw(all[index], at: Point(x: inset.left + horizontalMargin, y: inset.top + index - topLine), style: style)
            }
        }
        ScrollIndicator.draw(&surface, column: bounds.width - 1 - inset.right, top: inset.top, track: visible,
                             total: all.count, visible: visible, offset: topLine)
    }
}
