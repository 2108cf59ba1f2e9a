import FolioKit
import FoundationEssentials

extension PromptKind {
    /// True for the prompts edited in place that act on Enter (rename, new directory, shell).
    var asksForName: Bool { self == .rename || self == .newDirectory || self == .newFile || self == .shell }
}

/// Renaming the selected item in the list's bottom line (the prompt holds its name with the
/// cursor before the extension) and making a directory; `/`, empty names and taken names are
/// refused.
extension ItemListViewController {
    /// Where the cursor starts in `name`: before the last `.` that is not the first character
    /// (`report.txt` → before `.txt`; `.bashrc` and `notes` → at the end).
    static func renameCursor(in name: String) -> Int {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name.count }
        return name.distance(from: name.startIndex, to: dot)
    }

    /// Opens the bottom line asking for a name, holding `text` with the cursor at `cursor`.
    func openNamePrompt(_ kind: PromptKind, prompt: String, text: String, cursor: Int, placeholder: String) {
        promptKind = kind
        let field = screen.filterField
        field.prompt = prompt
        field.placeholder = placeholder
        field.text = text
        field.insertionIndex = cursor
        field.onTab = nil
        field.onBackTab = nil
        endCompletion()
        field.isHidden = false
        listView.showsActiveSelection = true
        screen.setNeedsLayout()
        field.becomeFirstResponder()
    }

    /// `M`: opens the prompt for a new directory's name.
    func openNewDirectoryPrompt() {
        guard item is DirectoryItem else { return }
        openNamePrompt(.newDirectory, prompt: "New directory: ", text: "", cursor: 0, placeholder: "a name: Enter makes it, Esc cancels")
    }

    /// Enter in the new-directory prompt: a bad name is refused with the prompt left open; the
    /// directory is made in the background (a taken name is refused there).
    func submitNewDirectory(_ text: String) {
        submitNewItem(text, noun: "directory", make: FileCreation.makeDirectory)
    }

    /// Makes the new item `text` names (a `noun`, for the notices and the undo entry) with
    /// `make` on the file-operation lane; the new-directory and new-file prompts share it.
    func submitNewItem(_ text: String, noun: String,
                       make: @escaping @Sendable ([UInt8], RawPath) -> Result<FileOperationOutcome, SyscallError>) {
        guard let folder = (item as? DirectoryItem)?.path, let app = window?.application else { return closeFilterField(keep: false) }
        let name = Array(text.utf8)
        runNameOperation(named: text, in: app, verbing: "Making", failure: "Cannot make the \(noun)", done: "Made the \(noun)",
                         undoLabel: "new \(noun) \(TextWidth.visible(text))") { _ in
            make(name, folder)
        }
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
        openNamePrompt(.rename, prompt: "Rename: ", text: name, cursor: Self.renameCursor(in: name),
                       placeholder: "a new name: Enter renames, Esc cancels")
        renameTarget = path
    }

    /// Enter in a prompt asking for a name: renames, or makes the directory.
    func submitName(_ text: String) {
        switch promptKind {
        case .newDirectory: submitNewDirectory(text)
        case .newFile: submitNewFile(text)
        case .shell: submitShellCommand(text)
        default: submitRename(text)
        }
    }

    /// Enter in the rename prompt: a bad name is refused with the prompt left open; a good one
    /// is given in the background (a taken name is refused there, nothing replaced).
    func submitRename(_ text: String) {
        guard let path = renameTarget, let app = window?.application else { return closeFilterField(keep: false) }
        let name = Array(text.utf8)
        if name == path.lastComponent { return closeFilterField(keep: false) }
        let started = runNameOperation(named: text, in: app, verbing: "Renaming", failure: "Cannot rename", done: "Renamed to",
                         undoLabel: "rename \(TextWidth.visible(path.display))") { trash in
            BulkRename.rename(path, to: name, trash: trash)
        }
        if started { renameTarget = nil }
    }

    /// Makes or renames the item named `text` in the background; false when refused.
    ///
    /// A bad name is refused with the prompt left open (`failure`: the problem), as is a second
    /// operation; once done the notice says `done` (or the failure), the journal's last entry
    /// reads `undoLabel`, and the list, read again, selects `text`.
    @discardableResult
    func runNameOperation(named text: String, in app: Application, verbing: String, failure: String, done: String,
                                  undoLabel: String,
                                  _ work: @escaping @Sendable (Trash) -> Result<FileOperationOutcome, SyscallError>) -> Bool {
        if let problem = validateName(Array(text.utf8)) {
            context.notices.notice = "\(failure): \(problem)"
            return false
        }
        let operations = context.fileOperations
        closeFilterField(keep: false)
        let undoKey = keyText(.undo)
        operations.run(verbing, in: app, notices: context.notices, { trash, _ in
            switch work(trash) {
            case .success(let outcome): return outcome
            case .failure(let error): return FileOperationOutcome(failures: [error])
            }
        }, completion: { [weak self] outcome in
            guard let self else { return }
            operations.journal.relabelLast(undoLabel, recordedBy: outcome)
            if let reason = outcome.failureText {
                self.context.notices.notice = "\(failure): \(reason)"
            } else {
                self.context.notices.notice = "\(done) \(TextWidth.visible(text)) (\(undoKey) to undo)"
                self.titleToSelect = text
            }
            self.rereadAfterOperation()
        })
        return true
    }
}
