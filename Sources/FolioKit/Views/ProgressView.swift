/// A bar that fills from left to right as a task progresses (UIProgressView's role).
///
/// The bar is drawn with block characters in eighths of a cell, so it moves smoothly even in a
/// narrow view; it takes the view's top row.
@MainActor
public final class ProgressView: View {
    /// How the bar is drawn (UIProgressView.Style).
    public enum Style: Sendable {
        /// A bar over a visible track (dim `─` where it has not reached yet).
        case `default`
        /// A bar alone, with no track, as in a toolbar.
        case bar
    }

    /// How far the task is, from 0 to 1; values outside are pinned to that range.
    public var progress: Float {
        get { target }
        set { setProgress(newValue, animated: false) }
    }
    /// How the bar is drawn.
    public var progressViewStyle: Style { didSet { if progressViewStyle != oldValue { setNeedsDisplay() } } }
    /// The colour of the filled part; nil is the terminal's own.
    public var progressTintColor: Color? { didSet { if progressTintColor != oldValue { setNeedsDisplay() } } }
    /// The colour of the track in the `.default` style; nil draws it dim.
    public var trackTintColor: Color? { didSet { if trackTintColor != oldValue { setNeedsDisplay() } } }

    private var target: Float = 0
    /// The part drawn now: `progress`, or a value on its way there while an animation runs.
    private(set) var shownProgress: Double = 0 { didSet { if shownProgress != oldValue { setNeedsDisplay() } } }
    private var animation: Animation?

    /// Creates a progress view in a style.
    public init(progressViewStyle: Style = .default) {
        self.progressViewStyle = progressViewStyle
        super.init()
    }

    /// Creates a progress view with a frame, as `UIProgressView(frame:)`.
    public override convenience init(frame: Rect) {
        self.init()
        self.frame = frame
    }

    /// Sets the progress; with `animated`, the bar moves there over a short time on the
    /// application's animator (at once when motion is off or the view is in no window).
    public func setProgress(_ progress: Float, animated: Bool) {
        let value = progress.isNaN ? 0 : min(1, max(0, progress))
        target = value
        if let running = animation { window?.application?.animator.stop(running); animation = nil }
        guard animated, let animator = window?.application?.animator, Double(value) != shownProgress else {
            shownProgress = Double(value)
            return
        }
        animation = animator.animate(from: shownProgress, to: Double(value), curve: .easeInOut, step: { [weak self] in
            self?.shownProgress = $0
        }, completion: { [weak self] _ in self?.animation = nil })
    }

    /// The bar's cells for `fraction` (0...1) of `width` columns: full blocks, then the block of
    /// the eighths left over, then the track.
    public static func bar(_ fraction: Double, width: Int, track: Character? = "─") -> (filled: String, track: String) {
        guard width > 0 else { return ("", "") }
        let eighths = Int((min(1, max(0, fraction)) * Double(width * 8)).rounded())
        var filled = String(repeating: "█", count: eighths / 8)
        let partial = eighths % 8
        if partial > 0 { filled.append(Self.eighths[partial]) }
        let used = eighths / 8 + (partial > 0 ? 1 : 0)
        return (filled, track.map { String(repeating: $0, count: width - used) } ?? "")
    }

    /// The left-aligned blocks of one to seven eighths of a cell (index 0 is unused).
    static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    public override func draw(_ surface: inout Surface) {
        let cells = Self.bar(shownProgress, width: bounds.width, track: progressViewStyle == .default ? "─" : nil)
        let x = surface.draw(cells.filled, at: .zero, style: FolioKit.Style(foreground: progressTintColor ?? .default))
        let trackStyle = trackTintColor.map { FolioKit.Style(foreground: $0) } ?? FolioKit.Style(.dim)
        surface.draw(cells.track, at: Point(x: x, y: 0), style: trackStyle)
    }
}
