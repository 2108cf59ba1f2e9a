import FoundationEssentials
import Synchronization

/// The run loop: takes terminal events, routes them, lays out, draws, and writes only what changed.
///
/// State changes are synchronous; slow work comes back through `post(_:)`.
@MainActor
public final class Application: Responder {
    /// The terminal drawn on.
    public let terminal: Terminal
    /// The window holding the controllers.
    public let window: Window
    /// Below this size a notice replaces the screen and action keys are ignored.
    public var minimumSize = Size(width: 20, height: 6)
    /// When true, the frame count is reported through `Terminal.setStatus` once input is idle,
    /// so end-to-end tests can wait on the program instead of sleeping; while something moves,
    /// the status is `folio moving` instead, so no test takes a frame of a motion for the last.
    public var reportsFrames = false
    /// True between `run()` and `quit()`.
    public private(set) var isRunning = false
    /// Frames written to the terminal so far.
    public private(set) var frameCount = 0
    /// Runs (spans of changed cells in one style) the last frame wrote: what a key's redraw
    /// costs, which tests keep small.
    public private(set) var lastFrameRunCount = 0
    /// Cells the last frame redrew and compared: what a key's frame costs in memory work,
    /// which tests keep to a few rows whatever the terminal's size.
    public private(set) var lastFrameDirtyCells = 0
    /// Rows the last frame redrew and compared (rows with a dirty span).
    public private(set) var lastFrameDirtyRows = 0
    /// Told the rows and cells each frame redrew and compared (a row counts once a frame): a
    /// test that counts what a key's frames and those of the work it posted cost gives one.
    public var frameWorkObserver: ((_ rows: Int, _ cells: Int) -> Void)?

    /// Seconds on a monotonic clock; tests replace it to move time by hand.
    public var clock: () -> Double = Application.monotonicSeconds { didSet { animator.clock = clock } }
    /// The frame clock: animations and interactive transitions run on it.
    public let animator = Animator(clock: Application.monotonicSeconds)
    /// False for reduced motion: transitions jump to their end (see `Animator.isEnabled`).
    public var animationsEnabled: Bool {
        get { animator.isEnabled }
        set { animator.isEnabled = newValue }
    }
    var timers: [ScheduledWork] = []
    private var nextTimerID = 0

    private var front: CellGrid
    private var needsFullRepaint = true
    private var wasTooSmall = false
    private var reportedStatus = ""
    private var afterFrameWork: [@MainActor () -> Void] = []
    private let inbox = Inbox()
    nonisolated(unsafe) private let wakeTarget: Terminal

    /// Creates an application on a terminal with a root controller.
    public init(terminal: Terminal, rootViewController: ViewController, traitRules: TraitRules = .standard) {
        self.terminal = terminal
        self.wakeTarget = terminal
        self.window = Window(size: terminal.size, traitRules: traitRules)
        self.front = CellGrid(size: .zero)
        super.init()
        window.application = self
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
    }

    /// The application's name, as help lists its commands.
    public var name = "Application"

