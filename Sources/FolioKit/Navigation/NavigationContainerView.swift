/// A navigation controller's root view: lays out the bar, the top controller's view and the toolbar.
///
/// Layout only; the bars draw themselves.
@MainActor
final class NavigationContainerView: View {
    unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init()
    }

    override func layoutSubviews() {
        let nav = controller
        // A title or item changed since the last frame: the bars are rebuilt once, here, before
        // their frames (a prompt changes the bar's height).
        nav.refreshBarsIfNeeded(marksLayout: false)
        let width = bounds.width, height = bounds.height
        let barHeight = min(height, nav.navigationBar.preferredHeight)
        // A sliding bar is moved over the edge, and the content follows it (see BarMotion).
        let barOut = nav.navigationBarRowsOut(height: barHeight)
        nav.navigationBar.frame = Rect(x: 0, y: -barOut, width: width, height: barHeight)
        nav.toolbar.frame = Rect(x: 0, y: max(0, height - 1) + nav.toolbarRowsOut, width: width, height: 1)
        var shown = nav.topViewController.map { [$0] } ?? []
        if let motion = nav.motion { shown = [motion.from, motion.to] }
        for controller in shown where controller.isViewLoaded {
            let frames = Self.contentLayout(
                size: bounds.size, navigationBarHeight: nav.isNavigationBarShown ? barHeight - barOut : 0,
                toolbarShown: nav.isToolbarShown && nav.toolbarRowsOut == 0,
                extendsUnderTop: controller.edgesForExtendedLayout.contains(.top)
                    && (nav.navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars),
                extendsUnderBottom: controller.edgesForExtendedLayout.contains(.bottom) && controller.extendedLayoutIncludesOpaqueBars)
            // In motion, the views keep their size and only move sideways (clipped by the container).
            let dx = nav.motion?.offset(of: controller, width: width) ?? 0
            controller.view.frame = frames.frame.offsetBy(dx: dx, dy: 0)
            controller.view.safeAreaInsets = frames.insets + controller.additionalSafeAreaInsets
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
