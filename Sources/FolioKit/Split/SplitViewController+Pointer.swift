/// The divider can be dragged with the pointer.
extension SplitViewController: PointerDragSource {
    /// A press on the divider between the columns begins a drag of it; a press in the first
    /// column while the primary is hidden begins its reveal (`presentsWithGesture`).
    public func pointerDrag(beginningAt location: Point) -> PointerDrag? {
        guard isViewLoaded, !isCollapsed else { return nil }
        if displayMode == .primaryHidden, presentsWithGesture, primary != nil, location.x == view.screenOrigin.x {
            return SwipeDrag(start: location, distance: { [weak self] in (self?.primaryColumnWidth ?? 0) + 1 },
                             begin: { [weak self] in self?.beginInteractiveReveal() })
        }
        guard isPrimaryVisible, !divider.isHidden, divider.superview === view else { return nil }
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

    /// Begins showing the hidden primary as the pointer drags it in: the transition the drag
    /// moves, or nil when the primary is not hidden.
    func beginInteractiveReveal() -> Transition? {
        guard !isCollapsed, displayMode == .primaryHidden else { return nil }
        userDisplayMode = targetDisplayModeForAction()
        displayModeDidChange(interactive: true)
        return columnTransition
    }
}
