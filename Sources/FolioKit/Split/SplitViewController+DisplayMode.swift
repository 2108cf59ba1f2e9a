/// Display-mode changes: the delegate's say, the primary coming and going (sliding, or driven
/// by the swipe keys or the pointer), and the display-mode button.
extension SplitViewController {
    /// The mode the button and the swipes apply next: the delegate's answer, or the default.
    public func targetDisplayModeForAction() -> DisplayMode {
        let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if asked != .automatic { return asked }
        return SplitLayout.defaultTarget(from: displayMode, automatic: automaticMode)
    }

    /// What the display-mode button does: moves to the target display mode, the primary sliding
    /// unless `animated` is false (a restored place is shown as it was, without motion).
    public func performDisplayModeAction(animated: Bool = true) {
        guard !isCollapsed else { return }
        let target = targetDisplayModeForAction()
        userDisplayMode = target
        displayModeDidChange(animated: animated)
    }

    /// Applies the current display mode: delegate first, then columns, callbacks, focus, button.
    ///
    /// Animated, the primary slides in or out (`SplitColumnMotion`); with `keys`, the swipe keys
    /// drive the slide and it may be cancelled (see `Animator.driveWithKeys`); `interactive`
    /// alone leaves `columnTransition` for the caller (the pointer) to drive. The primary
    /// appears or disappears as the slide begins, and has appeared or disappeared when it ends.
    func displayModeDidChange(animated: Bool = false, keys: (forward: Gesture, backward: Gesture)? = nil,
                              interactive: Bool = false) {
        let interactive = interactive || keys != nil
        columnTransition?.completeNow()
        let next = userDisplayMode ?? SplitLayout.resolve(preferredDisplayMode, traits: traitCollection)
        defer { updateDisplayModeButton() }
        guard next != displayMode || !hasAppliedDisplayMode else { return }
        if hasAppliedDisplayMode && !isCollapsed {
            delegate?.splitViewController(self, willChangeTo: next)
        }
        let previous = displayMode
        let previousFocus = focusedColumn
        let primaryWasShown = primary.map(isOnScreen) ?? false
        hasAppliedDisplayMode = true
        displayMode = next
        guard let primary, !isCollapsed else { return }
        let primaryShown = isPrimaryVisible
        let appears = !primaryWasShown && primaryShown && isVisible
        let disappears = primaryWasShown && !primaryShown && isVisible
        let moves = (animated || interactive) && (appears || disappears)
        // Made first, so the primary finds the coordinator in its appearance callbacks.
        let transition = moves ? Transition(isInteractive: interactive, animator: window?.application?.animator,
            update: { [weak self] percent in
                self?.columnMotion?.percent = percent
                self?.viewIfLoaded?.setNeedsLayout()
                self?.window?.setNeedsDisplay()
            },
            completion: { [weak self] finished in
                guard let self else { return }
                self.columnTransition = nil
                self.ownTransitionCoordinator = nil
                self.columnMotion = nil
                if finished {
                    self.finishColumnChange(appears: appears, disappears: disappears)
                } else {
                    self.cancelColumnChange(back: previous, focus: previousFocus, appeared: appears)
                }
            }) : nil
        columnTransition = transition
        ownTransitionCoordinator = transition?.coordinator
        if disappears { primary.beginAppearanceTransition(false, animated: true) }
        if moves {
            columnMotion = SplitColumnMotion(isShowing: appears, shownMode: appears ? next : previous)
        }
        installViews()
        if appears { primary.beginAppearanceTransition(true, animated: true) }
        if next == .primaryOverlay { focusedColumn = .primary }
        if next == .primaryHidden { focusedColumn = .secondary }
        window?.setNeedsDisplay()
        guard let transition else {
            finishColumnChange(appears: appears, disappears: disappears)
            return
        }
        if let keys, let animator = window?.application?.animator {
            animator.driveWithKeys(transition, forward: keys.forward, backward: keys.backward)
        } else if keys != nil {
            transition.finish()
        } else if !interactive {
            transition.start()
        }
    }

    /// The primary has come or gone: its appearance ends, the views settle in the new mode.
    private func finishColumnChange(appears: Bool, disappears: Bool) {
        guard let primary else { return }
        if disappears {
            primary.view.removeFromSuperview()
            primary.endAppearanceTransition()
        }
        installViews()
        if appears { primary.endAppearanceTransition() }
        window?.setNeedsDisplay()
    }

    /// A swipe let go before its end: the mode goes back, and the primary, which began to come
    /// or go, goes or comes back (UIKit's cancelled transition callbacks).
    private func cancelColumnChange(back mode: DisplayMode, focus: Column, appeared: Bool) {
        guard let primary else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
        userDisplayMode = mode == automaticMode ? nil : mode
        if appeared {
            primary.beginAppearanceTransition(false, animated: true)
            primary.view.removeFromSuperview()
            primary.endAppearanceTransition()
        } else {
            primary.beginAppearanceTransition(true, animated: true)
            primary.endAppearanceTransition()
        }
        installViews()
        focusedColumn = focus
        updateDisplayModeButton()
        window?.setNeedsDisplay()
    }

    func updateDisplayModeButton() {
        let target = SplitLayout.defaultTarget(from: displayMode, automatic: automaticMode)
        let title = target == .primaryHidden ? "Hide list" : "Show list"
        if displayModeButtonItem.title != title { displayModeButtonItem.title = title }
        displayModeButtonItem.isEnabled = !isCollapsed
        // Collapsed, there is no column to show or hide: the button leaves the bar, as in UIKit.
        if displayModeButtonItem.isHidden != isCollapsed { displayModeButtonItem.isHidden = isCollapsed }
    }
}

extension SplitViewController {
    /// Shows a column, the primary sliding in (UISplitViewController's `show(_:)` for a column).
    ///
    /// The primary comes beside the secondary in landscape and over it in portrait, as the
    /// display-mode button would bring it; showing the secondary takes an overlaid primary away
    /// and gives the secondary the keys.
    public func show(_ column: Column) {
        guard !isCollapsed else { return }
        switch column {
        case .primary:
            guard !isPrimaryVisible else { return }
            userDisplayMode = SplitLayout.defaultTarget(from: .primaryHidden, automatic: automaticMode)
            displayModeDidChange(animated: true)
        case .secondary:
            if displayMode == .primaryOverlay { hide(.primary) }
            focus(.secondary)
        }
    }

    /// Hides a column, the primary sliding out (UISplitViewController's `hide(_:)` for a column).
    ///
    /// Only the primary can be hidden: the secondary is always on screen in two columns.
    public func hide(_ column: Column) {
        guard !isCollapsed, column == .primary, displayMode != .primaryHidden else { return }
        userDisplayMode = .primaryHidden
        displayModeDidChange(animated: true)
    }
}
