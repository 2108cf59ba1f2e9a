import FolioKit

/// Shows one item's detail in a scrolling text view.
///
/// A file or directory preview is made on the preview worker (the screen says "Loading…" meanwhile,
/// and keys keep working); other items give their text at once, capped so a huge value cannot stall
/// a frame. Like a table reusing a cell, a detail on screen can be given another item of the same
/// kind (`canShow(_:)`, `show(_:)`) when the list's selection moves, instead of being replaced.
@MainActor
public final class ItemDetailViewController: ViewController {
    /// The item shown; `show(_:)` gives the controller another one.
    public internal(set) var item: BrowserItem
    /// Shared state.
    public let context: BrowserContext
    /// The text view.
    public let textView = TextView()
    /// The finished preview, once it is back from the worker.
    public internal(set) var document: PreviewDocument?
    /// True while the preview is being made.
    public internal(set) var isLoadingPreview = false
    /// The text size (columns, rows) the last preview was asked for.
    var requestedSize: Size?
    /// The text width the document was last laid out for.
    var renderedWidth: Int?
    /// The timer that says "Loading…" if the preview takes a while.
    var loadingTimer: Int?
    /// The request whose result may be shown: a result of an older one (another item's, or a
    /// size no longer wanted) that arrives late is dropped.
    var previewRequest = 0
    /// The document whose text the view shows (this item's, or the previous item's until this
    /// one's preview lands), nil when it shows other text.
    var shownDocument: PreviewDocument?
    /// The text width `shownDocument` was laid out for.
    var shownWidth: Int?
    /// The item's known metadata, made once for it (the detail shows the lines and hands them
    /// to the worker with the preview's request).
    var lastKnownMetadata: KnownMetadata?
    /// The item `lastKnownMetadata` is for (two properties, not a tuple, which a read copied whole).
    var lastKnownItem: BrowserItem?
    /// Metadata made, once a frame was out, for the items beside the selection: the next move's
    /// lines are ready before its key comes (see `prepareMetadata(beside:)`).
    var preparedMetadata: [PreparedMetadata] = []
    /// Where the items beside the shown one come from: the list whose selection this detail shows.
    weak var neighbours: NeighbourSource?
    /// Told of the metadata lines this detail makes (on demand, or ahead); nil in the app.
    var workProbe: WorkProbe?
    /// What the previous detail showed (its title and text), kept on screen until this item's
    /// preview is ready.
    private var handedOverText: StyledText?
    /// The document behind `handedOverText`, if it was one.
    private var handedOverDocument: PreviewDocument?
    /// True while a preview asked for because the shown file changed (`refreshAfterChange`)
    /// is being made: it keeps the scroll position instead of going to the top.
    var keepsScrollOnNextDocument = false
    /// The previous detail's scroll position (line, column), applied once the view has a size.
    private var handedOverScroll: (line: Int, column: Int)?

    /// How long a preview may take before the detail says "Loading…": most take a millisecond,
    /// and a notice flashed on every move would be noise.
    public static let loadingDelay = 0.15

    /// Most bytes of an item's text prepared for the detail; the rest is left out with a note.
    public nonisolated static let textLimit = 64 * 1024

    /// Creates a detail screen for `item`.
    public init(item: BrowserItem, context: BrowserContext) {
        self.item = item
        self.context = context
        super.init()
        title = item.title
        if item.filePath != nil, !(item is DirectoryItem) {
            // The buttons ask for the item's path when pressed: a reused detail keeps them.
            toolbarItems = [
                BarButtonItem(title: "Pager", command: .pager, priority: 2) { [weak self] in
                    guard let self, let path = self.item.filePath else { return }
                    context.programs.open(path, editing: false, in: window?.application)
                },
                BarButtonItem(title: "Edit", command: .edit, priority: 1) { [weak self] in
                    guard let self, let path = self.item.filePath else { return }
                    context.programs.open(path, editing: true, in: window?.application)
                },
            ]
        }
    }

