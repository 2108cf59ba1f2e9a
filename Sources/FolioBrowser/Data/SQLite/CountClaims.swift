import Synchronization

/// The names of tables whose count is taken, shared by the background counter and the lists
/// that count their own rows, so no table is counted twice at once.
final class CountClaims: Sendable {
    private let names = Mutex<Set<String>>([])

    /// True when `name` was not claimed yet (the caller counts it).
    func claim(_ name: String) -> Bool { names.withLock { $0.insert(name).inserted } }

    /// Gives `name` up, so it is counted again (`r` on the table).
    func release(_ name: String) { names.withLock { _ = $0.remove(name) } }
}
