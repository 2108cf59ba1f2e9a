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
    /// Keys the window's key table binds are taken too (`bound`).
    static func assignKeys(to items: [BarButtonItem], bound: KeyBindings = .none) {
        // Most bars give every item its own key: then there is nothing to assign, and no set of
        // taken keys to build on every refresh.
        guard items.contains(where: \.needsAssignedKey) else { return }
        var taken = reservedKeys.union(items.filter { !$0.needsAssignedKey }.compactMap(\.effectiveKey))
        taken.formUnion(bound.bindings.map(\.key))
        for item in items where item.needsAssignedKey {
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

    /// Takes ownership of the top controller's items (so a menu can be presented from them),
    /// gives items with a command the key table's key for it, and keys to those without one;
    /// true when some item needed a key or its table key changed.
    @discardableResult
    func prepareItems() -> Bool {
        guard let top = topViewController else { return false }
        let navigationItem = top.navigationItem
        let left = navigationItem.leftBarButtonItems, right = navigationItem.rightBarButtonItems, bottom = toolbar.items
        let bindings = viewIfLoaded?.window?.keyBindings ?? .none
        // Walked list by list: the joined list is built only when some item needs a key.
        var needsKeys = false, keysChanged = false
        func take(_ list: [BarButtonItem]) {
            for item in list {
                if item.owner !== top { item.owner = top }
                // Read from the table once per table and name (BarButtonItem.tableKeySource).
                if let name = item.commandName, item.tableKeySource !== bindings {
                    item.tableKeySource = bindings
                    let tableKey = bindings.governs(name) ? BarButtonItem.TableKey.bound(bindings.keys(for: name).first) : .notGoverned
                    if item.tableKey != tableKey { item.tableKey = tableKey; keysChanged = true }
                }
                if item.needsAssignedKey { needsKeys = true }
            }
        }
        take(left)
        take(right)
        take(bottom)
        if needsKeys { Self.assignKeys(to: left + right + bottom, bound: bindings) }
        return needsKeys || keysChanged
    }

    func itemCommand(_ item: BarButtonItem) -> KeyCommand? {
        guard let key = item.effectiveKey, !item.isHidden else { return nil }
        return KeyCommand(named: item.commandName.map { [$0] } ?? [], keys: [item.keyEquivalent ?? key], title: item.displayTitle,
                          isEnabled: item.isEnabled) { item.press() }
    }
}
