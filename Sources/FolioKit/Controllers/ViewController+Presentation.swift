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
        _ = viewController.view
        presenter.directlyPresented = viewController
        viewController.directPresenter = presenter
        viewController.propagate(traits: window.traitCollection)
        viewController.presentationStyleInUse = PresentationLayout.resolve(viewController.modalPresentationStyle, in: window.traitCollection)
        let coversPresenter = viewController.presentationStyleInUse == .fullScreen
        viewController.beingPresented = true
        if coversPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        window.install(presented: viewController)
        viewController.beginAppearanceTransition(true, animated: animated)
        viewController.endAppearanceTransition()
        if coversPresenter { presenter.endAppearanceTransition() }
        viewController.beingPresented = false
        window.setNeedsDisplay()
        completion?()
    }

    /// Dismisses what this controller (or its nearest ancestor that presented) presented; when
    /// there is none, dismisses this controller's presented ancestor, as UIKit does.
    ///
    /// Callbacks: the presented `viewWillDisappear`, the presenter's `viewWillAppear` (full
    /// screen only), the presenter's `viewDidAppear`, the presented `viewDidDisappear`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let target = presentedViewController ?? presentedAncestor else { completion?(); return }
        if let above = target.directlyPresented { above.dismiss(animated: false) }
        guard let presenter = target.directPresenter else { return }
        let window = self.window
        let coversPresenter = target.presentationStyleInUse == .fullScreen
        target.beingDismissed = true
        target.beginAppearanceTransition(false, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        window?.uninstall(presented: target)
        if coversPresenter { presenter.endAppearanceTransition() }
        target.endAppearanceTransition()
        presenter.directlyPresented = nil
        target.directPresenter = nil
        target.beingDismissed = false
        window?.setNeedsDisplay()
        completion?()
    }
}
