/// One running animation: a value from `from` to `to` over a duration on the application's clock.
///
/// The animator calls `step` once a frame with the current value; `completion` runs once, with
/// true when the animation reached its end (a key that completes it early counts as reaching it).
@MainActor
public final class Animation {
    /// Seconds from start to end.
    public let duration: Double
    /// How time maps to distance.
    public let curve: TimingCurve
    /// The value at the start.
    public let from: Double
    /// The value at the end.
    public let to: Double
    /// The clock time it started at.
    public let startTime: Double
    /// The last value given to `step`.
    public private(set) var value: Double
    /// True once it ended (reached its end or was stopped).
    public private(set) var isComplete = false
    private let step: (Double) -> Void
    private var completion: ((Bool) -> Void)?

    init(from: Double, to: Double, duration: Double, curve: TimingCurve, startTime: Double,
         step: @escaping (Double) -> Void, completion: ((Bool) -> Void)?) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.startTime = startTime
        self.value = from
        self.step = step
        self.completion = completion
    }

    /// The value at clock time `now`.
    func value(at now: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.value(at: (now - startTime) / duration)
    }

    /// Moves to the value for `now`; ends the animation once its time is up.
    func advance(to now: Double) {
        // Started at this very time: it is still where it starts, and has nothing new to show.
        guard !isComplete, now > startTime || duration <= 0 else { return }
        if duration <= 0 || now >= startTime + duration {
            complete()
        } else {
            value = value(at: now)
            step(value)
        }
    }

    /// Jumps to the end value and runs the completion (a key came, or motion is off).
    public func complete() {
        guard !isComplete else { return }
        value = to
        step(to)
        end(finished: true)
    }

    /// Stops where it is; the completion hears false.
    public func stop() {
        guard !isComplete else { return }
        end(finished: false)
    }

    private func end(finished: Bool) {
        isComplete = true
        let done = completion
        completion = nil
        done?(finished)
    }
}
