import Testing
import FolioKit
import FolioTesting

/// A controller that queues follow-up work from its layout pass, as the detail queues its preview.
@MainActor
private final class FollowUpController: ViewController {
    var onLayout: (() -> Void)?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayout?()
        onLayout = nil
    }
}

/// An application whose run loop waits on a virtual clock and stops once nothing is due.
@MainActor
private func loopOnAVirtualClock(_ root: ViewController) -> (HeadlessTerminal, Application, VirtualClock) {
    let terminal = HeadlessTerminal(size: Size(width: 60, height: 20))
    let app = Application(terminal: terminal, rootViewController: root)
    let clock = VirtualClock()
    app.clock = clock.function
    terminal.waitClock = clock
    terminal.interruptsWhenIdle = true
    return (terminal, app, clock)
}

@MainActor
@Suite struct AfterFrameTests {
    @Test func workQueuedWhileAFrameIsMadeRunsOnceThatFrameIsWritten() {
        let controller = FollowUpController()
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 20))
        let app = Application(terminal: terminal, rootViewController: controller)
        var framesWhenRun: [Int] = []
        let label = Label("before")
        label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        controller.view.addSubview(label)
        app.renderIfNeeded()
        #expect(terminal.presentCount == 1)
        controller.onLayout = { app.afterFrame { framesWhenRun.append(terminal.presentCount) } }
        controller.view.setNeedsLayout()
        label.text = "after"
        app.renderIfNeeded()
        // Caught if the work ran where it was queued (inside the layout pass, before present).
        #expect(framesWhenRun == [2], "the work ran after the second frame was presented, once")
        app.renderIfNeeded()
        #expect(framesWhenRun == [2], "and not again")
    }

    @Test func workQueuedByAKeyThatDrawsNothingStillRunsInTheLoop() {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 20))
        let controller = FollowUpController()
        let app = Application(terminal: terminal, rootViewController: controller)
        app.renderIfNeeded()
        var ran = 0
        app.afterFrame { ran += 1 }
        terminal.interruptsWhenIdle = true
        app.run()
        // Caught if the run loop only ran follow-up work at the end of a frame that drew something.
        #expect(ran == 1)
    }

    @Test func inTheRunLoopTheWorkWaitsAMillisecondWhileTheLoopSleeps() {
        let (terminal, app, clock) = loopOnAVirtualClock(FollowUpController())
        app.renderIfNeeded()
        let queuedAt = clock.now
        var ranAfter: [Double] = []
        app.afterFrame { ranAfter.append(clock.now - queuedAt) }
        app.run()
        // Caught if the loop ran the work at once (the terminal's reader then waits for it) or
        // never slept for it.
        #expect(ranAfter.count == 1)
        #expect(ranAfter.first.map { $0 > 0.00099 && $0 < 0.0011 } == true, "ran after \(ranAfter) waits \(terminal.waitTimeouts)")
        #expect(terminal.waitTimeouts.first == .some(1), "the loop slept 1 ms: \(terminal.waitTimeouts)")
    }

    @Test func withNoDelayTheLoopRunsTheWorkBeforeItSleeps() {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 20))
        let app = Application(terminal: terminal, rootViewController: FollowUpController())
        app.followUpDelay = 0
        terminal.interruptsWhenIdle = true
        app.renderIfNeeded()
        var waitsBefore: [Int] = []
        app.afterFrame { waitsBefore.append(terminal.waitTimeouts.count) }
        app.run()
        // Caught if a delay of 0 still went through a timer.
        #expect(waitsBefore == [0])
    }

    @Test func workQueuedByFollowUpWorkWaitsForTheNextFrame() {
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 20))
        let controller = FollowUpController()
        let app = Application(terminal: terminal, rootViewController: controller)
        app.renderIfNeeded()
        var order: [String] = []
        controller.view.setNeedsLayout()
        controller.onLayout = {
            app.afterFrame {
                order.append("first")
                app.afterFrame { order.append("second") }
            }
        }
        app.renderIfNeeded()
        // Caught if the queue were drained in a loop until empty inside one frame's end.
        #expect(order == ["first"])
        app.renderIfNeeded()
        #expect(order == ["first", "second"])
    }
}

@MainActor
@Suite struct RunLoopTimerTests {
    @Test func theLoopWaitsForTheEarliestTimerWhateverTheOrderTheyWereScheduledIn() {
        let (terminal, app, clock) = loopOnAVirtualClock(ViewController())
        var fired: [(String, Double)] = []
        app.schedule(after: 0.5) { fired.append(("late", clock.now)) }
        app.schedule(after: 0.1) { fired.append(("early", clock.now)) }
        app.run()
        // Caught if the loop waited for the latest deadline (or the first scheduled) instead.
        #expect(fired.map(\.0) == ["early", "late"])
        // Waits are whole milliseconds, rounded up so a timer is never woken for early.
        #expect(fired.first.map { $0.1 >= 1000.1 && $0.1 < 1000.102 } == true, "the early timer fired at its time")
        let waits = terminal.waitTimeouts.compactMap { $0 }
        #expect(waits.count == 2 && (100...101).contains(waits[0]) && (399...400).contains(waits[1]),
                "one wait for each timer, no longer: \(waits)")
        #expect(terminal.waitTimeouts.last == .some(nil), "then a wait for ever: nothing is due")
    }
}
