import FolioKit

/// A terminal in memory: scripted events in, a screen of cells out.
///
/// Tests drive FolioKit with it exactly as the real terminal does, without a TTY.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// Columns and rows; `resize(to:)` changes it.
    public private(set) var size: Size
    /// True to draw without colours, as a monochrome terminal (or `NO_COLOR`) does.
    public var isMonochrome: Bool
    /// What the screen shows now.
    public private(set) var screen: CellGrid
    /// Frames presented so far.
    public private(set) var presentCount = 0
    /// Characters written by the last frame.
    public private(set) var lastFrameCharacters = 0
    /// The last status (window title) set.
    public private(set) var status = ""
    /// Where the cursor is, or nil when hidden.
    public private(set) var cursor: Point?
    /// Times the terminal was suspended.
    public private(set) var suspendCount = 0
    private var events: [TerminalEvent] = []
    /// When true, a blocking wait on an empty queue returns `.interrupt`, so `Application.run()`
    /// draws what the queued events produced and then ends.
    public var interruptsWhenIdle = false

    /// Creates a terminal of a size.
    public init(size: Size, isMonochrome: Bool = false) {
        self.size = size
        self.isMonochrome = isMonochrome
        self.screen = CellGrid(size: size)
    }

    /// Events queued and not yet read by `nextEvent`.
    public var pendingEventCount: Int { events.count }

    /// Queues events for `nextEvent`.
    public func enqueue(_ newEvents: TerminalEvent...) { events += newEvents }

    /// Changes the size and queues the resize event, as a real terminal does.
    public func resize(to newSize: Size) {
        size = newSize
        events.append(.resize(newSize))
    }

    /// The next queued event; with none, nil (or `.interrupt` for a blocking wait when
    /// `interruptsWhenIdle` is set).
    public func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent? {
        waitTimeouts.append(timeout)
        if events.isEmpty {
            // Time passes while a real terminal waits with nothing to read.
            if let timeout, let waitClock { waitClock.advance(by: Double(timeout) / 1000) }
            return timeout == nil && interruptsWhenIdle ? .interrupt : nil
        }
        return events.removeFirst()
    }

    /// The timeouts `nextEvent` was asked to wait for, in order (nil: wait for ever).
    public private(set) var waitTimeouts: [Int?] = []

    /// When set, a wait with a timeout on an empty queue moves this clock on by the timeout, so
    /// `Application.run()` reaches its timers as it would in real time.
    public var waitClock: VirtualClock?

    /// Applies a frame's runs to `screen`, as a terminal shows them.
    public func present(_ update: FrameUpdate) {
        if update.isFullRepaint || screen.size != size { screen = CellGrid(size: size) }
        var characters = 0
        for run in update.runs {
            var x = run.column
            for glyph in run.glyphs {
                screen.draw(glyph.text, at: Point(x: x, y: run.row), style: run.style)
                x += glyph.width
                characters += glyph.text.unicodeScalars.count
            }
        }
        lastFrameCharacters = characters
        cursor = update.cursor
        presentCount += 1
    }

    /// Remembers the status line (window title) set.
    public func setStatus(_ status: String) { self.status = status }
    /// Counts a suspension (the pager or editor running).
    public func suspend() { suspendCount += 1 }
    /// The bytes put on the clipboard, in order, exactly as OSC 52 would carry them.
    public private(set) var clipboardBytes: [[UInt8]] = []
    /// The copies as text (invalid UTF-8 shown as U+FFFD; `clipboardBytes` has the bytes).
    public var clipboard: [String] { clipboardBytes.map { String(decoding: $0, as: UTF8.self) } }
    /// Records a copy instead of sending OSC 52.
    public func copyToClipboard(_ bytes: [UInt8]) { clipboardBytes.append(bytes) }
    /// Nothing to restore in memory.
    public func resume() {}
    /// Nothing to wake: tests drain posted work with `ScreenHarness.settle()`.
    public nonisolated func wake() {}
    /// Called where the run loop would drain the main dispatch queue (the test runner serves
    /// it itself): a test sees when, and in which order with posted work, that happens.
    public var onRunMainQueue: (() -> Void)?
    /// Calls `onRunMainQueue`.
    public func runMainQueue() { onRunMainQueue?() }

    /// The screen as text, one line a row, trailing spaces removed.
    public var screenText: String { screen.text }
}
