import FolioKit
import Foundation

/// Where the user was when Folio last quit on a root: the lists opened, the row selected, the
/// display mode. Saved as JSON under `$XDG_STATE_HOME/folio/`, written atomically.
public struct BrowserState: Codable, Equatable, Sendable {
    /// Titles of the lists opened below the root, outermost first.
    public var opened: [String]
    /// The title of the selected row in the innermost list.
    public var selected: String?
    /// The display mode the user chose, when it was not the automatic one.
    public var displayMode: String?
    /// Which column had the focus.
    public var focusedColumn: String?
    /// The directory the list column was rooted at, when the user left the starting one
    /// (went up with `h`, jumped with `:`, `~` or a bookmark).
    public var root: String?
    /// Format version.
    public var version = 1

    /// Creates a state.
    public init(opened: [String], selected: String?, displayMode: String? = nil, focusedColumn: String? = nil) {
        self.opened = opened
        self.selected = selected
        self.displayMode = displayMode
        self.focusedColumn = focusedColumn
    }

    /// The state file for a root, under `$XDG_STATE_HOME/folio` (default `~/.local/state/folio`).
    public static func fileURL(forRoot key: String, environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("folio").appendingPathComponent(stableHash(key) + ".json")
    }

    /// FNV-1a, 64 bits, in hex: the same on every run (Swift's `hashValue` is not).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Reads a state file: nil when there is none, an error message when it is unusable.
    ///
    /// A file that exists but cannot be read (permissions, a folder in its place) is a problem to tell,
    /// not a reason to start fresh silently.
    public static func load(from url: URL) -> Result<BrowserState?, BrowserError> {
        let bytes: [UInt8]
        switch Syscall.readFile(RawPath(url.path)) {
        case .success(let found): bytes = found
        case .failure(let error) where error.isMissing: return .success(nil)
        case .failure(let error): return .failure(BrowserError("ignored the saved place: \(error.message); starting fresh"))
        }
        do {
            let state = try JSONDecoder().decode(BrowserState.self, from: Data(bytes))
            guard state.version == 1 else { return .failure(BrowserError("ignored the saved place (\(url.path)): unknown format version")) }
            return .success(state)
        } catch {
            return .failure(BrowserError("ignored the saved place (\(url.path)): the file is damaged"))
        }
    }

    /// Writes the state atomically: a temporary file in the same folder, `fsync`, a rename.
    ///
    /// The folder is made when missing. The error names the call, the path and what to do.
    public func save(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(self)
        if case .failure(let error) = Syscall.writeAtomically(Array(data), to: RawPath(url.path)) {
            throw BrowserError(Self.saveProblem(error.message, url: url))
        }
    }

    /// Words for the restored place: `doc › adduser`.
    public func placeDescription(rootTitle: String) -> String {
        let start = root.map { RawPath($0).display } ?? rootTitle
        return ([start] + opened).joined(separator: " › ")
    }

    /// A save failure in words: what failed, where, and what to do.
    public static func describeSaveFailure(_ error: Error, url: URL) -> String {
        if let browserError = error as? BrowserError { return browserError.message }
        return saveProblem(String(describing: error), url: url)
    }

    private static func saveProblem(_ reason: String, url: URL) -> String {
        let folder = url.deletingLastPathComponent().path
        return "cannot save the place for next time in \(folder): \(reason); make the folder writable, set XDG_STATE_HOME, or run with --no-restore"
    }

    /// The state of a browser's split view.
    @MainActor
    public static func capture(from split: SplitViewController) -> BrowserState {
        let primary = split.viewControllers.first as? NavigationController
        let lists = (primary?.viewControllers ?? []).compactMap { $0 as? ItemListViewController }
        let opened = lists.dropFirst().map(\.item.title)
        let automatic = SplitLayout.resolve(.automatic, traits: split.traitCollection)
        let mode: String?
        switch split.displayMode {
        case automatic: mode = nil
        case .primaryHidden: mode = "primaryHidden"
        case .allVisible: mode = "allVisible"
        default: mode = nil
        }
        var state = BrowserState(opened: Array(opened), selected: lists.last?.selectedTitle, displayMode: mode,
                                 focusedColumn: split.focusedColumn == .secondary && !split.isCollapsed ? "secondary" : nil)
        if let first = lists.first, first.isReplacementRoot, let directory = first.item as? DirectoryItem {
            state.root = directory.path.display
        }
        return state
    }

    /// Applies the state to a freshly made browser: the lists reopen as their rows load.
    @MainActor
    public func apply(to split: SplitViewController) {
        let nav = split.viewControllers.first as? NavigationController
        if let root, let first = nav?.viewControllers.first as? ItemListViewController, first.item is DirectoryItem {
            let list = ItemListViewController(item: DirectoryItem(path: RawPath(root), options: first.context.options), context: first.context)
            list.isReplacementRoot = true
            nav?.setViewControllers([list], animated: false)
        }
        if let list = nav?.viewControllers.first as? ItemListViewController {
            list.restorePath = opened + [selected ?? ""]
            if list.isLoaded { list.childrenDidLoad() }
        }
        switch displayMode {
        case "primaryHidden":
            if let browser = split as? BrowserSplitViewController {
                browser.restoredDisplayMode = .primaryHidden
            } else {
                split.preferredDisplayMode = .primaryHidden
            }
        case "allVisible": split.preferredDisplayMode = .allVisible
        default: break
        }
    }
}
