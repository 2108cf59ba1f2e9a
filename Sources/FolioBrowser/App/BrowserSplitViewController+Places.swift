import FolioKit
import FoundationEssentials

/// Going anywhere: the parent of the root, home, a typed path, bookmarks, and back to the
/// previous place. Each replaces the list stack with one list rooted at the place.
extension BrowserSplitViewController {
    /// The navigation controller of the list column.
    var primaryNavigation: NavigationController? { viewControllers.first as? NavigationController }

    /// The innermost directory list of the list column.
    var currentDirectoryList: ItemListViewController? {
        primaryNavigation?.viewControllers.compactMap { $0 as? ItemListViewController }.last { $0.item is DirectoryItem }
    }

    /// The innermost list of the list column, whatever its source.
    var currentList: ItemListViewController? {
        primaryNavigation?.viewControllers.compactMap { $0 as? ItemListViewController }.last
    }

    /// Where the user is: the current directory and the selected name in it.
    var currentPlace: BrowserPlace? {
        guard let list = currentDirectoryList, let directory = list.item as? DirectoryItem else { return nil }
        return BrowserPlace(directory: directory.path, selected: list.selectedTitle)
    }

    /// The list column's lists, from its root to the innermost list, while that list is inside
    /// a document (a JSON or SQLite file, opened at the start or from a directory); nil in a
    /// directory, which going back reads again.
    var documentLists: [ViewController]? {
        guard let nav = primaryNavigation, let list = currentList, !(list.item is DirectoryItem),
              let last = nav.viewControllers.lastIndex(where: { $0 === list }) else { return nil }
        return Array(nav.viewControllers[...last])
    }

    /// Keeps where the user is for `''`: inside a document, its lists; in a directory, the
    /// directory and its selected row (unless `place` is that directory).
    func rememberCurrentPlace(leavingFor place: BrowserPlace?) {
        if let lists = documentLists {
            previousLists = lists
            previousPlace = nil
        } else if let here = currentPlace, here.directory != place?.directory {
            previousLists = nil
            previousPlace = here
        }
    }

    /// Opens `directory` as the only list of the list column, selecting `name` once it loads.
    ///
    /// With `remember`, the place left is kept for `''`.
    func open(_ place: BrowserPlace, remember: Bool) {
        guard let context, let nav = primaryNavigation else { return }
        if remember { rememberCurrentPlace(leavingFor: place) }
        let list = ItemListViewController(item: DirectoryItem(path: place.directory, options: context.settings.options), context: context)
        if let name = place.selected { list.listView.restoreSelection(withModelIdentifier: name) }
        list.restorationIdentifier = ItemListViewController.rootIdentifier
        list.isReplacementRoot = true
        nav.setViewControllers([list], animated: false)
        if !isCollapsed, isPrimaryVisible { focus(.primary) }
    }

    /// `h` at the root list: the parent directory, with the directory left selected.
    func goToParent() {
        guard let list = currentDirectoryList, list === primaryNavigation?.viewControllers.first,
              let directory = list.item as? DirectoryItem, let up = directory.path.absolute().parentAndName else { return }
        open(BrowserPlace(directory: up.parent, selected: String(decoding: up.name, as: UTF8.self)), remember: false)
    }

    /// `parent`: the directory above the innermost directory list, that directory selected.
    ///
    /// It has no key by default (`map - parent`) and works from anywhere below the directory: a
    /// directory list pushed from its parent pops back to it; the root list is replaced by its
    /// parent, as `h` does there.
    func goToParentDirectory() {
        guard let nav = primaryNavigation, let list = currentDirectoryList else { return }
        let stack = nav.viewControllers
        if let index = stack.firstIndex(where: { $0 === list }), index > 0,
           let above = stack[index - 1] as? ItemListViewController, above.item is DirectoryItem {
            nav.popToViewController(above, animated: true)
            if !isCollapsed, isPrimaryVisible { focus(.primary) }
            return
        }
        guard let directory = list.item as? DirectoryItem, let up = directory.path.absolute().parentAndName else { return }
        open(BrowserPlace(directory: up.parent, selected: String(decoding: up.name, as: UTF8.self)), remember: false)
    }

    /// `~`: the home directory.
    func goHome() {
        guard let home = context?.settings.homeDirectory else {
            context?.notices.notice = "No home directory: HOME is not set"
            return
        }
        jump(to: home)  // checked off the main loop, like a typed path
    }

    /// `''`: back to where the last jump came from: a directory, or the lists of the document
    /// the jump left, as they were.
    func goToPreviousPlace() {
        if let lists = previousLists, let nav = primaryNavigation {
            previousLists = nil
            rememberCurrentPlace(leavingFor: nil)
            nav.setViewControllers(lists, animated: false)
            if !isCollapsed, isPrimaryVisible { focus(.primary) }
            return
        }
        guard let previous = previousPlace else {
            context?.notices.notice = "No previous place yet: jumps (:, ', ~) remember where they came from"
            return
        }
        open(previous, remember: true)
    }

    /// Opens what `text` names: a directory as the list, a file selected in its directory.
    ///
    /// `~` is the home directory; a relative path starts at the current directory. The path is
    /// checked off the main loop; a bad one is a notice.
    func jump(to text: String) {
        guard let context, let app = window?.application else { return }
        let base = currentPlace?.directory ?? RawPath(FileManager.default.currentDirectoryPath)
        let target = BrowserPlace.resolve(text, base: base, home: context.settings.homeDirectory)
        placesWorker.submit(to: app, { _ in FileStatus.read(target) }, completion: { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(.success(let status)):
                if status.kind == .directory || status.targetKind == .directory {
                    self.open(BrowserPlace(directory: target.normalized, selected: nil), remember: true)
                } else if let up = target.normalized.parentAndName {
                    self.open(BrowserPlace(directory: up.parent, selected: String(decoding: up.name, as: UTF8.self)), remember: true)
                }
            case .success(.failure(let error)): context.notices.notice = "Cannot open \(text): \(error.message)"
            case .failure(let error): context.notices.notice = "Cannot open \(text): \(error)"
            }
        })
    }
}

/// A place to go back to: a directory and the row selected in it.
public struct BrowserPlace: Equatable, Sendable {
    /// The directory.
    public var directory: RawPath
    /// The title of the selected row, if any.
    public var selected: String?

    /// Creates a place.
    public init(directory: RawPath, selected: String?) {
        self.directory = directory
        self.selected = selected
    }

    /// The absolute path `text` names: `~` and `~/…` start at `home`, other relative paths at `base`.
    public static func resolve(_ text: String, base: RawPath, home: String?) -> RawPath {
        var typed = text
        if let home, typed == "~" || typed.hasPrefix("~/") { typed = home + typed.dropFirst() }
        if typed.hasPrefix("/") { return RawPath(typed).normalized }
        return base.appending(Array(typed.utf8)).normalized
    }
}
