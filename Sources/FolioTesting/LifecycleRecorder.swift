import FolioKit

/// A shared log of lifecycle callbacks, as literal strings such as `"B.viewWillAppear"`.
@MainActor
public final class LifecycleLog {
    /// Entries in the order they happened.
    public private(set) var entries: [String] = []
    /// Creates an empty log.
    public init() {}
    /// Adds an entry.
    public func record(_ entry: String) { entries.append(entry) }
    /// Returns the entries and empties the log.
    public func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view controller that records every lifecycle callback into a `LifecycleLog`.
@MainActor
open class RecordingViewController: ViewController {
    /// The name used in log entries.
    public let name: String
    /// Where entries go.
    public let log: LifecycleLog
    /// Also record layout callbacks (off by default: they are frequent).
    public var recordsLayout = false

    /// Creates a recorder named `name` (also its title).
    public init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    private func note(_ event: String) { log.record("\(name).\(event)") }

    open override func viewDidLoad() { note("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    open override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    open override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    open override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    open override func willMove(toParent parent: ViewController?) { note(parent == nil ? "willMove(nil)" : "willMove(parent)") }
    open override func didMove(toParent parent: ViewController?) { note(parent == nil ? "didMove(nil)" : "didMove(parent)") }
    open override func viewWillLayoutSubviews() { if recordsLayout { note("viewWillLayoutSubviews") } }
    open override func viewDidLayoutSubviews() { if recordsLayout { note("viewDidLayoutSubviews") } }
    open override func viewWillTransition(to size: Size) { note("viewWillTransition(\(size))") }
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        note("traitCollectionDidChange(\(traitCollection.horizontalSizeClass))")
    }
}
