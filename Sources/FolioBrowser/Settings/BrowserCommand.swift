import FolioKit

/// Every action a key can be mapped to with `map KEY COMMAND`: the names the config file,
/// `--print-config`, the help overlay and the man page share.
///
/// This is Folio's one key table: `defaultKeys` are the keys when the config file says
/// nothing, and every key command, gesture key and bar item of the browser (FolioKit's own
/// included, by `CommandName`) runs on the keys the `KeyMap` binds to its command.
public enum BrowserCommand: String, CaseIterable, Sendable {
    case down, up, open, back, cancel, parent, home, quit, redraw, top, bottom
    case pageUp = "page-up", pageDown = "page-down"
    case halfPageUp = "half-page-up", halfPageDown = "half-page-down"
    case filter, nextMatch = "next-match", previousMatch = "previous-match"
    case jump, bookmark, gotoBookmark = "goto-bookmark"
    case copyPath = "copy-path", copyName = "copy-name"
    case openWith = "open-with", pager, edit
    case toggleMark = "toggle-mark", clearMarks = "clear-marks"
    case sort, dotfiles, refresh
    case reverse
    case columnSummary = "column-summary"
    case switchColumn = "switch-column", toggleList = "toggle-list", help
    case swipeRight = "swipe-right", swipeLeft = "swipe-left", swipeUp = "swipe-up", swipeDown = "swipe-down"
    case wrap, scrollLeft = "scroll-left", scrollRight = "scroll-right"
    case search, raw
    case narrowList = "narrow-list", widenList = "widen-list"
    case trash, undo, paste, moveHere = "move-here", rename, newDirectory = "new-directory", shell
    case newFile = "new-file", bulkRename = "bulk-rename"
    case cancelOperation = "cancel-operation", delete

    /// The name written in the config file (`page-up`).
    public var name: String { rawValue }

    /// The command of a name, nil for an unknown one.
    public init?(name: String) { self.init(rawValue: name) }

    /// One line for help, `--print-config` and the man page.
    public var summary: String {
        switch self {
        case .down: return "move down"
        case .up: return "move up"
        case .open: return "open the selected row"
        case .back: return "go back (at a directory's root, go to its parent)"
        case .cancel: return "close the help, a prompt or the filter; else go back"
        case .parent: return "go to the parent directory, keeping this one selected"
        case .home: return "go to the home directory"
        case .quit: return "quit, saving the place (in an overlay: close it; while a file operation runs or waits: asks first)"
        case .redraw: return "draw the whole screen again (after another program wrote over it)"
        case .top: return "go to the first row"
        case .bottom: return "go to the last row"
        case .pageUp: return "move up a page"
        case .pageDown: return "move down a page"
        case .halfPageUp: return "move up half a page"
        case .halfPageDown: return "move down half a page"
        case .filter: return "filter the list as you type"
        case .nextMatch: return "go to the next match of the filter"
        case .previousMatch: return "go to the previous match of the filter"
        case .jump: return "jump to a path typed with Tab completion"
        case .bookmark: return "bookmark the current directory under the next letter typed"
        case .gotoBookmark: return "go to the bookmark of the next letter typed (' again: the previous place)"
        case .copyPath: return "copy where the selected item is (a file's path, a JSON value's jq path) to the clipboard (OSC 52)"
        case .copyName: return "copy the selected item itself (a file's name, a JSON or SQLite value) to the clipboard (OSC 52)"
        case .openWith: return "open with the default application ($FOLIO_OPENER, opener, xdg-open)"
        case .pager: return "open the file in $PAGER"
        case .edit: return "open the file in $VISUAL or $EDITOR"
        case .toggleMark: return "mark or unmark the row and move down"
        case .clearMarks: return "clear every mark"
        case .sort: return "sort by name, size, time (a table of records: by the current column)"
        case .reverse: return "reverse the sort order (Z to A, smallest or oldest first; a table of records: by the current column, largest first)"
        case .columnSummary: return "in a table of records: count each value of the current column (a level; Enter shows its rows)"
        case .dotfiles: return "show or hide dotfiles"
        case .refresh: return "read the directory (or SQLite database, table) again"
        case .switchColumn: return "move the focus between the list and the detail"
        case .toggleList: return "show or hide the list column"
        case .help: return "list every key the current screen offers"
        case .swipeRight: return "swipe right from the left edge (back, reveal the list)"
        case .swipeLeft: return "swipe left (hide the list overlay)"
        case .swipeUp: return "swipe up (hide bars where enabled)"
        case .swipeDown: return "swipe down (show bars where enabled)"
        case .wrap: return "wrap or unwrap long lines in a file's detail"
        case .scrollLeft: return "scroll a file's detail left; in a table of records, the previous column"
        case .scrollRight: return "scroll a file's detail right; in a table of records, the next column"
        case .search: return "search a JSON document deeply"
        case .raw: return "show the raw JSON text"
        case .narrowList: return "narrow the list column (kept for next time)"
        case .widenList: return "widen the list column (kept for next time)"
        case .trash: return "move the marked items (or the selected one) to the trash, in the background"
        case .undo: return "undo the last file operation (a trash: the items restored; a copy: the copies trashed; a move: moved back)"
        case .paste: return "copy the marked items into this directory (a name taken: both kept, `name (1).ext`)"
        case .moveHere: return "move the marked items into this directory (a name taken: both kept)"
        case .rename: return "rename the selected item in a prompt holding its name, the cursor before the extension"
        case .newDirectory: return "make a new directory here, named in a prompt"
        case .shell: return "run a shell command here, the marked (or selected) items as $1…; empty: open $SHELL here"
        case .newFile: return "make a new empty file here, named in a prompt"
        case .bulkRename: return "rename the marked items (or the selected one) in $VISUAL or $EDITOR, one name a line, after a look at what changes"
        case .cancelOperation: return "cancel the running file operation (no partial file is left) and drop the queued ones"
        case .delete: return "delete the marked items (or the selected one) for good, after a confirmation naming them; not undoable"
        }
    }