    public override func loadView() {
        if item is PreviewSource {
            // Files read like lf and ranger: long lines cut at the edge until `w` wraps them.
            textView.wrapsLines = context.previewChoices.wrapsLines
            textView.marksContinuations = true
            isLoadingPreview = true
            if let handedOverText {
                textView.styledText = handedOverText
                shownDocument = handedOverDocument
                shownWidth = nil
            }
            handedOverText = nil
            handedOverDocument = nil
        } else {
            textView.text = Self.capped(item.detailText())
        }
        view = textView
    }

    public override func viewDidAppear(_ animated: Bool) {
        startWatching()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        stopWatching()
    }

    public override func viewDidLayoutSubviews() {
        guard let source = item as? PreviewSource, textView.bounds.width > 0 else { return }
        if let scroll = handedOverScroll, document == nil {
            handedOverScroll = nil
            textView.scroll(to: scroll.line)
            textView.scrollHorizontally(by: scroll.column)
        }
        let size = Size(width: textView.textWidth, height: textView.visibleLineCount)
        // A previewer draws for a size, so it is asked again when the size changes; Folio's
        // own preview only needs laying out again (a hex view's row length follows the width).
        if requestedSize == nil || (context.settings.previewerCommand != nil && requestedSize != size) {
            requestPreview(from: source, size: size)
        } else if let document, case .hex = document.body, renderedWidth != size.width {
            show(document)
        }
    }

    /// Keeps what `previous` shows (its title, text and scroll position) on screen while this
    /// item's preview is made, as ranger and lf keep the old preview: a move then redraws only
    /// the characters that differ, not a blank column and then the same text again.
    ///
    /// Call before the view loads. The title and text go together when the preview arrives, or
    /// become this item's and "Loading…" after `loadingDelay`: this item's title never stands
    /// over the other's text.
    public func keepShowing(_ previous: ItemDetailViewController) {
        guard item is PreviewSource, !isViewLoaded else { return }
        title = previous.title
        handedOverText = previous.textView.styledText
        handedOverDocument = previous.shownDocument
        handedOverScroll = (previous.textView.topLine, previous.textView.leftColumn)
    }

    /// Starts making the preview for a text area of `size`.
    func requestPreview(from source: PreviewSource, size: Size) {
        requestedSize = size
        previewRequest += 1
        let request = previewRequest
        let lane = context.previewWorker
        guard let application = window?.application else {
            // No application to report to (a controller tested on its own): make it now.
            show(previewWork(from: source, size: size)(CancellationFlag()))
            return
        }
        if lane.executor.runsInline(for: application) {
            // Made now, on this thread (no run loop runs yet, or a test's lane), and shown in this frame.
            let work = previewWork(from: source, size: size)
            lane.submit(to: application, { job in work(job.cancellation) }) { [weak self] result in
                if case .success(let document) = result { self?.show(document) }
            }
            return
        }
        isLoadingPreview = true
        // The request is made, the "Loading…" timer set and the worker woken once this frame is
        // out and the terminal has had it (`Application.followUpDelay`): the key's answer waits
        // for none of it (a timer left from the previous item sees the request moved on and
        // does nothing; a key before the work runs leaves it stale).
        application.afterFrame { [weak self] in
            guard let self, self.previewRequest == request else { return }
            if let loadingTimer { application.cancelTimer(loadingTimer) }
            loadingTimer = nil
            if document == nil {
                loadingTimer = application.schedule(after: Self.loadingDelay) { [weak self] in
                    guard let self, previewRequest == request, isLoadingPreview, document == nil else { return }
                    loadingTimer = nil
                    showLoading()
                }
            }
            let work = previewWork(from: source, size: size)
            prepareMetadata(beside: item)
            lane.submit(to: application, { job in work(job.cancellation) }) { [weak self] result in
                // The lane drops results it knows are stale; this catches a request the detail
                // moved on from without a newer preview (a directory, say).
                guard let self, self.previewRequest == request, case .success(let document) = result else { return }
                self.show(document)
            }
        }
    }

