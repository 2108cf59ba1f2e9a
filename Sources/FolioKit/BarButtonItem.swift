/// A button in a navigation bar or toolbar, with the key that presses it (UIBarButtonItem's role).
@MainActor
public final class BarButtonItem {
    /// How the item is drawn.
    public enum Style: Sendable {
        /// Regular weight.
        case plain
        /// Bold, for the main action.
        case done
    }

    /// The label shown.
    public var title: String { didSet { owner?.containerDidChange() } }
    /// The key that triggers the item; shown before the title (`/ Filter`).
    public var keyEquivalent: Key?
    /// What pressing the item does.
    public var action: (() -> Void)?
    /// A disabled item is dimmed and its key does nothing.
    public var isEnabled = true { didSet { owner?.containerDidChange() } }
    /// How it is drawn.
    public var style: Style
    /// Higher-priority items stay when a narrow toolbar has to drop some.
    public var priority: Int
    /// A flexible space between toolbar items, as `UIBarButtonItem.flexibleSpace()`.
    public let isFlexibleSpace: Bool
    weak var owner: ViewController?

    /// Creates an item.
    public init(title: String, key: Key? = nil, style: Style = .plain, priority: Int = 0, action: (() -> Void)? = nil) {
        self.title = title
        self.keyEquivalent = key
        self.style = style
        self.priority = priority
        self.action = action
        self.isFlexibleSpace = false
    }

    private init(flexible: Void) {
        title = ""
        style = .plain
        priority = Int.max
        isFlexibleSpace = true
    }

    /// A space that pushes the items after it to the right.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(flexible: ()) }

    /// The text drawn for the item: its key, a space, its title.
    public var label: String {
        guard let keyEquivalent else { return title }
        return "\(keyEquivalent) \(title)"
    }

    /// Presses the item if it is enabled.
    public func press() {
        guard isEnabled else { return }
        action?()
    }
}

/// What a controller shows in a navigation bar (UINavigationItem's role).
@MainActor
public final class NavigationItem {
    /// Overrides the controller's title in the bar.
    public var title: String? { didSet { owner?.containerDidChange() } }
    /// A view drawn in place of the title.
    public var titleView: View? { didSet { owner?.containerDidChange() } }
    /// Items on the left; the first wins over the back button unless `leftItemsSupplementBackButton`.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { owner?.containerDidChange() } }
    /// Items on the right.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { owner?.containerDidChange() } }
    /// The button that leads back to this controller from the one pushed after it.
    public var backBarButtonItem: BarButtonItem? { didSet { owner?.containerDidChange() } }
    /// When true, left items are shown after the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { owner?.containerDidChange() } }
    /// When true, no back button is shown.
    public var hidesBackButton = false { didSet { owner?.containerDidChange() } }
    /// A short line under the title's meaning, shown at the bar's right when there is room.
    public var prompt: String? { didSet { owner?.containerDidChange() } }
    weak var owner: ViewController?

    /// Creates an empty item.
    public init() {}

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
