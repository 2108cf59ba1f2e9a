/// Something that happened at the terminal.
public enum TerminalEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this size.
    case resize(Size)
    /// The program must stop: the user asked (SIGINT, SIGQUIT, SIGTERM, SIGHUP), or the terminal
    /// hung up (end of file or an error on it).
    case interrupt
    /// The program was resumed after a suspension (Ctrl-Z, then `fg`): repaint everything.
    case resumed
    /// Another thread posted work for the main loop (see `Application.post`).
    case wake
    /// A mouse click or wheel turn (only when the mouse was asked for).
    case mouse(MouseEvent)
}

/// What one frame asks the terminal to do.
public struct FrameUpdate: Sendable {
    /// The runs of cells that changed since the last frame.
    public var runs: [GridRun]
    /// Where to put the visible cursor, or nil to hide it.
    public var cursor: Point?
    /// True when the terminal must clear and repaint from scratch (after a resume).
    public var isFullRepaint: Bool
    /// Bands of rows to shift before the runs are written (only to a terminal that
    /// `scrollsRows`); the runs are relative to the shifted screen.
    public var scrolls: [RowScroll]

    /// Creates a frame update.
    public init(runs: [GridRun], cursor: Point? = nil, isFullRepaint: Bool = false, scrolls: [RowScroll] = []) {
        self.runs = runs
        self.cursor = cursor
        self.isFullRepaint = isFullRepaint
        self.scrolls = scrolls
    }
}

/// The small surface FolioKit needs from a terminal; ncurses and the headless test terminal
/// implement it.
@MainActor
public protocol Terminal: AnyObject {
    /// Current size in cells.
    var size: Size { get }
    /// True when colours should not be used (`NO_COLOR`, or a terminal without colour).
    var isMonochrome: Bool { get }
    /// Waits up to `timeout` milliseconds (forever when nil) for the next event.
    func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent?
    /// Writes one frame's changes, then updates the screen once.
    func present(_ update: FrameUpdate)
    /// Reports a state string outside the screen (the window title), used by test handshakes.
    func setStatus(_ status: String)
    /// Puts `bytes` on the terminal's clipboard with OSC 52 (works over ssh and, with
    /// `set-clipboard on`, in tmux). The bytes are base64-encoded as they are (a file name that
    /// is not UTF-8 is copied byte for byte), so they never reach the terminal as control
    /// sequences.
    func copyToClipboard(_ bytes: [UInt8])
    /// Gives the terminal back to the shell (to run a pager or an editor).
    func suspend()
    /// Takes the terminal again after `suspend()`; the next frame must be a full repaint.
    func resume()
    /// A thread-safe way to make a pending `nextEvent` return `.wake`.
    nonisolated func wake()
    /// Runs the main actor's work waiting on the main dispatch queue (tasks, what follows an
    /// `await`); the run loop calls it on each `.wake`. A terminal whose wait serves the queue
    /// (`NcursesTerminal`: its `nextEvent` returns `.wake` when work is queued) drains it here.
    func runMainQueue()
    /// True when the terminal can shift bands of rows (`FrameUpdate.scrolls`).
    var scrollsRows: Bool { get }
}

extension Terminal {
    /// A terminal shifts no rows unless it says so: every change then comes as runs.
    public var scrollsRows: Bool { false }

    /// Nothing by default: in a process whose main thread runs `dispatchMain()` (a test runner),
    /// dispatch serves the main queue itself.
    public func runMainQueue() {}
}

extension Terminal {
    /// Puts `text`'s UTF-8 bytes on the terminal's clipboard (`copyToClipboard(_:)` for bytes).
    public func copyToClipboard(_ text: String) { copyToClipboard(Array(text.utf8)) }
}
