/// How an animation's progress maps time to distance (UIView.AnimationCurve).
public enum TimingCurve: Sendable {
    /// Constant speed: what an interactive transition follows while a key drives it.
    case linear
    /// Starts fast and slows to a stop: push, pop and the rest of a released swipe, so the
    /// answer to a key shows from the first frame.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut

    /// The distance covered, 0...1, after the fraction `time` (0...1) of the duration.
    public func value(at time: Double) -> Double {
        let t = min(1, max(0, time))
        switch self {
        case .linear: return t
        case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow3(2 - 2 * t) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
