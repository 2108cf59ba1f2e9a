extension ViewController {
    /// The item that stands for this controller in a tab bar controller's tab row.
    ///
    /// Made on first use, showing the controller's title (and following it), as UIKit's default
    /// item does; set one to give the tab its own title, image or tag.
    public var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let made = TabBarItem(title: nil, image: nil, tag: 0)
            made.owner = self
            storedTabBarItem = made
            return made
        }
        set {
            storedTabBarItem?.owner = nil
            newValue.owner = self
            storedTabBarItem = newValue
            containerDidChange()
        }
    }

    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? {
        var current = parent
        while let c = current { if let tabs = c as? TabBarController { return tabs }; current = c.parent }
        return directPresenter?.tabBarController
    }

    /// The title a default tab item shows: the controller's, else (for a navigation
    /// controller, whose own title is rarely set) its root controller's, as UIKit shows it.
    var titleForTab: String? {
        if let title { return title }
        if let navigation = self as? NavigationController { return navigation.viewControllers.first?.title }
        return navigationItem.title
    }
}
