import Testing
import FolioKit
import FolioTesting

/// A terminal whose waits move a virtual clock: a wait with a timeout lets that much time pass
/// and returns nothing; a wait without one (the loop would block) ends the run.
@MainActor
final class ClockedTerminal: Terminal {
    let clock: VirtualClock
    let size: Size
    var isMonochrome: Bool { false }
    /// The timeouts the run loop asked for, in order (nil: block).
    private(set) var waits: [Int?] = []
    private(set) var frames = 0
    var pending: [TerminalEvent] = []

    init(size: Size, clock: VirtualClock) {
        self.size = size
        self.clock = clock
    }

    func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent? {
        waits.append(timeout)
        if !pending.isEmpty { return pending.removeFirst() }
        guard let timeout else { return .interrupt }
        clock.advance(by: Double(timeout) / 1000)
        return nil
    }

    func present(_ update: FrameUpdate) { frames += 1 }
    /// The statuses set, in order.
    private(set) var statuses: [String] = []
    func setStatus(_ status: String) { statuses.append(status) }
    func copyToClipboard(_ bytes: [UInt8]) {}
    func suspend() {}
    func resume() {}
    nonisolated func wake() {}
}

/// The frame clock inside the real run loop: it wakes at frame deadlines while something moves
/// and blocks again once nothing does.
@MainActor
@Suite struct FrameClockRunLoopTests {
    @Test func theLoopWakesEveryFrameDuringAPushThenBlocks() {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"]))
        let app = Application(terminal: terminal, rootViewController: nav)
        app.clock = clock.function
        app.renderIfNeeded()
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds"]), animated: true)
        let framesBefore = terminal.frames
        app.run()
        let timed = terminal.waits.dropLast()
        #expect(terminal.waits.last == .some(nil), "once the motion ended, the loop blocks")
        #expect(!timed.isEmpty && timed.allSatisfy { ($0 ?? 0) >= 0 && ($0 ?? 99) <= 17 }, "\(terminal.waits)")
        // 180 ms at 60 frames a second (17 ms waits): about eleven frames, each drawn.
        #expect((9...12).contains(timed.count), "\(timed.count) wakes")
        #expect(terminal.frames - framesBefore >= timed.count - 1, "a frame drawn for (nearly) every wake")
        #expect(nav.topViewController?.appearanceState == .appeared)
    }

    @Test func withNothingMovingTheLoopBlocksAtOnce() {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"])))
        app.clock = clock.function
        app.run()
        #expect(terminal.waits == [nil], "idle: no timeout, no CPU")
    }

    /// Apple pushed on Fruit, run by a loop on a clocked terminal that has `keys` to read.
    func swiped(_ keys: [Key]) -> (ClockedTerminal, NavigationController) {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"]))
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds"]), animated: false)
        let app = Application(terminal: terminal, rootViewController: nav)
        app.clock = clock.function
        terminal.pending = keys.map { .key($0) }
        app.run()
        return (terminal, nav)
    }

    @Test func oneSwipeKeyMovesFromTheNextFrameWithNoPause() {
        let (terminal, nav) = swiped([.shift(.right)])
        let timed = terminal.waits.dropFirst().dropLast()
        #expect((9...12).contains(timed.count) && timed.allSatisfy { ($0 ?? 99) <= 17 }, "a pop's frames: \(terminal.waits)")
        #expect(terminal.waits.last == .some(nil))
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aHeldSwipeMakesTheLoopSleepThroughItsPause() {
        let (terminal, nav) = swiped([.shift(.right), .shift(.right), .shift(.right), .shift(.left)])
        // The flick wakes for its first frame; the second key takes hold of it, and then each
        // swipe key restarts the pause: the loop blocks in the terminal's wait for it, drawing nothing.
        #expect(Array(terminal.waits.prefix(5)) == [nil, 17, 300, 300, 300])
        let settling = terminal.waits.dropFirst(5).dropLast()
        #expect(!settling.isEmpty && settling.allSatisfy { ($0 ?? 99) <= 17 }, "then frames of the way back: \(terminal.waits)")
        #expect(terminal.waits.last == .some(nil))
        #expect(nav.viewControllers.count == 2, "the swipe changed its mind")
    }

    @Test func theHandshakeSaysMovingUntilTheMotionEndsThenGivesTheFrame() {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"]))
        let app = Application(terminal: terminal, rootViewController: nav)
        app.clock = clock.function
        app.reportsFrames = true
        app.renderIfNeeded()
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds"]), animated: true)
        app.run()
        #expect(terminal.statuses == ["folio moving", "folio frame \(app.frameCount)"],
                "a test waiting on the frame never sees one in the middle of the motion")
    }
}
