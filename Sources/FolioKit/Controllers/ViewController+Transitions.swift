extension ViewController {
    /// The coordinator of the transition this controller takes part in, or nil when none runs.
    ///
    /// UIViewController.transitionCoordinator: a push or pop of its navigation controller, a
    /// resize of the window. Ask for it in `viewWillAppear(_:)` to move along with the transition.
    public var transitionCoordinator: TransitionCoordinator? {
        if let own = ownTransitionCoordinator, !own.isComplete { return own }
        if let parent { return parent.transitionCoordinator }
        return directPresenter?.transitionCoordinator
    }
}

extension Window {
    /// Tells every controller of the new size with a coordinator, then gives the new traits; the
    /// coordinator's alongside blocks run once the traits changed, its completion after layout.
    ///
    /// A resize has no motion, so the coordinator is not animated and its blocks run once.
    func beginSizeTransition(to size: Size) {
        guard let root = rootViewController else { return }
        let coordinator = TransitionCoordinator(isAnimated: false, isInteractive: false, transitionDuration: 0)
        root.ownTransitionCoordinator = coordinator
        sizeTransition = coordinator
        root.propagate(size: size, coordinator: coordinator)
        root.propagate(traits: traitCollection)
        coordinator.progress(to: 1)
    }

    /// Runs the completion of the resize laid out last.
    func completeSizeTransition() {
        guard let coordinator = sizeTransition else { return }
        sizeTransition = nil
        if rootViewController?.ownTransitionCoordinator === coordinator { rootViewController?.ownTransitionCoordinator = nil }
        coordinator.complete()
    }
}
