/// Customizes a split view controller (UISplitViewControllerDelegate).
///
/// It decides collapse, expansion, display modes and show actions. Every method has UIKit's
/// default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode the display-mode button and the swipes should apply next;
    /// `.automatic` means "use the default".
    func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode
    /// The display mode is about to change.
    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// The controller to use as the primary when collapsing; nil keeps the current primary.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Return true to take care of the secondary yourself (it is then discarded); false lets
    /// the split push the secondary's stack onto the primary navigation controller.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool
    /// The controller to use as the primary when expanding; nil keeps the current primary.
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    /// The controller to use as the secondary when expanding; nil lets the split separate the
    /// controllers that collapsing pushed onto the primary.
    func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
    /// Return true when you showed `vc` yourself.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// Return true when you showed `vc` as the detail yourself.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
}

extension SplitViewControllerDelegate {
    /// Asks for no particular display mode, so the split uses its default.
    public func targetDisplayModeForAction(in splitViewController: SplitViewController) -> SplitViewController.DisplayMode { .automatic }
    /// Does nothing before the display mode changes.
    public func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    /// Keeps the current primary when collapsing.
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    /// Lets the split push the secondary's stack onto the primary when collapsing.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController, onto primaryViewController: ViewController) -> Bool { false }
    /// Keeps the current primary when expanding.
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? { nil }
    /// Lets the split separate what collapsing pushed onto the primary.
    public func splitViewController(_ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
    /// Lets the split show the controller itself.
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    /// Lets the split show the detail controller itself.
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
}
