/// The frame clock: runs animations on the application's clock, at most `framesPerSecond` frames
/// a second, and drives interactive transitions from swipe keys.
///
/// The run loop asks `nextDeadline` how long it may sleep: nil when nothing moves, so an idle
/// program blocks and uses no CPU.
@MainActor
public final class Animator {
    /// How long a push, a pop or a slide takes by default (UIKit's is about the same).
    public static let defaultDuration = 0.18
    /// How far one swipe key moves an interactive transition.
    public static let keySwipeStep = 0.25
    /// False for reduced motion: transitions jump to their end and no frame in between is drawn.
    public var isEnabled = true
    /// The most frames a second drawn while something moves.
    public var framesPerSecond = 60.0 { didSet { framesPerSecond = max(1, framesPerSecond) } }
    /// Seconds without a swipe key after which a held key swipe is let go.
    public var keySwipeReleaseDelay = 0.3
    /// Seconds on the clock the animations follow.
    public var clock: () -> Double
    /// Animations running now.
    public private(set) var animations: [Animation] = []
    /// Transitions that have not ended yet (animated ones only).
    public private(set) var transitions: [Transition] = []
    /// The transition that swipe keys drive now, if any, until it ends.
    public private(set) var keySwipe: KeySwipe?
    /// Frames stepped so far (each `tick()` that moved something).
    public private(set) var frameCount = 0
    private var lastFrameTime: Double?

    /// Creates a frame clock on `clock`.
    public init(clock: @escaping () -> Double) {
        self.clock = clock
    }

    /// The slowest line, in bits a second, on which motion is drawn: a pseudo-terminal (tmux,
    /// ssh, a terminal emulator) reports 38400; a push at 120x40 writes some kilobytes a frame,
    /// which a slower serial line would take seconds to show.
    public static let slowestBaudRateForMotion = 38400

    /// Whether a terminal suits motion: fast enough, and able to move the cursor anywhere.
    ///
    /// A terminal without `cup` redraws whole lines. A pure function of what terminfo says.
    public static func suitsTerminal(baudRate: Int, hasCursorAddressing: Bool) -> Bool {
        // ncurses reports 0 when it cannot tell the speed; that is a pseudo-terminal, not a slow line.
        hasCursorAddressing && (baudRate == 0 || baudRate >= slowestBaudRateForMotion)
    }

    /// True while something moves or a held key swipe waits for its next key.
    public var isBusy: Bool { !animations.isEmpty || keySwipe != nil }

    /// Starts animating a value; `step` gets it each frame, `completion` once at the end.
    ///
    /// With animations off, `step` gets the end value and `completion` runs before this returns.
    @discardableResult
    public func animate(from: Double = 0, to: Double = 1, duration: Double = Animator.defaultDuration,
                        curve: TimingCurve = .easeInOut, step: @escaping (Double) -> Void,
                        completion: ((Bool) -> Void)? = nil) -> Animation {
        let now = clock()
        let animation = Animation(from: from, to: to, duration: duration, curve: curve, startTime: now,
                                  step: step, completion: completion)
        guard isEnabled, duration > 0 else {
            animation.complete()
            return animation
        }
        if animations.isEmpty { lastFrameTime = now }
        animations.append(animation)
        return animation
    }

    /// Stops `animation` where it is (its completion hears false) and forgets it at once, so
    /// the loop does not wake for its next frame.
    func stop(_ animation: Animation) {
        animation.stop()
        animations.removeAll { $0 === animation }
    }

    /// Makes an animated transition known, so a key can complete it.
    func register(_ transition: Transition) {
        guard transition.coordinator.isAnimated, !transitions.contains(where: { $0 === transition }) else { return }
        transitions.append(transition)
    }

    /// A transition ended: it is forgotten, and so is its key swipe.
    func transitionDidEnd(_ transition: Transition) {
        transitions.removeAll { $0 === transition }
        if keySwipe?.transition === transition { keySwipe = nil }
    }

    /// When the loop must wake next: the next frame while something moves, or the moment a key
    /// swipe is let go; nil when nothing moves.
    public var nextDeadline: Double? {
        var deadlines: [Double] = []
        if !animations.isEmpty { deadlines.append((lastFrameTime ?? clock()) + 1 / framesPerSecond) }
        if let release = keySwipe?.releaseTime { deadlines.append(release) }
        return deadlines.min()
    }

    /// Moves every animation to the clock's time and lets go of a held key swipe whose time is up;
    /// returns true when something moved.
    @discardableResult
    public func tick() -> Bool {
        let now = clock()
        var moved = false
        if let swipe = keySwipe, let release = swipe.releaseTime, now >= release {
            // Let go, it moves by itself; the keys can still turn it back or take hold of it.
            keySwipe?.releaseTime = nil
            swipe.release()
            moved = true
        }
        if !animations.isEmpty {
            lastFrameTime = now
            for animation in animations { animation.advance(to: now) }
            animations.removeAll { $0.isComplete }
            moved = true
            frameCount += 1
        }
        return moved
    }

    /// Ends everything at once, completion callbacks included: a key came, and input is never
    /// delayed by motion.
    public func completeAll() {
        // A completion may start further motion (a pending pop); a few rounds settle it.
        for _ in 0..<8 where isBusy || !transitions.isEmpty {
            // A held key swipe is let go by its own rule, then completed; a flick ends where it heads.
            if let swipe = keySwipe {
                keySwipe = nil
                swipe.release()
            }
            for transition in transitions { transition.completeNow() }
            for animation in animations { animation.complete() }
            animations.removeAll { $0.isComplete }
        }
    }

    // MARK: Swipes from the keyboard

    /// Lets swipe keys drive `transition`, this call being the first press: a flick.
    ///
    /// The transition is let go at once and animates to its end, as a pop does. While it moves,
    /// `backward` turns it back to its start (it cancels), and `forward` takes hold of it where it
    /// is and moves it a step on. Held, `forward` moves it a step on and `backward` a step back;
    /// it is let go `keySwipeReleaseDelay` after the last key: finished when the last step went
    /// forward or it is past halfway, else cancelled. With animations off it finishes at once.
    public func driveWithKeys(_ transition: Transition, forward: Gesture, backward: Gesture) {
        guard transition.isInteractive, !transition.isComplete else { return }
        guard isEnabled else {
            transition.finish()
            return
        }
        register(transition)
        keySwipe = KeySwipe(transition: transition, forward: forward, backward: backward, releaseTime: nil)
        transition.finish()
    }

    /// Offers a swipe gesture to the key swipe in progress; true when it took it.
    public func handleSwipe(_ gesture: Gesture) -> Bool {
        guard var swipe = keySwipe, !swipe.transition.isComplete,
              gesture == swipe.forward || gesture == swipe.backward else { return false }
        let forward = gesture == swipe.forward
        if swipe.isHeld {
            swipe.step(forward: forward)
        } else {
            swipe.interrupt(forward: forward)
        }
        // Turned back, the transition may have ended at once and forgotten its swipe.
        guard let current = keySwipe, current.transition === swipe.transition else { return true }
        swipe.releaseTime = swipe.isHeld ? clock() + keySwipeReleaseDelay : nil
        keySwipe = swipe
        return true
    }
}
