/// Retitles: the top controller's title or one of its items changed, and nothing else did. The
/// bars redo that one part (NavigationBar+Retitle) instead of being rebuilt from the stack, and
/// the container is not laid out again: the navigation bar's own layout pass applies them.
extension NavigationController {
    /// Asks for `child`'s title (`item` nil) or `item`'s title to be shown before the next frame.
    ///
    /// Anything a retitle cannot redo alone becomes a rebuild: a controller other than the top
    /// (the back button shows the previous one's title), a push or pop on screen, a hidden bar
    /// (its layout pass does not run), an item that needs a key given from its title.
    func setNeedsRetitle(of child: ViewController, item: BarButtonItem?) {
        // Each stored property is read once: every read of a class property is a checked access.
        var pending = pendingBars
        guard !pending.structure else { return }
        let bar = navigationBar, id = ObjectIdentifier(child)
        guard isViewLoaded, viewControllers.last === child, motion == nil, interactivePop == nil,
              !bar.isHidden, bar.crossing == nil, pending.controller == nil || pending.controller == id else {
            setNeedsBarsRefresh()
            return
        }
        if let item {
            let itemID = ObjectIdentifier(item)
            guard item.effectiveKey != nil || !item.doesSomething, pending.item == nil || pending.item == itemID else {
                setNeedsBarsRefresh()
                return
            }
            pending.item = itemID
        } else {
            pending.title = true
        }
        // A retitle already waiting has asked for the bar's layout.
        let waiting = pending.controller != nil
        pending.controller = id
        pendingBars = pending
        if waiting { return }
        barsNeedRefresh = true
        // The bar's layoutSubviews applies it (NavigationBar.layoutSubviews).
        bar.setNeedsLayout()
    }

    /// Shows the retitles that wait: the title, and the one item in whichever bar shows it.
    func applyRetitles() {
        let pending = pendingBars
        pendingBars = PendingBarChanges()
        barsNeedRefresh = false
        // What made the retitle possible may have changed since (a push in the same key
        // rebuilds first; this is for anything else).
        let bar = navigationBar
        guard let top = viewControllers.last, pending.controller == ObjectIdentifier(top), motion == nil, interactivePop == nil,
              bar.crossing == nil else {
            refreshBars()
            return
        }
        barRefreshCount &+= 1
        let navigationItem = top.navigationItem
        if pending.title { bar.retitle(navigationItem.title ?? top.title ?? "") }
        guard let id = pending.item else { return }
        if let (index, item) = Self.shown(id, in: navigationItem.rightBarButtonItems) {
            let measured = item.measuredLabel()
            bar.relabelRightItem(at: index, to: measured.label, width: measured.width)
        } else if let (index, item) = Self.shown(id, in: navigationItem.leftBarButtonItems) {
            bar.relabelLeftItem(at: index, to: item.label)
        }
        // The toolbar compares each item's revision and redraws what a changed one moved.
        for shown in toolbar.items where ObjectIdentifier(shown) == id {
            toolbar.itemsDidChange()
            break
        }
    }

    /// The item `id` names and where it is among the shown (not hidden) ones of `items`, as the
    /// bar content lists them.
    private static func shown(_ id: ObjectIdentifier, in items: [BarButtonItem]) -> (Int, BarButtonItem)? {
        var index = 0
        for candidate in items where !candidate.isHidden {
            if ObjectIdentifier(candidate) == id { return (index, candidate) }
            index += 1
        }
        return nil
    }
}
