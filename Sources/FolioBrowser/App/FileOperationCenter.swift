import FolioKit
import FoundationEssentials

/// The browser's file operations as the screens see them: one lane where they run off the
/// main loop, one at a time, and the journal that undoes them.
///
/// A new operation is refused while one runs (the lane would cancel it otherwise), with a
/// notice saying so; the main loop never touches the disk for an operation.
@MainActor
final class FileOperationCenter {
    /// Where operations run; tests give it another executor.
    var lane = JobLane(label: "folio file operations")
    /// The completed operations, newest last.
    var journal = UndoJournal()
    /// The home trash (from `XDG_DATA_HOME`, else `HOME`).
    var trash: Trash

    /// A center trashing into the home trash `environment` names (the process's environment
    /// when it names neither `XDG_DATA_HOME` nor `HOME`: never a trash under `/`).
    init(environment: [String: String]) {
        trash = environment["XDG_DATA_HOME"] == nil && environment["HOME"] == nil ? Trash() : Trash(environment: environment)
    }

    /// True while an operation (or an undo) runs.
    var isBusy: Bool { lane.isBusy }

    /// Runs `work` on the lane with a context wired to the job (cancellation and progress,
    /// shown by `progress`), then `completion` on the main loop with its outcome.
    func run(_ title: String, in application: Application, notices: Notices,
             _ work: @escaping @Sendable (Trash, FileOperationContext) -> FileOperationOutcome,
             completion: @escaping @MainActor (FileOperationOutcome) -> Void) {
        let trash = self.trash
        lane.submit(to: application, { job in
            var context = FileOperationContext()
            context.trash = trash
            context.isCancelled = { job.isCancelled }
            // Shown only once the operation has taken half a second: a quick one never flickers.
            let start = ContinuousClock.now
            context.progress = { progress in
                guard ContinuousClock.now - start > .milliseconds(500) else { return }
                job.report(JobProgress(completed: Int64(progress.filesDone), total: Int64(progress.filesTotal),
                                       detail: FileOperationCenter.progressDetail(progress)))
            }
            return FileOperationOutcomeBox(outcome: work(trash, context))
        }, progress: { progress in
            notices.progress = "\(title) \(progress.completed)/\(progress.total ?? 0)\(progress.detail)"
        }, completion: { [weak self] result in
            notices.progress = nil
            let outcome = (try? result.get())?.outcome ?? FileOperationOutcome(cancelled: true)
            self?.journal.record(title, outcome)
            completion(outcome)
        })
    }

    /// The bytes done (when there are any to copy) and the name worked on, for the progress row.
    nonisolated static func progressDetail(_ progress: FileOperationProgress) -> String {
        let bytes = progress.bytesTotal > 0
            ? ", \(FileStatus.humanSize(progress.bytesDone)) of \(FileStatus.humanSize(progress.bytesTotal))" : ""
        return bytes + " " + TextWidth.visible(String(decoding: progress.currentName, as: UTF8.self))
    }

    /// Undoes the newest operation on the lane; `completion` gets the notice to show.
    func undoLast(in application: Application, completion: @escaping @MainActor (String) -> Void) {
        guard let entry = journal.takeLast() else { return completion("Nothing to undo") }
        let trash = self.trash
        lane.submit(to: application, { _ in
            var remaining = entry
            while let action = remaining.actions.last {
                if case .failure(let error) = UndoJournal.undo(action, trash: trash, context: FileOperationContext()) {
                    return UndoReport(remaining: remaining, error: error.message)
                }
                remaining.actions.removeLast()
            }
            return UndoReport(remaining: remaining, error: nil)
        }, completion: { [weak self] result in
            let report = (try? result.get()) ?? UndoReport(remaining: entry, error: "the undo was cancelled")
            if let error = report.error {
                self?.journal.putBack(report.remaining)
                completion("Cannot undo: " + TextWidth.visible(error))
            } else {
                completion("Undone: \(entry.title)")
            }
        })
    }
}

/// An outcome carried from the lane's thread to the main loop (its closures-free parts only).
struct FileOperationOutcomeBox: @unchecked Sendable {
    var outcome: FileOperationOutcome
}

/// What an undo did: the steps left (all of them undone when `error` is nil).
struct UndoReport: @unchecked Sendable {
    var remaining: UndoJournal.Entry
    var error: String?
}

extension FileOperationOutcome {
    /// What went wrong, for a notice: the first failure (naming its file) and how many more.
    var failureText: String? {
        guard let first = failures.first else { return nil }
        let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
        return TextWidth.visible(first.message) + more
    }
}
