/// The navigation controller lays out its own views, in its view's layout pass: the bar, the
/// top controller's view (both views while a push or pop moves) and the toolbar. The views
/// only draw; none of them calls the controller back.
extension NavigationController {
    /// Sets the frames of the bars and of the shown controllers' views, the bars rebuilt first
    /// if a change waits.
    func layOutBarsAndContent() {
        // A title or item changed since the last frame: the bars are rebuilt once, here, before
        // their frames (a prompt changes the bar's height).
        refreshBarsIfNeeded(marksLayout: false)
        let bounds = view.bounds
        let width = bounds.width, height = bounds.height
        let barHeight = min(height, navigationBar.preferredHeight)
        // A sliding bar is moved over the edge, and the content follows it (NavigationController+BarMotion).
        let barOut = navigationBarRowsOut(height: barHeight)
        navigationBar.frame = Rect(x: 0, y: -barOut, width: width, height: barHeight)
        toolbar.frame = Rect(x: 0, y: max(0, height - 1) + toolbarRowsOut, width: width, height: 1)
        installSearchView()
        let searchRows = searchBarRows
        var shown = topViewController.map { [$0] } ?? []
        if let motion { shown = [motion.from, motion.to] }
        for controller in shown where controller.isViewLoaded {
            let frames = Self.contentLayout(
                size: bounds.size, navigationBarHeight: (isNavigationBarShown ? barHeight - barOut : 0) + searchRows,
                toolbarShown: isToolbarShown && toolbarRowsOut == 0,
                extendsUnderTop: controller.edgesForExtendedLayout.contains(.top)
                    && (navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars),
                extendsUnderBottom: controller.edgesForExtendedLayout.contains(.bottom) && controller.extendedLayoutIncludesOpaqueBars)
            // In motion, the views keep their size and only move sideways (clipped by the container).
            let dx = motion?.offset(of: controller, width: width) ?? 0
            controller.view.frame = frames.frame.offsetBy(dx: dx, dy: 0)
            controller.view.safeAreaInsets = frames.insets + controller.additionalSafeAreaInsets
        }
        if activeSearchController != nil {
            let top = isNavigationBarShown ? barHeight - barOut : 0
            layOutSearch(top: top, bottom: isToolbarShown && toolbarRowsOut == 0 ? height - 1 : height, width: width)
        }
    }

    /// The content frame and safe-area insets for the top controller: a pure function.
    ///
    /// A bar the content extends under adds an inset of its height instead of shrinking the
    /// frame (the navigation bar is two rows with a prompt).
    /// The toolbar is opaque, so content goes under it only with `extendedLayoutIncludesOpaqueBars`.
    static func contentLayout(size: Size, navigationBarHeight: Int, toolbarShown: Bool,
                              extendsUnderTop: Bool, extendsUnderBottom: Bool) -> (frame: Rect, insets: EdgeInsets) {
        var frame = Rect(origin: .zero, size: size)
        var insets = EdgeInsets.zero
        if navigationBarHeight > 0 {
            if extendsUnderTop {
                insets.top = navigationBarHeight
            } else {
                frame.origin.y += navigationBarHeight
                frame.size.height -= navigationBarHeight
            }
        }
        if toolbarShown {
            if extendsUnderBottom { insets.bottom = 1 } else { frame.size.height -= 1 }
        }
        frame.size.height = max(0, frame.size.height)
        return (frame, insets)
    }
}
