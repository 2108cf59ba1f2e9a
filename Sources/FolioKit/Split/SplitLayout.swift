/// The pure rules of a split view: display-mode resolution, column widths and frames.
public enum SplitLayout {
    /// The display mode `preferred` resolves to; never `.automatic`.
    ///
    /// `automatic` is `allVisible` in a regular landscape terminal and `primaryHidden` in a
    /// regular portrait one, as on an iPad.
    public static func resolve(_ preferred: SplitViewController.DisplayMode, traits: TraitCollection) -> SplitViewController.DisplayMode {
        guard preferred == .automatic else { return preferred }
        return traits.orientation == .landscape ? .allVisible : .primaryHidden
    }

    /// What the display-mode button and the swipes apply next, when the delegate does not say.
    public static func defaultTarget(from mode: SplitViewController.DisplayMode, automatic: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
        switch mode {
        case .allVisible, .primaryOverlay: return .primaryHidden
        case .primaryHidden, .automatic: return automatic == .allVisible ? .allVisible : .primaryOverlay
        }
    }

    /// Columns of the primary: `preferredWidth` when given (a dragged divider), else `fraction`
    /// of the width; clamped to `minimum`...`maximum`, and always leaving the secondary at least
    /// a third of the terminal and a divider.
    public static func primaryWidth(totalWidth: Int, fraction: Double, minimum: Int, maximum: Int, preferredWidth: Int? = nil) -> Int {
        let preferred = preferredWidth ?? Int((Double(totalWidth) * fraction).rounded())
        let clamped = min(max(preferred, minimum), max(minimum, maximum))
        let room = totalWidth - 1 - totalWidth / 3
        return max(0, min(clamped, room))
    }

    /// Frames of the primary, the divider and the secondary for a display mode.
    ///
    /// A hidden primary has no frame; an overlaid one lies over the secondary's left part.
    public static func frames(size: Size, mode: SplitViewController.DisplayMode, primaryWidth: Int)
        -> (primary: Rect?, divider: Rect?, secondary: Rect) {
        let full = Rect(origin: .zero, size: size)
        switch mode {
        case .allVisible, .automatic:
            let primary = Rect(x: 0, y: 0, width: primaryWidth, height: size.height)
            let divider = Rect(x: primaryWidth, y: 0, width: 1, height: size.height)
            let secondary = Rect(x: primaryWidth + 1, y: 0, width: max(0, size.width - primaryWidth - 1), height: size.height)
            return (primary, divider, secondary)
        case .primaryHidden:
            return (nil, nil, full)
        case .primaryOverlay:
            let primary = Rect(x: 0, y: 0, width: primaryWidth, height: size.height)
            let divider = Rect(x: primaryWidth, y: 0, width: 1, height: size.height)
            return (primary, divider, full)
        }
    }
}
