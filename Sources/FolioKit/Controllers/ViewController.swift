/// Manages one screen's worth of views, with UIKit's lifecycle (UIViewController's role).
@MainActor
open class ViewController: Responder {
    /// Where the controller is in its appearance cycle.
    public enum AppearanceState: Sendable { case disappeared, appearing, appeared, disappearing }

    /// How a presented controller covers its presenter (UIModalPresentationStyle).
    public enum ModalPresentationStyle: Sendable {
        /// A page sheet when the terminal is horizontally regular, full screen when compact,
        /// as iOS 13 and later resolve it; the default.
        case automatic
        /// Covers the whole screen; the presenter disappears.
        case fullScreen
        /// A wide panel from below the top row to the bottom; the presenter stays on screen.
        case pageSheet
        /// A centred panel; the presenter stays on screen behind it.
        case formSheet
        /// Covers the whole screen, but the presenter stays on screen under it (no disappear callbacks).
        case overFullScreen
        /// A popover; a terminal has no arrow to point with, so it is drawn as a form sheet,
        /// as UIKit adapts popovers where there is no room for them.
        case popover
    }

    private var loadedView: View?
    /// The title the navigation bar and back buttons show.
    public var title: String? { didSet { containerDidChange() } }
    /// The controller's items for a navigation bar.
    public private(set) lazy var navigationItem: NavigationItem = {
        let item = NavigationItem()
        item.owner = self
        return item
    }()
    /// Items for a navigation controller's toolbar while this controller is on top.
    public var toolbarItems: [BarButtonItem]? { didSet { containerDidChange() } }
    /// Sets `toolbarItems`.
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
    /// When true, a navigation controller hides its toolbar while this controller is on top.
    public var hidesBottomBarWhenPushed = false
    /// Edges whose bars the view extends under.
    public var edgesForExtendedLayout: RectEdge = .all { didSet { containerDidChange() } }
    /// Whether the view also extends under opaque bars.
    public var extendedLayoutIncludesOpaqueBars = false { didSet { containerDidChange() } }
    /// Extra safe-area insets the controller adds for its own reasons.
    public var additionalSafeAreaInsets: EdgeInsets = .zero { didSet { containerDidChange() } }
    /// How this controller is shown when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// When true, Esc does not dismiss this presented controller.
    public var isModalInPresentation = false
    /// The size, in cells, a form sheet or popover of this controller takes (UIKit's
    /// `preferredContentSize`); zero in a dimension keeps the style's own size in it.
    public var preferredContentSize: Size = .zero
    /// A name under which restoration saves and finds this controller's state.
    public var restorationIdentifier: String?
    /// The item set on `tabBarItem` or made for it (ViewController+Tabs).
    var storedTabBarItem: TabBarItem?

    /// The container holding this controller.
    public internal(set) weak var parent: ViewController?
    /// Controllers contained in this one.
    public internal(set) var children: [ViewController] = []
    /// The controller this one presented itself (UIKit's answer also looks at ancestors).
    var directlyPresented: ViewController?
    /// The controller that presented this one itself.
    weak var directPresenter: ViewController?
    /// The style a presentation resolved `modalPresentationStyle` to when it began.
    var presentationStyleInUse: ModalPresentationStyle = .fullScreen
    /// The opaque backing (and a sheet's border) under this controller's view while presented.
    var presentationBacking: PresentationBackingView?
    /// The appearance state; callbacks follow its valid transitions.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// The environment last given to this controller.
    public internal(set) var traitCollection = TraitCollection()

    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    var appearanceAnimated = false
    /// The coordinator of the transition this controller runs itself (a container's push, a
    /// window's resize); `transitionCoordinator` also looks at the parents.
    var ownTransitionCoordinator: TransitionCoordinator?
    var hasTraits = false
    weak var hostWindow: Window?

    /// Creates a controller; its view is made when first asked for.
    public override init() { super.init() }

    // MARK: The view

    /// The root view, loaded on first access with `loadView()` then `viewDidLoad()`.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let made = loadedView ?? View()
            loadedView = made
            made.owningViewController = self
            viewDidLoad()
            return made
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the root view; override to set `view`.
    ///
    /// The default is an empty view.
    open func loadView() { view = View() }
    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance callbacks

    /// The view is about to enter the screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// True during the appearance callbacks of being added to a container.
    public var isMovingToParent: Bool { movingToParent }
    /// True during the appearance callbacks of being removed from a container.
    public var isMovingFromParent: Bool { movingFromParent }
    /// True during the appearance callbacks of being presented.
    public var isBeingPresented: Bool { beingPresented }
    /// True during the appearance callbacks of being dismissed.
    public var isBeingDismissed: Bool { beingDismissed }

