import FolioKit
import FoundationEssentials

/// The file operations of a directory list: trash the marked items (or the selected one) and
/// undo the last operation, each on the file-operation lane, the list read again afterwards.
extension ItemListViewController {
    /// The keys of the file operations, in a directory list.
    var fileOperationCommands: [KeyCommand] {
        guard isFileSystemList else { return [] }
        let promptOpen = screen.isFilterShown
        return [
            KeyCommand(command: .trash, title: "Move the marked items (or the selected one) to the trash",
                       isEnabled: !promptOpen && !operationTargets.isEmpty) { [weak self] in self?.trashTargets() },
            KeyCommand(command: .paste, title: "Copy the marked items here", isEnabled: !promptOpen && !markedFiles.isEmpty) {
                [weak self] in self?.pasteMarks(moving: false)
            },
            KeyCommand(command: .moveHere, title: "Move the marked items here", isEnabled: !promptOpen && !markedFiles.isEmpty) {
                [weak self] in self?.pasteMarks(moving: true)
            },
            KeyCommand(command: .rename, title: "Rename the selected item", isEnabled: !promptOpen && selectedItem is FileItem) {
                [weak self] in self?.openRenamePrompt()
            },
            KeyCommand(command: .newDirectory, title: "Make a new directory here", isEnabled: !promptOpen) {
                [weak self] in self?.openNewDirectoryPrompt()
            },
            KeyCommand(command: .shell, title: "Run a shell command here", isEnabled: !promptOpen) {
                [weak self] in self?.openShellPrompt()
            },
            KeyCommand(command: .undo, title: "Undo the last file operation", isEnabled: !promptOpen) { [weak self] in
                self?.undoLastOperation()
            },
            KeyCommand(command: .delete, title: "Delete the marked items (or the selected one) for good, after asking",
                       isEnabled: !promptOpen && !operationTargets.isEmpty) { [weak self] in self?.confirmDeletion() },
        ]
    }

    /// The marked files' paths (a JSON value's mark is no file), in the order marked.
    var markedFiles: [RawPath] {
        context.marks.paths.filter { $0.first == UInt8(ascii: "/") }.map { RawPath(bytes: $0) }
    }

    /// The marked paths (files' marks only), else the selected item's path.
    var operationTargets: [RawPath] {
        let marked = markedFiles
        if !marked.isEmpty { return marked }
        if let path = selectedItem?.filePath, selectedItem is FileItem { return [path] }
        return []
    }

    /// How the keys of `command` are written, for a notice (`U`), or its name when unbound.
    func keyText(_ command: BrowserCommand) -> String {
        window?.keyBindings.keys(for: command.commandName).first?.description ?? command.name
    }

    /// `d`: moves the targets to the trash in the background; the marks of trashed items go.
    func trashTargets() {
        let paths = operationTargets
        guard !paths.isEmpty, let app = window?.application else { return }
        let operations = context.fileOperations
        let title = paths.count == 1 ? "trash \(TextWidth.visible(RawPath(bytes: paths[0].lastComponent).display))" : "trash \(paths.count) items"
        let undoKey = keyText(.undo)
        operations.run("Trashing", in: app, notices: context.notices, { trash, operationContext in
            trash.trash(paths, context: operationContext)
        }, completion: { [weak self] outcome in
            guard let self else { return }
            operations.journal.relabelLast(title, recordedBy: outcome)
            let trashed = outcome.undo.count
            for case .restore(let item) in outcome.undo where self.context.marks.contains(item.originalPath.bytes) {
                self.context.marks.toggle(item.originalPath.bytes)
            }
            if let failure = outcome.failureText {
                self.context.notices.notice = "Trashed \(trashed) of \(paths.count): \(failure)"
            } else {
                self.context.notices.notice = "Trashed \(trashed) item\(trashed == 1 ? "" : "s") (\(undoKey) to undo)"
            }
            self.rereadAfterOperation()
        })
    }

    /// `U`: undoes the last file operation in the background (after those queued), then reads
    /// the list again.
    func undoLastOperation() {
        guard let app = window?.application else { return }
        let operations = context.fileOperations
        operations.undoLast(in: app, notices: context.notices) { [weak self] notice in
            guard let self else { return }
            self.context.notices.notice = notice
            self.rereadAfterOperation()
        }
    }

    /// Reads the directory again, keeping the selection on its item, else on the row where it
    /// was (the list keeps the row number: the item after the one gone).
    func rereadAfterOperation() {
        refresh()
    }

    /// `p` / `P`: copies (or moves) the marked items into this directory in the background; a
    /// name taken asks (`+Questions`); the marks go once the operation has run to its end.
    func pasteMarks(moving: Bool) {
        guard let folder = (item as? DirectoryItem)?.path, let app = window?.application else { return }
        // Moving an item into the directory it is in would only rename it `name (1)`.
        let here = folder.absolute().normalized
        let sources = markedFiles.filter { !moving || $0.absolute().normalized.parentAndName?.parent != here }
        guard !sources.isEmpty else {
            context.notices.notice = "The marked items are already here"
            return
        }
        let operations = context.fileOperations
        let place = TextWidth.visible(folder.display)
        let what = sources.count == 1 ? TextWidth.visible(RawPath(bytes: sources[0].lastComponent).display) : "\(sources.count) items"
        let undoKey = keyText(.undo)
        operations.run(moving ? "Moving" : "Copying", in: app, notices: context.notices, { _, operationContext in
            moving ? FileMover.move(sources, into: folder, context: operationContext)
                : FileCopier.copy(sources, into: folder, context: operationContext)
        }, completion: { [weak self] outcome in
            guard let self else { return }
            operations.journal.relabelLast("\(moving ? "move" : "copy") \(what) to \(place)", recordedBy: outcome)
            // Cancelled or stopped, the marks stay: the same paste can be asked for again.
            for source in sources where outcome.ranToEnd && self.context.marks.contains(source.bytes) {
                self.context.marks.toggle(source.bytes)
            }
            let verb = moving ? "Moved" : "Copied"
            if let failure = outcome.failureText {
                self.context.notices.notice = "\(verb) with a problem: \(failure)"
            } else if !outcome.skipped.isEmpty {
                self.context.notices.notice = "\(verb) \(sources.count - outcome.skipped.count) of \(sources.count): "
                    + TextWidth.visible(outcome.skipped[0].path.display) + " " + outcome.skipped[0].reason
            } else {
                self.context.notices.notice = "\(verb) \(what) (\(undoKey) to undo)"
            }
            self.rereadAfterOperation()
        })
    }
}
