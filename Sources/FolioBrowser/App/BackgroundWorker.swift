import FolioKit

/// One cancellable worker per source, off the main loop: a `JobLane` whose jobs see only their
/// cancellation flag.
///
/// Jobs run one at a time, and each result comes back through `Application.post`. Submitting a
/// job cancels the one before it; a result that arrives after a newer job was submitted is
/// dropped, so a stale directory listing or sort never replaces a fresher one. The lane's
/// thread is started when a job arrives and ends when none is left, so an idle worker costs
/// nothing.
@MainActor
public final class BackgroundWorker {
    private let lane: JobLane

    /// Creates a worker; `label` names its thread in debuggers, and `executor` says where its
    /// jobs run (tests may run them inline).
    public init(label: String = "folio.worker", executor: JobExecutor = .thread) {
        lane = JobLane(label: label, executor: executor)
    }

    /// True while a job submitted here has not delivered its result.
    public var isBusy: Bool { lane.isBusy }

    /// Runs `work` off the main loop, then `completion` on it with the outcome, unless a newer
    /// job was submitted (or `cancel` called) meanwhile.
    public func submit<Value: Sendable>(to application: Application,
                                        _ work: @escaping @Sendable (CancellationFlag) throws -> Value,
                                        completion: @escaping @MainActor (Result<Value, Error>) -> Void) {
        lane.submit(to: application, { job in try work(job.cancellation) }, completion: completion)
    }

    /// Cancels the job in progress; its result will be dropped.
    public func cancel() { lane.cancel() }
}

/// The job system's cancellation flag (`FolioKit.CancellationFlag`), named so that the data
/// sources, which do not import FolioKit, can take one.
public typealias CancellationFlag = FolioKit.CancellationFlag

/// Carries a value the compiler cannot prove sendable across the hop back to the main loop;
/// the value is created on one thread and only used on the main loop afterwards.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