    /// The keys bound to the command when the config file says nothing.
    public var defaultKeys: [Key] {
        switch self {
        case .down: return [.character("j"), .down]
        case .up: return [.character("k"), .up]
        case .open: return [.enter, .character("l"), .right]
        case .back: return [.character("h"), .left, .backspace]
        case .cancel: return [.escape]
        case .parent: return []
        case .home: return [.character("~")]
        case .quit: return [.character("q"), .character("Q")]
        case .redraw: return [.ctrl("l")]
        case .top: return [.character("g"), .home]
        case .bottom: return [.character("G"), .end]
        case .pageUp: return [.pageUp, .ctrl("b")]
        case .pageDown: return [.pageDown, .ctrl("f")]
        case .halfPageUp: return [.ctrl("u")]
        case .halfPageDown: return [.ctrl("d")]
        case .filter: return [.character("/")]
        case .nextMatch: return [.character("n")]
        case .previousMatch: return [.character("N")]
        case .jump: return [.character(":")]
        case .bookmark: return [.character("m")]
        case .gotoBookmark: return [.character("'")]
        case .copyPath: return [.character("y")]
        case .copyName: return [.character("Y")]
        case .openWith: return [.character("O")]
        case .pager: return [.character("o")]
        case .edit: return [.character("e")]
        case .toggleMark: return [.character(" ")]
        case .clearMarks: return [.character("u")]
        case .sort: return [.character("s")]
        case .reverse: return [.character("S")]
        // visidata's Shift-F (frequency table).
        case .columnSummary: return [.character("F")]
        case .dotfiles: return [.character(".")]
        case .refresh: return [.character("r")]
        case .switchColumn: return [.tab, .backTab]
        case .toggleList: return [.character("\\")]
        case .help: return [.character("?"), .f(1)]
        case .swipeRight: return [.shift(.right), .character("[")]
        case .swipeLeft: return [.shift(.left), .character("]")]
        // No screen of Folio hides its bars on a swipe: `{` and `}` are left free for `map`.
        case .swipeUp: return [.shift(.up)]
        case .swipeDown: return [.shift(.down)]
        case .wrap: return [.character("w")]
        case .scrollLeft: return [.character("<")]
        case .scrollRight: return [.character(">")]
        case .search: return [.character("f")]
        case .raw: return [.character("v")]
        case .narrowList: return [.character("(")]
        case .widenList: return [.character(")")]
        // vifm's `dd` trashes, ranger's `dT`; lf's and ranger's `d` cut, which Folio does with marks.
        case .trash: return [.character("d"), .delete]
        // `u` clears the marks (lf's unselect), kept; vim's redo key is free in Folio.
        case .undo: return [.character("U")]
        // lf's and ranger's `p` pastes; Folio's `y` copies the path (OSC 52), so marks are what `p` copies.
        case .paste: return [.character("p")]
        case .moveHere: return [.character("P")]
        // ranger's `a` (rename_append: the cursor before the extension); lf's `r` is Folio's refresh.
        case .rename: return [.character("a")]
        // lf and ranger have no key for it (`:mkdir`); F7 is Midnight Commander's.
        case .newDirectory: return [.character("M"), .f(7)]
        // lf's `!` (shell-wait) and ranger's `!` (a shell command).
        case .shell: return [.character("!")]
        // ranger's `:touch` has no key; `T` for touch (`N` is the previous match).
        case .newFile: return [.character("T")]
        // ranger's `:bulkrename` has no key (its `R` reloads: Folio's `r`); `R` for Rename many.
        case .bulkRename: return [.character("R")]
        // Ctrl-C is the terminal's interrupt (it quits); `X` stops, as FolioKit's stop item (`x`).
        case .cancelOperation: return [.character("X")]
        // ranger's `dD` and lf's `delete` are two keys or none; `D` is free and next to `d` (trash).
        case .delete: return [.character("D")]
        }
    }
}
