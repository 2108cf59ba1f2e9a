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

    @Test func aKeySwipeStepsAQuarterAndIsLetGoAfterThePause() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var trace: [String] = []
        let transition = Transition(duration: 0.2, isInteractive: true, animator: animator,
                                    update: { _ in }, completion: { trace.append("completion(\($0))") })
        transition.coordinator.notifyWhenInteractionChanges { trace.append("interaction(cancelled: \($0.isCancelled))") }
        animator.driveWithKeys(transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        #expect(transition.percentComplete == 0.25)
        #expect(animator.handleSwipe(.leftEdgeSwipe))
        #expect(transition.percentComplete == 0.5)
        #expect(animator.handleSwipe(.swipe(.left)))
        #expect(transition.percentComplete == 0.25)
        #expect(!animator.handleSwipe(.swipe(.up)), "another gesture is not a step")
        clock.advance(by: 0.29)
        animator.tick()
        #expect(transition.isInteractive, "still waiting for the next key")
        clock.advance(by: 0.02)
        animator.tick()
        #expect(trace == ["interaction(cancelled: true)"], "the last step went back and it is not past halfway")
        clock.advance(by: 1)
        animator.tick()
        #expect(trace == ["interaction(cancelled: true)", "completion(false)"])
        #expect(transition.percentComplete == 0)
    }

    @Test func onePressIsAFlingThatFinishes() {
        let clock = VirtualClock()
        let animator = Animator(clock: clock.function)
        var finished: Bool?
        let transition = Transition(isInteractive: true, animator: animator, update: { _ in }, completion: { finished = $0 })
        animator.driveWithKeys(transition, forward: .leftEdgeSwipe, backward: .swipe(.left))
        clock.advance(by: 0.3)
        animator.tick()
        #expect(!transition.isInteractive)
        #expect(finished == nil, "the rest of the way is animated")
        clock.advance(by: 0.5)
        animator.tick()
        #expect(finished == true)
        #expect(transition.percentComplete == 1)
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