    // MARK: Size and traits

    /// The terminal is about to take a new size (the form without a coordinator, kept for
    /// older code; `viewWillTransition(to:with:)` calls it).
    open func viewWillTransition(to size: Size) {}
    /// The terminal is about to take a new size, with the coordinator of the change.
    ///
    /// `coordinator` runs alongside blocks and their completion after the new layout, as UIKit's does. The default calls `viewWillTransition(to:)`;
    /// children hear it from the window whether or not an override calls `super`.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: size)
    }
    /// The trait collection changed from `previousTraitCollection`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Focus

    /// The child that has the keyboard focus in a container, or nil for none.
    open var focusedChild: ViewController? { nil }

    /// The view that should take keys when this controller gets focus; by default the first
    /// view in its hierarchy that can become first responder.
    open var preferredFirstResponder: View? {
        func search(_ v: View) -> View? {
            if v.isHidden { return nil }
            if v.canBecomeFirstResponder { return v }
            for sub in v.subviews { if let found = search(sub) { return found } }
            return nil
        }
        return isViewLoaded ? search(view) : nil
    }

    // MARK: Responder chain

    open override var next: Responder? {
        if let parent { return parent }
        if directPresenter != nil { return window }
        return loadedView?.superview ?? window
    }

    open override var responderTitle: String { title ?? navigationItem.title ?? String(describing: type(of: self)) }

    /// The window showing this controller, if any.
    public var window: Window? {
        if let hostWindow { return hostWindow }
        if let parent { return parent.window }
        if let directPresenter { return directPresenter.window }
        return loadedView?.window
    }

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        var current = parent
        while let c = current { if let nav = c as? NavigationController { return nav }; current = c.parent }
        return nil
    }

    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let c = current { if let split = c as? SplitViewController { return split }; current = c.parent }
        return directPresenter?.splitViewController
    }

    /// Tells containers above that something shown in their bars changed.
    func containerDidChange() {
        var current: ViewController? = self
        while let c = current { c.childContentDidChange(); current = c.parent }
    }

    /// Called after the traits were given (first time included); containers adapt here.
    func environmentDidUpdate() {}

    /// Gesture recognizers the controller owns that are not attached to a view (a navigation
    /// controller's pop and bar-hiding recognizers, a split view's swipes).
    var gestureRecognizersForKeys: [GestureRecognizer] { [] }

    /// A click put the focus inside `child`; a container with columns follows it.
    func focusDidMove(to child: ViewController) {}

    /// A text field inside this controller became (`isShown`) or stopped being first responder.
    ///
    /// The window has its new first responder already: a screen with a field and a list can
    /// tell a move between them from one out of its view (a sheet over it taking the keys).
    open func keyboardVisibilityChanged(_ isShown: Bool) {}

    /// A descendant's title, items or layout preferences changed; containers refresh their bars.
    open func childContentDidChange() {}

    /// Lays out the subviews of this controller's view, in the view's layout pass (after
    /// `viewWillLayoutSubviews`, before `viewDidLayoutSubviews`); containers place their
    /// children's views and bars here, so that their views need not call them back.
    func layoutOwnViews() {}

    /// Where this controller's view goes when presented in a window of `bounds`, for a
    /// controller that places itself (an alert); nil follows `modalPresentationStyle`.
    func presentationFrame(in bounds: Rect) -> Rect? { nil }

    /// Whether this controller handles a show action itself; containers say yes.
    open func canPerform(_ action: ContainerAction, sender: Any?) -> Bool { false }

    /// Shows `viewController` in the primary context: the nearest container that handles
    /// `show` does it (a navigation controller pushes); without one, it is presented.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` in the secondary (detail) context: the nearest container that
    /// handles `showDetail` does it; without one, it behaves as `show(_:sender:)`.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetail, sender: sender), target !== self {
            target.showDetailViewController(viewController, sender: sender)
        } else {
            show(viewController, sender: sender)
        }
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Restoration

    /// Saves state to restore later; override and call `coder.encode`.
    open func encodeRestorableState(with coder: StateCoder) {}
    /// Restores state saved by `encodeRestorableState(with:)`.
    open func decodeRestorableState(with coder: StateCoder) {}
    /// Called once every controller restored with this one has decoded its state.
    open func applicationFinishedRestoringState() {}
    /// Makes the controller saved above this one in a navigation stack, for restoration.
    ///
    /// Returns nil while it cannot be made yet (UIKit's `viewController(withRestorationIdentifierPath:coder:)`,
    /// asked of the level below because that level holds the data the next one is made from).
    /// `path` ends with the identifier to make; `coder` holds its saved state.
    open func viewController(withRestorationIdentifierPath path: [String], coder: StateCoder) -> ViewController? { nil }
}
