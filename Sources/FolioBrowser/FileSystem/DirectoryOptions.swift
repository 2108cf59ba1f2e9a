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
    /// Whether names starting with a dot are listed.
    public var showsHidden = false

    /// Creates the default options: by name, hidden files hidden.
    public init() {}

    /// The options as a value, to tell whether a list shows the current ones.
    public var snapshot: Snapshot { Snapshot(sortOrder: sortOrder, showsHidden: showsHidden) }

    /// A copy of the options at one moment.
    public struct Snapshot: Hashable, Sendable {
        /// The order.
        public var sortOrder: SortOrder
        /// Whether dotfiles are listed.
        public var showsHidden: Bool
    }
}
