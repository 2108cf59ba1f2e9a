import FolioKit
import FoundationEssentials

/// The browser's commands that work from either column: places, bookmarks, copying, opening
/// with the default application.
extension BrowserSplitViewController {
    var browserCommands: [KeyCommand] {
        // The help says what `y` and `Y` copy from the item they would copy now.
        let copies = CopyNames(currentItem)
        let cell = currentTableCell
        return [
            KeyCommand(command: .parent, title: "Go to the parent directory from anywhere below it",
                       isEnabled: currentDirectoryList != nil) { [weak self] in self?.goToParentDirectory() },
            KeyCommand(command: .home, title: "Go to the home directory") { [weak self] in self?.goHome() },
            KeyCommand(command: .jump, title: "Go to a path (Tab completes)") { [weak self] in self?.openJumpPrompt() },
            KeyCommand(command: .gotoBookmark, title: "Go to a bookmark ('' goes back)") { [weak self] in self?.awaitBookmarkJump() },
            KeyCommand(command: .bookmark, title: "Bookmark this directory (m, then a letter)") { [weak self] in self?.awaitBookmarkMark() },
            KeyCommand(command: .copyPath, title: cell.map { "Copy the value of \(TextWidth.visible($0.name))" } ?? "Copy the \(copies.locator)") {
                [weak self] in self?.copySelection(name: false)
            },
            KeyCommand(command: .copyName, title: "Copy the \(copies.value)") { [weak self] in self?.copySelection(name: true) },
            KeyCommand(command: .openWith, title: "Open with the default application") { [weak self] in self?.openWithDefaultApplication() },
            KeyCommand(command: .narrowList, title: "Narrow the list") { [weak self] in self?.changeListWidth(by: -Self.listWidthStep) },
            KeyCommand(command: .widenList, title: "Widen the list") { [weak self] in self?.changeListWidth(by: Self.listWidthStep) },
        ] + fileOperationCommands
    }

    /// Cancelling the running file operation, and quitting while one runs (which asks first).
    private var fileOperationCommands: [KeyCommand] {
        guard let context else { return [] }
        let operations = context.fileOperations
        return [
            KeyCommand(command: .cancelOperation, title: "Cancel the running file operation (and drop the queued ones)") {
                [weak self] in self?.context?.fileOperations.cancelRunning(notices: context.notices)
            },
            KeyCommand(command: .quit, title: "Quit (asks first: a file operation runs)", isEnabled: operations.isBusy) { [weak self] in
                guard let app = self?.window?.application else { return }
                operations.askBeforeQuitting(in: app, notices: context.notices)
            },
        ]
    }

    /// The item the user means: the detail's item when the detail has the focus (or is on top
    /// of the collapsed stack), else the selected row of the innermost list.
    var currentItem: BrowserItem? {
        currentDetail?.item ?? currentList?.selectedItem
    }

    /// The detail the user means, when the keys are the detail's (see `currentItem`).
    private var currentDetail: ItemDetailViewController? {
        if isCollapsed { return primaryNavigation?.topViewController as? ItemDetailViewController }
        if focusedColumn == .secondary || !isPrimaryVisible {
            return (viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
        }
        return nil
    }

    /// The current cell of the table of records the keys are in (the list's, not the detail's).
    var currentTableCell: (name: String, bytes: [UInt8]?)? {
        guard currentDetail?.item == nil else { return nil }
        return currentList?.currentCell
    }

    /// Shows the list that takes a prompt (revealing the column, popping to it when collapsed).
    func listForPrompt() -> ItemListViewController? {
        guard let list = currentList else { return nil }
        if isCollapsed, let nav = primaryNavigation, nav.topViewController !== list {
            nav.popToViewController(list, animated: false)
        }
        if !isCollapsed && !isPrimaryVisible { performDisplayModeAction() }
        if !isCollapsed { focus(.primary) }
        return list
    }

    func openJumpPrompt() {
        listForPrompt()?.openPrompt(.jump)
    }

    func awaitBookmarkJump() {
        context?.notices.notice = "Go to bookmark: press its letter (' goes back to the previous place, Esc cancels)"
        window?.captureNextKey { [weak self] key in
            guard let self else { return }
            self.context?.notices.clear()
            guard let letter = key.character else { return }
            if letter == "'" { self.goToPreviousPlace(); return }
            self.goToBookmark(letter)
        }
    }

    func awaitBookmarkMark() {
        guard currentPlace != nil else {
            context?.notices.notice = "Bookmarks are for directories; this list is not one"
            return
        }
        context?.notices.notice = "Bookmark this directory: press a letter (Esc cancels)"
        window?.captureNextKey { [weak self] key in
            guard let self else { return }
            self.context?.notices.clear()
            guard let letter = key.character else { return }
            self.setBookmark(letter)
        }
    }

    /// `y` copies where the item is (its locator), `Y` its own text, through the terminal's
    /// clipboard (OSC 52), and says what was copied, in the item's words (a file's name, a JSON
    /// value's jq path).
    ///
    /// In a table of records, `y` copies the current cell's value instead (`Y` still the row).
    func copySelection(name: Bool) {
        if !name, let cell = currentTableCell {
            let column = TextWidth.visible(cell.name)
            guard let bytes = cell.bytes, !bytes.isEmpty else {
                context?.notices.notice = "Nothing copied: the row has no value of \(column)"
                return
            }
            return copyToClipboard(bytes, describing: "value of \(column)")
        }
        guard let item = currentItem else { return }
        let copies = CopyNames(item)
        if name, let reading = item as? BackgroundCopying {
            return copyInBackground(reading.copyBytesWork(), describing: copies.value)
        }
        let bytes = name ? item.copyBytes : (item.locatorBytes ?? item.copyBytes)
        copyToClipboard(bytes, describing: name ? copies.value : copies.locator)
    }

    /// `O`: the default application (`$FOLIO_OPENER`, the configured opener, else xdg-open).
    func openWithDefaultApplication() {
        guard let context, let path = currentItem?.filePath else {
            context?.notices.notice = "Nothing to open here: O opens files and directories"
            return
        }
        context.programs.openWithDefaultApplication(path, in: window?.application)
    }
}
