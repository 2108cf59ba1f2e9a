import FolioKit

/// Drives an `Application` on a `HeadlessTerminal`: press keys, resize, read the screen.
@MainActor
public final class ScreenHarness {
    /// The fake terminal.
    public let terminal: HeadlessTerminal
    /// The application under test.
    public let app: Application
    /// The clock time follows when the harness animates; nil when motion is off.
    public let clock: VirtualClock?

    /// Starts `root` on a headless terminal of `size` and draws the first frame.
    ///
    /// Without a `clock`, animations are off (every transition jumps to its end, as with reduced
    /// motion); with one, they run on it and `advance(by:)` draws them frame by frame.
    public init(root: ViewController, size: Size = Size(width: 120, height: 40), traitRules: TraitRules = .standard,
                clock: VirtualClock? = nil) {
        terminal = HeadlessTerminal(size: size)
        app = Application(terminal: terminal, rootViewController: root, traitRules: traitRules)
        self.clock = clock
        if let clock {
            app.clock = clock.function
        } else {
            app.animationsEnabled = false
        }
        settle()
    }

    /// Moves the virtual clock on by `seconds`, runs the timers and the animation frame due then,
    /// and draws: one frame of whatever moves.
    public func advance(by seconds: Double) {
        clock?.advance(by: seconds)
        app.runDueWork()
        settle()
    }

    /// The window.
    public var window: Window { app.window }

    /// Presses keys one by one, drawing after each as the run loop would.
    public func press(_ keys: Key...) {
        for key in keys {
            app.handle(.key(key))
            settle()
        }
    }

    /// Types each character as a key press.
    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Resizes the terminal and draws.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        while let event = terminal.nextEvent(timeoutMilliseconds: 0) { app.handle(event) }
        settle()
    }

    /// Runs the application's real loop (`Application.run()`) over `events` and returns true
    /// when one of them quit it.
    ///
    /// A `.wake` sentinel is queued after the events: a loop that quits leaves it unread, a loop
    /// that does not reads it and then ends on the idle interrupt.
    public func runLoopQuits(after events: [TerminalEvent]) -> Bool {
        let wasInterrupting = terminal.interruptsWhenIdle
        terminal.interruptsWhenIdle = true
        defer { terminal.interruptsWhenIdle = wasInterrupting }
        for event in events { terminal.enqueue(event) }
        terminal.enqueue(.wake)
        app.run()
        let quit = terminal.pendingEventCount > 0
        while terminal.nextEvent(timeoutMilliseconds: 0) != nil {}
        return quit
    }

    /// Runs posted work and draws until nothing is pending.
    ///
    /// The main actor's tasks run only while the test awaits (a test runner serves the main
    /// queue itself): for them, use `settle(until:)`.
    public func settle() {
        var rounds = 0
        while app.drainInbox() && rounds < 100 { rounds += 1 }
        app.renderIfNeeded()
    }

    /// Lets the main actor's tasks run (the test suspends) and settles, until `condition`
    /// holds or `timeout` seconds pass; returns whether it held.
    ///
    /// For a `Task` in `viewDidLoad` that awaits work off the main actor and then updates a
    /// view: the test awaits this, then compares the screen.
    public func settle(until condition: () -> Bool, timeout: Double = 10) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        settle()
        while !condition() {
            guard ContinuousClock.now < deadline else {
                // Other tests may have held the main actor past the deadline: what was queued
                // on it meanwhile (the awaited task's end) runs before this yield returns.
                await Task.yield()
                settle()
                return condition()
            }
            // A short sleep rather than `Task.yield()`: work off the main actor gets the CPU.
            try? await Task.sleep(for: .microseconds(200))
            settle()
        }
        settle()
        return true
    }

    /// The screen as text.
    public var screen: String { terminal.screenText }

    /// Nil when the screen matches `expected` (a multi-line literal; trailing spaces ignored),
    /// else a report of the differing lines (and cells) and the actual golden ready to paste.
    ///
    /// Styles are compared when `styles` is true, or when it is nil and `expected` has a
    /// `~~~ styles:` section (see `StyleMap`). With `FOLIO_RECORD_SCREENS` set to a directory,
    /// the actual golden is also written there as `name.txt`; `Scripts/update-goldens.py`
    /// pastes recorded goldens into the test sources.
    public func mismatch(_ expected: String, name: String = "screen", styles: Bool? = nil) -> String? {
        ScreenComparison.mismatch(grid: terminal.screen, expected: expected, name: name, styles: styles)
    }
}
