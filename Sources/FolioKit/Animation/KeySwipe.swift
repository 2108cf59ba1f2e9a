/// An interactive transition that swipe keys drive, as a finger would.
///
/// The first press is a flick: the transition is let go at once and animates to its end. While
/// it moves by itself, the backward key turns it back (it cancels) and the forward key takes
/// hold of it where it is; held, each key moves it a quarter, and a pause lets it go.
@MainActor
public struct KeySwipe {
    /// The transition moved by the keys.
    public let transition: Transition
    /// The gesture that moves it on.
    public let forward: Gesture
    /// The gesture that moves it back.
    public let backward: Gesture
    /// When a held swipe is let go unless another swipe key comes; nil while it moves by itself.
    public var releaseTime: Double?
    /// True when the last key moved it on.
    public private(set) var lastStepWentForward = true

    /// True while the keys hold it (a quarter a key); false while it moves by itself.
    public var isHeld: Bool { transition.isInteractive }

    /// Moves the transition a step on or back.
    mutating func step(forward: Bool) {
        lastStepWentForward = forward
        let delta = forward ? Animator.keySwipeStep : -Animator.keySwipeStep
        transition.update(transition.percentComplete + delta)
    }

    /// True when letting go now finishes the transition: the last step went on, or it is past halfway.
    public var finishesOnRelease: Bool { lastStepWentForward || transition.percentComplete > 0.5 }

    /// Lets go of a held swipe: the transition finishes or cancels and animates the rest of the way.
    func release() {
        guard isHeld else { return }
        if finishesOnRelease { transition.finish() } else { transition.cancel() }
    }

    /// A swipe key while the transition moves by itself: the forward key takes hold of it and
    /// moves it a step on; the backward key turns back one heading for its end.
    mutating func interrupt(forward: Bool) {
        if forward {
            transition.pause()
            if isHeld { step(forward: true) }
        } else if !transition.isCancelled {
            transition.pause()
            transition.cancel()
        }
    }
}
