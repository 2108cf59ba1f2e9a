/// Hears of the user's tab selections (UITabBarControllerDelegate's role).
///
/// Both calls come only from the user (a key or a click on the tab row), never from code
/// setting `selectedIndex` or `selectedViewController`, as Apple documents them.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController`, which the user chose, should become the selected one.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController`'s tab (also when it was selected already).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
