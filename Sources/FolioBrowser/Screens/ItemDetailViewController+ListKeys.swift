import FolioKit

/// A value's detail (a JSON value, a SQLite field: what `l` on a row with nothing to list shows)
/// keeps the document's keys of the list it came from: `/` filters that list, `n` and `N` step
/// through its matches or search results, `f` searches the whole document. Each goes back to the
/// list first, as `h` would, then does there what the key does; typed letters no longer fall
/// through to other commands (`e`, `:`) while the user meant to search.
extension ItemDetailViewController {
    /// The list keys a value's detail passes on to its list.
    static let listKeys: [Key] = [.character("/"), .character("f"), .character("n"), .character("N")]

    /// The list whose row this detail shows, when the user can go back to it: side by side, the
    /// list on top of the list column; collapsed, the list under this detail.
    var sourceList: ItemListViewController? {
        guard let split = splitViewController as? BrowserSplitViewController, let primary = split.primaryNavigation else { return nil }
        if navigationController === primary {
            let stack = primary.viewControllers
            guard let index = stack.firstIndex(where: { $0 === self }), index > 0 else { return nil }
            return stack[index - 1] as? ItemListViewController
        }
        return primary.topViewController as? ItemListViewController
    }

    /// The list's commands for `listKeys`, each taking the user back to the list first; none for
    /// a file's detail, whose keys are its own.
    var listKeyCommands: [KeyCommand] {
        guard !(item is PreviewSource), item.filePath == nil, let list = sourceList else { return [] }
        return Self.listKeys.compactMap { key in
            guard let command = Self.command(for: key, in: list) else { return nil }
            return KeyCommand([key], title: command.title) { [weak self] in self?.goBackToList(andPress: key) }
        }
    }

    /// The list's enabled command for `key`: its own keys, then its toolbar's (`/` Filter).
    static func command(for key: Key, in list: ItemListViewController) -> KeyCommand? {
        if let command = list.keyCommands.first(where: { $0.isEnabled && $0.matches(key) }) { return command }
        guard let button = list.toolbarItems?.first(where: { $0.isEnabled && $0.keyEquivalent == key }) else { return nil }
        return KeyCommand([key], title: button.displayTitle) { button.press() }
    }

    /// Gives the list back the keys (popping this detail when collapsed), then runs `key` there.
    func goBackToList(andPress key: Key) {
        guard let list = sourceList, let split = list.splitViewController else { return }
        if split.isCollapsed {
            _ = list.navigationController?.popToViewController(list, animated: false)
        } else {
            split.focus(.primary)
        }
        Self.command(for: key, in: list)?.action()
    }
}
