import FolioKit

/// Builds the browser's controller tree for a root item.
@MainActor
public enum Browser {
    /// A split view: the list of `root`'s children in a navigation stack as the primary, the
    /// selected item's detail in another as the secondary. Narrow terminals collapse it.
    public static func makeRootController(for root: BrowserItem, context: BrowserContext = BrowserContext(),
                                          coordinator: BrowserCoordinator) -> BrowserSplitViewController {
        let list = ItemListViewController(item: root, context: context)
        list.restorationIdentifier = ItemListViewController.rootIdentifier
        _ = list.view  // loads the rows, so the first preview shows the selected row
        coordinator.context = context
        let split = BrowserSplitViewController()
        split.restorationIdentifier = BrowserSplitViewController.restorationPath
        split.context = context
        split.delegate = coordinator
        let primary = NavigationController(rootViewController: list)
        primary.isToolbarHidden = false
        primary.restorationIdentifier = BrowserSplitViewController.listColumnIdentifier
        split.viewControllers = [primary, NavigationController(rootViewController: preview(for: list.selectedItem, context: context))]
        return split
    }

    /// The detail screen for an item, or an empty one when nothing is selected.
    public static func preview(for item: BrowserItem?, context: BrowserContext) -> ViewController {
        if let item { return ItemDetailViewController(item: item, context: context) }
        let empty = ViewController()
        empty.title = ""
        return empty
    }
}
