import FolioKit

extension ItemListViewController {
    var isFileSystemList: Bool { item is DirectoryItem }

    func makeToolbarItems() -> [BarButtonItem] {
        var items = [BarButtonItem(title: "Filter", key: .character("/"), priority: 5) { [weak self] in self?.openFilterField() }]
        items += (item as? ChildQuerying)?.toolbarItems(for: self) ?? []
        if isFileSystemList {
            items += [
                BarButtonItem(title: "Sort: \(context.options.sortOrder.rawValue)", key: .character("s"), priority: 3) { [weak self] in
                    self?.cycleSortOrder()
                },
                BarButtonItem(title: context.options.showsHidden ? "Hide dotfiles" : "Show dotfiles", key: .character("."), priority: 1) {
                    [weak self] in self?.toggleHidden()
                },
                BarButtonItem(title: "Refresh", key: .character("r"), priority: 0) { [weak self] in self?.refresh() },
                BarButtonItem(title: "Pager", key: .character("o"), priority: 4) { [weak self] in self?.openSelection(editing: false) },
                BarButtonItem(title: "Edit", key: .character("e"), priority: 2) { [weak self] in self?.openSelection(editing: true) },
            ]
        }
        return items
    }

    var listCommands: [KeyCommand] {
        [
            KeyCommand(.character("n"), title: "Next match", isEnabled: !lastPattern.isEmpty) { [weak self] in self?.jumpToMatch(forward: true) },
            KeyCommand(.character("N"), title: "Previous match", isEnabled: !lastPattern.isEmpty) { [weak self] in self?.jumpToMatch(forward: false) },
            KeyCommand(.escape, title: "Clear the filter", isEnabled: !filterText.isEmpty) { [weak self] in self?.closeFilterField(keep: false) },
        ]
    }

    // MARK: Filter

    /// Opens the filter line; typing narrows the list at once.
    func openFilterField() {
        screen.filterField.text = filterText
        screen.filterField.isHidden = false
        screen.setNeedsLayout()
        screen.filterField.becomeFirstResponder()
    }

    /// Enter keeps the filter; Esc drops it. Either way the list takes the keys again.
    func closeFilterField(keep: Bool) {
        if !keep { applyFilter("") }
        screen.filterField.isHidden = true
        screen.setNeedsLayout()
        listView.becomeFirstResponder()
    }

    /// Narrows the rows to those whose title contains `text` (case-insensitive unless the text
    /// has a capital), keeping the selected item when it still matches.
    func applyFilter(_ text: String) {
        if let querying = item as? ChildQuerying, querying.filtersChildren { return querying.filterChildren(text, in: self) }
        let selected = selectedTitle
        filterText = text
        if !text.isEmpty { lastPattern = text }
        rows = filtered(allRows, by: text)
        listView.emptyText = loadError ?? (text.isEmpty ? "Empty" : "No match for \(text)")
        listView.reloadData()
        if let selected, let index = rows.firstIndex(ofTitle: selected) {
            listView.selectRow(index, notify: false)
        } else {
            listView.selectRow(0, notify: false)
        }
        updatePosition()
        previewSelection()
    }

    func filtered(_ items: ChildList, by text: String) -> ChildList {
        guard !text.isEmpty, (item as? ChildQuerying)?.filtersChildren != true else { return items }
        return items.filtered { Self.matches($0, text) }
    }

    /// Smart case: a pattern with a capital letter matches case-sensitively.
    static func matches(_ title: String, _ pattern: String) -> Bool {
        if pattern.contains(where: { $0.isUppercase }) { return title.contains(pattern) }
        return title.lowercased().contains(pattern.lowercased())
    }

    /// Moves to the next (or previous) row matching the last pattern, wrapping around.
    func jumpToMatch(forward: Bool) {
        guard !rows.isEmpty, !lastPattern.isEmpty else { return }
        let start = listView.selectedRow ?? 0
        // Rows an item filtered itself all match, and may be millions: step instead of scanning.
        if (item as? ChildQuerying)?.filtersChildren == true { return listView.selectRow(start + (forward ? 1 : -1)) }
        for step in 1...rows.count {
            let index = (start + (forward ? step : -step) % rows.count + rows.count) % rows.count
            if Self.matches(rows.title(at: index), lastPattern) {
                listView.selectRow(index)
                return
            }
        }
        context.notice = "No match for \(lastPattern)"
    }

    // MARK: Directory actions

    func cycleSortOrder() {
        context.options.sortOrder = context.options.sortOrder.next
        reloadFromItem()
    }

    func toggleHidden() {
        context.options.showsHidden.toggle()
        reloadFromItem()
    }

    /// Reads the directory again.
    func refresh() {
        (item as? DirectoryItem)?.reset()
        reloadFromItem()
    }

    /// Re-derives the rows from the item (after a sort or hidden change), keeping the selection.
    func reloadFromItem() {
        load { try item.childList() }
        toolbarItems = makeToolbarItems()
    }

    /// `o` opens the selected file in the pager, `e` in the editor (the terminal is suspended
    /// meanwhile); with `--choose`, `o` chooses it.
    func openSelection(editing: Bool) {
        guard let path = selectedItem?.filePath, !(selectedItem is DirectoryItem) else { return }
        if context.choosesPath && !editing {
            context.chosenPath = path
            window?.application?.quit()
            return
        }
        context.open(path, editing: editing, in: window?.application)
        (selectedItem as? FileItem)?.invalidateStatus()
        listView.setNeedsDisplay()
    }
}
