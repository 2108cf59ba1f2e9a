/// A swipe from the left edge of a pushed screen, by the pointer: the interactive pop begins with
/// the first motion to the right, follows the pointer, and on release finishes or cancels as a
/// finger's swipe does: it finishes when the last motion went right, cancels when it went left,
/// and when the last motion went straight up or down, finishes only past halfway.
@MainActor
final class EdgePopDrag: PointerDrag {
    private weak var navigationController: NavigationController?
    private let start: Point
    private var transition: InteractivePopTransition?
    private var lastX: Int
    /// The sign of the last horizontal motion: 1 right, -1 left, 0 none yet.
    private var lastDirection = 0

    init(navigationController: NavigationController, start: Point) {
        self.navigationController = navigationController
        self.start = start
        self.lastX = start.x
    }

    /// How far the pop has gone, 0...1: the pointer's distance from where it was pressed, over
    /// the navigation controller's width.
    private func progress(at x: Int) -> Double {
        guard let nav = navigationController, nav.isViewLoaded, nav.view.bounds.width > 0 else { return 0 }
        return min(1, max(0, Double(x - start.x) / Double(nav.view.bounds.width)))
    }

    func pointerMoved(to location: Point) {
        // A motion straight up or down has no horizontal speed: the release then goes by position.
        lastDirection = location.x > lastX ? 1 : (location.x < lastX ? -1 : 0)
        lastX = location.x
        if transition == nil {
            guard location.x > start.x, let nav = navigationController else { return }
            transition = nav.beginInteractivePop()
        }
        transition?.update(progress(at: location.x))
    }

    func pointerReleased(at location: Point) -> Bool {
        if location.x != lastX { pointerMoved(to: location) }
        guard let transition else { return false }
        self.transition = nil
        let finishes = lastDirection > 0 || (lastDirection == 0 && progress(at: location.x) > 0.5)
        if finishes { transition.finish() } else { transition.cancel() }
        return true
    }
}
