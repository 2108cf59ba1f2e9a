import FolioKit

extension OperationRecord {
    /// At start: makes the process's record (`$XDG_STATE_HOME/folio/operations`) and, on the
    /// file-operation lane (off the main loop, before any operation), cleans after the
    /// processes interrupted before; a notice names what was removed or is left to rename.
    @MainActor
    public static func start(environment: [String: String], context: BrowserContext, in application: Application) {
        guard let folder = folder(environment: environment) else { return }
        shared = OperationRecord(folder: folder)
        let notices = context.notices
        context.fileOperations.lane.submit(to: application, { _ in recover(folder).notice }, completion: { result in
            if case .success(let notice?) = result { notices.notice = TextWidth.visible(notice) }
        })
    }
}
