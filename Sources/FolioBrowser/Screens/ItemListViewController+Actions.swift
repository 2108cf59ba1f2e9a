import FoundationEssentials
import FolioKit

extension ItemListViewController {
    var isFileSystemList: Bool { item is DirectoryItem }

    func makeToolbarItems() -> [BarButtonItem] {
        var items = [BarButtonItem(title: "Filter", command: .filter, priority: 5) { [weak self] in self?.openFilterField() }]
        items += (item as? ChildQuerying)?.toolbarItems(for: self) ?? []
        if let sortItem = recordSortToolbarItem { items.append(sortItem) }
        if let numbers = summaryToolbarItem { items.append(numbers) }
        if isFileSystemList {
            items += [
                BarButtonItem(title: "Sort: \(context.settings.options.sortTitle)", command: .sort, priority: 3) { [weak self] in
                    self?.cycleSortOrder()
                },
                BarButtonItem(title: context.settings.options.showsHidden ? "Hide dotfiles" : "Show dotfiles", command: .dotfiles, priority: 1) {
                    [weak self] in self?.toggleHidden()
                },
                BarButtonItem(title: "Refresh", command: .refresh, priority: 0) { [weak self] in self?.refresh() },
                BarButtonItem(title: "Pager", command: .pager, priority: 4) { [weak self] in self?.openSelection(editing: false) },
                BarButtonItem(title: "Edit", command: .edit, priority: 2) { [weak self] in self?.openSelection(editing: true) },
            ]
        }
        return items
    }

    var listCommands: [KeyCommand] {
        let promptOpen = screen.isFilterShown
        let atRootOfDirectory = item is DirectoryItem && navigationController?.viewControllers.first === self
        var commands = ((item as? ListCommandProviding)?.keyCommands(for: self) ?? []) + [
            KeyCommand(command: .nextMatch, title: "Next match", isEnabled: !lastPattern.isEmpty) { [weak self] in self?.jumpToMatch(forward: true) },
            KeyCommand(command: .previousMatch, title: "Previous match", isEnabled: !lastPattern.isEmpty) { [weak self] in self?.jumpToMatch(forward: false) },
            KeyCommand(command: .cancel, title: "Clear the filter", isEnabled: !filterText.isEmpty) { [weak self] in self?.closeFilterField(keep: false) },
            KeyCommand(command: .back, title: "Go to the parent directory", isEnabled: atRootOfDirectory && !promptOpen) {
                [weak self] in (self?.splitViewController as? BrowserSplitViewController)?.goToParent()
            },
            KeyCommand(command: .pager, title: "Read the value in the pager", isEnabled: selectedItem is PagerTextProviding && !promptOpen) {
                [weak self] in self?.pageSelection()
            },
            KeyCommand(command: .toggleMark, title: "Mark or unmark the row, then move down", isEnabled: selectedItem != nil) {
                [weak self] in self?.toggleMark()
            },
            KeyCommand(command: .clearMarks, title: "Clear every mark", isEnabled: !context.marks.isEmpty) { [weak self] in
                self?.context.marks.removeAll()
                self?.listView.setNeedsDisplay()
                self?.updatePosition()
            },
        ] + fileOperationCommands + moreFileOperationCommands
        if summarisesColumns {
            commands.append(KeyCommand(command: .columnSummary, title: "Count each value of the current column") { [weak self] in
                self?.summariseCurrentColumn()
            })
        }
        if isFileSystemList {
            commands.append(KeyCommand(command: .reverse, title: "Reverse the sort order") { [weak self] in self?.reverseSortOrder() })
        } else if let table = item as? SQLiteTableItem {
            commands.append(KeyCommand(command: .reverse, title: "Sort by the current column, largest first (again: the other way)") {
                [weak self, weak table] in
                guard let self, let table else { return }
                self.sortByCurrentColumn(of: table, descending: true)
            })
        } else if sortsRecordsByColumn {
            commands.append(KeyCommand(command: .sort, title: "Sort by the current column (again: the other way)") { [weak self] in
                self?.sortRecordsByCurrentColumn()
            })
            commands.append(KeyCommand(command: .reverse, title: "Sort by the current column, largest first (again: the other way)") {
                [weak self] in self?.sortRecordsByCurrentColumn(descending: true)
            })
        }
        if promptOpen && !promptKind.asksForName {
            // While typing a filter, the arrows and pages (and whatever keys the map gives their
            // commands, Ctrl-N after `map ctrl-n down`) still move in the (filtered) list.
            let forwarded: [BrowserCommand] = [.up, .down, .pageUp, .pageDown]
            commands += forwarded.map { forward in
                KeyCommand(command: forward, title: "Move in the list while typing", isListedInHelp: false) { [weak self] in
                    guard let self else { return }
                    for command in self.listView.keyCommands where command.names.contains(forward.commandName) { command.action(); return }
                }
            }
        }
        return commands
    }

