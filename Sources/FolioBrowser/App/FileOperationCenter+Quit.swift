import FolioKit
import FoundationEssentials

/// Quitting while an operation runs or waits asks first: quit and cancel (the running one
/// stops, leaving no partial file, then Folio quits), or keep working.
extension FileOperationCenter {
    /// The question's title: what runs and how many wait.
    var quitQuestion: String {
        let what = running.map { $0.title.lowercased() } ?? "a file operation"
        let queued = waiting.isEmpty ? "" : " (\(waiting.count) queued)"
        return "Quit while \(what) runs\(queued)?"
    }

    /// Asks whether to quit; `Keep working` is highlighted (and Esc).
    func askBeforeQuitting(in application: Application, notices: Notices) {
        guard isBusy, let root = application.window.rootViewController else { return application.quit() }
        let sheet = Self.quitAlert(title: quitQuestion) { [weak self] in
            guard let self, self.isBusy else { return application.quit() }
            self.quitsWhenIdle = application
            self.cancelRunning(notices: notices)
        }
        root.present(sheet, animated: false)
    }
}
