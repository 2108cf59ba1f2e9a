extension NavigationController {
    /// Swaps the top view and runs appearance callbacks when this controller is on screen:
    /// old will-disappear and new will-appear now; when the motion ends (at once when not
    /// animated), the coordinator's completion, old did-disappear, new did-appear, then `completion`.
    ///
    /// An animated change on screen moves both views across the container on the frame clock;
    /// a change already moving is completed first, so one motion runs at a time.
    func replaceTop(_ old: ViewController?, with new: ViewController, animated: Bool, isPush: Bool,
                    completion: @escaping () -> Void) {
        completeMotion()
        let onScreen = isVisible
        if onScreen || isViewLoaded { _ = new.view }
        let animator = window?.application?.animator
        let moves = animated && onScreen && isViewLoaded && old != nil && old !== new && (animator?.isEnabled ?? false)
        let fromBar = navigationBar.content
        let transition = Transition(isInteractive: false, animator: moves ? animator : nil, update: { [weak self] percent in
            self?.moveMotion(to: percent)
        }, completion: { [weak self] _ in
            self?.endReplacement(old, with: new, onScreen: onScreen)
            completion()
        })
        ownTransitionCoordinator = transition.coordinator
        activeTransition = transition
        delegate?.navigationController(self, willShow: new, animated: animated)
        if hasTraits { new.propagate(traits: traitCollection) }
        old?.appearanceAnimated = animated
        new.appearanceAnimated = animated
        if onScreen {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        if isViewLoaded {
            if !moves { old?.viewIfLoaded?.removeFromSuperview() }
            view.insertSubview(new.view, belowSubview: navigationBar)
            view.setNeedsLayout()
        }
        refreshBars()
        if moves, let old {
            motion = NavigationMotion(from: old, to: new, isPush: isPush)
            navigationBar.state.crossing = NavigationBar.Crossing(from: fromBar, isPush: isPush, percent: 0)
        }
        transition.start()
    }

    /// The end of a replacement: the old view leaves, then the appearance callbacks end.
    private func endReplacement(_ old: ViewController?, with new: ViewController, onScreen: Bool) {
        if motion != nil {
            motion = nil
            navigationBar.state.crossing = nil
            if old !== topViewController { old?.viewIfLoaded?.removeFromSuperview() }
            viewIfLoaded?.setNeedsLayout()
        }
        ownTransitionCoordinator = nil
        activeTransition = nil
        if onScreen {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    /// Lays the moving views and the bar out at `percent`.
    func moveMotion(to percent: Double) {
        guard motion != nil else { return }
        motion?.percent = percent
        navigationBar.state.crossing?.percent = percent
        viewIfLoaded?.setNeedsLayout()
    }

    /// Ends the push or pop in motion at once, callbacks included.
    func completeMotion() {
        guard let transition = activeTransition, !transition.isComplete else { return }
        transition.completeNow()
    }
}
