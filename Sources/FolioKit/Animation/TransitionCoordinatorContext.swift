/// What a transition's blocks learn about it (UIViewControllerTransitionCoordinatorContext).
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
    /// True when the transition moves over time (false with reduced motion, or for a resize).
    var isAnimated: Bool { get }
    /// True while a key or the pointer drives the transition by hand.
    var isInteractive: Bool { get }
    /// True once the transition was abandoned (a swipe that changed its mind).
    var isCancelled: Bool { get }
    /// How far the transition has gone, 0 at the start and 1 at the end.
    var percentComplete: Double { get }
    /// Seconds the whole transition takes when it runs by itself.
    var transitionDuration: Double { get }
}
