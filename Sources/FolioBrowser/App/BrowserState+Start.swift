import FolioKit

/// What a start in a directory reopens of the place saved there.
///
/// lf, ranger and nnn start in the directory they are given, with the cursor where it was; so
/// does Folio: the starting directory shows, with its saved selection and the list column's
/// width. The deeper place left at the last quit is not reopened by itself: it is offered, and
/// `''` goes there. A document (JSON, SQLite) or the catalog still reopens where it was left,
/// as a reader reopens a book at its page.
extension BrowserState {
    /// The state to apply for a start in the root directory: its row saved as selected (the
    /// first list opened below it, else the row selected in it) and the list column's width.
    ///
    /// Nothing deeper, no hidden list, no focused detail. `selecting` (a file named on the
    /// command line) replaces the saved selection. When the list column was moved to another
    /// directory (`:`, `~`, a bookmark), the starting directory's own selection is not known.
    public func startingInDirectory(selecting name: String? = nil) -> BrowserState {
        let saved = root == nil ? (opened.first ?? selected) : nil
        var state = BrowserState(opened: [], selected: name ?? saved)
        if let width = columnWidth {
            state.archive[Self.splitPath, default: [:]][BrowserSplitViewController.columnWidthKey] = String(width)
        }
        return state
    }

    /// The place left at the last quit, when it is deeper than the starting directory `start`
    /// or elsewhere: the innermost directory of the saved stack, with the row selected there.
    ///
    /// `isDirectory` tells which saved titles are directories; a document opened from a
    /// directory (a JSON file) is selected in its folder, not entered. Nil when the place left is
    /// the starting directory itself.
    public func placeLeft(startingAt start: RawPath, isDirectory: (RawPath) -> Bool) -> BrowserPlace? {
        var directory = root ?? start
        var chosen = selected
        for title in opened {
            let next = directory.appending(Array(title.utf8))
            guard isDirectory(next) else {
                chosen = title
                break
            }
            directory = next
        }
        if root == nil && directory == start { return nil }
        return BrowserPlace(directory: directory, selected: chosen)
    }
}

extension BrowserSplitViewController {
    /// Offers the place left at the last quit to `''`, as if a jump had come from there.
    public func offerPlaceLeft(_ place: BrowserPlace) {
        previousPlace = place
    }
}
