import FolioKit

/// Builds the browser's controller tree for a root item.
@MainActor
public enum Browser {
    /// A split view of `root`: its children as the primary, the selected item's detail beside.
    ///
    /// Each column is a navigation stack. Narrow terminals collapse it.
    public static func makeRootController(for root: BrowserItem, context: BrowserContext = BrowserContext(),
                                          coordinator: BrowserCoordinator) -> BrowserSplitViewController {
        let list = ItemListViewController(item: root, context: context)
        list.restorationIdentifier = ItemListViewController.rootIdentifier
        _ = list.view  // loads the rows, so the first preview shows the selected row
        coordinator.context = context
        let split = BrowserSplitViewController()
        split.restorationIdentifier = BrowserSplitViewController.restorationPath
        split.context = context
        split.coordinator = coordinator
        split.delegate = coordinator
        let primary = NavigationController(rootViewController: list)
        primary.isToolbarHidden = false
        primary.restorationIdentifier = BrowserSplitViewController.listColumnIdentifier
        split.viewControllers = [primary, NavigationController(rootViewController: preview(for: list.selectedItem, context: context))]
        return split
    }

    /// The detail screen for an item, or an empty one when nothing is selected; `previous`, the
    /// detail it replaces, stays on screen until the new preview is ready.
    public static func preview(for item: BrowserItem?, context: BrowserContext,
                               replacing previous: ViewController? = nil) -> ViewController {
        if let item {
            let detail = ItemDetailViewController(item: item, context: context)
            if let previous = previous as? ItemDetailViewController { detail.keepShowing(previous) }
            return detail
        }
        let empty = ViewController()
        empty.title = ""
        return empty
    }
}
