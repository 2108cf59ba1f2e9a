import FolioKit

/// Where screens tell the user something: the last notice (shown in the window's bottom row)
/// and the progress of background work; the app says how each is shown.
@MainActor
public final class Notices {
    /// The last problem worth telling the user (shown in the status line), if any.
    public internal(set) var notice: String? { didSet { if let notice { onNotice?(notice) } } }
    /// Shows a notice to the user (the app puts it in the window's bottom row).
    public var onNotice: ((String) -> Void)?
    /// What slow work in the background is doing ("Sorting by size…"), shown while it runs.
    public internal(set) var progress: String? {
        didSet { if progress != oldValue { onProgress?(progress) } }
    }
    /// How far that work has come (0...1), when it is known: the progress row's bar.
    public internal(set) var progressFraction: Float? {
        didSet { if progressFraction != oldValue, progress != nil { onProgress?(progress) } }
    }
    /// Shows (or, with nil, hides) the progress of background work (`progress`, and the bar
    /// of `progressFraction`).
    public var onProgress: ((String?) -> Void)?

    /// Creates an empty sink; the app connects `onNotice` and `onProgress`.
    public init() {}

    /// Clears the notice row (after a two-key command's prompt).
    func clear() {
        notice = nil
        onNotice?("")
    }
}

/// The paths the user marked, and the one chosen, for `--choose`.
@MainActor
public final class Marks {
    /// Paths (locators' bytes) the user marked, in the order marked; `--choose` prints them.
    public private(set) var paths: [[UInt8]] = []
    /// The path chosen (its bytes), printed on standard output at exit with `--choose`.
    public private(set) var chosenPath: [UInt8]?

    /// Creates an empty set of marks.
    public init() {}

    /// True when nothing is marked.
    public var isEmpty: Bool { paths.isEmpty }
    /// How many paths are marked.
    public var count: Int { paths.count }
    /// Whether `path` is marked.
    public func contains(_ path: [UInt8]) -> Bool { paths.contains(path) }

    /// Marks `path`, or unmarks it when it is marked.
    func toggle(_ path: [UInt8]) {
        if let index = paths.firstIndex(of: path) { paths.remove(at: index) } else { paths.append(path) }
    }

    /// Clears every mark.
    func removeAll() { paths.removeAll() }

    /// Chooses `locator` (with `--choose`) and ends the program.
    func choose(_ locator: [UInt8], in app: Application?) {
        chosenPath = locator
        app?.quit()
    }

    /// What `--choose` prints, one entry a line: the marked items, else the chosen one, else
    /// `fallback` (the current directory).
    public func choiceOutput(fallback: [UInt8]?) -> [[UInt8]] {
        if !paths.isEmpty { return paths }
        if let chosenPath { return [chosenPath] }
        return fallback.map { [$0] } ?? []
    }
}
