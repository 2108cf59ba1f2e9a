import Synchronization

/// The job system: one lane of background work, where the newest job wins.
///
/// `submit` hands a job to the lane; it runs off the main loop (where the lane's
/// `JobExecutor` says), and its result, or the error it threw, comes back to the main loop
/// through `Application.post`. A lane runs one job at a time and keeps one waiting at most:
/// submitting a job cancels the one running and replaces the one waiting, and a result that
/// arrives after a newer job was submitted (or after `cancel`) is dropped, so a stale listing,
/// search or preview never replaces a fresher one. A job may report progress (`Job.report`),
/// which reaches the main loop at most once a frame.
///
/// Each concern that works in the background has its own lane (a list's listing, the
/// previews, the bookmarks file); lanes do not wait for each other.
@MainActor
public final class JobLane {
    /// Names the lane's thread in debuggers.
    public let label: String
    /// Where the lane's jobs run.
    public let executor: JobExecutor
    private let runner = JobRunner()
    private var generation = 0
    private var current: (ticket: Int, flag: CancellationFlag)?

    /// Creates a lane; its thread (for `.thread`) starts with the first job.
    public init(label: String, executor: JobExecutor = .thread) {
        self.label = label
        self.executor = executor
    }

    /// True while the last job submitted has not delivered its result (nor been cancelled).
    public var isBusy: Bool { current != nil }

    /// True when no job runs or waits on the lane; safe from any thread.
    ///
    /// A result posted to the main loop may still wait there to be delivered.
    public nonisolated var isIdle: Bool { runner.isIdle }

    /// How long the lane's thread, out of work, waits for the next job before it ends, in
    /// seconds (JobRunner says why); a test may make it long.
    var threadLingering: Double {
        get { runner.lingering }
        set { runner.lingering = newValue }
    }

    /// Runs `work` off the main loop, then `completion` on it with the value or the error,
    /// unless a newer job was submitted (or `cancel` called) meanwhile; returns the job's flag.
    ///
    /// `progress` is called on the main loop with the latest `Job.report`, at most once per
    /// pass of the loop, while the job is the lane's current one.
    @discardableResult
    public func submit<Value: Sendable>(to application: Application,
                                        _ work: @escaping @Sendable (Job) throws -> Value,
                                        progress: (@MainActor (JobProgress) -> Void)? = nil,
                                        completion: @escaping @MainActor (Result<Value, Error>) -> Void) -> CancellationFlag {
        current?.flag.cancel()
        generation += 1
        let ticket = generation
        let flag = CancellationFlag()
        current = (ticket, flag)
        let job = Job(cancellation: flag, reporter: progress.map { reportProgress(ticket: ticket, flag: flag, to: application, $0) })
        if executor.runsInline(for: application) {
            let outcome = Result { try work(job) }
            deliver(outcome, ticket: ticket, flag: flag, completion)
            return flag
        }
        let deliver = Delivery(completion)
        runner.enqueue(flag: flag, executor: executor, label: label) { [weak self] in
            guard !flag.isCancelled else { return }
            let outcome = Result { try work(job) }
            // A job cancelled while it ran has nothing to say: the main loop is not woken for it.
            guard !flag.isCancelled else { return }
            application.post { [weak self] in self?.deliver(outcome, ticket: ticket, flag: flag, deliver.completion) }
        }
        return flag
    }

    /// Cancels the job running and the one waiting; neither result will be delivered.
    public func cancel() {
        current?.flag.cancel()
        current = nil
        generation += 1
        runner.dropWaiting()
    }

    private func deliver<Value>(_ outcome: Result<Value, Error>, ticket: Int, flag: CancellationFlag,
                                _ completion: @MainActor (Result<Value, Error>) -> Void) {
        guard let current, current.ticket == ticket, !flag.isCancelled else { return }
        self.current = nil
        completion(outcome)
    }

    /// A reporter that keeps the latest progress and posts it to the main loop once per pass.
    private func reportProgress(ticket: Int, flag: CancellationFlag, to application: Application,
                                _ handler: @escaping @MainActor (JobProgress) -> Void) -> @Sendable (JobProgress) -> Void {
        let slot = ProgressSlot()
        let handler = Delivery(handler)
        return { [weak self] progress in
            guard !flag.isCancelled, slot.keep(progress) else { return }
            application.post { [weak self] in
                guard let latest = slot.take(), let self, let current, current.ticket == ticket, !flag.isCancelled else { return }
                handler.completion(latest)
            }
        }
    }
}

/// The latest progress of a job, and whether the main loop was asked to take it.
private final class ProgressSlot: Sendable {
    private let state = Mutex<(latest: JobProgress?, posted: Bool)>((nil, false))

