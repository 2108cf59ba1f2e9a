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

    private func textDidChange(from old: String?) {
        let before = lines(of: old, width: bounds.width, height: bounds.height)
        let after = lines(width: bounds.width, height: bounds.height)
        for row in 0..<max(before.count, after.count) where row >= before.count || row >= after.count || before[row] != after[row] {
            setNeedsDisplay(Rect(x: 0, y: row, width: bounds.width, height: 1))
        }
    }

    open override func draw(_ surface: inout Surface) {
        for (row, line) in lines(width: bounds.width, height: bounds.height).enumerated() {
            let width = TextWidth.width(of: line)
            let x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = (bounds.width - width) / 2
            case .right: x = bounds.width - width
            }
            surface.draw(line, at: Point(x: x, y: row), style: style)
        }
    }
}

/// Horizontal alignment of text, by UIKit's names (NSTextAlignment).
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified, natural
}
