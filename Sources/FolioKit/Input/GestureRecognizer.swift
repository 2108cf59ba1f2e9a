/// A direction of a swipe.
public enum SwipeDirection: Hashable, Sendable { case right, left, up, down }

/// A touch gesture, as the key layer emulates it.
public enum Gesture: Hashable, Sendable {
    /// A swipe across the content.
    case swipe(SwipeDirection)
    /// A swipe that starts at the left edge of the screen and moves right.
    case leftEdgeSwipe
    /// A tap on the content.
    case tap
}

/// Recognizes one kind of emulated gesture over its view and runs its action (UIGestureRecognizer's role).
@MainActor
open class GestureRecognizer {
    /// The recognizer's progress; a key-emulated gesture goes straight to `.ended`.
    public enum State: Sendable { case possible, began, changed, ended, cancelled, failed }

    /// A disabled recognizer ignores gestures.
    public var isEnabled = true
    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// Asked before the gesture begins.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Current state.
    public internal(set) var state: State = .possible
    /// What the help overlay calls this gesture.
    public var title: String
    private let action: (GestureRecognizer) -> Void

    /// Creates a recognizer that runs `action` when it recognizes its gesture.
    public init(title: String, action: @escaping (GestureRecognizer) -> Void) {
        self.title = title
        self.action = action
    }

    /// True when this recognizer listens for `gesture`.
    open func accepts(_ gesture: Gesture) -> Bool { false }

    /// Tries to recognize `gesture`; returns true when it did and ran its action.
    func recognize(_ gesture: Gesture) -> Bool {
        guard isEnabled, accepts(gesture), shouldBegin?(self) ?? true else { return false }
        state = .ended
        action(self)
        state = .possible
        return true
    }
}

/// Recognizes a swipe in one direction (UISwipeGestureRecognizer).
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The direction that triggers it.
    public var direction: SwipeDirection
    /// Creates a swipe recognizer.
    public init(direction: SwipeDirection, title: String, action: @escaping (GestureRecognizer) -> Void) {
        self.direction = direction
        super.init(title: title, action: action)
    }
    public override func accepts(_ gesture: Gesture) -> Bool {
        if case .swipe(let d) = gesture { return d == direction }
        return direction == .right && gesture == .leftEdgeSwipe
    }
}

/// Recognizes a swipe from the left edge of the screen (UIScreenEdgePanGestureRecognizer).
public final class ScreenEdgePanGestureRecognizer: GestureRecognizer {
    public override func accepts(_ gesture: Gesture) -> Bool { gesture == .leftEdgeSwipe }
}

/// Recognizes a tap (UITapGestureRecognizer).
public final class TapGestureRecognizer: GestureRecognizer {
    public override func accepts(_ gesture: Gesture) -> Bool { gesture == .tap }
}
