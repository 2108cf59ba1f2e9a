import FolioKit
import FoundationEssentials

/// Bookmarks and file colours: state the browser reads at start and keeps for every list.
extension BrowserContext {
    /// Where bookmarks are kept.
    var bookmarksPath: String { Bookmarks.filePath(environment: environment) }

    /// Reads the bookmarks file (a few lines, once, before the interface starts); a damaged
    /// line is skipped and named in a notice.
    public func loadBookmarks() {
        let (loaded, problems) = Bookmarks.load(from: bookmarksPath)
        bookmarks = loaded
        if let problem = problems.first { notice = problem.description }
    }

    /// Marks `path` with `letter`, saves the bookmarks off the main loop (atomically), and
    /// says so; a failed save is a notice naming the file.
    func setBookmark(_ letter: Character, to path: RawPath) {
        guard bookmarks.set(letter, to: path) else {
            notice = "Bookmarks are letters and digits; \(letter) is not one"
            return
        }
        notice = "Bookmark \(letter): \(TextWidth.visible(path.display))"
        let snapshot = bookmarks, file = bookmarksPath
        guard let app = application else { _ = snapshot.save(to: file); return }
        bookmarkWorker.submit(to: app, { _ in snapshot.save(to: file) }, completion: { [weak self] outcome in
            if case .success(.failure(let error)) = outcome { self?.notice = error.message }
        })
    }

    /// The directory bookmarked with `letter`, if any.
    func bookmark(_ letter: Character) -> RawPath? { bookmarks.path(for: letter) }

    /// The style of an item's row: `LS_COLORS` (or the built-in default) for files, blue and
    /// bold for anything else that opens; no colour with colours off.
    func style(for item: BrowserItem) -> Style {
        if let file = item as? FileItem, let colors = fileColors {
            if let style = file.rowStyle(colors: colors, generation: fileColorsGeneration) { return style }
            return item.hasChildren ? Style(foreground: .blue, attributes: .bold) : .plain
        }
        return item.hasChildren ? Style(foreground: .blue, attributes: .bold) : .plain
    }
}