    public override var responderTitle: String { name }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(named: .quit, keys: Self.quitKeys, title: "Quit") { [weak self] in self?.quit() },
            KeyCommand(named: .redraw, keys: [.ctrl("l")], title: "Redraw the screen") { [weak self] in self?.redrawScreen() },
        ]
    }

    /// The keys that quit where no key table governs `quit`.
    static let quitKeys: [Key] = [.character("q"), .character("Q")]

    /// Clears the terminal and draws every cell again on the next frame (Ctrl-L, as in a shell):
    /// the way back after another program wrote over the screen.
    public func redrawScreen() {
        needsFullRepaint = true
        window.setNeedsDisplay()
    }

    /// True when the terminal is under the minimum size.
    public var isTooSmall: Bool {
        window.bounds.width < minimumSize.width || window.bounds.height < minimumSize.height
    }

    /// Runs until `quit()` or an interrupt.
    ///
    /// It serves the main actor as well, through the terminal (`Terminal.runMainQueue()`): a
    /// `Task` on the main actor runs, and an `await` there resumes, while the loop waits for
    /// keys; with nothing to do the loop sleeps.
    public func run() {
        isRunning = true
        // Tasks made before the loop (in `viewDidLoad`, say) start with its first turn.
        terminal.runMainQueue()
        while isRunning {
            // The frame for the last event goes out first; work it posted (a preview, say)
            // runs after, so a key's visible answer never waits for slower follow-up work.
            renderIfNeeded()
            drainInbox()
            renderIfNeeded()
            // While something moves the frame count means nothing to a test waiting for the
            // answer to a key: the status says so, and the count comes once the motion ended.
            if reportsFrames {
                let status = animator.isBusy ? "folio moving" : "folio frame \(frameCount)"
                if status != reportedStatus {
                    reportedStatus = status
                    terminal.setStatus(status)
                }
            }
            guard isRunning else { continue }
            guard let event = terminal.nextEvent(timeoutMilliseconds: millisecondsToNextTimer()) else {
                fireDueTimers()
                animator.tick()
                continue
            }
            handle(coalescingResizes(after: event))
            fireDueTimers()
            animator.tick()
        }
    }

    /// Reads on while resizes keep coming, so a burst becomes one layout at the last size.
    private func coalescingResizes(after event: TerminalEvent) -> TerminalEvent {
        guard case .resize = event else { return event }
        var latest = event
        while let next = terminal.nextEvent(timeoutMilliseconds: 0) {
            if case .resize = next { latest = next; continue }
            handle(latest)
            return next
        }
        return latest
    }

    /// Ends the run loop after the current event.
    public func quit() { isRunning = false }

    /// Handles one event.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key):
            if isTooSmall {
                if window.keyBindings.runs(key, names: [.quit], own: Self.quitKeys) { quit() }
                return
            }
            if handleKeyDuringMotion(key) { return }
            window.sendKey(key)
        case .resize(let size):
            window.resize(to: size)
            // A terminal may reflow or crop what it showed when resized: start from a clear
            // screen, as curses does after a resize.
            needsFullRepaint = true
        case .interrupt:
            quit()
        case .resumed:
            if terminal.size != window.bounds.size { window.resize(to: terminal.size) }
            needsFullRepaint = true
            window.setNeedsDisplay()
        case .wake:
            // Work posted with `post` runs first, then the main actor's (tasks, `await`s' ends).
            drainInbox()
            terminal.runMainQueue()
        case .mouse(let mouse):
            if !isTooSmall { window.sendMouse(mouse) }
        }
    }

    /// Lays out (when asked) and draws what is dirty, then writes the changed runs.
    ///
    /// Only the window's dirty region is redrawn and diffed; a full repaint, a size change and
    /// the too-small notice draw and diff the whole screen.
    public func renderIfNeeded() {
        // Each property is read once into a local (a class property read is a call and, in debug
        // builds, a checked access), and this runs every frame.
        // Follow-up work queued while this frame was made runs once it is written.
        defer { performAfterFrameWork() }
        let window = self.window
        let fullRepaint = needsFullRepaint, tooSmall = isTooSmall, wasSmall = wasTooSmall
        let sizeChanged = front.size != window.bounds.size
        guard window.needsDisplay || fullRepaint || sizeChanged || wasSmall != tooSmall else { return }
        window.layoutIfPending()
        let runs: [GridRun]
        var scrolls: [RowScroll] = []
        let dirtyCells: Int, dirtyRows: Int
        if tooSmall {
            let grid = tooSmallNotice()
            runs = grid.changes(from: fullRepaint ? CellGrid(size: .zero) : front)
            front = grid
            // The window draws everything again once the terminal is big enough.
            window.pendingRegion.removeAll()
            window.backGrid = CellGrid(size: .zero)
            dirtyCells = window.bounds.width * window.bounds.height
            dirtyRows = window.bounds.height
        } else {
            if fullRepaint || sizeChanged || wasSmall { window.setNeedsDisplay() }
            let terminal = self.terminal
            let (grid, region) = window.renderDirty(isMonochrome: terminal.isMonochrome)
            if fullRepaint || front.size != grid.size {
                runs = grid.changes(from: fullRepaint ? CellGrid(size: .zero) : front)
                front = grid
            } else {
                // A list that scrolled moves as a block on the terminal; only what came in is written.
                if terminal.scrollsRows { scrolls = front.scrollRows(toward: grid, in: region) }
                runs = front.update(to: grid, in: region)
            }
            dirtyCells = region.cellCount
            dirtyRows = region.rowCount
        }
        lastFrameDirtyCells = dirtyCells
        lastFrameDirtyRows = dirtyRows
        frameWorkObserver?(dirtyRows, dirtyCells)
        wasTooSmall = tooSmall
        if !runs.isEmpty || !scrolls.isEmpty || fullRepaint {
            terminal.present(FrameUpdate(runs: runs, cursor: tooSmall ? nil : window.screenCursorPosition,
                                         isFullRepaint: fullRepaint, scrolls: scrolls))
            frameCount += 1
            lastFrameRunCount = runs.count
        }
        needsFullRepaint = false
    }

    /// Runs `work` once the frame being made (or the next one) is written.
    ///
    /// It runs at the end of the next `renderIfNeeded`; work it queues in turn waits for the
    /// call after. While the run loop runs, the work waits `followUpDelay` more, the loop asleep
    /// meanwhile.
    ///
    /// For follow-up work a frame starts, such as handing a preview to a background thread:
    /// waking another thread costs the main loop time and, on a machine with few cores, the CPU
    /// the terminal needs to show the frame, so the key's visible answer goes out first.
    public func afterFrame(_ work: @escaping @MainActor () -> Void) {
        afterFrameWork.append(work)
    }

    /// How long `afterFrame` work waits once its frame is written, in seconds.
    ///
    /// The run loop sleeps meanwhile; 0 runs the work at once. The default, 1 ms, is the loop's
    /// finest wait.
    ///
    /// The terminal needs a CPU to read and show the frame. The kernel wakes its reader where
    /// the writer ran when that CPU is free, and on an idle one otherwise. Follow-up work
    /// started right after the write (the detail's next metadata, the preview worker, the
    /// preview's result) kept the writer's CPU busy, so the reader was woken on the other CPU,
    /// asleep, which costs tens of microseconds more on a virtual machine. Measured through a
    /// pty at 120x40 (a Down after 30 ms of quiet, 100,000 files, 2 CPUs), the reader ran on
    /// the other CPU for 117 Downs of 120 and had the frame 354 µs after the key; with the
    /// work waiting 1 ms, it ran on the same CPU for 97 of 120 and had it after 314 µs (nnn:
    /// 315). The preview shows 1 ms later, and a key in that time makes the wait's work stale.
    public var followUpDelay: Double = 0.001

    private func performAfterFrameWork() {
        guard !afterFrameWork.isEmpty else { return }
        let work = afterFrameWork
        afterFrameWork.removeAll()
        guard isRunning, followUpDelay > 0 else {
            for item in work { item() }
            return
        }
        schedule(after: followUpDelay) {
            for item in work { item() }
        }
    }

    /// The last frame drawn.
    public var screen: CellGrid { front }

    private func tooSmallNotice() -> CellGrid {
        var grid = CellGrid(size: window.bounds.size)
        let size = window.bounds.size
        let quitKey = window.keyBindings.keys(for: [.quit], own: Self.quitKeys).last
        let lines = ["Too small", "\(size.width)x\(size.height) < \(minimumSize.width)x\(minimumSize.height)"] + (quitKey.map { ["\($0) quits"] } ?? [])
        for (i, line) in lines.enumerated() {
            let text = TextWidth.truncate(line, toWidth: size.width)
            let x = max(0, (size.width - TextWidth.width(of: text)) / 2)
            grid.draw(text, at: Point(x: x, y: max(0, size.height / 2 - 1) + i), style: Style(.bold))
        }
        return grid
    }

    // MARK: Timers

    /// Runs `work` on the main loop once `seconds` have passed.
    ///
    /// The loop wakes for it; it still sleeps when nothing is due. Returns an identifier for
    /// `cancelTimer`.
    @discardableResult
    public func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) -> Int {
        nextTimerID += 1
        timers.append(ScheduledWork(id: nextTimerID, deadline: clock() + seconds, work: work))
        return nextTimerID
    }

    /// Forgets a scheduled piece of work.
    public func cancelTimer(_ id: Int) { timers.removeAll { $0.id == id } }

    /// Runs the scheduled work whose time has come; returns true when some ran.
    @discardableResult
    public func fireDueTimers() -> Bool {
        let now = clock()
        // Checked without making an array: this runs after every event, and a timer is rarely due.
        guard timers.contains(where: { $0.deadline <= now }) else { return false }
        let due = timers.filter { $0.deadline <= now }
        guard !due.isEmpty else { return false }
        timers.removeAll { $0.deadline <= now }
        for timer in due { timer.work() }
        return true
    }

    private func millisecondsToNextTimer() -> Int? {
        // The earliest deadline, found without building arrays: this runs before every wait.
        var first = animator.nextDeadline
        for timer in timers where first.map({ timer.deadline < $0 }) ?? true { first = timer.deadline }
        guard let first else { return nil }
        return max(0, Int(((first - clock()) * 1000).rounded(.up)))
    }

    /// Shows `text` in the window's notice row for `seconds` (or until the next key).
    public func showNotice(_ text: String, for seconds: Double = 4) {
        window.notice = text
        schedule(after: seconds) { [weak self] in
            if self?.window.notice == text { self?.window.notice = nil }
        }
    }

    // MARK: Work from other threads

    /// Queues `work` to run on the main loop; safe to call from any thread.
    public nonisolated func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        inbox.append(work)
        wakeTarget.wake()
    }

    /// Runs the work queued so far; returns false when there was none.
    ///
    /// Work it queues in turn waits for the next call.
    @discardableResult
    public func drainInbox() -> Bool {
        let queued = inbox.takeAll()
        for work in queued { work() }
        return !queued.isEmpty
    }

    /// Gives the terminal to another program (a pager or an editor), then takes it back and
    /// repaints everything.
    public func runOutside(_ body: () -> Void) {
        terminal.suspend()
        body()
        terminal.resume()
        needsFullRepaint = true
        window.setNeedsDisplay()
    }
}

/// Work that runs on the main loop at a time.
struct ScheduledWork {
    var id: Int
    var deadline: Double
    var work: @MainActor () -> Void
}

/// Work posted from other threads, taken by the main loop.
final class Inbox: Sendable {
    private let queue = Mutex<[@Sendable @MainActor () -> Void]>([])

    func append(_ work: @escaping @Sendable @MainActor () -> Void) {
        queue.withLock { $0.append(work) }
    }

    func takeAll() -> [@Sendable @MainActor () -> Void] {
        queue.withLock { queue in
            // Swapped out rather than copied and cleared: no array is made when nothing waits.
            var taken: [@Sendable @MainActor () -> Void] = []
            swap(&taken, &queue)
            return taken
        }
    }
}
