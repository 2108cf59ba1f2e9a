extension BarButtonItem {
    /// The standard items UIKit draws with its own titles and icons (UIBarButtonItem.SystemItem).
    ///
    /// In a terminal each becomes a title and a key that do not collide with FolioKit's navigation
    /// keys; see `appearance`.
    public enum SystemItem: Hashable, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, close
    }
}

extension BarButtonItem.SystemItem {
    /// The title, key and toolbar priority the item gets.
    ///
    /// Keys are letters where a letter reads well (`e` Edit, `+` Add), and control chords for
    /// what a form sheet with a text field needs while typing (Ctrl-S Done and Save; Esc Cancel).
    public var appearance: (title: String, key: Key?, priority: Int) {
        switch self {
        case .done: return ("Done", .ctrl("s"), 10)
        case .cancel: return ("Cancel", .escape, 9)
        case .edit: return ("Edit", .character("e"), 5)
        case .save: return ("Save", .ctrl("s"), 10)
        case .add: return ("Add", .character("+"), 6)
        case .flexibleSpace, .fixedSpace: return ("", nil, Int.max)
        case .compose: return ("Compose", .character("c"), 6)
        case .reply: return ("Reply", .character("r"), 6)
        case .action: return ("Share", .character("a"), 3)
        case .organize: return ("Move", .character("m"), 3)
        case .bookmarks: return ("Bookmarks", .character("b"), 3)
        case .search: return ("Search", .character("/"), 5)
        case .refresh: return ("Refresh", .ctrl("r"), 4)
        case .stop: return ("Stop", .character("x"), 4)
        case .camera: return ("Camera", .character("C"), 1)
        case .trash: return ("Delete", .delete, 4)
        case .play: return ("Play", .character("p"), 5)
        case .pause: return ("Pause", .character("p"), 5)
        case .rewind: return ("Rewind", .character("<"), 3)
        case .fastForward: return ("Fast forward", .character(">"), 3)
        case .undo: return ("Undo", .character("u"), 3)
        case .redo: return ("Redo", .character("U"), 3)
        case .close: return ("Close", .escape, 9)
        }
    }
}
