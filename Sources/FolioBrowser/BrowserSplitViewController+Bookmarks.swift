import FolioKit

/// Bookmarks: `m` + letter marks the current directory, `'` + letter goes there.
extension BrowserSplitViewController {
    func setBookmark(_ letter: Character) {
        guard let context, let place = currentPlace else { return }
        context.setBookmark(letter, to: place.directory)
    }

    func goToBookmark(_ letter: Character) {
        guard let context else { return }
        guard let path = context.bookmark(letter) else {
            context.notice = "No bookmark \(letter): m then \(letter) marks the current directory"
            return
        }
        open(BrowserPlace(directory: path, selected: nil), remember: true)
    }
}
