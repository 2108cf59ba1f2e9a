/// An item whose preview is slow to make (a file's head, a directory's summary, a previewer):
/// the detail asks it for the work, runs it on the preview worker, and shows "Loading…" until
/// the result comes back through `Application.post`.
@MainActor
public protocol PreviewSource: BrowserItem {
    /// The work that makes the preview, safe to run on any thread; it stops early when
    /// cancelled.
    func previewWork(options: PreviewOptions) -> @Sendable (CancellationFlag) -> PreviewDocument
}
