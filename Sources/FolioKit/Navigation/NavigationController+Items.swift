extension NavigationController {
    /// Keys FolioKit's lists, navigation, split view, gestures and help already use; an item
    /// without a key never gets one of these, or it would never be pressed.
    static let reservedKeys: Set<Key> = Set("hjklgGqnN?\\[]{} ".map { Key.character($0) })
        .union([.enter, .escape, .backspace, .tab, .backTab, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown,
                .ctrl("d"), .ctrl("u"), .ctrl("f"), .ctrl("b"), .f(1)])

    /// Gives each item that does something but has no key a free letter of its title.
    ///
    /// The first letter that is free is taken: not reserved and not another shown item's key. An
    /// item whose letters are all taken keeps no key; an item with no action, primary action or
    /// menu needs none.
    static func assignKeys(to items: [BarButtonItem]) {
        // Most bars give every item its own key: then there is nothing to assign, and no set of
        // taken keys to build on every refresh.
        guard items.contains(where: { $0.keyEquivalent == nil && $0.doesSomething }) else { return }
        var taken = reservedKeys.union(items.compactMap(\.keyEquivalent))
        for item in items where item.keyEquivalent == nil && item.doesSomething {
            if let kept = item.assignedKey, !taken.contains(kept) {
                taken.insert(kept)
                continue
            }
            let candidates = item.displayTitle.lowercased() + item.displayTitle.uppercased()
            item.assignedKey = candidates.lazy.filter(\.isLetter).map { Key.character($0) }.first { !taken.contains($0) }
            if let key = item.assignedKey { taken.insert(key) }
        }
    }

    /// The items the bars show now, for key assignment and key commands.
    var shownItems: [BarButtonItem] {
        guard let top = topViewController else { return [] }
        let bar = isNavigationBarShown ? top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems : []
        return bar + (isToolbarShown ? toolbar.items : [])
    }

    /// Takes ownership of the top controller's items (so a menu can be presented from them) and
    /// gives keys to those without one; true when some item needed a key.
    @discardableResult
    func prepareItems() -> Bool {
        guard let top = topViewController else { return false }
        let navigationItem = top.navigationItem
        let left = navigationItem.leftBarButtonItems, right = navigationItem.rightBarButtonItems, bottom = toolbar.items
        // Walked list by list: the joined list is built only when some item needs a key.
        var needsKeys = false
        func take(_ list: [BarButtonItem]) {
            for item in list {
                if item.owner !== top { item.owner = top }
                if item.keyEquivalent == nil && item.doesSomething { needsKeys = true }
            }
        }
        take(left)
        take(right)
        take(bottom)
        if needsKeys { Self.assignKeys(to: left + right + bottom) }
        return needsKeys
    }

    func itemCommand(_ item: BarButtonItem) -> KeyCommand? {
        guard let key = item.effectiveKey, !item.isHidden else { return nil }
        return KeyCommand(key, title: item.displayTitle, isEnabled: item.isEnabled) { item.press() }
    }
}
