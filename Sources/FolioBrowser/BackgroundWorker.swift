import FolioKit
import FoundationEssentials
import Synchronization

/// One cancellable worker per source, off the main loop.
///
/// Jobs run one at a time on the worker's own thread, and each result comes back through
/// `Application.post`. Submitting a job cancels the one before it; a result that arrives after a
/// newer job was submitted is dropped, so a stale directory listing or sort never replaces a
/// fresher one. The thread is started when a job arrives and ends when none is left, so an idle
/// worker costs nothing.
@MainActor
public final class BackgroundWorker {
    private let queue: JobQueue
    private var generation = 0
    private var current: CancellationFlag?

    /// Creates a worker; `label` names its thread in debuggers.
    public init(label: String = "folio.worker") {
        queue = JobQueue(label: label)
    }

    /// True while a job submitted here has not delivered its result.
    public private(set) var isBusy = false

    /// Runs `work` off the main loop, then `completion` on it with the outcome, unless a newer
    /// job was submitted (or `cancel` called) meanwhile.
    public func submit<Value: Sendable>(to application: Application,
                                        _ work: @escaping @Sendable (CancellationFlag) throws -> Value,
                                        completion: @escaping @MainActor (Result<Value, Error>) -> Void) {
        current?.cancel()
        generation += 1
        let ticket = generation
        let flag = CancellationFlag()
        current = flag
        isBusy = true
        let deliver = UncheckedBox(completion)
        queue.enqueue {
            let outcome: Result<Value, Error>
            if flag.isCancelled {
                outcome = .failure(CancellationError())
            } else {
                do { outcome = .success(try work(flag)) } catch { outcome = .failure(error) }
            }
            let result = UncheckedBox(outcome)
            application.post { [weak self] in
                guard let self, ticket == self.generation, !flag.isCancelled else { return }
                self.isBusy = false
                self.current = nil
                deliver.value(result.value)
            }
        }
    }

    /// Cancels the job in progress; its result will be dropped.
    public func cancel() {
        current?.cancel()
        current = nil
        generation += 1
        isBusy = false
    }
}

/// Jobs run in order on one thread, started for the first job and ending with the last.
final class JobQueue: Sendable {
    private let state = Mutex<(jobs: [@Sendable () -> Void], running: Bool)>(([], false))
    private let label: String

    init(label: String) { self.label = label }

    func enqueue(_ job: @escaping @Sendable () -> Void) {
        let start = state.withLock { state -> Bool in
            state.jobs.append(job)
            guard !state.running else { return false }
            state.running = true
            return true
        }
        guard start else { return }
        Syscall.startThread(name: label) { [self] in
            while let next = state.withLock({ state -> (@Sendable () -> Void)? in
                guard !state.jobs.isEmpty else { state.running = false; return nil }
                return state.jobs.removeFirst()
            }) {
                next()
            }
        }
    }
}

/// Set when a background job's result is no longer wanted; long jobs check it and stop early.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Creates a flag that is not set.
    public init() {}

    /// True once `cancel` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }

    /// Asks the job to stop.
    public func cancel() { flag.store(true, ordering: .relaxed) }
}

/// Carries a value the compiler cannot prove sendable across the hop back to the main loop;
/// the value is created on one thread and only used on the main loop afterwards.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
