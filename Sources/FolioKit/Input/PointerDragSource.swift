/// A controller that may claim a press of the pointer for a drag of its own: the split view for
/// its divider, the navigation controller for its bars and its left edge.
///
/// The window asks the controllers under the pointer, innermost first, before the views get the
/// press as a click.
@MainActor
public protocol PointerDragSource: AnyObject {
    /// The drag that a press at `location` (screen cells) begins, or nil to leave the press to
    /// the views.
    func pointerDrag(beginningAt location: Point) -> PointerDrag?
}
