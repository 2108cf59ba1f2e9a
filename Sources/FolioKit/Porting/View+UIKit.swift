extension View {
    /// The colour the view's area is cleared with before it draws (UIView's `backgroundColor`).
    ///
    /// Nil (or `.clear`) leaves what is behind it. It sets `backgroundStyle`'s background.
    public var backgroundColor: Color? {
        get { backgroundStyle?.background }
        set { backgroundStyle = newValue.map { Style(background: $0) } }
    }

    /// Adds several subviews, top last.
    public func addSubviews(_ views: [View]) { for view in views { addSubview(view) } }
}

/// How a view would resize with its superview (UIView.AutoresizingMask).
///
/// Accepted so that UIKit code compiles, and ignored: a FolioKit view's frame is set by its
/// superview's `layoutSubviews` or its controller's `viewDidLayoutSubviews`, on every layout pass.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The left margin may grow or shrink.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    /// The width may grow or shrink.
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    /// The right margin may grow or shrink.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    /// The top margin may grow or shrink.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    /// The height may grow or shrink.
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    /// The bottom margin may grow or shrink.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}

extension Color {
    /// The terminal's own background (UIColor.systemBackground).
    public static let systemBackground = Color.default
    /// A dark grey panel (UIColor.secondarySystemBackground).
    public static let secondarySystemBackground = Color.palette(236)
    /// The background of grouped tables: the terminal's own.
    public static let systemGroupedBackground = Color.default
    /// The terminal's own foreground (UIColor.label).
    public static let label = Color.default
    /// Grey text (UIColor.secondaryLabel).
    public static let secondaryLabel = Color.brightBlack
    /// The separator colour.
    public static let separator = Color.brightBlack
    /// UIKit's system colours, mapped to the nearest of the terminal's 16 or 256.
    public static let systemRed = Color.red, systemGreen = Color.green, systemYellow = Color.yellow
    public static let systemBlue = Color.blue, systemPurple = Color.magenta, systemTeal = Color.cyan
    public static let systemCyan = Color.cyan, systemGray = Color.brightBlack
    public static let systemOrange = Color.palette(208), systemPink = Color.palette(205), systemIndigo = Color.palette(61)
    /// UIKit's plain colour names.
    public static let gray = Color.brightBlack, lightGray = Color.palette(250), darkGray = Color.palette(238)
    public static let orange = Color.palette(208), purple = Color.magenta, brown = Color.palette(130)
}

extension Optional where Wrapped == Color {
    /// No colour: a view with `backgroundColor = .clear` draws over what is behind it.
    public static var clear: Color? { nil }
}
