/// A spinner that shows that a task is under way, for as long as it lasts (UIActivityIndicatorView's role).
///
/// It turns on the application's timers, a frame every `frameInterval` seconds, only while it is
/// animating and drawn: stopped, hidden or out of a window it schedules nothing, so an idle
/// application stays idle.
@MainActor
public final class ActivityIndicatorView: View {
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false
    /// When true (the default, as in UIKit), the view is hidden while it is not animating.
    public var hidesWhenStopped = true { didSet { updateHidden() } }
    /// The spinner's colour; nil is the terminal's own.
    public var color: Color? { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// Seconds between two frames of the spinner.
    public var frameInterval = 0.1

    /// The frames of the spinner, drawn one after another.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The frame drawn now.
    public private(set) var frameIndex = 0
    /// The timer of the next frame, while one is scheduled.
    private var tick: (id: Int, application: Application)?

    /// Creates a stopped spinner (hidden, since `hidesWhenStopped` is true).
    public override init(frame: Rect = Rect(x: 0, y: 0, width: 1, height: 1)) {
        super.init(frame: frame)
        updateHidden()
    }

    /// Starts the spinner: it shows and turns.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        setNeedsDisplay()
        scheduleTick()
    }

    /// Stops the spinner: its timer is cancelled, and it hides when `hidesWhenStopped`.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if let tick { tick.application.cancelTimer(tick.id) }
        tick = nil
        updateHidden()
        setNeedsDisplay()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating } else if isHidden && !isAnimating { isHidden = false }
    }

    /// Schedules the next frame, once, while animating in a window; a spinner not in one
    /// schedules it when it is next drawn.
    private func scheduleTick() {
        guard isAnimating, tick == nil, let application = window?.application else { return }
        let id = application.schedule(after: frameInterval) { [weak self] in self?.advance() }
        tick = (id, application)
    }

    private func advance() {
        tick = nil
        guard isAnimating else { return }
        frameIndex = (frameIndex + 1) % Self.frames.count
        setNeedsDisplay()
        // A spinner no longer in a window, or hidden, waits to be drawn again before it turns on.
        if window != nil, !isHidden { scheduleTick() }
    }

    public override func draw(_ surface: inout Surface) {
        guard isAnimating || !hidesWhenStopped else { return }
        let x = max(0, (bounds.width - 1) / 2), y = max(0, (bounds.height - 1) / 2)
        surface.draw(String(Self.frames[frameIndex]), at: Point(x: x, y: y), style: Style(foreground: color ?? .default))
        scheduleTick()
    }
}
