/// The root view of a navigation controller: lays out the bar, the top controller's view and
/// the toolbar. Layout only; the bars draw themselves.
@MainActor
final class NavigationContainerView: View {
    unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init()
    }

    override func layoutSubviews() {
        let nav = controller
        let width = bounds.width, height = bounds.height
        nav.navigationBar.frame = Rect(x: 0, y: 0, width: width, height: 1)
        nav.toolbar.frame = Rect(x: 0, y: max(0, height - 1), width: width, height: 1)
        guard let top = nav.topViewController, top.isViewLoaded else { return }
        let frames = Self.contentLayout(
            size: bounds.size, navigationBarShown: nav.isNavigationBarShown, toolbarShown: nav.isToolbarShown,
            extendsUnderTop: top.edgesForExtendedLayout.contains(.top)
                && (nav.navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars),
            extendsUnderBottom: top.edgesForExtendedLayout.contains(.bottom) && top.extendedLayoutIncludesOpaqueBars)
        top.view.frame = frames.frame
        top.view.safeAreaInsets = frames.insets + top.additionalSafeAreaInsets
    }

    /// The content frame and safe-area insets for the top controller: a pure function.
    ///
    /// A bar the content extends under adds a one-row inset instead of shrinking the frame.
    /// The toolbar is opaque, so content goes under it only with `extendedLayoutIncludesOpaqueBars`.
    static func contentLayout(size: Size, navigationBarShown: Bool, toolbarShown: Bool,
                              extendsUnderTop: Bool, extendsUnderBottom: Bool) -> (frame: Rect, insets: EdgeInsets) {
        var frame = Rect(origin: .zero, size: size)
        var insets = EdgeInsets.zero
        if navigationBarShown {
            if extendsUnderTop { insets.top = 1 } else { frame.origin.y += 1; frame.size.height -= 1 }
        }
        if toolbarShown {
            if extendsUnderBottom { insets.bottom = 1 } else { frame.size.height -= 1 }
        }
        frame.size.height = max(0, frame.size.height)
        return (frame, insets)
    }
}
