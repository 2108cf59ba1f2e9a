import FolioKit

/// The items beside one in a list: the next moves a detail can expect.
@MainActor
protocol NeighbourSource: AnyObject {
    /// The items before and after `item` (none when it is not in the list).
    func items(beside item: BrowserItem) -> [BrowserItem]
}

/// Metadata lines made ahead for an item (`ItemDetailViewController.prepareMetadata(beside:)`).
struct PreparedMetadata {
    let item: BrowserItem
    let metadata: KnownMetadata
}

/// A detail on screen takes the next selected item in place, as a table reuses a cell: a move
/// between two files changes the title and the text together, once the worker has made the new
/// preview, and makes no new controller and no new views.
extension ItemDetailViewController {
    /// True when this detail can show `other` in place of its item.
    ///
    /// Both must be file-system entries with the same kind of screen: a file's preview (with
    /// its Pager and Edit buttons and commands) or a directory's summary (with none). Anything
    /// else (a JSON value, a catalog entry, a file after a directory) gets a new controller, as
    /// a UIKit app would make one, and so does a detail whose view has not loaded yet.
    func canShow(_ other: BrowserItem) -> Bool {
        guard isViewLoaded, presentedViewController == nil,
              let current = item as? FileItem, let next = other as? FileItem else { return false }
        return (current is DirectoryItem) == (next is DirectoryItem)
    }

    /// Gives the detail `other`, or returns false and changes nothing when `canShow` is false.
    ///
    /// The title and the whole text stay the previous item's until `other`'s preview lands
    /// (usually the next frame), or become `other`'s metadata and "Loading…" after
    /// `loadingDelay`, as when a new detail keeps its predecessor's: a header never stands over
    /// another file's content. A preview of the previous item still being made is cancelled,
    /// and one already posted is dropped.
    @discardableResult
    func show(item other: BrowserItem) -> Bool {
        guard canShow(other) else { return false }
        guard other !== item else { return true }
        item = other
        keepsScrollOnNextDocument = false
        if context.watcher.isWatching(by: self) { startWatching() }
        document = nil
        renderedWidth = nil
        previewRequest += 1
        isLoadingPreview = true
        if let known = previewKnownWithoutDisk() {
            // Nothing to read: the whole answer goes out in the key's own frame (the worker's
            // preview, when it lands, is the same text and writes nothing).
            title = other.title
            display(known)
        }
        if let source = other as? PreviewSource, textView.bounds.width > 0 {
            requestPreview(from: source, size: Size(width: textView.textWidth, height: textView.visibleLineCount))
        } else {
            // No size yet: the next layout asks for the preview.
            requestedSize = nil
            if let loadingTimer { (window?.application)?.cancelTimer(loadingTimer) }
            loadingTimer = nil
            context.previewWorker.cancel()
            view.setNeedsLayout()
        }
        return true
    }

    /// The whole preview of an empty regular file, which needs no read: its metadata (from the
    /// status the row already read) and "(empty file)"; nil for anything else, or when an
    /// external previewer decides what a file shows.
    func previewKnownWithoutDisk() -> PreviewDocument? {
        guard context.settings.previewerCommand == nil, let file = item as? FileItem, !(file is DirectoryItem),
              case .success(let status) = file.status, status.kind == .regular, status.size == 0,
              Decompression.Format(name: String(decoding: file.path.lastComponent, as: UTF8.self)) == nil,
              let metadata = knownMetadataOfItem() else { return nil }
        var document = PreviewDocument(header: metadata.lines.map { StyledText($0) }, body: .text(StyledText("(empty file)")))
        document.metadataCount = document.header.count
        return document
    }

    /// The item's metadata lines, as its preview will start, from what is known without the
    /// disk: a file's status is read for its row in this frame anyway (its size is the row's
    /// note); a directory's is used only when something read it already.
    var knownMetadata: [StyledText]? { knownMetadataLines.map { $0.map { StyledText($0) } } }

    /// `knownMetadata` as plain lines (the same lines the worker's preview starts with).
    var knownMetadataLines: [String]? { knownMetadataOfItem()?.lines }

    /// The item's metadata lines and the status they say, made once per item; nil when its
    /// status is not known without the disk (then the worker makes the lines).
    func knownMetadataOfItem() -> KnownMetadata? {
        if lastKnownItem === item, let lastKnownMetadata { return lastKnownMetadata }
        guard let file = item as? FileItem else { return nil }
        let status: FileStatus?
        if file is DirectoryItem {
            status = file.knownStatus
        } else if case .success(let read) = file.status {
            status = read
        } else {
            status = nil
        }
        guard let status else { return nil }
        // Made ahead while the loop waited, from the status the item still has: used as it is.
        for prepared in preparedMetadata where prepared.item === file {
            guard prepared.metadata.status == status else { break }
            keepPreviousMetadata()
            lastKnownMetadata = prepared.metadata
            lastKnownItem = item
            return prepared.metadata
        }
        workProbe?(.metadataOnDemand)
        keepPreviousMetadata()
        // The previous item's lines (made here too) lend those that say the same.
        let made = KnownMetadata(status: status, lines: FilePreview.metadata(file.path, status, reusing: lastKnownMetadata))
        lastKnownMetadata = made
        lastKnownItem = item
        return made
    }

    /// The item being left is a neighbour of the next one: its lines are kept for a move back.
    private func keepPreviousMetadata() {
        guard let lastKnownItem, let lastKnownMetadata else { return }
        if preparedMetadata.count >= 4 { preparedMetadata.removeFirst() }
        preparedMetadata.append(PreparedMetadata(item: lastKnownItem, metadata: lastKnownMetadata))
    }

    /// Makes the metadata lines of the items beside `current` in the list (the next move's, up
    /// or down), from statuses already read, so that the next move's preview request does not
    /// make them.
    ///
    /// Runs after a frame is out, never on a key's way to the screen. A directory's lines wait
    /// for its status as `knownMetadataOfItem` does; an item whose status changes before it is
    /// shown (a refresh) gets new lines then.
    func prepareMetadata(beside current: BrowserItem?) {
        guard let current, let neighbours, let shown = lastKnownMetadata, lastKnownItem === current else {
            preparedMetadata.removeAll()
            return
        }
        var prepared: [PreparedMetadata] = []
        for neighbour in neighbours.items(beside: current) {
            guard let file = neighbour as? FileItem, canShow(file), let status = file.knownStatus else { continue }
            if let old = preparedMetadata.first(where: { $0.item === file }), old.metadata.status == status {
                prepared.append(old)
                continue
            }
            let lines = FilePreview.metadata(file.path, status, reusing: shown)
            prepared.append(PreparedMetadata(item: file, metadata: KnownMetadata(status: status, lines: lines)))
            workProbe?(.metadataPrepared)
        }
        preparedMetadata = prepared
    }

    /// The preview is taking a while: the item's title and known metadata, then "Loading…".
    func showLoading() {
        if title != item.title { title = item.title }
        var loading = PreviewDocument(header: knownMetadata ?? [], body: .text(StyledText("Loading…")))
        loading.metadataCount = loading.header.count
        display(loading)
    }

    /// Shows `document` laid out for the current width, setting the text only when it differs.
    func display(_ document: PreviewDocument) {
        shownDocument = document
        shownWidth = textView.textWidth
        let text = document.rendered(width: textView.textWidth)
        if text != textView.styledText { textView.styledText = text }
    }
}
