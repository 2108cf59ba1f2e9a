/// An interactive pop in progress: `update(_:)` moves it, and it ends by `finish()` or `cancel()`
/// (the rest of the way is animated while motion is on).
@MainActor
public final class InteractivePopTransition {
    /// The percent-driven transition under the pop; its coordinator is the controllers'.
    public let transition: Transition

    init(transition: Transition) {
        self.transition = transition
    }

    /// True once finished or cancelled.
    public var isComplete: Bool { transition.isComplete }
    /// How far the pop has gone, 0...1.
    public var percentComplete: Double { transition.percentComplete }
    /// What the controllers see of the pop.
    public var coordinator: TransitionCoordinator { transition.coordinator }

    /// Moves the pop to `percent` of the way (a drag following the pointer).
    public func update(_ percent: Double) { transition.update(percent) }

    /// Completes the pop: the top controller leaves the stack.
    public func finish() { transition.finish() }

    /// Abandons the pop: the lower controller disappears again, the top one reappears and hears
    /// `didMove(toParent:)` with the navigation controller, since it was told it would leave.
    public func cancel() { transition.cancel() }
}
