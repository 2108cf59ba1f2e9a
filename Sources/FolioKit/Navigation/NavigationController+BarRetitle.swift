/// Retitles: the top controller's title or one of its items changed, and nothing else did. The
/// bars redo that one part (NavigationBar+Retitle) instead of being rebuilt from the stack, and
/// the container is not laid out again: the navigation bar's own layout pass applies them.
extension NavigationController {
    /// Asks for `child`'s title (`item` nil) or `item`'s title to be shown before the next frame.
    ///
    /// A retitle of a controller other than the top (the back button shows the previous one's
    /// title) or of a second item is a rebuild. What else could stop a retitle (a push or pop
    /// on screen, an item that needs a key from its title) is checked once, when it is applied.
    /// A hidden bar is not laid out, so a retitle waits with it; showing it again rebuilds.
    func setNeedsRetitle(of child: ViewController, item: BarButtonItem?) {
        // Each stored property is read once: every read of a class property is a checked access.
        var pending = pendingBars
        guard !pending.structure else { return }
        let id = ObjectIdentifier(child)
        guard viewControllers.last === child, pending.controller == nil || pending.controller == id else {
            setNeedsBarsRefresh()
            return
        }
        if let item {
            let itemID = ObjectIdentifier(item)
            guard pending.item == nil || pending.item == itemID else {
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
        navigationBar.setNeedsLayout()
    }

    /// Shows the retitles that wait: the title, and the one item in whichever bar shows it.
    func applyRetitles() {
        let pending = pendingBars
        pendingBars = PendingBarChanges()
        barsNeedRefresh = false
        // What a retitle cannot redo alone rebuilds: another top since (a push in the same key
        // rebuilds before it pushes; this is for anything else), a push or pop on screen.
        let bar = navigationBar
        guard let top = viewControllers.last, pending.controller == ObjectIdentifier(top), motion == nil,
              interactivePop == nil, bar.crossing == nil else {
            refreshBars()
            return
        }
        let navigationItem = top.navigationItem
        var found: (index: Int, item: BarButtonItem, isRight: Bool)?
        if let id = pending.item {
            if let (index, item) = Self.shown(id, in: navigationItem.rightBarButtonItems) {
                found = (index, item, true)
            } else if let (index, item) = Self.shown(id, in: navigationItem.leftBarButtonItems) {
                found = (index, item, false)
            }
            // An item that does something and has no key gets one from its title: a rebuild.
            if let item = found?.item, item.effectiveKey == nil, item.needsAssignedKey {
                refreshBars()
                return
            }
        }
        barRefreshCount &+= 1
        if pending.title { bar.retitle(navigationItem.title ?? top.title ?? "") }
        guard let id = pending.item else { return }
        if let found {
            let measured = found.item.measuredLabel()
            if found.isRight {
                bar.relabelRightItem(at: found.index, to: measured.label, width: measured.width)
            } else {
                bar.relabelLeftItem(at: found.index, to: measured.label)
            }
        }
        // The toolbar compares each item's revision and redraws what a changed one moved.
        for shown in toolbar.items where ObjectIdentifier(shown) == id {
            if shown.effectiveKey == nil && shown.needsAssignedKey {
                refreshBars()
                return
            }
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