    /// Keeps `progress`; true when the main loop must be asked to take it (it was not yet).
    func keep(_ progress: JobProgress) -> Bool {
        state.withLock { state in
            state.latest = progress
            guard !state.posted else { return false }
            state.posted = true
            return true
        }
    }

    /// The latest progress, taken; the next `keep` asks the main loop again.
    func take() -> JobProgress? {
        state.withLock { state in
            defer { state = (nil, false) }
            return state.latest
        }
    }
}

/// A main-loop closure carried through the job's thread, which never calls it.
private struct Delivery<Value>: @unchecked Sendable {
    let completion: @MainActor (Value) -> Void
    init(_ completion: @escaping @MainActor (Value) -> Void) { self.completion = completion }
}

/// The lane's thread side: one job running, one waiting at most, a runner while there is work.
///
/// On a thread of its own (`JobExecutor.thread`) the runner, out of work, waits `lingering`
/// seconds for the next job before its thread ends: the preview lane is given a job for every
/// Down, and a thread for each (pthread_create, its stack mapped, named through /proc, ended,
/// unmapped) is kernel work a key paid for. Measured with Scripts/bench/keywork.py (100 Downs
/// in 10,000 files, 120x40, callgrind): 245,750 instructions per Down with a thread per job,
/// 240,775 with the thread waiting (pthread_create, the thread's TLS and malloc arena set-up
/// gone), and CPU time (perf stat, every thread, kernel included) 536–557 µs per Down down to
/// 389–443 µs, run in turn at load 15 (Docs/PERFORMANCE.md). Any other executor's runner
/// returns when the lane is empty, as before (a test's runner runs on the test's thread).
final class JobRunner: @unchecked Sendable {
    private struct Entry: Sendable {
        let flag: CancellationFlag
        let run: @Sendable () -> Void
    }

    private struct State {
        var waiting: Entry?
        var running: CancellationFlag?
        var hasRunner = false
        /// The runner is out of work and waits on `wake` for the next job.
        var isParked = false
        /// How long a runner on its own thread waits for the next job before the thread ends.
        var lingering = 1.0
    }

    private let state = Mutex(State())
    /// Posted when a job is given to a parked runner.
    private let wake: UnsafeMutablePointer<sem_t> = {
        let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
        return semaphore
    }()

    deinit {
        sem_destroy(wake)
        wake.deallocate()
    }

    /// True when no job runs or waits.
    var isIdle: Bool { state.withLock { $0.waiting == nil && $0.running == nil } }

    /// How long a runner on its own thread waits for the next job before its thread ends.
    var lingering: Double {
        get { state.withLock { $0.lingering } }
        set { state.withLock { $0.lingering = newValue } }
    }

    /// Makes `run` the waiting job (a job waiting before is dropped) and starts a runner when
    /// none is running, or wakes the one waiting for work.
    func enqueue(flag: CancellationFlag, executor: JobExecutor, label: String, _ run: @escaping @Sendable () -> Void) {
        enum Action { case none, start, wake }
        let action = state.withLock { state -> Action in
            state.waiting?.flag.cancel()
            state.waiting = Entry(flag: flag, run: run)
            if state.isParked {
                state.isParked = false
                return .wake
            }
            guard !state.hasRunner else { return .none }
            state.hasRunner = true
            return .start
        }
        switch action {
        case .none: break
        case .wake: sem_post(wake)
        case .start:
            let lingers = executor.startsThreads
            executor.start(label: label) { [self] in drain(lingers: lingers) }
        }
    }

    /// Forgets the waiting job.
    func dropWaiting() {
        state.withLock { state in
            state.waiting?.flag.cancel()
            state.waiting = nil
        }
    }

    /// Runs the waiting jobs until none is left (and, when it `lingers`, none came within
    /// `lingering` seconds).
    private func drain(lingers: Bool) {
        var lingering = 0.0
        while true {
            while let next = state.withLock({ state -> Entry? in
                state.running = nil
                guard let next = state.waiting else {
                    lingering = lingers ? state.lingering : 0
                    if lingering > 0 {
                        state.isParked = true
                    } else {
                        state.hasRunner = false
                    }
                    return nil
                }
                state.waiting = nil
                state.running = next.flag
                return next
            }) {
                next.run()
            }
            guard lingering > 0 else { return }
            let woken = waitForWake(seconds: lingering)
            let ends = state.withLock { state -> Bool in
                // A job given while the wait timed out posted `wake` too: the next wait takes it.
                guard !woken, state.waiting == nil else {
                    state.isParked = false
                    return false
                }
                state.isParked = false
                state.hasRunner = false
                return true
            }
            if ends { return }
        }
    }

    /// Waits on `wake` for up to `seconds`; true when it was posted.
    private func waitForWake(seconds: Double) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + Int(seconds * 1_000_000_000)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        while true {
            if sem_timedwait(wake, &deadline) == 0 { return true }
            if errno != EINTR { return false }
        }
    }
}
