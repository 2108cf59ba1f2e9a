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
    /// A line of text drawn above the title, as UIKit's prompt: the bar grows to two rows.
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
