/// A swipe to the right by the pointer that drives an interactive transition: the pop from the
/// left edge of a pushed screen, the reveal of a hidden primary column.
///
/// The transition begins with the first motion to the right and follows the pointer; on release
/// it finishes or cancels as a finger's swipe does: it finishes when the last motion went right,
/// cancels when it went left, and when the last motion went straight up or down, finishes only
/// past halfway.
@MainActor
final class SwipeDrag: PointerDrag {
    private let start: Point
    /// Columns the pointer must travel for the whole transition.
    private let distance: () -> Int
    /// Begins the transition, or nil when it cannot begin now.
    private let begin: () -> Transition?
    private var transition: Transition?
    private var lastX: Int
    /// The sign of the last horizontal motion: 1 right, -1 left, 0 none.
    private var lastDirection = 0

    /// A swipe pressed at `start`, whole after `distance()` columns, that `begin()` starts.
    init(start: Point, distance: @escaping () -> Int, begin: @escaping () -> Transition?) {
        self.start = start
        self.distance = distance
        self.begin = begin
        self.lastX = start.x
    }

    /// How far the transition has gone, 0...1: the pointer's distance from where it was pressed,
    /// over the whole distance.
    private func progress(at x: Int) -> Double {
        let whole = distance()
        guard whole > 0 else { return 0 }
        return min(1, max(0, Double(x - start.x) / Double(whole)))
    }

    func pointerMoved(to location: Point) {
        // A motion straight up or down has no horizontal speed: the release then goes by position.
        lastDirection = location.x > lastX ? 1 : (location.x < lastX ? -1 : 0)
        lastX = location.x
        if transition == nil {
            guard location.x > start.x else { return }
            transition = begin()
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
