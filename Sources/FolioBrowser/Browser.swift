import FolioKit

/// Builds the browser's controller tree for a root item.
@MainActor
public enum Browser {
    /// A split view: the list of `root`'s children in a navigation stack as the primary, the
    /// selected item's detail in another as the secondary. Narrow terminals collapse it.
    public static func makeRootController(for root: BrowserItem, coordinator: BrowserCoordinator) -> SplitViewController {
        let list = ItemListViewController(item: root)
        _ = list.view  // loads the rows, so the first preview shows the selected row
        let split = SplitViewController()
        split.delegate = coordinator
        split.viewControllers = [
            NavigationController(rootViewController: list),
            NavigationController(rootViewController: preview(for: list.selectedItem)),
        ]
        return split
    }

    /// The detail screen for an item, or an empty one when nothing is selected.
    public static func preview(for item: BrowserItem?) -> ViewController {
        if let item { return ItemDetailViewController(item: item) }
        let empty = ViewController()
        empty.title = ""
        return empty
    }
}
