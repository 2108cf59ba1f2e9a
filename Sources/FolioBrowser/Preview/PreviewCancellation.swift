import Synchronization

/// Tells a preview's background work that nobody wants its result any more (the selection
/// moved on), so it can stop early: between reads, and by killing a previewer it started.
public final class PreviewCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Creates a token that is not cancelled.
    public init() {}

    /// True once the work is no longer wanted.
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }

    /// Marks the work as no longer wanted.
    public func cancel() { flag.store(true, ordering: .releasing) }
}
