/// An interactive transition that swipe keys drive: a quarter a press, let go after a pause.
@MainActor
public struct KeySwipe {
    /// The transition moved by the keys.
    public let transition: Transition
    /// The gesture that moves it on.
    public let forward: Gesture
    /// The gesture that moves it back.
    public let backward: Gesture
    /// When it is let go unless another swipe key comes.
    public var releaseTime: Double
    /// True when the last key moved it on.
    public private(set) var lastStepWentForward = true

    /// Moves the transition a step on or back.
    mutating func step(forward: Bool) {
        lastStepWentForward = forward
        let delta = forward ? Animator.keySwipeStep : -Animator.keySwipeStep
        transition.update(transition.percentComplete + delta)
    }

    /// True when letting go now finishes the transition: the last step went on, or it is past halfway.
    public var finishesOnRelease: Bool { lastStepWentForward || transition.percentComplete > 0.5 }

    /// Lets go: the transition finishes or cancels and animates the rest of the way.
    func release() {
        if finishesOnRelease { transition.finish() } else { transition.cancel() }
    }
}
