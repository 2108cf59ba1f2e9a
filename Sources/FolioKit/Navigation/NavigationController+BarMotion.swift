/// `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` with motion: the
/// bar slides out over the edge, or back in, and the content follows it row by row.
extension NavigationController {
    /// Which bar moves.
    enum SlidingBar { case navigationBar, toolbar }

    /// Rows of the navigation bar (`height` rows tall) above the top edge now.
    func navigationBarRowsOut(height: Int) -> Int { Self.rowsOut(height: height, hidden: navigationBar.state.slide) }

    /// Rows of the toolbar below the bottom edge now.
    var toolbarRowsOut: Int { Self.rowsOut(height: 1, hidden: toolbar.slide) }

    /// Rows of a bar `height` rows tall that are out of sight when `hidden` of it is: a pure function.
    static func rowsOut(height: Int, hidden: Double?) -> Int {
        guard let hidden else { return 0 }
        return Int((Double(height) * min(1, max(0, hidden))).rounded())
    }

    /// Hides or shows a bar; animated, on screen and with motion on, it slides.
    ///
    /// A bar sliding out stays shown until it is out of sight; one sliding in is shown at once,
    /// from beyond the edge. A key during the slide ends it first, as for every motion.
    func setBar(_ bar: SlidingBar, hidden: Bool, animated: Bool) {
        let isHidden = bar == .navigationBar ? isNavigationBarHidden : isToolbarHidden
        guard hidden != isHidden else { return }
        guard animated, isVisible, isViewLoaded, let animator = window?.application?.animator, animator.isEnabled else {
            setHidden(bar, hidden)
            return
        }
        animator.completeAll()
        if !hidden { setHidden(bar, false) }
        let from: Double = hidden ? 0 : 1
        let to: Double = hidden ? 1 : 0
        setSlide(bar, from)
        let transition = Transition(isInteractive: false, animator: animator, update: { [weak self] percent in
            self?.setSlide(bar, from + (to - from) * percent)
        }, completion: { [weak self] _ in
            self?.setSlide(bar, nil)
            if hidden { self?.setHidden(bar, true) }
        })
        transition.start()
    }

    private func setHidden(_ bar: SlidingBar, _ hidden: Bool) {
        switch bar {
        case .navigationBar: isNavigationBarHidden = hidden
        case .toolbar: isToolbarHidden = hidden
        }
    }

    private func setSlide(_ bar: SlidingBar, _ hidden: Double?) {
        switch bar {
        case .navigationBar: navigationBar.state.slide = hidden
        case .toolbar: toolbar.slide = hidden
        }
        viewIfLoaded?.setNeedsLayout()
        window?.setNeedsDisplay()
    }
}
