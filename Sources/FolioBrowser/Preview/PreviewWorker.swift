import CScheduler
import FoundationEssentials

/// One background thread that makes previews, newest request first.
///
/// A new request cancels the one running and replaces any waiting one, so a burst of moves
/// costs at most the preview being made plus the last one asked for; a result is handed to
/// its `deliver` closure only if nothing newer was asked for meanwhile.
///
/// Unlike `BackgroundWorker` (a queue per list, on the main actor), it keeps one waiting
/// request at most, can be used before an `Application` exists (the first preview is made
/// while the window is built), and can be waited on by tests and benchmarks.
///
/// The thread runs each request on the CPU the request came from. The main loop asks for a
/// preview once a frame is out and then sleeps until the next key, so the worker has that CPU
/// to itself, and the preview it makes is in that CPU's caches when the main loop shows it.
/// Free to go anywhere, the worker often ran on another CPU, and the main loop, woken by its
/// result, read the preview across CPUs and moved between them from key to key; kept together,
/// a Down's time inside the program fell by 6 to 20 µs (`Scripts/bench/inprocess.py`, against
/// the same build with the worker free). The main loop itself is never tied to a CPU: woken
/// while the worker is busy, it runs on another. A program the worker starts (an external
/// previewer) may use all the process's CPUs again (`Syscall.spawn`).
public final class PreviewWorker: @unchecked Sendable {
    private struct Job {
        let work: @Sendable (CancellationFlag) -> PreviewDocument
        let deliver: @Sendable (PreviewDocument) -> Void
        let token: CancellationFlag
        /// The CPU `submit` was called on (-1 when unknown).
        let cpu: Int32
    }

    // Everything below is guarded by `condition`.
    private let condition = ThreadCondition()
    private var waiting: Job?
    private var running: CancellationFlag?
    private var hasThread = false
    private var completed = 0
    /// The CPU the last request came from; tests check the worker ran it there.
    private(set) var lastRequestCPU: Int32 = -1

    /// When true (the default), a request made with no run loop running is made at once.
    ///
    /// It runs on the caller's thread, so tests that step frames by hand see the preview in the
    /// next frame. Set to false to exercise the background path without a run loop. Main-thread
    /// only.
    public var runsInlineWithoutRunLoop = true

    /// Creates a worker; its thread starts with the first request.
    public init() {}

    /// Queues `work`, cancelling whatever ran or waited before; returns its token.
    @discardableResult
    public func submit(_ work: @escaping @Sendable (CancellationFlag) -> PreviewDocument,
                       deliver: @escaping @Sendable (PreviewDocument) -> Void) -> CancellationFlag {
        let token = CancellationFlag()
        condition.lock()
        waiting?.token.cancel()
        running?.cancel()
        lastRequestCPU = folio_current_cpu()
        waiting = Job(work: work, deliver: deliver, token: token, cpu: lastRequestCPU)
        if !hasThread {
            hasThread = true
            Syscall.startThread(name: "folio preview") { [self] in loop() }
        }
        condition.broadcast()
        condition.unlock()
        return token
    }

    /// Cancels the running and the waiting request.
    public func cancelAll() {
        condition.lock()
        waiting?.token.cancel()
        waiting = nil
        running?.cancel()
        condition.unlock()
    }

    /// True when nothing runs or waits.
    public var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiting == nil && running == nil
    }

    /// Requests finished (delivered or dropped) so far.
    public var completedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return completed
    }

    /// Waits until nothing runs or waits, up to `timeout` seconds; false on timeout.
    ///
    /// For tests and benchmarks: the interface itself never waits on the worker.
    public func waitUntilIdle(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while waiting != nil || running != nil {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    private func loop() {
        while true {
            condition.lock()
            while waiting == nil { condition.wait() }
            guard let job = waiting else { condition.unlock(); continue }
            waiting = nil
            running = job.token
            condition.unlock()
            // Stays where it is when that fails (a CPU taken away meanwhile, or none known).
            if job.cpu >= 0 { _ = folio_keep_calling_thread_on(job.cpu) }

            let document = job.token.isCancelled ? nil : job.work(job.token)
            if let document, !job.token.isCancelled { job.deliver(document) }

            condition.lock()
            running = nil
            completed += 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
