/// A terminal colour: the terminal's own default, or an entry of its palette.
public enum Color: Hashable, Sendable {
    /// Whatever the terminal uses when no colour is set (its own foreground or background).
    case `default`
    /// An entry of the 256-colour palette; 0 to 15 are the classic ANSI colours.
    case palette(UInt8)

    public static let black = Color.palette(0)
    public static let red = Color.palette(1)
    public static let green = Color.palette(2)
    public static let yellow = Color.palette(3)
    public static let blue = Color.palette(4)
    public static let magenta = Color.palette(5)
    public static let cyan = Color.palette(6)
    public static let white = Color.palette(7)
    public static let brightBlack = Color.palette(8)
}

/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1)
    public static let dim = TextAttributes(rawValue: 2)
    public static let reverse = TextAttributes(rawValue: 4)
    public static let underline = TextAttributes(rawValue: 8)
}

/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style; everything defaults to the terminal's own look.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A plain style with the given attributes.
    public init(_ attributes: TextAttributes) { self.init(attributes: attributes) }

    /// This style with `extra` attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with colours dropped, keeping attributes (for `NO_COLOR`).
    public var withoutColor: Style { Style(attributes: attributes) }
}
