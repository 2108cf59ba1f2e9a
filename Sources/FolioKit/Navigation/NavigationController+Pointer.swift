/// The pointer on a navigation controller: its bar buttons, its toolbar items, and the swipe
/// from the left edge of a pushed screen.
extension NavigationController: PointerDragSource {
    /// A press on the back button or a bar item presses it (on release, over it); a press in the
    /// first column of a pushed screen begins the interactive pop.
    public func pointerDrag(beginningAt location: Point) -> PointerDrag? {
        guard isViewLoaded else { return nil }
        // The bars are hit as the next frame will draw them.
        refreshBarsIfNeeded()
        if isNavigationBarShown, !navigationBar.isHidden, let drag = navigationBarDrag(at: location) { return drag }
        if isToolbarShown, !toolbar.isHidden, let drag = toolbarDrag(at: location) { return drag }
        let origin = view.screenOrigin
        guard location.x == origin.x, viewControllers.count > 1, interactivePop == nil,
              interactivePopGestureRecognizer.isEnabled,
              Rect(origin: origin, size: view.bounds.size).contains(location) else { return nil }
        return SwipeDrag(start: location, distance: { [weak self] in self?.view.bounds.width ?? 0 },
                         begin: { [weak self] in self?.beginInteractivePop()?.transition })
    }

    /// The back button or bar item under `location`, as a drag that presses it.
    private func navigationBarDrag(at location: Point) -> PointerDrag? {
        let bar = navigationBar
        let origin = bar.screenOrigin
        let row = origin.y + bar.itemsRow
        guard location.y == row, location.x >= origin.x, location.x < origin.x + bar.bounds.width,
              let top = topViewController else { return nil }
        let content = bar.drawnContent
        // The layout lists the back button, the left items, the right items from the right end
        // (those that fit), then the title in bold: the title is no button.
        let titleStyle = bar.barStyle.adding(.bold)
        var segments = NavigationBar.layout(content, width: bar.bounds.width, style: bar.barStyle)
        if titleStyle != bar.barStyle {
            segments.removeAll { $0.style == titleStyle }
        } else if !content.title.isEmpty, !segments.isEmpty {
            segments.removeLast()
        }
        let left = top.navigationItem.leftBarButtonItems.filter { !$0.isHidden }
        let right = top.navigationItem.rightBarButtonItems.filter { !$0.isHidden }
        var actions: [() -> Void] = []
        if content.backTitle != nil { actions.append { [weak self] in _ = self?.popViewController(animated: true) } }
        actions += left.map { item in { item.press() } }
        actions += right.reversed().map { item in { item.press() } }
        for (segment, action) in zip(segments, actions) {
            let frame = Rect(x: origin.x + segment.x, y: row, width: TextWidth.width(of: segment.text), height: 1)
            if frame.contains(location) { return BarButtonDrag(frame: frame, action: action) }
        }
        return nil
    }

    /// The toolbar item under `location`, as a drag that presses it.
    private func toolbarDrag(at location: Point) -> PointerDrag? {
        let origin = toolbar.screenOrigin
        guard location.y == origin.y else { return nil }
        let items = toolbar.items
        for placed in Toolbar.itemColumns(items, width: toolbar.bounds.width) {
            let frame = Rect(x: origin.x + placed.columns.lowerBound, y: origin.y, width: placed.columns.count, height: 1)
            if frame.contains(location) {
                let item = items[placed.index]
                return BarButtonDrag(frame: frame) { item.press() }
            }
        }
        return nil
    }
}
