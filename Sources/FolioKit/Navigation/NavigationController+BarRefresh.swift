/// Rebuilding the bars from the stack: any change to a title, an item, the prompt or the
/// stack asks for it, and the controller's layout pass runs it once before the next frame.
///
/// The rebuild sets the bar's content (one value); the bar redraws itself and the frame's grid
/// diff writes only the cells that changed, so a retitled position counter needs no path of
/// its own.
extension NavigationController {
    /// Asks for the bars to be rebuilt before the next frame, as `setNeedsLayout` asks for layout.
    func setNeedsBarsRefresh() {
        guard !barsNeedRefresh else { return }
        barsNeedRefresh = true
        // The controller's layout pass runs the rebuild (NavigationController+Layout).
        viewIfLoaded?.setNeedsLayout()
    }

    /// Rebuilds the bars now if a title or item changed since the last rebuild.
    ///
    /// The layout pass does it before every frame; code that reads the bars (their content,
    /// items or the keys given to items) between a change and the next frame calls it first.
    public func refreshBarsIfNeeded() {
        refreshBarsIfNeeded(marksLayout: true)
    }

    /// As `refreshBarsIfNeeded()`; from the layout pass, `marksLayout` is false.
    func refreshBarsIfNeeded(marksLayout: Bool) {
        guard barsNeedRefresh else { return }
        refreshBars(marksLayout: marksLayout)
    }

    /// Rebuilds bar contents from the stack, by the reference's back-button rules.
    ///
    /// `marksLayout` is false when the controller's own layout pass runs it: the frames it sets
    /// next already see the new bars.
    func refreshBars(marksLayout: Bool = true) {
        barsNeedRefresh = false
        barsRebuildObserver?()
        // The title view is moved only when it changed: moving it dirties and lays out the bar.
        let titleView = topViewController?.navigationItem.titleView
        if navigationBar.titleView !== titleView || (titleView != nil && titleView?.superview !== navigationBar) {
            navigationBar.titleView?.removeFromSuperview()
            navigationBar.titleView = titleView
            if let titleView { navigationBar.addSubview(titleView) }
            // The title text shows or hides with the title view, whatever the content says.
            navigationBar.setNeedsDisplay()
        }
        toolbar.showItems(of: topViewController?.toolbarItems ?? [])
        // A toolbar item given a key now is wider than the toolbar just measured it: it redraws
        // what the key moved.
        if prepareItems() { toolbar.itemsDidChange() }
        // While a pop is dragged, the bar is heading for the stack without the top.
        let destination = interactivePop != nil && motion != nil ? Array(viewControllers.dropLast()) : viewControllers
        var barState = navigationBar.state
        barState.content = Self.barContent(for: destination)
        barState.isShown = isNavigationBarShown
        navigationBar.state = barState
        toolbar.isHidden = !isToolbarShown
        if marksLayout { viewIfLoaded?.setNeedsLayout() }
    }
}

extension ViewController {
    /// Rebuilds now the waiting bars of every navigation controller at or below this one
    /// (children and presented controllers): for `Window.dirtyRegion`, read between a change
    /// and the frame whose layout pass would rebuild them.
    func refreshPendingBars() {
        (self as? NavigationController)?.refreshBarsIfNeeded()
        for child in children { child.refreshPendingBars() }
        directlyPresented?.refreshPendingBars()
    }
}
