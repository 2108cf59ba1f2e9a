import FolioKit
import FoundationEssentials

/// An operation waiting for the one running: its title, and what starts it.
struct QueuedOperation {
    var title: String
    /// Starts the operation with the flag that cancels it; it calls `finished` when it ends.
    var start: @MainActor (CancellationFlag) -> Void
}

/// The queue: one operation runs, the others wait in the order they were asked for; the
/// running one can be cancelled, and cancelling drops those waiting.
///
/// Why drop them: what waits was asked for in the state the running operation was to leave
/// (a move after a copy, an undo of it); run on a state cut short, it would act on what the
/// user did not plan. The notice says how many were dropped.
extension FileOperationCenter {
    /// How many operations wait behind the running one.
    var queuedCount: Int { waiting.count }

    /// Starts `start` now when nothing runs, else puts it at the end of the queue and says so.
    func enqueue(_ title: String, notices: Notices, _ start: @escaping @MainActor (CancellationFlag) -> Void) {
        let operation = QueuedOperation(title: title, start: start)
        guard let running else { return begin(operation) }
        waiting.append(operation)
        notices.notice = "\(title) waits for \(running.title.lowercased()) to end (\(waiting.count) queued)"
        showProgress(notices)
    }

    /// Runs `operation` (nothing else runs).
    private func begin(_ operation: QueuedOperation) {
        let flag = CancellationFlag()
        running = (operation.title, flag)
        progressLine = nil
        operation.start(flag)
    }

    /// The running operation ended: the next one waiting starts (or the application quits
    /// when that was asked).
    func finished(notices: Notices) {
        running = nil
        progressLine = nil
        dismissQuestion()
        if let app = quitsWhenIdle {
            waiting.removeAll()
            notices.progress = nil
            return app.quit()
        }
        if !waiting.isEmpty { begin(waiting.removeFirst()) }
        showProgress(notices)
    }

    /// The progress row: the running operation's progress (once it has taken half a second),
    /// and how many wait.
    func showProgress(_ notices: Notices) {
        guard let running else { notices.progress = nil; return }
        let queued = waiting.isEmpty ? nil : "\(waiting.count) queued"
        switch (progressLine, queued) {
        case (let line?, let queued?): notices.progress = "\(line) · \(queued)"
        case (let line?, nil): notices.progress = line
        case (nil, let queued?): notices.progress = "\(running.title)… · \(queued)"
        case (nil, nil): notices.progress = nil
        }
    }

    /// Cancels the running operation (it stops between two chunks, removing its partial file)
    /// and drops the ones waiting; false when nothing runs.
    @discardableResult
    func cancelRunning(notices: Notices) -> Bool {
        guard let running else {
            notices.notice = "No file operation is running"
            return false
        }
        running.flag.cancel()
        let dropped = waiting.count
        waiting.removeAll()
        dismissQuestion()
        notices.notice = "Cancelling \(running.title.lowercased())…"
            + (dropped == 0 ? "" : " (the \(dropped) queued dropped: they were asked for after it)")
        showProgress(notices)
        return true
    }
}