    // MARK: Filter and prompts

    /// Opens the filter line (the search controller's bar, showing the filter in force); typing
    /// narrows the list at once.
    func openFilterField() {
        if !screen.filterField.isHidden { closeFilterField(keep: true) }
        endCompletion()
        // A summary's value filter (`Origin = Japan`) is no text to edit: `/` starts a new one.
        filterSearch.searchBar.text = filterText != valueFilter ? filterText : ""
        filterSearch.beginEditing()
    }

    /// Opens the bottom line for a path to go to (`:`); the filter has its search bar instead.
    func openPrompt(_ kind: PromptKind) {
        guard kind != .filter else { return openFilterField() }
        filterSearch.endEditing()
        promptKind = kind
        let field = screen.filterField
        field.prompt = kind == .filter ? "/" : ":"
        field.placeholder = kind == .filter ? "" : "a path: Tab completes, Enter goes, Esc cancels"
        field.text = ""
        field.onTab = kind == .jump ? { [weak self] in self?.completeTypedPath(step: 1) } : nil
        field.onBackTab = kind == .jump ? { [weak self] in self?.completeTypedPath(step: -1) } : nil
        endCompletion()
        field.isHidden = false
        listView.showsActiveSelection = true
        screen.setNeedsLayout()
        field.becomeFirstResponder()
    }

    /// Closes the bottom line: Enter keeps the filter, Esc drops it.
    ///
    /// Either way the list takes the keys again.
    func closeFilterField(keep: Bool) {
        if promptKind == .filter && !keep {
            if filterSearch.isActive {
                filterSearch.cancel()
            } else {
                filterSearch.searchBar.text = ""
                applyFilter("")
            }
            // A summary's value filter is no search text the cancel clears: drop it too.
            if let valueFilter, filterText == valueFilter { applyFilter("") }
        }
        filterSearch.endEditing()
        promptKind = .filter
        endCompletion()
        screen.filterField.insertionIndex = nil
        screen.filterField.isHidden = true
        listView.showsActiveSelection = false
        screen.setNeedsLayout()
        listView.becomeFirstResponder()
    }

    func promptDidChange(_ text: String) {
        if promptKind.asksForName { return }
        if promptKind == .filter { applyFilter(text) } else { completionTextDidChange(text) }
    }

    func promptDidSubmit(_ text: String) {
        if promptKind.asksForName { return submitName(text) }
        if promptKind == .jump {
            closeFilterField(keep: false)
            if !text.isEmpty { (splitViewController as? BrowserSplitViewController)?.jump(to: text) }
        } else {
            closeFilterField(keep: true)
        }
    }

    // MARK: Marks

    /// Space: marks (or unmarks) the selected row and moves to the next, as in lf and ranger.
    func toggleMark() {
        guard let item = selectedItem, let key = item.locatorBytes else { return }
        context.marks.toggle(key)
        listView.setNeedsDisplay()
        if let row = listView.selectedRow { listView.selectRow(row + 1) }
        updatePosition()
    }

    /// Narrows the rows to those whose title contains `text` (case-insensitive unless the text
    /// has a capital), keeping the selected item when it still matches.
    func applyFilter(_ text: String) {
        appliedFilterText = text
        if let querying = item as? ChildQuerying, querying.filtersChildren { return querying.filterChildren(text) }
        let selected = selectedTitle
        filterText = text
        if !text.isEmpty { lastPattern = text }
        rows = filtered(allRows, by: text)
        listView.emptyText = emptyText(filter: text)
        listView.reloadData()
        if let selected, let index = rows.firstIndex(ofTitle: selected) {
            listView.selectRow(index, notify: false)
        } else {
            listView.selectRow(0, notify: false)
        }
        updatePosition()
        previewSelection()
    }

    /// What the list says with no rows: why it could not load, `Empty`, or that nothing matches
    /// the filter; in a JSON document that `f` looks further (`/` sees the names and what the
    /// rows show, not every value inside them); a directory whose entries are all hidden says so,
    /// and how to show them.
    func emptyText(filter text: String) -> String {
        if let loadError { return loadError }
        if text.isEmpty {
            if let hidden = (item as? DirectoryItem)?.hiddenCount, hidden > 0 {
                return "No visible entries: \(hidden) hidden (. shows them)"
            }
            return "Empty"
        }
        let searches = item is JSONItem || (item as? JSONFileItem)?.session != nil
        return "No match for \(text)" + (searches ? ". f searches every value of the document." : "")
    }

