import FolioKit

/// A directory list on screen watches its directory (`DirectoryWatcher`): entries created,
/// removed or renamed outside Folio appear, vanish or move without `r`, the selection staying
/// on the same name (or its nearest neighbour when it went).
extension ItemListViewController {
    /// Starts watching the listed directory, when it is one and watching is on; a list back on
    /// screen (a pop) reads it again, since nothing watched it while it was covered.
    func startWatching() {
        guard context.settings.watchesDirectories, let directory = item as? DirectoryItem,
              let application = window?.application else { return }
        let watcher = context.watcher
        guard !watcher.isWatching(directory.path, by: self) else { return }
        watcher.watch(directory.path, by: self, in: application) { [weak self] change in
            self?.directoryDidChange(change)
        }
        if hasWatched && isLoaded { rereadForWatcher() }
        hasWatched = true
    }

    /// Stops watching (the list left the screen).
    func stopWatching() {
        context.watcher.stopWatching(by: self)
    }

    /// Follows a change of the directory: written files' rows show their new size; created,
    /// removed or renamed entries make the list read the directory again, in the background.
    func directoryDidChange(_ change: DirectoryChange) {
        guard let directory = item as? DirectoryItem else { return }
        if change.isOverflow || !change.written.isEmpty {
            directory.forgetStatus(of: change.isOverflow ? nil : change.written)
            listView.setNeedsDisplay()
        }
        if change.changesListing { rereadForWatcher() }
    }

    /// Reads the directory again, keeping the selection (`load`).
    ///
    /// While a read runs, the next waits for it to land: a burst of changes makes one read
    /// after another, never a read cancelled and started again for each batch.
    func rereadForWatcher() {
        guard isLoaded, !worker.isBusy else {
            rereadsAfterWatchedLoad = true
            return
        }
        workProbe?(.watchReread)
        (item as? DirectoryItem)?.reset()
        loadInBackground()
    }

    /// Called when a read lands: a change that came meanwhile reads again.
    func rereadIfWatchedChangeWaits() {
        guard rereadsAfterWatchedLoad else { return }
        rereadsAfterWatchedLoad = false
        rereadForWatcher()
    }

    /// The titles of the rows beside the selected one, nearest first (those after it, then
    /// those before it): where the selection goes when its row vanished.
    func titlesBesideSelection(limit: Int = 8) -> [String] {
        guard let row = listView.selectedRow, row < rows.count else { return [] }
        let after = (row + 1)..<min(rows.count, row + 1 + limit)
        let before = stride(from: row - 1, through: max(0, row - limit), by: -1)
        return after.map { rows.title(at: $0) } + before.map { rows.title(at: $0) }
    }

    /// The row of the first of `titles` (nearest first) still listed, found in one pass.
    func firstRow(ofAny titles: [String]) -> Int? {
        guard !titles.isEmpty else { return nil }
        let rank = Dictionary(titles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var best: (rank: Int, row: Int)?
        for row in 0..<rows.count {
            guard let found = rank[rows.title(at: row)], found < (best?.rank ?? Int.max) else { continue }
            best = (found, row)
            if found == 0 { break }
        }
        return best?.row
    }
}
