import FolioKit

/// The split view's delegate for the browser: decides what the detail column shows across
/// collapse and expand, the UIKit master-detail way.
@MainActor
public final class BrowserCoordinator: SplitViewControllerDelegate {
    /// Shared state for the screens the coordinator makes.
    public var context = BrowserContext()

    /// Creates a coordinator.
    public init() {}

    /// When the list has the focus, collapsing drops the preview so the list stays on top;
    /// when the detail has it, the detail is pushed onto the stack (the default).
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool {
        splitViewController.focusedColumn == .primary
    }

    /// When no detail is on the stack (a list is on top), expanding shows a preview of the
    /// selected row; otherwise the split separates the detail (an item's, or the empty one).
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primaryViewController: ViewController) -> ViewController? {
        guard let nav = primaryViewController as? NavigationController else { return nil }
        if !(nav.topViewController is ItemListViewController) { return nil }
        let list = nav.topViewController as? ItemListViewController
        return NavigationController(rootViewController: Browser.preview(for: list?.selectedItem, context: context))
    }
}
