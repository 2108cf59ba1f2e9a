import FolioKit
import FoundationEssentials

/// Renaming the selected item in the list's bottom line: the prompt holds its name with the
/// cursor before the extension; `/`, empty names and taken names are refused.
extension ItemListViewController {
    /// Where the cursor starts in `name`: before the last `.` that is not the first character
    /// (`report.txt` → before `.txt`; `.bashrc` and `notes` → at the end).
    static func renameCursor(in name: String) -> Int {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name.count }
        return name.distance(from: name.startIndex, to: dot)
    }

    /// `a`: opens the rename prompt on the selected item.
    func openRenamePrompt() {
        guard let path = selectedItem?.filePath, selectedItem is FileItem else { return }
        let bytes = path.lastComponent
        let name = String(decoding: bytes, as: UTF8.self)
        guard Array(name.utf8) == bytes, TextWidth.visible(name) == name else {
            context.notices.notice = "“\(TextWidth.visible(name))” is not plain UTF-8 text: it cannot be edited in the prompt"
            return
        }
        promptKind = .rename
        let field = screen.filterField
        field.prompt = "Rename: "
        field.placeholder = "a new name: Enter renames, Esc cancels"
        field.text = name
        field.insertionIndex = Self.renameCursor(in: name)
        field.onTab = nil
        field.onBackTab = nil
        endCompletion()
        field.isHidden = false
        listView.showsActiveSelection = true
        screen.setNeedsLayout()
        field.becomeFirstResponder()
        renameTarget = path
    }

    /// Enter in the rename prompt: a bad name is refused with the prompt left open; a good one
    /// is given in the background (a taken name is refused there, nothing replaced).
    func submitRename(_ text: String) {
        guard let path = renameTarget, let app = window?.application else { return closeFilterField(keep: false) }
        let name = Array(text.utf8)
        if name == path.lastComponent { return closeFilterField(keep: false) }
        if let problem = validateName(name) {
            context.notices.notice = "Cannot rename: \(problem)"
            return
        }
        let operations = context.fileOperations
        guard !operations.isBusy else {
            context.notices.notice = "A file operation is still running"
            return
        }
        closeFilterField(keep: false)
        renameTarget = nil
        let undoKey = keyText(.undo)
        let old = TextWidth.visible(path.display)
        operations.run("Renaming", in: app, notices: context.notices, { trash, _ in
            switch BulkRename.rename(path, to: name, trash: trash) {
            case .success(let outcome): return outcome
            case .failure(let error): return FileOperationOutcome(failures: [error])
            }
        }, completion: { [weak self] outcome in
            guard let self else { return }
            operations.journal.relabelLast("rename \(old)")
            if let failure = outcome.failureText {
                self.context.notices.notice = "Cannot rename: \(failure)"
            } else {
                self.context.notices.notice = "Renamed to \(text) (\(undoKey) to undo)"
                self.titleToSelect = text
            }
            self.rereadAfterOperation()
        })
    }
}
