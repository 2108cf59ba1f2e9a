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
    func startWatching() {
        stopWatching()
        guard context.settings.watchesDirectories, let application = window?.application,
              let file = item as? FileItem, let directory = watchedDirectory else { return }
        let name = file.name.isEmpty ? file.path.lastComponent : file.name
        let isDirectory = file is DirectoryItem
        context.watcher.watch(directory, by: self, in: application) { [weak self, weak file] change in
            guard let self, let file, self.item === file else { return }
            if isDirectory || change.touches(name) { self.refreshAfterChange() }
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
