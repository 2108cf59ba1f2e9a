import FolioKit
import FoundationEssentials

/// `D`: deleting the marked items (or the selected one) for good, after a confirmation that
/// names them and says it cannot be undone; cancelling is the preferred answer.
extension ItemListViewController {
    /// The confirmation's title: `Delete 3 items for good: a.txt, b.txt, c.txt?` (the first
    /// three names, then `…`).
    nonisolated static func deletionQuestion(_ paths: [RawPath]) -> String {
        let names = paths.prefix(3).map { TextWidth.visible(RawPath(bytes: $0.lastComponent).display) }
        let list = names.joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        let what = paths.count == 1 ? "" : " \(paths.count) items"
        return "Delete\(what) for good: \(list)?"
    }

    /// Asks before deleting the targets for good; Cancel is highlighted (and Esc).
    func confirmDeletion() {
        let paths = operationTargets
        guard !paths.isEmpty else { return }
        let sheet = AlertController(title: Self.deletionQuestion(paths),
                                    message: "This cannot be undone (the trash, \(keyText(.trash)), can).", preferredStyle: .alert)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Delete for good", style: .destructive) { [weak self] _ in self?.deleteForGood(paths) })
        present(sheet, animated: false)
    }

    /// Deletes `paths` for good in the background (after the operations queued before); the
    /// marks of deleted items go.
    func deleteForGood(_ paths: [RawPath]) {
        guard let app = window?.application else { return }
        let operations = context.fileOperations
        operations.run("Deleting", in: app, notices: context.notices, { _, operationContext in
            FileDeleter.delete(paths, context: operationContext)
        }, completion: { [weak self] outcome in
            guard let self else { return }
            let gone = paths.prefix(outcome.progress.filesDone).filter { path in !outcome.skipped.contains { $0.path == path } }
            let deleted = gone.count
            for path in gone where self.context.marks.contains(path.bytes) { self.context.marks.toggle(path.bytes) }
            if let failure = outcome.failureText {
                self.context.notices.notice = "Deleted \(deleted) of \(paths.count): \(failure)"
            } else {
                self.context.notices.notice = "Deleted \(deleted) item\(deleted == 1 ? "" : "s") for good"
            }
            self.rereadAfterOperation()
        })
    }
}
