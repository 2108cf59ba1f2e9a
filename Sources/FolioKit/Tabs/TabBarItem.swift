/// A tab's title, image and tag, shown in a tab bar controller's tab row (UITabBarItem's role).
///
/// Every view controller has one (`ViewController.tabBarItem`); the default one shows the
/// controller's title, as UIKit's does, and follows it when the title changes.
@MainActor
public final class TabBarItem {
    /// The title shown in the tab row; nil shows the owning controller's title.
    public var title: String? {
        get { explicitTitle ?? owner?.titleForTab }
        set { explicitTitle = newValue; owner?.containerDidChange() }
    }
    /// An image; a terminal shows its symbol before the title when it has one.
    public var image: Image? { didSet { owner?.containerDidChange() } }
    /// A number the app uses to tell items apart.
    public var tag: Int
    /// A short text shown after the title (UIKit's badge), such as an unread count.
    public var badgeValue: String? { didSet { owner?.containerDidChange() } }

    private var explicitTitle: String?
    weak var owner: ViewController?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: Image?, tag: Int) {
        explicitTitle = title
        self.image = image
        self.tag = tag
    }

    /// What the tab row shows: the image's symbol, the title and the badge.
    var label: String {
        var parts: [String] = []
        if let symbol = image?.symbol, !symbol.isEmpty { parts.append(symbol) }
        parts.append(title ?? "")
        if let badgeValue, !badgeValue.isEmpty { parts.append("(\(badgeValue))") }
        return parts.joined(separator: " ")
    }
}
