/// The primary column sliding in or out: the frames of the mode that shows it, moved left by the
/// part of the column still hidden.
///
/// Over an overlay the secondary stays put and the primary slides over it; beside the secondary
/// (all visible) the secondary widens as the primary leaves, as on an iPad.
struct SplitColumnMotion {
    /// True when the primary is arriving.
    let isShowing: Bool
    /// The mode whose frames show the primary (the one left, or the one reached).
    let shownMode: SplitViewController.DisplayMode
    /// How far the motion has gone, 0...1.
    var percent: Double = 0

    /// Columns the primary and the divider are moved left, a pure function.
    ///
    /// The whole column and its divider when hidden, none when shown.
    static func offset(primaryWidth: Int, percent: Double, isShowing: Bool) -> Int {
        let hidden = isShowing ? 1 - percent : percent
        return -Int((Double(primaryWidth + 1) * min(1, max(0, hidden))).rounded())
    }

    /// The frames of the columns and the divider for a split of `size` now.
    func frames(size: Size, primaryWidth: Int) -> (primary: Rect?, divider: Rect?, secondary: Rect) {
        var frames = SplitLayout.frames(size: size, mode: shownMode, primaryWidth: primaryWidth)
        let dx = Self.offset(primaryWidth: primaryWidth, percent: percent, isShowing: isShowing)
        frames.primary = frames.primary?.offsetBy(dx: dx, dy: 0)
        frames.divider = frames.divider?.offsetBy(dx: dx, dy: 0)
        if shownMode == .allVisible {
            let left = max(0, frames.secondary.minX + dx)
            frames.secondary = Rect(x: left, y: 0, width: max(0, size.width - left), height: size.height)
        }
        return frames
    }
}
