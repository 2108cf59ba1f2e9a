/// The divider can be dragged with the pointer.
extension SplitViewController: PointerDragSource {
    /// A press on the divider between the columns begins a drag of it.
    public func pointerDrag(beginningAt location: Point) -> PointerDrag? {
        guard isViewLoaded, !isCollapsed, isPrimaryVisible, !divider.isHidden, divider.superview === view else { return nil }
        let origin = divider.screenOrigin
        let frame = Rect(x: origin.x, y: origin.y, width: divider.frame.width, height: divider.frame.height)
        guard frame.contains(location) else { return nil }
        return DividerDrag(split: self)
    }

    /// Sets the primary column's width to `column` cells (the divider's new place), clamped as
    /// `primaryColumnWidth` clamps it, so what is kept is what is shown.
    public func dragDivider(toColumn column: Int) {
        guard isViewLoaded else { return }
        let width = SplitLayout.primaryWidth(totalWidth: view.bounds.width, fraction: preferredPrimaryColumnWidthFraction,
                                             minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
                                             preferredWidth: column)
        guard width != preferredPrimaryColumnWidth else { return }
        preferredPrimaryColumnWidth = width
        view.setNeedsLayout()
        window?.setNeedsDisplay()
    }
}
