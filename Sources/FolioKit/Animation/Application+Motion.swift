import FoundationEssentials

extension Application {
    /// Seconds on the system's monotonic clock.
    nonisolated static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Gives a key to the motion in progress first: a swipe key steps the key swipe it drives;
    /// any other key completes every animation at once, then goes on (returns false).
    ///
    /// Input is never delayed by motion: the key's own answer is drawn in the next frame.
    func handleKeyDuringMotion(_ key: Key) -> Bool {
        guard animator.isBusy || !animator.transitions.isEmpty else { return false }
        if animator.keySwipe != nil, let gesture = window.gestureKeys.gesture(for: key, in: window.keyBindings),
           animator.handleSwipe(gesture) {
            window.setNeedsDisplay()
            return true
        }
        animator.completeAll()
        window.setNeedsDisplay()
        return false
    }

    /// Runs what the clock says is due: timers, then a frame of every animation.
    ///
    /// The run loop calls it after each wait; tests with a virtual clock call it after moving time.
    public func runDueWork() {
        fireDueTimers()
        animator.tick()
    }
}
