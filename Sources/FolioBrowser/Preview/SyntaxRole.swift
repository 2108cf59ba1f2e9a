/// What a highlighted piece of source is; a `PreviewTheme` gives each a style.
public enum SyntaxRole: Sendable, Hashable, CaseIterable {
    case keyword, string, comment, number, key, heading, code, marker
}
