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
    public var title: String { didSet { revision += 1; owner?.containerDidChange() } }
    /// An image; its symbol is drawn when the item has no title.
    public var image: Image? { didSet { revision += 1; owner?.containerDidChange() } }
    /// The key that triggers the item; shown before the title (`/ Filter`).
    ///
    /// When nil, the navigation controller gives an item that does something a free letter of its
    /// title.
    public var keyEquivalent: Key? { didSet { revision += 1; owner?.containerDidChange() } }
    /// The item's command in the window's key table (`filter`): where the table governs it, the
    /// table's first key for it is shown, every key bound to it presses the item, and
    /// `keyEquivalent` is only the key used without such a table.
    public var commandName: CommandName? { didSet { tableKeySource = nil; revision += 1; owner?.containerDidChange() } }
    /// What pressing the item does.
    public var action: (() -> Void)? { didSet { revision += 1 } }
    /// The action pressing the item performs when `action` is nil (iOS 14's `primaryAction`).
    public var primaryAction: Action? { didSet { revision += 1 } }
    /// The menu pressing the item opens when it has no action of its own.
    public var menu: Menu? { didSet { revision += 1 } }
    /// A disabled item is dimmed and its key does nothing.
    public var isEnabled = true { didSet { revision += 1; owner?.containerDidChange() } }
    /// A hidden item is neither drawn nor pressed by its key (iOS 16's `isHidden`).
    public var isHidden = false { didSet { revision += 1; owner?.containerDidChange() } }
    /// How it is drawn.
    public var style: Style { didSet { revision += 1 } }
    /// Higher-priority items stay when a narrow toolbar has to drop some.
    public var priority: Int { didSet { revision += 1 } }
    /// A flexible space between toolbar items, as `UIBarButtonItem.flexibleSpace()`.
    public let isFlexibleSpace: Bool
    /// Columns of a fixed space (`UIBarButtonItem.fixedSpace(_:)`); 0 for other items.
    public internal(set) var fixedSpaceWidth = 0 { didSet { revision += 1 } }
    /// The key the navigation controller gave an item that has no `keyEquivalent`.
    var assignedKey: Key? { didSet { if assignedKey != oldValue { revision += 1 } } }
    /// What the window's key table says of `commandName`, given when the bars are prepared.
    var tableKey = TableKey.notGoverned { didSet { if tableKey != oldValue { revision += 1 } } }
    /// The key table `tableKey` was read from; nil until it is read and when `commandName` changes.
    ///
    /// `prepareItems` runs on every bar rebuild (twice per Down in a list, for the
    /// counter and the detail's title) and hashed each item's name twice in the table: 9,700
    /// instructions per Down of 240,775 (callgrind, Scripts/bench/keywork.py, 2026-12-02).
    /// The table is immutable, so the same table gives the same answer.
    var tableKeySource: KeyBindings?

    /// The key table's say on an item's key.
    enum TableKey: Equatable {
        /// The table does not govern the item's command (or it has none): its own key holds.
        case notGoverned
        /// The table's first key for the command, nil when it binds none.
        case bound(Key?)
    }
    weak var owner: ViewController?
    /// Counts changes to what the item shows or does, so bars can tell a changed item from an
    /// unchanged one without measuring it again.
    private(set) var revision = 0
    /// The label, its width and the revision they were made at: a retitled item is the only one
    /// a bar measures again.
    private var labelCache: (revision: Int, label: String, width: Int)?

    /// Creates an item.
    public init(title: String, key: Key? = nil, command: CommandName? = nil, style: Style = .plain, priority: Int = 0,
                action: (() -> Void)? = nil) {
        self.title = title
        self.keyEquivalent = key
        self.commandName = command
        self.style = style
        self.priority = priority
        self.action = action
        self.isFlexibleSpace = false
    }

    /// Creates an item as iOS 14 does: the title (or the action's title, or the image's
    /// symbol) is shown, and pressing it performs `primaryAction` or opens `menu`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        let shown = title ?? primaryAction?.title ?? ""
        self.init(title: shown, key: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with the title, key and style of a system item (see `SystemItem`).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        let look = systemItem.appearance
        self.init(title: look.title, key: look.key, style: systemItem == .done ? .done : .plain, priority: look.priority)
        self.primaryAction = primaryAction
        self.menu = menu
        self.systemItem = systemItem
        if systemItem == .fixedSpace { fixedSpaceWidth = 2 }
    }

    private init(flexible: Void) {
        title = ""
        style = .plain
        priority = Int.max
        isFlexibleSpace = true
    }

    /// The system item the item was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// A space that pushes the items after it to the right.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(flexible: ()) }

    /// A space of `width` columns between toolbar items.
    public static func fixedSpace(_ width: Int) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.fixedSpaceWidth = max(0, width)
        return item
    }

    /// True when pressing the item runs something: an action, a primary action or a menu.
    var doesSomething: Bool { action != nil || primaryAction != nil || menu != nil }

    /// The key that presses the item and is shown before its title: the key table's for its
    /// command, else its own, else the one the navigation controller gave it.
    public var effectiveKey: Key? {
        if case .bound(let key) = tableKey { return key }
        return keyEquivalent ?? assignedKey
    }

    /// True when the item may be given a letter of its title: it does something and neither it
    /// nor the key table gives it a key.
    var needsAssignedKey: Bool { keyEquivalent == nil && tableKey == .notGoverned && doesSomething }

    /// The text shown after the key: the title, or the image's symbol when there is no title.
    public var displayTitle: String {
        if !title.isEmpty { return title }
        return image?.symbol ?? ""
    }

    /// The text drawn for the item: its key, a space, its title.
    public var label: String { measuredLabel().label }

    /// Columns the label takes, measured once per change to the item.
    var labelWidth: Int { measuredLabel().width }

    /// The label and its width, made again only after the item changed.
    func measuredLabel() -> (label: String, width: Int) {
        let current = revision
        if let cache = labelCache, cache.revision == current { return (cache.label, cache.width) }
        let made = effectiveKey.map { "\($0) \(displayTitle)" } ?? displayTitle
        let width = TextWidth.width(of: made)
        labelCache = (current, made, width)
        return (made, width)
    }

    /// Presses the item if it is enabled: its action, else its primary action, else its menu.
    public func press() {
        guard isEnabled else { return }
        if let action {
            action()
        } else if let primaryAction {
            primaryAction.perform()
        } else if let menu, let owner {
            owner.present(MenuViewController(menu: menu), animated: true)
        }
    }
}
