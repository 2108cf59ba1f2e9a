extension ViewController {
    /// The controller presented by this one or, failing that, by its nearest ancestor that
    /// presented one, as UIKit answers.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let c = current {
            if let presented = c.directlyPresented { return presented }
            current = c.parent
        }
        return nil
    }

    /// The controller that presented this one or, failing that, the one that presented its
    /// nearest presented ancestor, as UIKit answers.
    public var presentingViewController: ViewController? { presentedAncestor?.directPresenter }

    /// This controller or its nearest ancestor that was presented.
    var presentedAncestor: ViewController? {
        var current: ViewController? = self
        while let c = current {
            if c.directPresenter != nil { return c }
            current = c.parent
        }
        return nil
    }

    /// Presents `viewController` over the top of the current presentation chain.
    ///
    /// Callbacks, as UIKit gives them for a full-screen presentation: the presenter's
    /// `viewWillDisappear`, the presented `viewWillAppear`, the presented `viewDidAppear`, the
    /// presenter's `viewDidDisappear`. A sheet (page or form, or `.automatic` in a regular
    /// terminal) leaves the presenter on screen, so the presenter hears nothing.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window, let root = window.rootViewController else { return }
        var presenter = root
        while let above = presenter.directlyPresented { presenter = above }
        guard presenter !== viewController else { return }
        // A presentation begins after whatever still moves (a sheet still rising) has ended.
        window.application?.animator.completeAll()
        _ = viewController.view
        presenter.directlyPresented = viewController
        viewController.directPresenter = presenter
        viewController.propagate(traits: window.traitCollection)
        viewController.presentationStyleInUse = PresentationLayout.resolve(viewController.modalPresentationStyle, in: window.traitCollection)
        let coversPresenter = viewController.presentationStyleInUse == .fullScreen
        viewController.beingPresented = true
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        window.install(presented: viewController)
        let finish = {
            viewController.endAppearanceTransition()
            if coversPresenter { presenter.endAppearanceTransition() }
            viewController.beingPresented = false
            window.setNeedsDisplay()
            completion?()
        }
        // The sheet rises from below the bottom edge; it has appeared once it rests.
        let rise = animated ? sheetMotion(for: viewController, in: window, from: 1, to: 0, completion: finish) : nil
        viewController.ownTransitionCoordinator = rise?.coordinator
        viewController.beginAppearanceTransition(true, animated: animated)
        guard let rise else { return finish() }
        rise.start()
    }

    /// The transition of a sheet moving between `from` and `to` parts of its rise still to come
    /// (1 is below the screen), or nil when it does not move (full screen, or motion off).
    private func sheetMotion(for controller: ViewController, in window: Window, from: Double, to: Double,
                             completion: @escaping () -> Void) -> Transition? {
        guard let animator = window.application?.animator, animator.isEnabled, let backing = controller.presentationBacking,
              PresentationLayout.rises(controller.modalPresentationStyle, in: window.traitCollection) else { return nil }
        backing.lowered = from
        window.layoutPresentation(controller)
        return Transition(isInteractive: false, animator: animator, update: { [weak window] percent in
            backing.lowered = from + (to - from) * percent
            window?.layoutPresentation(controller)
            window?.setNeedsDisplay()
        }, completion: { _ in completion() })
    }

    /// Dismisses what this controller (or its nearest ancestor that presented) presented; when
    /// there is none, dismisses this controller's presented ancestor, as UIKit does.
    ///
    /// Callbacks: the presented `viewWillDisappear`, the presenter's `viewWillAppear` (full
    /// screen only), the presenter's `viewDidAppear`, the presented `viewDidDisappear`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        // A sheet still rising has risen before it is dismissed.
        window?.application?.animator.completeAll()
        guard let target = presentedViewController ?? presentedAncestor else { completion?(); return }
        if let above = target.directlyPresented { above.dismiss(animated: false) }
        guard let presenter = target.directPresenter else { return }
        let window = self.window
        let coversPresenter = target.presentationStyleInUse == .fullScreen
        target.beingDismissed = true
        let finish = {
            window?.uninstall(presented: target)
            if coversPresenter { presenter.endAppearanceTransition() }
            target.endAppearanceTransition()
            presenter.directlyPresented = nil
            target.directPresenter = nil
            target.beingDismissed = false
            window?.setNeedsDisplay()
            completion?()
        }
        // The sheet falls below the bottom edge; it has gone once it is out of sight.
        let fall = animated ? window.flatMap { sheetMotion(for: target, in: $0, from: 0, to: 1, completion: finish) } : nil
        target.ownTransitionCoordinator = fall?.coordinator
        target.beginAppearanceTransition(false, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        guard let fall else { return finish() }
        fall.start()
    }
}
