import Testing
import FolioKit
import FolioTesting

/// The frame clock and percent-driven transitions, on a virtual clock.
@MainActor
@Suite struct AnimatorTests {
    @Test func anAnimationStepsByTheClockAndCompletesOnce() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var values: [Double] = []
        var completions: [Bool] = []
        animator.animate(from: 0, to: 10, duration: 1, curve: .linear, step: { values.append($0) }, completion: { completions.append($0) })
        #expect(animator.nextDeadline == clock.now + 1 / 60, "the loop wakes at the next frame")
        clock.advance(by: 0.25)
        animator.tick()
        clock.advance(by: 0.5)
        animator.tick()
        clock.advance(by: 0.5)
        animator.tick()
        #expect(values == [2.5, 7.5, 10])
        #expect(completions == [true])
        #expect(animator.nextDeadline == nil, "nothing moves: the loop may block")
        #expect(animator.frameCount == 3)
    }

    @Test func withAnimationsOffTheEndComesAtOnce() {
        let animator = Animator(clock: { 0 })
        animator.isEnabled = false
        var values: [Double] = []
        var finished = false
        animator.animate(step: { values.append($0) }, completion: { finished = $0 })
        #expect(values == [1])
        #expect(finished)
        #expect(!animator.isBusy)
    }

    @Test func completeAllJumpsToTheEndAndRunsTheCompletion() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var last = -1.0
        var finished = false
        animator.animate(duration: 1, step: { last = $0 }, completion: { finished = $0 })
        clock.advance(by: 0.1)
        animator.tick()
        #expect(last > 0 && last < 1)
        animator.completeAll()
        #expect(last == 1)
        #expect(finished)
        #expect(!animator.isBusy)
    }

    /// A key-driven transition on `clock` that traces its interaction changes and its end.
    func traced(_ animator: Animator, _ trace: @escaping (String) -> Void) -> Transition {
        let transition = Transition(duration: 0.2, isInteractive: true, animator: animator,
                                    update: { _ in }, completion: { trace("completion(\($0))") })
        transition.coordinator.notifyWhenInteractionChanges {
            trace("interaction(interactive: \($0.isInteractive), cancelled: \($0.isCancelled))")
        }
        return transition
    }

    @Test func aKeySwipeTakenInHandStepsAQuarterAndIsLetGoAfterThePause() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var trace: [String] = []
        let transition = traced(animator) { trace.append($0) }
        animator.driveWithKeys(transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        #expect(transition.percentComplete == 0 && !transition.isInteractive, "a flick, not moved yet")
        #expect(animator.nextDeadline == clock.now + 1 / 60, "it moves from the next frame, with no pause")
        #expect(animator.handleSwipe(.leftEdgeSwipe))
        #expect(transition.percentComplete == 0.25 && transition.isInteractive, "taken in hand: a quarter on")
        #expect(animator.handleSwipe(.leftEdgeSwipe))
        #expect(transition.percentComplete == 0.5)
        #expect(animator.handleSwipe(.swipe(.left)))
        #expect(transition.percentComplete == 0.25)
        #expect(!animator.handleSwipe(.swipe(.up)), "another gesture is not a step")
        #expect(animator.nextDeadline == clock.now + animator.keySwipeReleaseDelay, "held: the loop sleeps through the pause")
        clock.advance(by: 0.29)
        animator.tick()
        #expect(transition.isInteractive, "still waiting for the next key")
        clock.advance(by: 0.02)
        animator.tick()
        #expect(trace == [
            "interaction(interactive: false, cancelled: false)", "interaction(interactive: true, cancelled: false)",
            "interaction(interactive: false, cancelled: true)",
        ], "the last step went back and it is not past halfway")
        clock.advance(by: 1)
        animator.tick()
        #expect(trace.last == "completion(false)")
        #expect(transition.percentComplete == 0)
        #expect(animator.keySwipe == nil && !animator.isBusy)
    }

    @Test func onePressIsAFlickThatAnimatesToItsEnd() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var trace: [String] = []
        let transition = traced(animator) { trace.append($0) }
        animator.driveWithKeys(transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        #expect(trace == ["interaction(interactive: false, cancelled: false)"], "let go at once")
        clock.advance(by: 0.1)
        animator.tick()
        #expect(abs(transition.percentComplete - TimingCurve.easeOut.value(at: 0.5)) < 1e-9, "a pop's curve")
        #expect(animator.keySwipe != nil, "while it moves, the keys can still turn it back")
        clock.advance(by: 0.1)
        animator.tick()
        #expect(trace.last == "completion(true)")
        #expect(transition.percentComplete == 1)
        #expect(animator.keySwipe == nil && !animator.isBusy)
    }

    @Test func theBackwardKeyTurnsAFlickBackFromWhereItIs() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var trace: [String] = []
        var percents: [Double] = []
        let transition = Transition(duration: 0.2, isInteractive: true, animator: animator,
                                    update: { percents.append($0) }, completion: { trace.append("completion(\($0))") })
        animator.driveWithKeys(transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        clock.advance(by: 0.1)
        animator.tick()
        #expect(animator.handleSwipe(.swipe(.left)))
        #expect(transition.isCancelled && !transition.isInteractive)
        #expect(animator.handleSwipe(.swipe(.left)), "taken while it goes back, and changes nothing")
        #expect(animator.nextDeadline == clock.now + 1 / 60, "no pause: it goes back at once")
        clock.advance(by: 0.0875)   // half the time back (0.875 of the 0.2 s)
        animator.tick()
        clock.advance(by: 0.09)
        animator.tick()
        let expected = [0.875, 0.875 * 0.125, 0]
        #expect(percents.count == 3 && zip(percents, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(percents)")
        #expect(trace == ["completion(false)"])
    }

    @Test func easingCurvesStartAndEndInPlace() {
        for curve in [TimingCurve.linear, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: 2) == 1, "clamped")
        }
        #expect(TimingCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) == 0.875)
    }

    @Test func motionSuitsFastTerminalsThatAddressTheCursor() {
        #expect(Animator.suitsTerminal(baudRate: 38400, hasCursorAddressing: true), "a pseudo-terminal")
        #expect(Animator.suitsTerminal(baudRate: 0, hasCursorAddressing: true), "speed unknown")
        #expect(!Animator.suitsTerminal(baudRate: 9600, hasCursorAddressing: true), "a slow serial line")
        #expect(!Animator.suitsTerminal(baudRate: 38400, hasCursorAddressing: false), "no cup")
    }
}
