/// A change between two states driven by a percentage: by the frame clock alone (a push), or by
/// hand first (a key swipe, a pointer drag) and then by the clock for the rest of the way.
///
/// Containers use it for their motion: `update` receives the percentage to lay views out at,
/// `completion` runs once with true when the change finished and false when it was cancelled.
/// The split view's reveal and the bars use it the same way:
///
/// ```swift
/// let reveal = Transition(isInteractive: true, animator: window?.application?.animator,
///                         update: { percent in /* lay the overlay out at percent */ },
///                         completion: { finished in /* settle the display mode */ })
/// animator.driveWithKeys(reveal, forward: .leftEdgeSwipe, backward: .swipe(.left))  // keys
/// reveal.update(0.4); reveal.finish()                                              // a pointer
/// ```
///
/// An interactive transition let go can be taken in hand again while it moves (`pause()`), as
/// UIKit's interruptible transitions can: that is how a swipe key turns back a flick.
@MainActor
public final class Transition {
    /// What controllers see of this transition.
    public let coordinator: TransitionCoordinator
    /// Seconds the whole change takes when the clock drives it.
    public let duration: Double
    /// True once finished or cancelled and the completion ran.
    public private(set) var isComplete = false
    /// True when the transition goes back to where it started.
    public var isCancelled: Bool { coordinator.isCancelled }
    /// How far it has gone, 0...1.
    public var percentComplete: Double { coordinator.percentComplete }
    /// True while `update(_:)` drives it (before `finish()` or `cancel()`).
    public var isInteractive: Bool { coordinator.isInteractive }
    /// True for a transition made interactive: once let go, `pause()` can take it in hand again.
    public let isInterruptible: Bool
    private weak var animator: Animator?
    private let onUpdate: (Double) -> Void
    private var onCompletion: ((Bool) -> Void)?
    private var animation: Animation?

    /// Creates a transition; it starts at 0 and moves only through `start()`, `update(_:)`,
    /// `finish()` or `cancel()`.
    ///
    /// Without an animator, or with its animations off, it is not animated: it jumps to its end.
    public init(duration: Double = Animator.defaultDuration, isInteractive: Bool, animator: Animator?,
                update: @escaping (Double) -> Void, completion: @escaping (_ finished: Bool) -> Void) {
        let animated = animator?.isEnabled ?? false
        self.duration = duration
        self.isInterruptible = isInteractive
        self.animator = animator
        self.onUpdate = update
        self.onCompletion = completion
        coordinator = TransitionCoordinator(isAnimated: animated, isInteractive: isInteractive, transitionDuration: duration)
        animator?.register(self)
    }

    /// Runs a transition that is not interactive from 0 to its end on the frame clock.
    public func start() {
        guard !isComplete, animation == nil, !isInteractive else { return }
        set(0)
        run(to: 1, curve: .easeOut)
    }

    /// Moves an interactive transition to `percent` (clamped to 0...1).
    public func update(_ percent: Double) {
        guard !isComplete, isInteractive else { return }
        set(min(1, max(0, percent)))
    }

    /// Lets go and finishes: the rest of the way is animated.
    public func finish() { release(cancelled: false) }

    /// Lets go and cancels: it animates back to 0 and ends as if it had not begun.
    public func cancel() { release(cancelled: true) }

    /// Takes an interactive transition that was let go in hand again where it is: its animation stops, it is interactive again (the coordinator's interaction observers hear it), and `update(_:)`, `finish()` or `cancel()` drive it from there.
    ///
    /// Nothing happens unless it moves by itself after a `finish()` or `cancel()`.
    public func pause() {
        guard !isComplete, isInterruptible, !isInteractive, let running = animation else { return }
        animation = nil
        if let animator { animator.stop(running) } else { running.stop() }
        coordinator.beginInteraction()
    }

    /// Jumps to the end at once (a key came during the motion); an interactive transition is
    /// let go first, finishing when it is past halfway.
    public func completeNow() {
        guard !isComplete else { return }
        if isInteractive { release(cancelled: percentComplete <= 0.5) }
        if let animation { animation.complete() } else if !isComplete { run(to: isCancelled ? 0 : 1, curve: .linear) }
    }

    private func release(cancelled: Bool) {
        guard !isComplete, animation == nil else { return }
        if isInteractive {
            coordinator.endInteraction(cancelled: cancelled)
        } else {
            coordinator.isCancelled = cancelled
        }
        run(to: cancelled ? 0 : 1, curve: .easeOut)
    }

    private func run(to target: Double, curve: TimingCurve) {
        let remaining = duration * abs(target - percentComplete)
        guard let animator, animator.isEnabled, coordinator.isAnimated, remaining > 0 else {
            set(target)
            end()
            return
        }
        animation = animator.animate(from: percentComplete, to: target, duration: remaining, curve: curve,
                                     step: { [weak self] value in self?.set(value) },
                                     completion: { [weak self] finished in
                                         // Stopped by `pause()`: the transition goes on from where it is.
                                         if finished { self?.end() }
                                     })
    }

    private func set(_ percent: Double) {
        onUpdate(percent)
        coordinator.progress(to: percent)
    }

    private func end() {
        guard !isComplete else { return }
        isComplete = true
        animation = nil
        animator?.transitionDidEnd(self)
        coordinator.complete()
        let completion = onCompletion
        onCompletion = nil
        completion?(!coordinator.isCancelled)
    }
}
