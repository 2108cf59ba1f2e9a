import CDispatchMain
import FolioKit

/// The main dispatch queue, which the run loop serves: on Linux the main actor's work (a `Task`
/// started on the main actor, what follows an `await` there, `Task.sleep`'s resumption,
/// `DispatchQueue.main.async`) waits on it, and nothing runs it unless the main thread does.
///
/// `NcursesTerminal` polls `descriptor` beside the terminal and returns `.wake` when it is
/// ready; `Application.run()` then calls `Terminal.runMainQueue()`, which drains it. This is how
/// swift-corelibs-foundation's `RunLoop` serves the queue.
public enum MainQueue {
    /// An eventfd that becomes readable when work is queued on the main queue; reading it
    /// (`acknowledge()`) rearms it.
    public static var descriptor: Int32 { folio_main_queue_handle() }

    /// Clears the descriptor's readiness, so the next `poll` sleeps until new work is queued.
    ///
    /// Call it before `drain()`: work queued while the queue drains then wakes the next poll.
    public static func acknowledge() {
        var count: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &count) { read(descriptor, $0.baseAddress, $0.count) }
    }

    /// Runs the work queued on the main queue so far.
    ///
    /// Work it queues in turn waits for the next call. Off the main thread it does nothing: in a
    /// process whose main thread called `dispatchMain()` (a test runner), dispatch runs the
    /// main actor's work on its own threads and serves the queue itself.
    @MainActor
    public static func drain() { folio_main_queue_drain() }
}
