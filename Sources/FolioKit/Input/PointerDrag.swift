/// One press of the pointer followed until its release: a drag of the split's divider, a swipe
/// from the left edge, a press on a bar button (UIKit's touch tracking, for one button).
///
/// The window sends every motion and the release to the drag that claimed the press, wherever
/// the pointer goes, as UIKit sends a touch's moves to the view it began in.
@MainActor
public protocol PointerDrag: AnyObject {
    /// The pointer moved to `location` (screen cells) with the button held.
    func pointerMoved(to location: Point)
    /// The button came up at `location`; false when nothing was dragged and the press should
    /// reach the views under it as a click after all.
    func pointerReleased(at location: Point) -> Bool
}