    func filtered(_ items: ChildList, by text: String) -> ChildList {
        guard !text.isEmpty, (item as? ChildQuerying)?.filtersChildren != true else { return items }
        return items.filtered { Self.matches($0, text) }
    }

    /// Smart case: a pattern with a capital letter matches case-sensitively.
    static func matches(_ title: String, _ pattern: String) -> Bool {
        if let found = asciiMatch(in: title, of: pattern) { return found }
        return matchRange(in: title, of: pattern) != nil
    }

    /// Where `pattern` first occurs in `title` (smart case), as character offsets.
    static func matchRange(in title: String, of pattern: String) -> Range<Int>? {
        guard !pattern.isEmpty else { return nil }
        let sensitive = pattern.contains(where: { $0.isUppercase })
        // Whole characters compared (canonically equivalent ones are equal), lowercased unless sensitive.
        let fold: (Character) -> String = sensitive ? { String($0) } : { $0.lowercased() }
        let text = title.map(fold), wanted = pattern.map(fold)
        guard text.count >= wanted.count else { return nil }
        for start in 0...(text.count - wanted.count) where text[start..<(start + wanted.count)].elementsEqual(wanted) {
            return start..<(start + wanted.count)
        }
        return nil
    }

    /// Moves to the next (or previous) row matching the last pattern, wrapping around.
    func jumpToMatch(forward: Bool) {
        guard !rows.isEmpty, !lastPattern.isEmpty else { return }
        let start = listView.selectedRow ?? 0
        // Rows an item filtered itself all match, and may be millions: step instead of scanning.
        if (item as? ChildQuerying)?.filtersChildren == true { return listView.selectRow(start + (forward ? 1 : -1)) }
        for step in 1...rows.count {
            let index = (start + (forward ? step : -step) % rows.count + rows.count) % rows.count
            if Self.matches(rows.matchText(at: index), lastPattern) {
                listView.selectRow(index)
                return
            }
        }
        context.notices.notice = "No match for \(lastPattern)"
    }

    // MARK: Directory actions

    func cycleSortOrder() {
        context.settings.options.sortOrder = context.settings.options.sortOrder.next
        reloadFromItem()
    }

    /// `S`: reverses the order (lf's `reverse`); `S` again gives the order back.
    func reverseSortOrder() {
        context.settings.options.reversesOrder.toggle()
        reloadFromItem()
    }

    func toggleHidden() {
        context.settings.options.showsHidden.toggle()
        reloadFromItem()
    }

    /// Reads the directory again, in the background; the rows stay until the new ones come.
    func refresh() {
        (item as? DirectoryItem)?.reset()
        reloadFromItem()
    }

    /// Re-derives the rows from the item after a sort, hidden or refresh change, keeping the
    /// selection: background sources do it on their worker (a size sort `lstat`s every entry).
    func reloadFromItem() {
        appliedOptions = context.settings.options.snapshot
        toolbarItems = makeToolbarItems()
        if item is BackgroundLoading {
            if (item as? DirectoryItem)?.canReorderInMemory == true {
                load { try item.childList() }
            } else {
                loadInBackground()
            }
        } else {
            load { try item.childList() }
        }
    }

    /// Lists below the top catch up with options changed while they were covered.
    func reloadIfOptionsChanged() {
        guard isFileSystemList, isLoaded, appliedOptions != context.settings.options.snapshot else { return }
        reloadFromItem()
    }

    /// `o` on a value (JSON): the pager reads it whole.
    func pageSelection() {
        guard let value = selectedItem as? PagerTextProviding else { return }
        context.programs.page(value, in: window?.application)
    }

    /// `o` opens the selected file in the pager, `e` in the editor (the terminal is suspended
    /// meanwhile); with `--choose`, `o` chooses it.
    func openSelection(editing: Bool) {
        guard let path = selectedItem?.filePath, !(selectedItem is DirectoryItem) else { return }
        if context.settings.choosesPath && !editing {
            context.marks.choose(selectedItem?.locatorBytes ?? path.bytes, in: window?.application)
            return
        }
        context.programs.open(path, editing: editing, in: window?.application)
        (selectedItem as? FileItem)?.invalidateStatus()
        listView.setNeedsDisplay()
    }
}
