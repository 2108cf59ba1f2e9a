/// The divider followed by the pointer: the primary column is as wide as the pointer is far from
/// the split's left edge, within the split's minimum and maximum.
@MainActor
final class DividerDrag: PointerDrag {
    private weak var split: SplitViewController?

    init(split: SplitViewController) { self.split = split }

    func pointerMoved(to location: Point) {
        guard let split, split.isViewLoaded else { return }
        split.dragDivider(toColumn: location.x - split.view.screenOrigin.x)
    }

    /// A press on the divider is never a click on what lies under it.
    func pointerReleased(at location: Point) -> Bool {
        pointerMoved(to: location)
        return true
    }
}
