/// An interactive pop in progress: it ends by `finish()` or `cancel()`.
@MainActor
public final class InteractivePopTransition {
    private weak var navigationController: NavigationController?
    private let from: ViewController
    private let to: ViewController
    /// True once finished or cancelled.
    public private(set) var isComplete = false

    init(navigationController: NavigationController, from: ViewController, to: ViewController) {
        self.navigationController = navigationController
        self.from = from
        self.to = to
    }

    /// Completes the pop: the top controller leaves the stack.
    public func finish() {
        guard !isComplete, let nav = navigationController else { return }
        isComplete = true
        nav.interactivePop = nil
        nav.finishInteractivePop(from: from, to: to)
    }

    /// Abandons the pop: the lower controller disappears again, the top one reappears and hears
    /// `didMove(toParent:)` with the navigation controller, since it was told it would leave.
    public func cancel() {
        guard !isComplete, let nav = navigationController else { return }
        isComplete = true
        nav.interactivePop = nil
        from.movingFromParent = false
        to.beginAppearanceTransition(false, animated: true)
        to.endAppearanceTransition()
        from.beginAppearanceTransition(true, animated: true)
        from.endAppearanceTransition()
        // The controller was told it would leave; it stays, so it hears that it is back.
        from.didMove(toParent: nav)
        nav.view.setNeedsLayout()
    }
}

extension NavigationController {
    func setUpGestures() {
        interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(title: "Back (swipe from the left edge)") { [weak self] _ in
            self?.beginInteractivePop()?.finish()
        }
        interactivePopGestureRecognizer.shouldBegin = { [weak self] _ in (self?.viewControllers.count ?? 0) > 1 }
        barHideOnTapGestureRecognizer = TapGestureRecognizer(title: "Show or hide the bars") { [weak self] _ in
            self?.toggleBarsForTap()
        }
        barHideOnTapGestureRecognizer.shouldBegin = { [weak self] _ in
            guard let self else { return false }
            return self.hidesBarsOnTap || self.isHiddenForVerticallyCompact
        }
        let up = SwipeGestureRecognizer(direction: .up, title: "Hide the bars") { [weak self] _ in
            self?.setBarsHiddenForSwipe(true)
        }
        let down = SwipeGestureRecognizer(direction: .down, title: "Show the bars") { [weak self] _ in
            self?.setBarsHiddenForSwipe(false)
        }
        up.shouldBegin = { [weak self] _ in self?.hidesBarsOnSwipe ?? false }
        down.shouldBegin = up.shouldBegin
        barHideOnSwipeGestureRecognizers = [up, down]
    }

    /// Starts popping the top controller interactively (the swipe from the left edge).
    ///
    /// It goes in the order of a pop by the back button: the top controller hears
    /// `willMove(toParent: nil)`, then begins to disappear with `isMovingFromParent` true, and the
    /// one below begins to appear. Nil at the root.
    @discardableResult
    public func beginInteractivePop() -> InteractivePopTransition? {
        guard viewControllers.count > 1, interactivePop == nil,
              let top = topViewController else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        top.willMove(toParent: nil)
        top.movingFromParent = true
        _ = below.view
        delegate?.navigationController(self, willShow: below, animated: true)
        top.appearanceAnimated = true
        below.appearanceAnimated = true
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        let transition = InteractivePopTransition(navigationController: self, from: top, to: below)
        interactivePop = transition
        return transition
    }

    func finishInteractivePop(from top: ViewController, to below: ViewController) {
        viewControllers.removeLast()
        if isViewLoaded {
            top.viewIfLoaded?.removeFromSuperview()
            view.insertSubview(below.view, belowSubview: navigationBar)
        }
        refreshBars()
        top.endAppearanceTransition()
        below.endAppearanceTransition()
        top.movingFromParent = false
        top.removeFromParent()
        delegate?.navigationController(self, didShow: below, animated: true)
    }

    /// A tap the content did not handle: it brings back bars hidden for a vertically compact
    /// terminal, as the reference says; otherwise, with `hidesBarsOnTap`, it toggles them.
    func toggleBarsForTap() {
        if isHiddenForVerticallyCompact {
            barsRevealedInCompact = true
            barsDidChange()
            return
        }
        setBarsHiddenForSwipe(isNavigationBarShown)
    }

    func setBarsHiddenForSwipe(_ hidden: Bool) {
        if hidden {
            toolbarWasShown = !isToolbarHidden
            isNavigationBarHidden = true
            // A toolbar with no items stays visible after the swipe, as the reference says.
            if !toolbarItemsEmpty { isToolbarHidden = true }
        } else {
            isNavigationBarHidden = false
            if toolbarWasShown { isToolbarHidden = false }
        }
    }

    private var toolbarItemsEmpty: Bool { (topViewController?.toolbarItems ?? []).isEmpty }
}
