import FolioKit

/// Builds the browser's controller tree for a root item.
@MainActor
public enum Browser {
    /// A navigation stack rooted at a list of `root`'s children.
    public static func makeRootController(for root: BrowserItem) -> NavigationController {
        NavigationController(rootViewController: ItemListViewController(item: root))
    }
}
