extension ViewController {
    /// Starts an appearance change; the callbacks fire only on valid transitions, so a
    /// controller never hears "will appear" twice in a row.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            _ = view
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in childrenForAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the appearance change started by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in childrenForAppearance { child.endAppearanceTransition() }
    }

    /// Children whose views are on screen with this controller's, which get its appearance callbacks.
    var childrenForAppearance: [ViewController] {
        children.filter { child in
            guard child.isViewLoaded, let superview = child.view.superview, !child.view.isHidden else { return false }
            return isViewLoaded && superview.isDescendant(of: view)
        }
    }

    /// True when the controller's view is on screen.
    public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Runs a full appearance change in one step.
    func transitionAppearance(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }
}
