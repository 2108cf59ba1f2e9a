extension ViewController {
    /// Presents `viewController` over the top of the current presentation chain.
    ///
    /// Callbacks, as UIKit gives them for a full-screen presentation: the presenter's
    /// `viewWillDisappear`, the presented `viewWillAppear`, the presented `viewDidAppear`, the
    /// presenter's `viewDidDisappear`. A form sheet leaves the presenter on screen.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window, let root = window.rootViewController else { return }
        var presenter = root
        while let above = presenter.presentedViewController { presenter = above }
        guard presenter !== viewController else { return }
        _ = viewController.view
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        viewController.propagate(traits: window.traitCollection)
        let coversPresenter = viewController.modalPresentationStyle == .fullScreen
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

    /// Dismisses the controller this one presented, or this one if it was presented.
    ///
    /// Callbacks: the presented `viewWillDisappear`, the presenter's `viewWillAppear` (full
    /// screen only), the presenter's `viewDidAppear`, the presented `viewDidDisappear`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target: ViewController
        if let presented = presentedViewController { target = presented }
        else if presentingViewController != nil { target = self }
        else { completion?(); return }
        if let above = target.presentedViewController { above.dismiss(animated: false) }
        guard let presenter = target.presentingViewController else { return }
        let window = self.window
        let coversPresenter = target.modalPresentationStyle == .fullScreen
        target.beingDismissed = true
        target.beginAppearanceTransition(false, animated: animated)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        target.view.removeFromSuperview()
        if coversPresenter { presenter.endAppearanceTransition() }
        target.endAppearanceTransition()
        presenter.presentedViewController = nil
        target.presentingViewController = nil
        target.beingDismissed = false
        window?.setNeedsDisplay()
        completion?()
    }
}
