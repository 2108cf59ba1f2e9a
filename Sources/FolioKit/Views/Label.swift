/// One line of text, cut with "…" to its width (UILabel's role).
@MainActor
public final class Label: View {
    /// Horizontal placement of the text.
    public enum Alignment: Sendable { case left, center, right }

    /// The text shown.
    public var text: String { didSet { setNeedsDisplay() } }
    /// How it looks.
    public var style: Style { didSet { setNeedsDisplay() } }
    /// Where it sits.
    public var alignment: Alignment { didSet { setNeedsDisplay() } }

    /// Creates a label.
    public init(_ text: String = "", style: Style = .plain, alignment: Alignment = .left) {
        self.text = text
        self.style = style
        self.alignment = alignment
        super.init()
    }

    public override func draw(_ surface: inout Surface) {
        let shown = TextWidth.truncate(text, toWidth: bounds.width)
        let width = TextWidth.width(of: shown)
        let x: Int
        switch alignment {
        case .left: x = 0
        case .center: x = (bounds.width - width) / 2
        case .right: x = bounds.width - width
        }
        surface.draw(shown, at: Point(x: x, y: 0), style: style)
    }
}
