/// Hears about a navigation controller's transitions (UINavigationControllerDelegate).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Before a controller's view is shown by a push, pop or stack change.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// After a controller's view was shown.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing before a controller is shown, unless the delegate says otherwise.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing after a controller is shown, unless the delegate says otherwise.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A stack of controllers with a navigation bar and an optional toolbar
/// (UINavigationController's role).
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public internal(set) var viewControllers: [ViewController] = []
    /// The bar at the top.
    public let navigationBar = NavigationBar()
    /// The bar at the bottom, hidden by default.
    public let toolbar = Toolbar()
    /// Gets `willShow` and `didShow`.
    public weak var delegate: NavigationControllerDelegate?
    /// Hides the navigation bar.
    public var isNavigationBarHidden = false { didSet { barsDidChange() } }
    /// Hides the toolbar; true by default.
    public var isToolbarHidden = true { didSet { barsDidChange() } }
    /// A tap toggles both bars.
    public var hidesBarsOnTap = false
    /// A swipe up hides the bars, a swipe down shows them; a toolbar without items stays.
    public var hidesBarsOnSwipe = false
    /// The bars hide while the terminal is vertically compact.
    public var hidesBarsWhenVerticallyCompact = false { didSet { barsDidChange() } }
    /// The bars hide while a text field is first responder.
    public var hidesBarsWhenKeyboardAppears = false
    /// Swipe right from the left edge pops; disable it to turn the gesture off.
    public internal(set) var interactivePopGestureRecognizer: GestureRecognizer!
    /// Recognizes the tap that `hidesBarsOnTap` uses.
    public internal(set) var barHideOnTapGestureRecognizer: GestureRecognizer!
    /// Recognizes the swipes that `hidesBarsOnSwipe` uses.
    public internal(set) var barHideOnSwipeGestureRecognizers: [GestureRecognizer] = []
    var interactivePop: InteractivePopTransition?
    /// The push or pop moving on screen now, if any.
    var motion: NavigationMotion?
    /// The transition of the push, pop or interactive pop under way.
    var activeTransition: Transition?
    /// What the keyboard, a tap and a swipe did to the bars (see `isNavigationBarShown`).
    var barEvents = BarEvents()
    /// Saved stack levels still to re-create (state restoration).
    var stackRestoration: StackRestoration?
    /// True while `continueRestoration()` runs (a level it pushes may load rows and call it again).
    var isContinuingRestoration = false
    /// A title or item shown in the bars changed since they were last rebuilt; the rebuild waits
    /// for the next layout pass (or a reader's `refreshBarsIfNeeded()`), so that the changes of
    /// one key cost one rebuild.
    var barsNeedRefresh = false
    /// Told of every rebuild of the bars: a test that checks the changes of one key are
    /// coalesced gives one.
    var barsRebuildObserver: (() -> Void)?

    /// Creates a navigation controller with one controller on its stack.
    public init(rootViewController: ViewController) {
        super.init()
        setUpGestures()
        pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
        setUpGestures()
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller on screen: one presented over the top controller wins.
    public var visibleViewController: ViewController? {
        var current = presentedViewController ?? topViewController
        while let presented = current?.presentedViewController { current = presented }
        return current
    }

    open override var focusedChild: ViewController? {
        // An active search takes the keys while its bar is edited or it shows its results.
        if let search = focusedSearchController { return search }
        return topViewController
    }

    open override var responderTitle: String { title ?? "Navigation" }

    override var gestureRecognizersForKeys: [GestureRecognizer] {
        [interactivePopGestureRecognizer, barHideOnTapGestureRecognizer] + barHideOnSwipeGestureRecognizers
    }

    /// The keyboard (a text field as first responder) appeared or went away.
    open override func keyboardVisibilityChanged(_ isShown: Bool) {
        guard hidesBarsWhenKeyboardAppears || barEvents.hiddenForKeyboard else { return }
        barEvents.hiddenForKeyboard = isShown && hidesBarsWhenKeyboardAppears
        barsDidChange()
    }

    open override func loadView() {
        // A plain view: the controller lays out its subviews (NavigationController+Layout).
        view = View()
    }

    open override func viewDidLoad() {
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        if let top = topViewController { view.insertSubview(top.view, belowSubview: navigationBar) }
        refreshBars()
    }

    override func layoutOwnViews() { layOutBarsAndContent() }

    open override func canPerform(_ action: ContainerAction, sender: Any?) -> Bool { action == .show }

    /// Pushes `viewController`, as `show(_:sender:)` does in a navigation controller.
    open override func show(_ viewController: ViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    open override func childContentDidChange() { setNeedsBarsRefresh() }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { barEvents.revealedInCompact = false }
        barsDidChange()
    }

    open override var keyCommands: [KeyCommand] {
        // Keys given to items without one are assigned by the rebuild.
        refreshBarsIfNeeded()
        let canPop = viewControllers.count > 1
        // An active search's Esc cancels it before it would go back.
        return searchCommands + [
            KeyCommand(named: [.back, .cancel], keys: [.character("h"), .left, .escape, .backspace], title: "Back", isEnabled: canPop) { [weak self] in
                self?.popViewController(animated: true)
            },
        ] + (isToolbarShown ? toolbar.items : []).compactMap(itemCommand)
          + (topViewController?.navigationItem.leftBarButtonItems ?? []).compactMap(itemCommand)
          + (topViewController?.navigationItem.rightBarButtonItems ?? []).compactMap(itemCommand)
    }

    // MARK: Stack operations

    /// Pushes a controller on top of the stack and shows it.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        // The bar crosses over from what it shows now, changes of this key included.
        refreshBarsIfNeeded()
        let previous = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        viewController.movingToParent = true
        replaceTop(previous, with: viewController, animated: animated, isPush: true) { [weak self] in
            guard let self else { return }
            viewController.movingToParent = false
            viewController.didMove(toParent: self)
            self.delegate?.navigationController(self, didShow: viewController, animated: animated)
        }
    }

    /// Pops the top controller; returns it, or nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them, top last.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops controllers until `viewController` is on top; returns the popped ones, top last.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }),
              index < viewControllers.count - 1 else { return nil }
        refreshBarsIfNeeded()
        let popped = Array(viewControllers[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        let previous = topViewController
        viewControllers.removeSubrange((index + 1)...)
        previous?.movingFromParent = true
        replaceTop(previous, with: viewController, animated: animated, isPush: false) { [weak self] in
            previous?.movingFromParent = false
            for controller in popped.reversed() { controller.removeFromParent() }
            guard let self else { return }
            self.delegate?.navigationController(self, didShow: viewController, animated: animated)
        }
        return popped
    }

    /// Replaces the whole stack; the new top is shown, controllers no longer on it are removed.
    open func setViewControllers(_ newControllers: [ViewController], animated: Bool) {
        refreshBarsIfNeeded()
        let previous = topViewController
        let removed = viewControllers.filter { old in !newControllers.contains { $0 === old } }
        let added = newControllers.filter { new in !viewControllers.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        viewControllers = newControllers
        children = newControllers + children.filter { child in !newControllers.contains { $0 === child } && !removed.contains { $0 === child } }
        let finish = { [weak self] in
            for controller in removed { controller.removeFromParent() }
            guard let self else { return }
            for controller in added { controller.didMove(toParent: self) }
            if let top = self.topViewController, top !== previous {
                self.delegate?.navigationController(self, didShow: top, animated: animated)
            }
        }
        if let top = topViewController, top !== previous {
            top.movingToParent = added.contains { $0 === top }
            previous?.movingFromParent = removed.contains { $0 === previous }
            // A new top that was not on the stack before arrives as a push does; otherwise it is a pop.
            let isPush = added.contains { $0 === top } || previous.map { old in newControllers.contains { $0 === old } } ?? true
            replaceTop(previous, with: top, animated: animated, isPush: isPush) {
                top.movingToParent = false
                previous?.movingFromParent = false
                finish()
            }
        } else {
            refreshBars()
            finish()
        }
    }

    /// Sets the stack without animation.
    public func setViewControllers(_ newControllers: [ViewController]) {
        setViewControllers(newControllers, animated: false)
    }

    // MARK: Bars

    /// Shows or hides the navigation bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { setBar(.navigationBar, hidden: hidden, animated: animated) }

    /// Shows or hides the toolbar.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { setBar(.toolbar, hidden: hidden, animated: animated) }

    func barsDidChange() {
        refreshBars()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the navigation bar is drawn now, after every hiding rule.
    public var isNavigationBarShown: Bool {
        !isNavigationBarHidden && !hiddenByEnvironment
    }

    /// Whether the toolbar is drawn now, after every hiding rule.
    public var isToolbarShown: Bool {
        guard !isToolbarHidden, !hiddenByEnvironment, let top = topViewController else { return false }
        if top.hidesBottomBarWhenPushed && viewControllers.count > 1 { return false }
        return true
    }

    /// True while the keyboard or a vertically compact terminal keeps both bars hidden.
    private var hiddenByEnvironment: Bool { isHiddenForVerticallyCompact || barEvents.hiddenForKeyboard }

    /// True while `hidesBarsWhenVerticallyCompact` keeps the bars hidden.
    var isHiddenForVerticallyCompact: Bool {
        hidesBarsWhenVerticallyCompact && traitCollection.verticalSizeClass == .compact && !barEvents.revealedInCompact
    }
}

/// What happened to a navigation controller's bars beyond their own hidden settings, in one
/// value: the bars shown are computed from it (`isNavigationBarShown`, `isToolbarShown`).
struct BarEvents {
    /// A text field is first responder and `hidesBarsWhenKeyboardAppears` hid the bars.
    var hiddenForKeyboard = false
    /// A tap showed the bars that `hidesBarsWhenVerticallyCompact` hid; holds until the
    /// vertical size class changes.
    var revealedInCompact = false
    /// The toolbar was shown when a swipe hid the bars, so a swipe back shows it again.
    var toolbarWasShown = false
}
