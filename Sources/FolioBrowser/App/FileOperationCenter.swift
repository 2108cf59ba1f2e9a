import FolioKit
import FoundationEssentials

/// The browser's file operations as the screens see them: one lane where they run off the
/// main loop, one at a time, a queue of those waiting their turn, and the journal that undoes
/// them.
///
/// A new operation (or an undo) waits behind the one running, first come first served
/// (`+Queue`); the running one can be cancelled; its questions (a name taken, a failed call)
/// are asked on the main loop while its thread waits (`+Questions`). The main loop never
/// touches the disk for an operation.
@MainActor
final class FileOperationCenter {
    /// Where operations run; tests give it another executor.
    var lane = JobLane(label: "folio file operations")
    /// The completed operations, newest last.
    var journal = UndoJournal()
    /// The home trash (from `XDG_DATA_HOME`, else `HOME`).
    var trash: Trash
    /// A test seam put on every operation's context (`FileOperationContext.fault`).
    var fault: (@Sendable (Int64) -> FaultAction)?
    /// The operation running: its title and the flag that cancels it.
    var running: (title: String, flag: CancellationFlag)?
    /// The operations waiting for the running one, oldest first.
    var waiting: [QueuedOperation] = []
    /// The running operation's latest progress line, without the queue's count.
    var progressLine: String?
    /// The question on screen and the handoff its operation's thread waits on.
    var pendingQuestion: (sheet: AlertController, handoff: Handoff<FileOperationAnswer>)?
    /// Set by "quit and cancel": the application quits once the running operation has ended.
    var quitsWhenIdle: Application?

    /// A center trashing into the home trash `environment` names (the process's environment
    /// when it names neither `XDG_DATA_HOME` nor `HOME`: never a trash under `/`).
    init(environment: [String: String]) {
        trash = environment["XDG_DATA_HOME"] == nil && environment["HOME"] == nil ? Trash() : Trash(environment: environment)
    }

    /// True while an operation (or an undo) runs or waits.
    var isBusy: Bool { running != nil }

    /// True while an operation runs and asks nothing (tests wait for this to end).
    var isWorking: Bool { running != nil && pendingQuestion == nil }

    /// Runs `work` on the lane, after the operations queued before it, with a context wired to
    /// the job (cancellation, progress, questions), then `completion` on the main loop with its
    /// outcome; `title` (`Copying`) names it on the progress row.
    func run(_ title: String, in application: Application, notices: Notices,
             _ work: @escaping @Sendable (Trash, FileOperationContext) -> FileOperationOutcome,
             completion: @escaping @MainActor (FileOperationOutcome) -> Void) {
        enqueue(title, notices: notices) { [weak self] flag in
            self?.start(title, flag: flag, in: application, notices: notices, work, completion: completion)
        }
    }

    /// Submits the operation to the lane; its end starts the next one waiting.
    private func start(_ title: String, flag: CancellationFlag, in application: Application, notices: Notices,
                       _ work: @escaping @Sendable (Trash, FileOperationContext) -> FileOperationOutcome,
                       completion: @escaping @MainActor (FileOperationOutcome) -> Void) {
        let trash = self.trash
        let asker = QuestionAsker(application: application, center: self)
        let fault = self.fault
        lane.submit(to: application, { job in
            var context = FileOperationContext()
            context.trash = trash
            context.isCancelled = { flag.isCancelled || job.isCancelled }
            context.resolveConflict = { asker.conflict($0) }
            context.resolveFailure = { asker.failure($0) }
            if let fault { context.fault = fault }
            // Shown only once the operation has taken half a second: a quick one never flickers.
            let start = ContinuousClock.now
            // Ten reports a second at most: a report per file woke the main loop to redraw the
            // progress row 2,000 times for 2,000 small files, on the cores the copy needs.
            var lastReport = start
            context.progress = { progress in
                let now = ContinuousClock.now
                guard now - lastReport >= .milliseconds(100) else { return }
                // The time the user took to answer a question is not the operation's.
                let elapsed = now - start - asker.waited.withLock { $0 }
                guard elapsed > .milliseconds(500) else { return }
                lastReport = now
                job.report(JobProgress(completed: Int64(progress.filesDone), total: Int64(progress.filesTotal),
                                       detail: FileOperationCenter.progressText(progress, elapsed: elapsed)))
            }
            return FileOperationOutcomeBox(outcome: work(trash, context))
        }, progress: { [weak self] progress in
            self?.progressLine = "\(title) \(progress.detail)"
            self?.showProgress(notices)
        }, completion: { [weak self] result in
            let outcome = (try? result.get())?.outcome ?? FileOperationOutcome(cancelled: true)
            self?.journal.record(title, outcome)
            completion(outcome)
            if outcome.cancelled || outcome.stopped {
                let done = outcome.progress.filesDone, total = outcome.progress.filesTotal
                notices.notice = "\(title) \(outcome.cancelled ? "cancelled" : "stopped"): \(done) of \(total) done, no partial file left"
                    + (outcome.undo.isEmpty ? "" : " (undo puts back what was done)")
            }
            self?.finished(notices: notices)
        })
    }

    /// Undoes the newest operation on the lane, once the operations queued before it ended;
    /// `completion` gets the notice to show.
    func undoLast(in application: Application, notices: Notices, completion: @escaping @MainActor (String) -> Void) {
        enqueue("Undoing", notices: notices) { [weak self] _ in
            guard let self else { return }
            guard let entry = self.journal.takeLast() else {
                completion("Nothing to undo")
                return self.finished(notices: notices)
            }
            let trash = self.trash
            self.lane.submit(to: application, { _ in
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
                self?.finished(notices: notices)
            })
        }
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
