import FolioKit

/// The colours of built-in highlighting, in one place: ANSI colours only, so they suit both
/// light and dark terminals and 8-colour ones.
public struct PreviewTheme: Sendable {
    /// The style of each role.
    public var styles: [SyntaxRole: Style]

    /// Folio's theme.
    public static let standard = PreviewTheme(styles: [
        .keyword: Style(foreground: .magenta),
        .string: Style(foreground: .green),
        .comment: Style(foreground: .brightBlack),
        .number: Style(foreground: .cyan),
        .key: Style(foreground: .blue),
        .heading: Style(foreground: .yellow, attributes: .bold),
        .code: Style(foreground: .cyan),
        .marker: Style(foreground: .yellow),
    ])

    /// The style for `role`.
    public func style(_ role: SyntaxRole) -> Style { styles[role] ?? .plain }

    /// `text` with `spans` (in order, not overlapping) styled.
    public func apply(_ spans: [SyntaxSpan], to text: String) -> StyledText {
        var runs: [StyleRun] = []
        for span in spans where !span.range.isEmpty {
            let style = style(span.role)
            if let last = runs.last, last.offset == span.range.lowerBound { runs[runs.count - 1].style = style } else {
                runs.append(StyleRun(offset: span.range.lowerBound, style: style))
            }
            runs.append(StyleRun(offset: span.range.upperBound, style: .plain))
        }
        return StyledText(text, runs: runs)
    }
}
