/// A clock that moves only when told to: animations and timers run frame by frame in tests,
/// with no sleeps.
@MainActor
public final class VirtualClock {
    /// Seconds since the clock was made (it starts at an arbitrary, fixed time).
    public private(set) var now: Double

    /// Creates a clock at `start` seconds.
    public init(start: Double = 1000) { now = start }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: Double) { now += max(0, seconds) }

    /// The clock as a function, for `Application.clock`.
    public var function: () -> Double { { [unowned self] in self.now } }
}
