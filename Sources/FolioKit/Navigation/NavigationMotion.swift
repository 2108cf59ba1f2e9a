/// A push or pop in motion: two controllers' views side by side, moving across the container.
///
/// The incoming view slides in from the right on a push while the outgoing one shifts off to the
/// left; a pop moves them the other way. Only frames move, so drawing stays a function of layout.
@MainActor
struct NavigationMotion {
    /// The controller leaving the top.
    let from: ViewController
    /// The controller arriving on top.
    let to: ViewController
    /// True for a push (moving left), false for a pop (moving right).
    let isPush: Bool
    /// How far the motion has gone, 0...1.
    var percent: Double = 0

    /// The columns the views have moved at `width`.
    func shift(width: Int) -> Int { Int((Double(width) * percent).rounded()) }

    /// The horizontal offsets of the outgoing and incoming views at `width`: a pure function.
    static func offsets(width: Int, shift: Int, isPush: Bool) -> (from: Int, to: Int) {
        isPush ? (-shift, width - shift) : (shift, shift - width)
    }

    /// The offset of `controller`'s view at `width`, or nil when it takes no part.
    func offset(of controller: ViewController, width: Int) -> Int? {
        let pair = Self.offsets(width: width, shift: shift(width: width), isPush: isPush)
        if controller === from { return pair.from }
        if controller === to { return pair.to }
        return nil
    }
}
