import FolioKit
import FoundationEssentials

/// The bookmarked directories (`m` sets, `'` goes), read at start and saved off the main loop.
@MainActor
public final class BookmarkStore {
    /// Where bookmarks are kept.
    public let path: String
    /// The bookmarks by letter.
    public private(set) var bookmarks = Bookmarks()
    /// Saves bookmarks off the main loop.
    let worker = BackgroundWorker(label: "folio.bookmarks")
    private let notices: Notices

    /// A store for the bookmarks file the environment names; problems go to `notices`.
    public init(environment: [String: String], notices: Notices) {
        self.path = Bookmarks.filePath(environment: environment)
        self.notices = notices
    }

    /// Reads the bookmarks file (a few lines, once, before the interface starts); a damaged
    /// line is skipped and named in a notice.
    public func load() {
        let (loaded, problems) = Bookmarks.load(from: path)
        bookmarks = loaded
        if let problem = problems.first { notices.notice = problem.description }
    }

    /// Marks `directory` with `letter`, saves the bookmarks off the main loop (atomically) on
    /// `app`'s worker, and says so; a failed save is a notice naming the file.
    func set(_ letter: Character, to directory: RawPath, in app: Application?) {
        guard bookmarks.set(letter, to: directory) else {
            notices.notice = "Bookmarks are letters and digits; \(letter) is not one"
            return
        }
        notices.notice = "Bookmark \(letter): \(TextWidth.visible(directory.display))"
        let snapshot = bookmarks, file = path
        guard let app else { _ = snapshot.save(to: file); return }
        worker.submit(to: app, { _ in snapshot.save(to: file) }, completion: { [notices] outcome in
            if case .success(.failure(let error)) = outcome { notices.notice = error.message }
        })
    }

    /// The directory bookmarked with `letter`, if any.
    func directory(for letter: Character) -> RawPath? { bookmarks.path(for: letter) }
}
