import FolioKit
import FoundationEssentials

/// Where the user was when Folio last quit on a root, as a file.
///
/// It holds FolioKit's restoration archive of the browser's controllers (the lists opened, each list's selected row, the display mode,
/// the focused column, a replaced root) with a format version. Saved as JSON under
/// `$XDG_STATE_HOME/folio/`, written atomically.
public struct BrowserState: Codable, Equatable, Sendable {
    /// The state of every identified controller, by identifier path (`StateRestoration.encode`).
    public var archive: StateRestoration.Archive
    /// Format version: 2 is the restoration archive; 1 was a flat list of titles.
    public var version = BrowserState.currentVersion

    /// The format this build reads and writes.
    static let currentVersion = 2
    /// The split view's identifier path, and the list column's.
    static let splitPath = BrowserSplitViewController.restorationPath
    static let listsPath = splitPath + "/" + BrowserSplitViewController.listColumnIdentifier

    /// Wraps an archive.
    public init(archive: StateRestoration.Archive) { self.archive = archive }

    /// A state that opens `opened` below the root and selects `selected` in the innermost list.
    public init(opened: [String], selected: String?, displayMode: String? = nil, focusedColumn: String? = nil) {
        let stack = [ItemListViewController.rootIdentifier] + opened
        var archive: StateRestoration.Archive = [Self.listsPath: StateRestoration.stackValues(stack)]
        for (index, title) in stack.enumerated() {
            let next = index + 1 < stack.count ? stack[index + 1] : selected
            archive[StateRestoration.pathOfLevel(index, of: stack, under: Self.listsPath)] = next.map { [StateRestoration.selectionKey: $0] } ?? [:]
        }
        var split: [String: String] = [:]
        split[StateRestoration.displayModeKey] = displayMode
        split[StateRestoration.focusKey] = focusedColumn
        archive[Self.splitPath] = split
        self.archive = archive
    }

    /// Titles of the lists opened below the root, outermost first.
    public var opened: [String] { Array(stack.dropFirst()) }

    /// The title of the selected row in the innermost list.
    public var selected: String? {
        guard !stack.isEmpty else { return nil }
        return archive[StateRestoration.pathOfLevel(stack.count - 1, of: stack, under: Self.listsPath)]?[StateRestoration.selectionKey]
    }

    /// The list column's width in cells, when the user dragged the divider.
    public var columnWidth: Int? {
        archive[Self.splitPath]?[BrowserSplitViewController.columnWidthKey].flatMap { Int($0) }
    }

    /// The directory the list column was rooted at, when the user left the starting one (its
    /// bytes, kept in the file as `RawPath.escapedText`).
    public var root: RawPath? {
        archive[Self.splitPath]?[BrowserSplitViewController.replacedRootKey].map { RawPath(escapedText: $0) ?? RawPath($0) }
    }

    private var stack: [String] { StateRestoration.savedStack(in: archive[Self.listsPath] ?? [:]) }

    /// The largest saved-place file read.
    static let maximumFileBytes = 16 << 20

    /// The state file for a root, under `$XDG_STATE_HOME/folio` (default `~/.local/state/folio`).
    public static func fileURL(forRoot key: String, environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path).appendingPathComponent(".local/state")
        }
        return base.appendingPathComponent("folio").appendingPathComponent(stableHash(key) + ".json")
    }

    /// FNV-1a, 64 bits, in hex: the same on every run (Swift's `hashValue` is not).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Only the version, read first so an older or newer format is named as such.
    private struct Header: Decodable { var version: Int? }

    /// Reads a state file: nil when there is none, an error message when it is unusable.
    ///
    /// A file that exists but cannot be read (permissions, a folder in its place) is a problem to tell,
    /// not a reason to start fresh silently.
    public static func load(from url: URL) -> Result<BrowserState?, BrowserError> {
        let data: Data
        switch Syscall.readOwnFile(RawPath(url.path), limit: maximumFileBytes) {
        case .success(let found): data = Data(found)
        case .failure(let error) where error.isMissing: return .success(nil)
        case .failure(let error): return .failure(BrowserError("ignored the saved place: \(error.message); starting fresh"))
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            return .failure(BrowserError("ignored the saved place (\(url.path)): the file is damaged"))
        }
        guard header.version == currentVersion else {
            return .failure(BrowserError("ignored the saved place (\(url.path)): unknown format version"))
        }
        guard let state = try? JSONDecoder().decode(BrowserState.self, from: data) else {
            return .failure(BrowserError("ignored the saved place (\(url.path)): the file is damaged"))
        }
        return .success(state)
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
        let start = root.map { TextWidth.visible($0.display) } ?? rootTitle
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
        BrowserState(archive: StateRestoration.encode(split))
    }

    /// Applies the state to a freshly made browser: the lists reopen as their rows load.
    @MainActor
    public func apply(to split: SplitViewController) {
        StateRestoration.decode(archive, into: split)
    }
}
