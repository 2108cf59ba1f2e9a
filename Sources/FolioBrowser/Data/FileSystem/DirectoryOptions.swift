/// How directory lists are shown, shared by every directory screen (as in ranger and lf).
@MainActor
public final class DirectoryOptions {
    /// The order of entries.
    public enum SortOrder: String, CaseIterable, Sendable {
        case name, size, time

        /// The next order, for the sort key.
        public var next: SortOrder {
            switch self {
            case .name: return .size
            case .size: return .time
            case .time: return .name
            }
        }
    }

    /// Current order.
    public var sortOrder: SortOrder = .name
    /// Whether the order is reversed (`S`, lf's `reverse`): names Z to A, smallest or oldest first.
    ///
    /// Directories stay first, and ties stay in name order, either way.
    public var reversesOrder = false
    /// Whether names starting with a dot are listed.
    public var showsHidden = false
    /// Told of the work items listed with these options do once and keep (row colours,
    /// document checks); nil in the app, a counter in tests.
    var workProbe: WorkProbe?

    /// Creates the default options: by name, hidden files hidden.
    public init() {}

    /// The options as a value, to tell whether a list shows the current ones.
    public var snapshot: Snapshot { Snapshot(sortOrder: sortOrder, showsHidden: showsHidden, reversesOrder: reversesOrder) }

    /// A copy of the options at one moment.
    public struct Snapshot: Hashable, Sendable {
        /// The order.
        public var sortOrder: SortOrder
        /// Whether dotfiles are listed.
        public var showsHidden: Bool
        /// Whether the order is reversed.
        public var reversesOrder = false
    }

    /// How the bar names the order: `name`, `size`, `time`, or reversed `Z-A`, `smallest`,
    /// `oldest` (short, so the button keeps its place in a narrow bar).
    public var sortTitle: String {
        guard reversesOrder else { return sortOrder.rawValue }
        switch sortOrder {
        case .name: return "Z-A"
        case .size: return "smallest"
        case .time: return "oldest"
        }
    }
}
