/// Two columns side by side when the terminal is wide, one stack when narrow
/// (UISplitViewController's role).
@MainActor
open class SplitViewController: ViewController {
    /// Recognizers for the swipes that show and hide the primary column.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
}
