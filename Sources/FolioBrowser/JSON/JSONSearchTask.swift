import Synchronization

/// A cancellation flag shared between the main loop and a search's worker thread.
public final class JSONSearchTask: Sendable {
    private let cancelled = Atomic<Bool>(false)

    /// A task not yet cancelled.
    public init() {}

    /// Asks the worker to stop; it checks between chunks of the document.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// True once `cancel()` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
