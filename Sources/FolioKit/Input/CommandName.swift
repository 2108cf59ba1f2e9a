/// The name of a command in an application's key table (`page-down`), the role of the action
/// selector of a `UIKeyCommand`.
///
/// A `KeyCommand` with a name runs on the keys the window's `KeyBindings` bind to that name, and
/// help shows those keys; its own keys are used only where the table does not know the name.
public struct CommandName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as a key table writes it.
    public let rawValue: String

    /// Creates a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The name as written (`page-down`).
    public var description: String { rawValue }

    /// Move down a row (lists) or a line (text).
    public static let down: CommandName = "down"
    /// Move up a row or a line.
    public static let up: CommandName = "up"
    /// Move down a page.
    public static let pageDown: CommandName = "page-down"
    /// Move up a page.
    public static let pageUp: CommandName = "page-up"
    /// Move down half a page.
    public static let halfPageDown: CommandName = "half-page-down"
    /// Move up half a page.
    public static let halfPageUp: CommandName = "half-page-up"
    /// Go to the first row or line.
    public static let top: CommandName = "top"
    /// Go to the last row or line.
    public static let bottom: CommandName = "bottom"
    /// Open the selected row.
    public static let open: CommandName = "open"
    /// Go back a level.
    public static let back: CommandName = "back"
    /// Close what is on top (an overlay, a prompt, a filter); where there is none, go back.
    public static let cancel: CommandName = "cancel"
    /// Quit the application; in an overlay, close it.
    public static let quit: CommandName = "quit"
    /// Show the help overlay.
    public static let help: CommandName = "help"
    /// Draw the whole screen again.
    public static let redraw: CommandName = "redraw"
    /// Move the focus between the columns of a split view.
    public static let switchColumn: CommandName = "switch-column"
    /// Show or hide the primary column of a split view.
    public static let toggleList: CommandName = "toggle-list"
    /// Swipe right from the left edge.
    public static let swipeRight: CommandName = "swipe-right"
    /// Swipe left.
    public static let swipeLeft: CommandName = "swipe-left"
    /// Swipe up.
    public static let swipeUp: CommandName = "swipe-up"
    /// Swipe down.
    public static let swipeDown: CommandName = "swipe-down"
    /// Scroll sideways to the left (a list's columns: the previous column).
    public static let scrollLeft: CommandName = "scroll-left"
    /// Scroll sideways to the right (a list's columns: the next column).
    public static let scrollRight: CommandName = "scroll-right"
    /// Tap (where a screen hides its bars on tap).
    public static let tap: CommandName = "tap"
    /// Select the next tab of a tab bar controller.
    public static let nextTab: CommandName = "next-tab"
    /// Select the previous tab of a tab bar controller.
    public static let previousTab: CommandName = "previous-tab"
    /// Show and focus the search bar of the top controller's search controller.
    public static let search: CommandName = "search"

    /// The names FolioKit's own views, controllers and swipe keys use: an application's key
    /// table that knows them all decides every key FolioKit offers. (`tap` is left out: Space
    /// taps only on screens that hide their bars on tap, and an application may keep Space.)
    public static let standard: [CommandName] = [
        .down, .up, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom, .open, .back, .cancel, .quit,
        .help, .redraw, .switchColumn, .toggleList, .swipeRight, .swipeLeft, .swipeUp, .swipeDown, .scrollLeft, .scrollRight,
    ]
}
