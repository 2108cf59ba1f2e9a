/// A row of tabs at the bottom, each showing one child controller (UITabBarController's role).
///
/// Every controller in `viewControllers` is a child; only the selected one's view is on screen,
/// above the one-row `tabBar`. The user switches tabs with Ctrl-Right and Ctrl-Left (the
/// `next-tab` and `previous-tab` commands) or a click on the tab row; the delegate may refuse.
/// A switch tells the old tab it will disappear, the new one it will appear, then the old one
/// it did disappear and the new one it did appear, as UIKit does.
@MainActor
open class TabBarController: ViewController {
    /// Hears of and may refuse the user's selections.
    public weak var delegate: TabBarControllerDelegate?
    /// The row of tabs.
    public let tabBar = TabBar()
    private var tabs: [ViewController] = []
    private var selected: Int?

    /// Creates an empty tab bar controller; set `viewControllers`.
    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelect(index) }
    }

    /// The controllers of the tabs, in order; nil when there are none, as in UIKit.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs.
    ///
    /// The controller selected before stays selected if it is still there; else the one at the
    /// same index, else the first (UIKit's documented rule).
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        let previous = selectedViewController
        let previousIndex = selected
        for old in tabs where !newTabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === previous, isInstalled(old) {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
            }
            old.removeFromParent()
        }
        tabs = newTabs
        for tab in newTabs where tab.parent !== self {
            addChild(tab)
            if hasTraits { tab.propagate(traits: traitCollection) }
            tab.didMove(toParent: self)
        }
        var index: Int?
        if let previous, let kept = newTabs.firstIndex(where: { $0 === previous }) {
            index = kept
        } else if let previousIndex, previousIndex < newTabs.count {
            index = previousIndex
        } else if !newTabs.isEmpty {
            index = 0
        }
        selected = nil
        if let previous, isInstalled(previous) { previous.view.removeFromSuperview() }
        show(index: index, from: newTabs.contains(where: { $0 === previous }) ? previous : nil)
    }

    /// The index of the selected tab; 0 when there are no tabs.
    ///
    /// Setting it does not ask the delegate.
    public var selectedIndex: Int {
        get { selected ?? 0 }
        set {
            guard tabs.indices.contains(newValue), newValue != selected else { return }
            show(index: newValue, from: selectedViewController)
        }
    }

    /// The controller of the selected tab.
    ///
    /// Setting it does not ask the delegate.
    public var selectedViewController: ViewController? {
        get { selected.map { tabs[$0] } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Selects tab `index` as the user does: the delegate may refuse, and hears of it after.
    public func userSelect(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let chosen = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: chosen) { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: chosen)
        window?.setNeedsDisplay()
    }

    /// Puts tab `index` on screen in place of `old`, with the appearance calls of a switch.
    private func show(index: Int?, from old: ViewController?) {
        let new = index.map { tabs[$0] }
        selected = index
        refreshTabBar()
        guard isViewLoaded, old !== new else { return }
        let appearing = isVisible
        if appearing, let old, isInstalled(old) { old.beginAppearanceTransition(false, animated: false) }
        if appearing { new?.beginAppearanceTransition(true, animated: false) }
        if let old, isInstalled(old) { old.view.removeFromSuperview() }
        if let new { view.insertSubview(new.view, belowSubview: tabBar) }
        if appearing, let old { old.endAppearanceTransition() }
        if appearing { new?.endAppearanceTransition() }
        view.setNeedsLayout()
        window?.setNeedsDisplay()
    }

    private func isInstalled(_ controller: ViewController) -> Bool {
        isViewLoaded && controller.isViewLoaded && controller.view.superview === view
    }

    func refreshTabBar() {
        tabBar.items = tabs.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    open override func loadView() {
        // A plain view: the controller lays out the selected tab and the row.
        view = View()
    }

    open override func viewDidLoad() {
        view.addSubview(tabBar)
        if let tab = selectedViewController { view.insertSubview(tab.view, belowSubview: tabBar) }
        refreshTabBar()
    }

    override func layoutOwnViews() {
        let bounds = view.bounds
        let barHeight = min(1, bounds.height)
        tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        selectedViewController?.viewIfLoaded?.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
    }

    open override func childContentDidChange() {
        refreshTabBar()
        tabBar.setNeedsDisplay()
    }

    open override var responderTitle: String { title ?? "Tabs" }

    open override var focusedChild: ViewController? { selectedViewController }

    /// The selected tab's choice, so that the tab row never takes the keys.
    open override var preferredFirstResponder: View? { selectedViewController?.preferredFirstResponder }

    override func focusDidMove(to child: ViewController) {
        // A click inside the shown tab keeps it; a click on the row selects through the row.
    }

    open override var keyCommands: [KeyCommand] {
        let count = tabs.count
        return [
            KeyCommand(named: .nextTab, keys: [Key(.right, modifiers: .control)], title: "Next tab", isEnabled: count > 1) { [weak self] in
                guard let self else { return }
                self.userSelect((self.selectedIndex + 1) % count)
            },
            KeyCommand(named: .previousTab, keys: [Key(.left, modifiers: .control)], title: "Previous tab", isEnabled: count > 1) { [weak self] in
                guard let self else { return }
                self.userSelect((self.selectedIndex + count - 1) % count)
            },
        ]
    }
}
