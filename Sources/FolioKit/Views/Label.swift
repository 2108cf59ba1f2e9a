/// Text cut with "…" to its width, on one line or wrapped over several (UILabel's role).
@MainActor
open class Label: View {
    /// Horizontal placement of the text.
    public enum Alignment: Sendable { case left, center, right }

    /// The text shown; nil draws nothing, as in UIKit.
    ///
    /// A new text redraws only the rows whose line changed.
    public var text: String? { didSet { if text != oldValue { textDidChange(from: oldValue) } } }
    /// How it looks.
    public var style: Style { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Where it sits.
    public var alignment: Alignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// Lines the text may take: 1 (the default) cuts it to one line.
    ///
    /// 0 wraps it over as many lines as the label is tall; n wraps it over at most n. The last line
    /// shown ends with "…" when text is left over.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }

    /// Creates a label.
    public init(_ text: String = "", style: Style = .plain, alignment: Alignment = .left) {
        self.text = text
        self.style = style
        self.alignment = alignment
        super.init()
    }

    /// Creates an empty label with a frame, as `UILabel(frame:)`.
    public override convenience init(frame: Rect) {
        self.init("")
        self.frame = frame
    }

    /// UIKit's name for the alignment; `.natural` and `.justified` draw as `.left`.
    public var textAlignment: TextAlignment {
        get {
            switch alignment {
            case .left: return .left
            case .center: return .center
            case .right: return .right
            }
        }
        set {
            switch newValue {
            case .left, .natural, .justified: alignment = .left
            case .center: alignment = .center
            case .right: alignment = .right
            }
        }
    }

    /// The text's colour; nil is the terminal's own.
    public var textColor: Color? {
        get { style.foreground == .default ? nil : style.foreground }
        set { style.foreground = newValue ?? .default }
    }

    /// The lines drawn at `width` with at most `height` rows: a pure function of the label's
    /// text, line limit and size.
    public func lines(width: Int, height: Int) -> [String] {
        lines(of: text, width: width, height: height)
    }

    /// The size the text takes inside `size` (UILabel's `sizeThatFits(_:)`): the width of its
    /// widest line and the number of its lines, wrapped to `size.width` as `numberOfLines` allows.
    ///
    /// A label framed to it shows its text from its top row; a taller frame centres it.
    public func sizeThatFits(_ size: Size) -> Size {
        let shown = lines(width: size.width, height: size.height)
        return Size(width: shown.map { TextWidth.width(of: $0) }.max() ?? 0, height: shown.count)
    }

    private func lines(of text: String?, width: Int, height: Int) -> [String] {
        guard let text, width > 0, height > 0 else { return [] }
        if numberOfLines == 1 {
            // One line shows the text's line breaks as spaces; `truncate` makes the rest visible.
            return [TextWidth.truncate(text.replacingBytes("\n", with: " "), toWidth: width)]
        }
        let limit = numberOfLines == 0 ? height : min(numberOfLines, height)
        let wrapped = TextWidth.wrap(text, width: width)
        guard wrapped.count > limit else { return wrapped }
        var shown = Array(wrapped.prefix(limit))
        // The last line shown says that text was left out, as UIKit's tail truncation does.
        let last = shown[limit - 1]
        shown[limit - 1] = TextWidth.width(of: last) < width ? last + "…" : TextWidth.truncate(last + "……", toWidth: width)
        return shown
    }

    /// The row the first of `count` lines is drawn on: the lines are centred vertically in the
    /// label's bounds, as UILabel centres its text (the upper middle when the rows left over are odd).
    func firstRow(forLineCount count: Int) -> Int { max(0, (bounds.height - count) / 2) }

    private func textDidChange(from old: String?) {
        let before = lines(of: old, width: bounds.width, height: bounds.height)
        let after = lines(width: bounds.width, height: bounds.height)
        guard before.count == after.count else {
            // The text moved up or down as a whole: the rows it took and the rows it takes.
            let old = firstRow(forLineCount: before.count), new = firstRow(forLineCount: after.count)
            let top = before.isEmpty ? new : after.isEmpty ? old : min(old, new)
            let bottom = max(old + before.count, new + after.count)
            setNeedsDisplay(Rect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top)))
            return
        }
        let top = firstRow(forLineCount: after.count)
        for row in 0..<after.count where before[row] != after[row] {
            setNeedsDisplay(Rect(x: 0, y: top + row, width: bounds.width, height: 1))
        }
    }

    open override func draw(_ surface: inout Surface) {
        let shown = lines(width: bounds.width, height: bounds.height)
        let top = firstRow(forLineCount: shown.count)
        for (row, line) in shown.enumerated() {
            let width = TextWidth.width(of: line)
            let x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = (bounds.width - width) / 2
            case .right: x = bounds.width - width
            }
            surface.draw(line, at: Point(x: x, y: top + row), style: style)
        }
    }
}

/// Horizontal alignment of text, by UIKit's names (NSTextAlignment).
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified, natural
}