    /// The work that makes `source`'s preview at `size`, starting from the item's known metadata.
    private func previewWork(from source: PreviewSource, size: Size) -> @Sendable (CancellationFlag) -> PreviewDocument {
        var options = PreviewOptions(previewerCommand: context.settings.previewerCommand, width: size.width, height: size.height,
                                     colorDepth: context.settings.colorDepth)
        options.knownMetadata = knownMetadataOfItem()
        return source.previewWork(options: options)
    }

    /// Lays out a finished preview for the current width, under the item's title.
    ///
    /// Text equal to what is shown is not set again (setting it would redraw the rows and move
    /// the view to its top); the view still goes to its top, as a new text puts it.
    func show(_ document: PreviewDocument) {
        self.document = document
        isLoadingPreview = false
        if let loadingTimer { (window?.application)?.cancelTimer(loadingTimer) }
        loadingTimer = nil
        let width = textView.textWidth
        renderedWidth = width
        // The title and the text change together (`display`), here or below.
        if title != item.title { title = item.title }
        let keepsScroll = keepsScrollOnNextDocument
        keepsScrollOnNextDocument = false
        let scroll = (line: textView.topLine, column: textView.leftColumn)
        if document != shownDocument || width != shownWidth { display(document) }
        if keepsScroll {
            if textView.topLine != scroll.line { textView.scroll(to: scroll.line) }
            if textView.leftColumn != scroll.column { textView.scrollHorizontally(by: scroll.column - textView.leftColumn) }
        } else if textView.topLine != 0 || textView.leftColumn != 0 {
            textView.scroll(to: 0)
            textView.scrollHorizontally(by: -textView.leftColumn)
        }
    }

    /// `text`, cut to `textLimit` bytes (at a character) with a note saying how much is shown.
    public static func capped(_ text: String) -> String {
        let total = text.utf8.count
        guard total > textLimit else { return text }
        let shown = String(decoding: text.utf8.prefix(textLimit), as: UTF8.self)
        let head = shown.last == "\u{FFFD}" ? String(shown.dropLast()) : shown
        return head + "\n\n… (showing the first \(FileStatus.humanSize(Int64(textLimit))) of \(FileStatus.humanSize(Int64(total))))"
    }

    public override var keyCommands: [KeyCommand] {
        let wraps = textView.wrapsLines
        var commands = ((item as? DetailCommandProviding)?.keyCommands(for: self) ?? []) + [
            KeyCommand(command: .wrap, title: wraps ? "Cut long lines at the edge" : "Wrap long lines") { [weak self] in
                guard let self else { return }
                textView.wrapsLines.toggle()
                if item is PreviewSource { context.previewChoices.wrapsLines = textView.wrapsLines }
            },
            KeyCommand(command: .scrollRight, title: "Scroll right", isEnabled: !wraps) { [weak self] in
                self.map { $0.textView.scrollHorizontally(by: max(8, $0.textView.textWidth / 2)) }
            },
            KeyCommand(command: .scrollLeft, title: "Scroll left", isEnabled: !wraps) { [weak self] in
                self.map { $0.textView.scrollHorizontally(by: -max(8, $0.textView.textWidth / 2)) }
            },
        ]
        if let value = item as? PagerTextProviding {
            commands.append(KeyCommand(command: .pager, title: "Read the value in the pager") { [weak self] in
                self?.context.programs.page(value, in: self?.window?.application)
            })
        }
        guard let path = item.filePath, !(item is DirectoryItem) else { return commands + listKeyCommands }
        if context.settings.choosesPath {
            return commands + [KeyCommand(commands: [.pager, .open], title: "Choose this file and quit") { [weak self] in
                self?.context.marks.choose(self?.item.locatorBytes ?? path.bytes, in: self?.window?.application)
            }]
        }
        commands += [
            KeyCommand(commands: [.pager, .open], title: "Open in the pager") { [weak self] in
                self?.context.programs.open(path, editing: false, in: self?.window?.application)
            },
            KeyCommand(command: .edit, title: "Open in the editor") { [weak self] in
                self?.context.programs.open(path, editing: true, in: self?.window?.application)
            },
        ]
        return commands
    }
}
