extension SplitViewController {
    // MARK: Collapse and expand

    /// Regular to compact: asks the delegate in UIKit's order, then collapses.
    ///
    /// By default it pushes the secondary's stack onto the primary navigation controller.
    /// `isCollapsed` turns true last.
    func collapse() {
        guard !isCollapsed, primary != nil else { return }
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== primary {
            viewControllers = [chosen] + (secondary.map { [$0] } ?? [])
        }
        guard let primary else { return }
        let focus = focusedColumn
        if let secondary {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if let nav = primary as? NavigationController, !handled {
                let moving = (secondary as? NavigationController)?.detachAll() ?? [secondary]
                if !(secondary is NavigationController) { detachSilently(secondary) }
                for controller in moving { secondaryOrigin.insert(ObjectIdentifier(controller)) }
                nav.setViewControllers(nav.viewControllers + moving, animated: false)
            }
            collapseRecord = CollapseRecord(secondaryContainer: secondary, focusedColumn: focus)
            if secondary.parent === self { remove(secondary) }
            self.secondary = nil
        }
        let primaryWasHidden = !isOnScreen(primary)
        isCollapsed = true
        installViews()
        if primaryWasHidden && isVisible { primary.transitionAppearance(true, animated: false) }
        focusedColumn = .primary
        window?.setNeedsDisplay()
    }

    /// Compact to regular: asks the delegate, then expands.
    ///
    /// By default it pops what collapsing pushed and gives it back to the secondary. `isCollapsed`
    /// turns false last.
    func expand() {
        guard isCollapsed, primary != nil else { return }
        if let chosen = delegate?.primaryViewController(forExpanding: self), chosen !== primary {
            viewControllers = [chosen]
        }
        guard let primary else { return }
        var newSecondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        let record = collapseRecord
        var focus: Column = .primary
        if newSecondary == nil, let record {
            var separated: [ViewController] = []
            if let nav = primary as? NavigationController {
                // The trailing controllers that belong to the secondary: those collapsing moved
                // and those showDetail pushed while collapsed.
                var depth = nav.viewControllers.count
                while depth > 1, secondaryOrigin.contains(ObjectIdentifier(nav.viewControllers[depth - 1])) { depth -= 1 }
                if depth < nav.viewControllers.count { separated = nav.detachAbove(depth: depth) }
            }
            if let container = record.secondaryContainer as? NavigationController {
                container.adopt(separated.isEmpty ? [ViewController()] : separated)
                newSecondary = container
            } else {
                newSecondary = separated.last ?? record.secondaryContainer
            }
            if !separated.isEmpty { focus = record.focusedColumn }
        }
        collapseRecord = nil
        secondaryOrigin.removeAll()
        isCollapsed = false
        if let newSecondary {
            secondary = nil
            addChild(newSecondary)
            secondary = newSecondary
        }
        let primaryStays = isPrimaryVisible
        if !primaryStays && isOnScreen(primary) {
            primary.beginAppearanceTransition(false, animated: false)
            primary.view.removeFromSuperview()
            primary.endAppearanceTransition()
        }
        installViews()
        if let newSecondary {
            if isVisible { newSecondary.transitionAppearance(true, animated: false) }
            newSecondary.didMove(toParent: self)
        }
        focusedColumn = isPrimaryVisible ? focus : .secondary
        window?.setNeedsDisplay()
    }

    /// `showDetailViewController` of a navigation controller while collapsed (the Xcode
    /// template's pattern): the detail shown before is replaced by `detailNav`'s stack on the
    /// primary navigation controller, and `detailNav` is kept to take the stack back on expanding.
    func showCollapsed(detailNavigation detailNav: NavigationController, on nav: NavigationController) {
        var base = nav.viewControllers
        while base.count > 1, let last = base.last, secondaryOrigin.contains(ObjectIdentifier(last)) { base.removeLast() }
        let moving = detailNav.detachAll()
        secondaryOrigin = Set(moving.map(ObjectIdentifier.init))
        collapseRecord = CollapseRecord(secondaryContainer: detailNav, focusedColumn: .secondary)
        nav.setViewControllers(base + moving, animated: true)
    }

    private func detachSilently(_ controller: ViewController) {
        controller.viewIfLoaded?.removeFromSuperview()
    }

    /// Takes a child out of the split; it leaves the screen with its callbacks if it was on it.
    private func remove(_ controller: ViewController) {
        controller.willMove(toParent: nil)
        if isOnScreen(controller) {
            controller.beginAppearanceTransition(false, animated: false)
            controller.view.removeFromSuperview()
            controller.endAppearanceTransition()
        } else {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        controller.removeFromParent()
    }

    // MARK: Gestures

    func setUpGestures() {
        let reveal = ScreenEdgePanGestureRecognizer(title: "Show the list (swipe from the left edge)") { [weak self] _ in
            guard let self, !self.isCollapsed else { return }
            self.userDisplayMode = self.targetDisplayModeForAction()
            self.displayModeDidChange(keys: (forward: .leftEdgeSwipe, backward: .swipe(.left)))
        }
        reveal.shouldBegin = { [weak self] _ in
            guard let self else { return false }
            return !self.isCollapsed && self.displayMode == .primaryHidden
        }
        let hide = SwipeGestureRecognizer(direction: .left, title: "Hide the list") { [weak self] _ in
            guard let self else { return }
            self.userDisplayMode = .primaryHidden
            self.displayModeDidChange(keys: (forward: .swipe(.left), backward: .leftEdgeSwipe))
        }
        hide.shouldBegin = { [weak self] _ in self?.displayMode == .primaryOverlay && self?.isCollapsed == false }
        gestureRecognizers = [reveal, hide]
    }
}

extension NavigationController {
    /// Takes every controller off the stack without appearance callbacks.
    ///
    /// They are moving to another container that stays on screen. Returns them, root first.
    func detachAll() -> [ViewController] {
        let all = viewControllers
        for controller in all {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        viewControllers = []
        refreshBars()
        return all
    }

    /// Takes the controllers above `depth` off the stack without callbacks for them.
    ///
    /// The new top appears if this controller is on screen. Returns them, lowest first.
    func detachAbove(depth: Int) -> [ViewController] {
        let taken = Array(viewControllers[depth...])
        for controller in taken.reversed() {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        viewControllers.removeSubrange(depth...)
        if let top = topViewController {
            if isViewLoaded { view.insertSubview(top.view, belowSubview: navigationBar) }
            if isVisible { top.transitionAppearance(true, animated: false) }
        }
        refreshBars()
        return taken
    }

    /// Takes `stack` as the whole stack, without callbacks for controllers already on screen.
    func adopt(_ stack: [ViewController]) {
        // What the container held before (a preview the delegate dropped while collapsing)
        // leaves it, or its view would stay under the new top and be drawn with it.
        let kept = Set(stack.map(ObjectIdentifier.init))
        for old in viewControllers where !kept.contains(ObjectIdentifier(old)) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for controller in stack { addChild(controller) }
        viewControllers = stack
        if isViewLoaded, let top = topViewController { view.insertSubview(top.view, belowSubview: navigationBar) }
        refreshBars()
        for controller in stack { controller.didMove(toParent: self) }
    }
}
