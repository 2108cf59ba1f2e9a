extension NavigationController {
    func setUpGestures() {
        interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(title: "Back (swipe from the left edge); again while it moves: drag a quarter") { [weak self] _ in
            self?.beginKeySwipePop()
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
    /// one below begins to appear. While it is driven, both views are on screen at their offsets
    /// and the bar shows both titles. Nil at the root.
    @discardableResult
    public func beginInteractivePop() -> InteractivePopTransition? {
        completeMotion()
        guard viewControllers.count > 1, interactivePop == nil,
              let top = topViewController else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        let animator = window?.application?.animator
        let moves = isVisible && isViewLoaded && (animator?.isEnabled ?? false)
        refreshBarsIfNeeded()
        let fromBar = navigationBar.content
        let transition = Transition(isInteractive: true, animator: moves ? animator : nil, update: { [weak self] percent in
            self?.moveMotion(to: percent)
        }, completion: { [weak self] finished in
            self?.endInteractivePop(from: top, to: below, finished: finished)
        })
        top.willMove(toParent: nil)
        top.movingFromParent = true
        _ = below.view
        ownTransitionCoordinator = transition.coordinator
        activeTransition = transition
        delegate?.navigationController(self, willShow: below, animated: true)
        if hasTraits { below.propagate(traits: traitCollection) }
        top.appearanceAnimated = true
        below.appearanceAnimated = true
        top.beginAppearanceTransition(false, animated: true)
        below.beginAppearanceTransition(true, animated: true)
        if moves {
            view.insertSubview(below.view, belowSubview: navigationBar)
            view.setNeedsLayout()
            motion = NavigationMotion(from: top, to: below, isPush: false)
            navigationBar.state.crossing = NavigationBar.Crossing(from: fromBar, isPush: false, percent: 0)
        }
        let pop = InteractivePopTransition(transition: transition)
        interactivePop = pop
        if moves { refreshBars() }
        return pop
    }

    /// The swipe key's pop: a flick that the keys can turn back or take hold of while it moves
    /// (see `Animator.driveWithKeys`) while motion is on, else at once.
    func beginKeySwipePop() {
        guard let pop = beginInteractivePop() else { return }
        if pop.transition.coordinator.isAnimated, let animator = window?.application?.animator {
            animator.driveWithKeys(pop.transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        } else {
            pop.finish()
        }
    }

    private func endInteractivePop(from top: ViewController, to below: ViewController, finished: Bool) {
        interactivePop = nil
        activeTransition = nil
        ownTransitionCoordinator = nil
        if motion != nil {
            motion = nil
            navigationBar.state.crossing = nil
            (finished ? top : below).viewIfLoaded?.removeFromSuperview()
        }
        if finished {
            finishInteractivePop(from: top, to: below)
        } else {
            cancelInteractivePop(from: top, to: below)
        }
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

    /// The pop was abandoned: the lower controller disappears again, the top one reappears and
    /// hears `didMove(toParent:)` with the navigation controller, since it was told it would leave.
    func cancelInteractivePop(from top: ViewController, to below: ViewController) {
        top.movingFromParent = false
        below.beginAppearanceTransition(false, animated: true)
        below.endAppearanceTransition()
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        top.didMove(toParent: self)
        refreshBars()
        viewIfLoaded?.setNeedsLayout()
    }

    /// A tap the content did not handle: it brings back bars hidden for a vertically compact
    /// terminal, as the reference says; otherwise, with `hidesBarsOnTap`, it toggles them.
    func toggleBarsForTap() {
        if isHiddenForVerticallyCompact {
            barEvents.revealedInCompact = true
            barsDidChange()
            return
        }
        setBarsHiddenForSwipe(isNavigationBarShown)
    }

    func setBarsHiddenForSwipe(_ hidden: Bool) {
        if hidden {
            barEvents.toolbarWasShown = !isToolbarHidden
            isNavigationBarHidden = true
            // A toolbar with no items stays visible after the swipe, as the reference says.
            if !toolbarItemsEmpty { isToolbarHidden = true }
        } else {
            isNavigationBarHidden = false
            if barEvents.toolbarWasShown { isToolbarHidden = false }
        }
    }

    private var toolbarItemsEmpty: Bool { (topViewController?.toolbarItems ?? []).isEmpty }
}
