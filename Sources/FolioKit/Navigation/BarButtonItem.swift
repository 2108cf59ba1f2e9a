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
