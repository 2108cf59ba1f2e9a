import FolioKit

/// Shows one item's detail in a scrolling text view.
///
/// A file or directory preview is made on the preview worker (the screen says "Loading…" meanwhile,
/// and keys keep working); other items give their text at once, capped so a huge value cannot stall
/// a frame.
@MainActor
public final class ItemDetailViewController: ViewController {
    /// The item shown.
    public let item: BrowserItem
    /// Shared state.
    public let context: BrowserContext
    /// The text view.
    public let textView = TextView()
    /// The finished preview, once it is back from the worker.
    public private(set) var document: PreviewDocument?
    /// True while the preview is being made.
    public private(set) var isLoadingPreview = false
    /// The text size (columns, rows) the last preview was asked for.
    private var requestedSize: Size?
    /// The text width the document was last laid out for.
    private var renderedWidth: Int?
    /// The timer that says "Loading…" if the preview takes a while.
    private var loadingTimer: Int?
    /// What the previous detail showed, kept on screen until this item's preview is ready.
    private var handedOverText: StyledText?
    /// The previous detail's scroll position (line, column), applied once the view has a size.
    private var handedOverScroll: (line: Int, column: Int)?

    /// How long a preview may take before the detail says "Loading…": most take a millisecond,
    /// and a notice flashed on every move would be noise.
    public static let loadingDelay = 0.15

    /// Most bytes of an item's text prepared for the detail; the rest is left out with a note.
    public static let textLimit = 64 * 1024

    /// Creates a detail screen for `item`.
    public init(item: BrowserItem, context: BrowserContext) {
        self.item = item
        self.context = context
        super.init()
        title = item.title
        if let path = item.filePath, !(item is DirectoryItem) {
            toolbarItems = [
                BarButtonItem(title: "Pager", key: .character("o"), priority: 2) { [weak self] in
                    self?.context.open(path, editing: false, in: self?.window?.application)
                },
                BarButtonItem(title: "Edit", key: .character("e"), priority: 1) { [weak self] in
                    self?.context.open(path, editing: true, in: self?.window?.application)
                },
            ]
        }
    }

    public override func loadView() {
        if item is PreviewSource {
            // Files read like lf and ranger: long lines cut at the edge until `w` wraps them.
            textView.wrapsLines = context.wrapsPreviewLines
            textView.marksContinuations = true
            isLoadingPreview = true
            if let handedOverText { textView.styledText = handedOverText }
            handedOverText = nil
        } else {
            textView.text = Self.capped(item.detailText())
        }
        view = textView
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
        if requestedSize == nil || (context.previewerCommand != nil && requestedSize != size) {
            requestPreview(from: source, size: size)
        } else if let document, case .hex = document.body, renderedWidth != size.width {
            show(document)
        }
    }

    /// Keeps what `previous` shows (its text and scroll position) on screen while this item's
    /// preview is made, as ranger and lf keep the old preview: a move then redraws only the
    /// characters that differ, not a blank column and then the same text again.
    ///
    /// Call before the view loads. The text goes when the preview arrives, or becomes "Loading…"
    /// after `loadingDelay`, so it is never left standing for this item.
    public func keepShowing(_ previous: ItemDetailViewController) {
        guard item is PreviewSource, !isViewLoaded else { return }
        handedOverText = previous.textView.styledText
        handedOverScroll = (previous.textView.topLine, previous.textView.leftColumn)
    }

    /// Starts making the preview for a text area of `size`.
    private func requestPreview(from source: PreviewSource, size: Size) {
        requestedSize = size
        let options = PreviewOptions(previewerCommand: context.previewerCommand, width: size.width, height: size.height,
                                     colorDepth: ColorDepth(environment: context.environment))
        let work = source.previewWork(options: options)
        let application = window?.application ?? context.application
        guard let application, application.isRunning || !context.previewWorker.runsInlineWithoutRunLoop else {
            // No run loop to report to (a headless test stepping frames by hand): make it now.
            show(work(CancellationFlag()))
            return
        }
        isLoadingPreview = true
        if document == nil && loadingTimer == nil {
            loadingTimer = application.schedule(after: Self.loadingDelay) { [weak self] in
                guard let self, isLoadingPreview, document == nil else { return }
                textView.text = "Loading…"
            }
        }
        context.previewWorker.submit(work) { [weak self] document in
            application.post { self?.show(document) }
        }
    }

    /// Lays out a finished preview for the current width.
    private func show(_ document: PreviewDocument) {
        self.document = document
        isLoadingPreview = false
        if let loadingTimer { (window?.application ?? context.application)?.cancelTimer(loadingTimer) }
        loadingTimer = nil
        let width = textView.textWidth
        renderedWidth = width
        textView.styledText = document.rendered(width: width)
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
            KeyCommand(.character("w"), title: wraps ? "Cut long lines at the edge" : "Wrap long lines") { [weak self] in
                guard let self else { return }
                textView.wrapsLines.toggle()
                if item is PreviewSource { context.wrapsPreviewLines = textView.wrapsLines }
            },
            KeyCommand(.character(">"), title: "Scroll right", isEnabled: !wraps) { [weak self] in
                self.map { $0.textView.scrollHorizontally(by: max(8, $0.textView.textWidth / 2)) }
            },
            KeyCommand(.character("<"), title: "Scroll left", isEnabled: !wraps) { [weak self] in
                self.map { $0.textView.scrollHorizontally(by: -max(8, $0.textView.textWidth / 2)) }
            },
        ]
        guard let path = item.filePath, !(item is DirectoryItem) else { return commands }
        if context.choosesPath {
            return commands + [KeyCommand([.enter, .character("o")], title: "Choose this file and quit") { [weak self] in
                self?.context.choose(self?.item.locator ?? path, in: self?.window?.application)
            }]
        }
        commands += [
            KeyCommand([.character("o"), .enter], title: "Open in the pager") { [weak self] in
                self?.context.open(path, editing: false, in: self?.window?.application)
            },
            KeyCommand([.character("e")], title: "Open in the editor") { [weak self] in
                self?.context.open(path, editing: true, in: self?.window?.application)
            },
        ]
        return commands
    }
}
