import FolioKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `R`: the marked names (or, as ranger's bulkrename takes its selection, the selected one) in
/// `$VISUAL`/`$EDITOR`, one a line, as vidir does; what changes is shown before anything is
/// renamed (Enter renames, Esc cancels); swaps and cycles work; undoable. `T`: a new empty file,
/// named in the bottom line as a new directory is.
extension ItemListViewController {
    /// The keys of the bulk rename and the new file, in a directory list.
    var moreFileOperationCommands: [KeyCommand] {
        guard isFileSystemList else { return [] }
        let promptOpen = screen.isFilterShown
        return [
            KeyCommand(command: .bulkRename, title: "Rename the marked items (or the selected one) in the editor",
                       isEnabled: !promptOpen && !operationTargets.isEmpty) { [weak self] in self?.bulkRenameTargets() },
            KeyCommand(command: .newFile, title: "Make a new empty file here", isEnabled: !promptOpen) {
                [weak self] in self?.openNewFilePrompt()
            },
        ]
    }

    /// `T`: opens the prompt for a new empty file's name.
    func openNewFilePrompt() {
        guard item is DirectoryItem else { return }
        openNamePrompt(.newFile, prompt: "New file: ", text: "", cursor: 0, placeholder: "a name: Enter makes it, Esc cancels")
    }

    /// Enter in the new-file prompt: a bad name is refused with the prompt left open; the file
    /// is made in the background (a taken name is refused there, nothing replaced).
    func submitNewFile(_ text: String) {
        submitNewItem(text, noun: "file", make: FileCreation.makeFile)
    }

    /// `R`: writes the targets' names to a temporary file, opens it in the editor with the
    /// interface suspended, reads it back and shows what will change.
    ///
    /// The file is written, edited and read while the terminal is handed over, as the editor
    /// runs; a name holding a newline, a line added or removed, or a bad name is refused with
    /// a notice and nothing is renamed.
    func bulkRenameTargets() {
        let paths = operationTargets
        guard !paths.isEmpty else { return }
        let text: [UInt8]
        switch BulkRenameText.text(for: paths.map(\.lastComponent)) {
        case .failure(let problem):
            context.notices.notice = "Cannot rename in the editor: \(problem)"
            return
        case .success(let made): text = made
        }
        let editor = ExternalPrograms.arguments(context.settings.editorCommand)
        let runner = context.programs.runner
        let environment = context.settings.environment
        var edited: Result<[UInt8], SyscallError> = .success(text)
        let edit = { edited = Self.editInTemporaryFile(text, editor: editor, runner: runner, environment: environment) }
        if let app = window?.application { app.runOutside(edit) } else { edit() }
        switch edited {
        case .failure(let error): context.notices.notice = "Cannot rename in the editor: " + TextWidth.visible(error.message)
        case .success(let result):
            switch BulkRenameText.pairs(from: result, for: paths) {
            case .failure(let problem): context.notices.notice = "Cannot rename: \(problem)"
            case .success(let pairs): confirmBulkRename(pairs)
            }
        }
    }

    /// Writes `text` to a new temporary file (`$TMPDIR`, else `/tmp`), runs `editor` on it and
    /// reads it back; the file is removed afterwards.
    static func editInTemporaryFile(_ text: [UInt8], editor: [[UInt8]], runner: ProgramRunner,
                                    environment: [String: String]) -> Result<[UInt8], SyscallError> {
        let folder = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? RawPath($0) : nil } ?? RawPath("/tmp")
        let name = "folio-bulk-rename-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).txt"
        let path = folder.appending(Array(name.utf8))
        let written = Syscall.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600).flatMap { descriptor in
            let wrote = Syscall.write(descriptor, text, path: path)
            let closed = Syscall.close(descriptor, path: path)
            return wrote.flatMap { closed }
        }
        if case .failure(let error) = written {
            _ = Syscall.unlink(path)
            return .failure(error)
        }
        defer { _ = Syscall.unlink(path) }
        if let problem = runner.run(editor + [path.bytes]) {
            return .failure(SyscallError(call: "edit", path: path.display, code: ENOENT,
                                         explanation: ExternalPrograms.explain(problem, setting: "VISUAL or EDITOR")))
        }
        return Syscall.readFile(path, limit: 64 << 20)
    }

    /// Shows the renames `pairs` would make (old → new) in a sheet.
    ///
    /// Enter applies them in the background, Esc cancels; when no name changed, a notice says so.
    func confirmBulkRename(_ pairs: [RenamePair]) {
        let plan = BulkRenameText.plan(pairs)
        guard !plan.changes.isEmpty else {
            context.notices.notice = "Nothing to rename: no name was changed"
            return
        }
        let count = plan.changes.count
        let title = "Rename \(count) item\(count == 1 ? "" : "s")?" + (plan.unchanged > 0 ? " (\(plan.unchanged) unchanged)" : "")
        let sheet = ChoiceViewController(title: title, choices: plan.changes.map { ChoiceViewController.Choice(title: $0) },
                                         selected: 0, hint: "Enter renames, Esc cancels") { [weak self] _ in
            self?.applyBulkRename(pairs, count: count)
        }
        present(sheet, animated: false)
    }

    /// Applies the confirmed renames on the file-operation lane; undo renames them back.
    func applyBulkRename(_ pairs: [RenamePair], count: Int) {
        guard let app = window?.application else { return }
        let operations = context.fileOperations
        let undoKey = keyText(.undo)
        operations.run("Renaming", in: app, notices: context.notices, { _, _ in
            switch BulkRename.apply(pairs) {
            case .success(let outcome): return outcome
            case .failure(let error): return FileOperationOutcome(failures: [error])
            }
        }, completion: { [weak self] outcome in
            guard let self else { return }
            operations.journal.relabelLast("rename \(count) item\(count == 1 ? "" : "s")", recordedBy: outcome)
            if let failure = outcome.failureText {
                self.context.notices.notice = "Cannot rename: \(failure)"
            } else {
                // The marks named the old paths, which are gone.
                for pair in pairs where self.context.marks.contains(pair.old.bytes) { self.context.marks.toggle(pair.old.bytes) }
                self.context.notices.notice = "Renamed \(count) item\(count == 1 ? "" : "s") (\(undoKey) to undo)"
            }
            self.rereadAfterOperation()
        })
    }
}
