/// A terminal colour: the terminal's own default, or an entry of its palette.
public enum Color: Hashable, Sendable {
    /// Whatever the terminal uses when no colour is set (its own foreground or background).
    case `default`
    /// An entry of the 256-colour palette; 0 to 15 are the classic ANSI colours.
    case palette(UInt8)

    /// ANSI colour 0.
    public static let black = Color.palette(0)
    /// ANSI colour 1.
    public static let red = Color.palette(1)
    /// ANSI colour 2.
    public static let green = Color.palette(2)
    /// ANSI colour 3.
    public static let yellow = Color.palette(3)
    /// ANSI colour 4.
    public static let blue = Color.palette(4)
    /// ANSI colour 5.
    public static let magenta = Color.palette(5)
    /// ANSI colour 6.
    public static let cyan = Color.palette(6)
    /// ANSI colour 7, light grey on most terminals.
    public static let white = Color.palette(7)
    /// ANSI colour 8, dark grey on most terminals.
    public static let brightBlack = Color.palette(8)
}

/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: UInt8
    /// Creates a set of attributes from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold or bright text.
    public static let bold = TextAttributes(rawValue: 1)
    /// Faint text.
    public static let dim = TextAttributes(rawValue: 2)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 4)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 8)
}

/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
    /// The colour of the text.
    public var foreground: Color
    /// The colour behind the text.
    public var background: Color
    /// Bold, dim, reverse and underline.
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
