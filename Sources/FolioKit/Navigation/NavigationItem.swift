/// What a controller shows in a navigation bar (UINavigationItem's role).
@MainActor
public final class NavigationItem {
    /// How a back button shows its title (UINavigationItem.BackButtonDisplayMode).
    public enum BackButtonDisplayMode: Hashable, Sendable {
        /// The previous controller's back-button title or title, "Back" when it does not fit.
        case `default`
        /// Always "Back".
        case generic
        /// Only the chevron.
        case minimal
    }

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
    /// The title of the back button that leads back to this controller; nil uses the title.
    public var backButtonTitle: String? { didSet { owner?.containerDidChange() } }
    /// How the back button leading back to this controller shows its title.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { owner?.containerDidChange() } }
    /// When true, left items are shown after the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { owner?.containerDidChange() } }
    /// When true, no back button is shown.
    public var hidesBackButton = false { didSet { owner?.containerDidChange() } }
    /// A line of text drawn above the title, as UIKit's prompt: the bar grows to two rows.
    public var prompt: String? { didSet { owner?.containerDidChange() } }
    /// The search controller whose bar the navigation controller shows under its bar while the
    /// search is active (`/` activates it; see `SearchController`).
    public var searchController: SearchController? {
        didSet {
            oldValue?.hostItem = nil
            searchController?.hostItem = self
            owner?.containerDidChange()
        }
    }
    /// Kept for UIKit code: the search bar is shown only while the search is active.
    public var hidesSearchBarWhenScrolling = true
    weak var owner: ViewController?

    /// Creates an empty item.
    public init() {}

    /// Creates an item with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// Sets the left items.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items ?? [] }
    /// Sets the right items.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items ?? [] }
    /// Sets the first left item.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first right item.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

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
