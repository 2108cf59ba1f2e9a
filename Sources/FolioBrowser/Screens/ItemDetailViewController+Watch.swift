import FolioKit

/// A detail on screen follows changes made outside Folio: a directory's summary when an entry
/// in it changes, a file's preview when the file is written (or replaced) — one preview made
/// again on the preview worker, the scroll position kept.
extension ItemDetailViewController {
    /// The directory this detail watches: a directory's own, else the file's folder.
    private var watchedDirectory: RawPath? {
        guard let file = item as? FileItem else { return nil }
        if file is DirectoryItem { return file.path }
        // The folder as its list has it (the same path the list watches), not a normalized one.
        return file.name.isEmpty ? file.path.parentAndName?.parent : file.folder
    }

    /// Watches the item's directory (its folder, for a file) when watching is on; a watch of the
    /// previous item's is dropped.
    ///
    /// A move to the next file of the same folder (a Down) keeps the watch it has: the handler
    /// reads the item shown when a change comes. Dropping and making it again cost some 9,000
    /// instructions a Down (callgrind, `Scripts/bench/keywork.py`).
    func startWatching() {
        guard context.settings.watchesDirectories, let application = window?.application,
              item is FileItem, let directory = watchedDirectory else { stopWatching(); return }
        let watcher = context.watcher
        if watcher.isWatching(directory, by: self) { return }
        stopWatching()
        workProbe?(.detailWatch)
        watcher.watch(directory, by: self, in: application) { [weak self] change in
            guard let self, let file = self.item as? FileItem, self.watchedDirectory == directory else { return }
            let name = file.name.isEmpty ? file.path.lastComponent : file.name
            if file is DirectoryItem || change.touches(name) { self.refreshAfterChange() }
        }
    }

    /// Stops watching (the detail left the screen).
    func stopWatching() {
        context.watcher.stopWatching(by: self)
    }

    /// Reads the item's status and makes its preview again, keeping the scroll position; the
    /// text shown stays until the new preview lands.
    func refreshAfterChange() {
        guard let file = item as? FileItem else { return }
        file.invalidateStatus()
        lastKnownItem = nil
        lastKnownMetadata = nil
        preparedMetadata.removeAll { $0.item === file }
        guard let source = item as? PreviewSource, textView.bounds.width > 0 else { return }
        keepsScrollOnNextDocument = true
        requestPreview(from: source, size: Size(width: textView.textWidth, height: textView.visibleLineCount))
    }
}
