/// A press on a bar button, followed to its release: the button acts when the button comes up
/// over it, as a UIKit button acts on touch-up inside; released elsewhere, nothing happens.
@MainActor
final class BarButtonDrag: PointerDrag {
    private let frame: Rect
    private let action: () -> Void

    /// `frame` is the button's place in screen cells.
    init(frame: Rect, action: @escaping () -> Void) {
        self.frame = frame
        self.action = action
    }

    func pointerMoved(to location: Point) {}

    func pointerReleased(at location: Point) -> Bool {
        if frame.contains(location) { action() }
        return true
    }
}
