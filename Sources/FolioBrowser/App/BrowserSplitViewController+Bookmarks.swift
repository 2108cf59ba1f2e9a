import FolioKit

/// Bookmarks: `m` + letter marks the current directory, `'` + letter goes there.
extension BrowserSplitViewController {
    func setBookmark(_ letter: Character) {
        guard let context, let place = currentPlace else { return }
        context.bookmarks.set(letter, to: place.directory, in: window?.application)
    }

    func goToBookmark(_ letter: Character) {
        guard let context else { return }
        guard let path = context.bookmarks.directory(for: letter) else {
            context.notices.notice = "No bookmark \(letter): m then \(letter) marks the current directory"
            return
        }
        open(BrowserPlace(directory: path, selected: nil), remember: true)
    }
}
