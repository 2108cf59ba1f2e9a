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
}
