/// Lets controllers run their own changes along with a transition and hear when it ends
/// (UIViewControllerTransitionCoordinator).
///
/// A terminal has no implicit animation, so an alongside block runs on every frame with the
/// context's `percentComplete`, and interpolates by itself; it runs at least once, at the end,
/// even when the transition is not animated, as UIKit runs it.
@MainActor
public final class TransitionCoordinator: TransitionCoordinatorContext {
    /// True when the transition moves over time.
    public let isAnimated: Bool
    /// True while a key or the pointer drives the transition by hand.
    public internal(set) var isInteractive: Bool
    /// True once the transition was abandoned.
    public internal(set) var isCancelled = false
    /// How far the transition has gone, 0...1.
    public internal(set) var percentComplete: Double = 0
    /// Seconds the whole transition takes when it runs by itself.
    public let transitionDuration: Double
    /// True once the completion blocks ran.
    public private(set) var isComplete = false
    private var alongside: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private var interactionObservers: [(TransitionCoordinatorContext) -> Void] = []

    /// Creates a coordinator; containers and `Transition` make them.
    public init(isAnimated: Bool, isInteractive: Bool, transitionDuration: Double) {
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.transitionDuration = transitionDuration
    }

    /// Runs `animation` on every frame of the transition and `completion` once after it ends
    /// (before the appearance callbacks that end it); returns false once the transition ended.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                        completion: ((TransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        guard !isComplete else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs `handler` each time the transition stops being driven by hand (the swipe was let go;
    /// `isCancelled` then says which way it will end) and when it is taken in hand again while it
    /// moves (`isInteractive` is then true), as UIKit does for interruptible transitions.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        guard !isComplete else { return }
        interactionObservers.append(handler)
    }

    /// Moves to `percent` and runs the alongside blocks.
    func progress(to percent: Double) {
        percentComplete = percent
        for block in alongside { block(self) }
    }

    /// The hand let go; the transition will finish, or cancel when `cancelled`.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionObservers { handler(self) }
    }

    /// The hand took the transition again while it moved: it is interactive and not cancelled.
    func beginInteraction() {
        guard !isInteractive, !isComplete else { return }
        isInteractive = true
        isCancelled = false
        for handler in interactionObservers { handler(self) }
    }

    /// Runs the completion blocks once.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let blocks = completions
        completions = []
        alongside = []
        interactionObservers = []
        for block in blocks { block(self) }
    }
}
