import FoundationEssentials
import Synchronization

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

/// How far a job has come: what a progress bar or a "copied 3 of 10" notice shows.
public struct JobProgress: Sendable, Equatable {
    /// Units done so far (bytes copied, files read).
    public var completed: Int64
    /// Units in all, or nil while not known.
    public var total: Int64?
    /// What the job works on now (a file's name), or empty.
    public var detail: String

    /// Creates a progress report.
    public init(completed: Int64, total: Int64? = nil, detail: String = "") {
        self.completed = completed
        self.total = total
        self.detail = detail
    }

    /// `completed / total`, from 0 to 1; nil while the total is unknown or 0.
    public var fraction: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, max(0, Double(completed) / Double(total)))
    }
}

/// What a running job is handed: whether it is still wanted, and a way to say how far it is.
public final class Job: Sendable {
    /// Set once the job's result is no longer wanted (a newer job on its lane, or `cancel`).
    public let cancellation: CancellationFlag
    private let reporter: (@Sendable (JobProgress) -> Void)?

    /// Creates a job handle; `report` hands progress to `reporter` (nil drops it).
    public init(cancellation: CancellationFlag = CancellationFlag(), reporter: (@Sendable (JobProgress) -> Void)? = nil) {
        self.cancellation = cancellation
        self.reporter = reporter
    }

    /// True once the job's result is no longer wanted: a long job checks it and stops early.
    public var isCancelled: Bool { cancellation.isCancelled }

    /// Reports how far the job has come; safe from any thread, and cheap to call often.
    ///
    /// Reports are coalesced: the main loop is handed the latest one at most once per pass
    /// (so at most once a frame), and none once the job is cancelled.
    public func report(_ progress: JobProgress) { reporter?(progress) }
}

/// Where a lane's jobs run: on a thread (the program), or on the submitting thread (tests).
///
/// A lane is given its executor when made; tests give theirs one that runs at once, or one
/// that holds the jobs until the test lets them run, instead of flags in the lane.
public struct JobExecutor: Sendable {
    enum Mode: Sendable {
        case thread
        case inline
        case inlineUntilRunning
        case custom(@Sendable (_ label: String, _ runner: @escaping @Sendable () -> Void) -> Void)
    }

    let mode: Mode

    /// Jobs run on a thread of the lane's own, started for a job and ending when none has come
    /// for a second (an idle lane costs nothing).
    public static let thread = JobExecutor(mode: .thread)

    /// Jobs run on the submitting (main) thread before `submit` returns, and their result (or
    /// error) is delivered then: the same answer in the same frame, for tests stepping frames.
    public static let inline = JobExecutor(mode: .inline)

    /// `inline` while the application's run loop does not run (the window built before
    /// `run()`, whose first frame then shows the result; a headless test stepping frames by
    /// hand), `thread` once it runs.
    public static let inlineUntilRunning = JobExecutor(mode: .inlineUntilRunning)

    /// Jobs run wherever `start` runs the lane's runner (a closure that runs the lane's waiting
    /// jobs and returns when none is left): a test may keep it and call it when it chooses.
    public init(start: @escaping @Sendable (_ label: String, _ runner: @escaping @Sendable () -> Void) -> Void) {
        mode = .custom(start)
    }

    init(mode: Mode) { self.mode = mode }

    /// True when a job submitted now, for `application`, runs before `submit` returns.
    @MainActor
    public func runsInline(for application: Application) -> Bool {
        switch mode {
        case .inline: true
        case .inlineUntilRunning: !application.isRunning
        case .thread, .custom: false
        }
    }

    /// Starts `work`, which delivers nothing (a pipe's writer beside a pager).
    ///
    /// It runs where this executor runs a lane's jobs; `label` names its thread, and `inline`
    /// runs it before returning.
    public func run(label: String, _ work: @escaping @Sendable () -> Void) {
        switch mode {
        case .inline: work()
        case .thread, .inlineUntilRunning: Self.startThread(label: label, work)
        case .custom(let start): start(label, work)
        }
    }

    /// True when a lane's runner gets a thread of its own (its runner may then wait for work).
    var startsThreads: Bool {
        switch mode {
        case .thread, .inline, .inlineUntilRunning: true
        case .custom: false
        }
    }

    /// Starts the lane's runner off the submitting thread.
    func start(label: String, _ runner: @escaping @Sendable () -> Void) {
        switch mode {
        case .custom(let start): start(label, runner)
        case .thread, .inline, .inlineUntilRunning: Self.startThread(label: label, runner)
        }
    }

    /// Starts a detached POSIX thread named `label`: the one place a thread is started.
    ///
    /// The name keeps the first 15 bytes, as Linux does, for `top -H` and debuggers. A thread
    /// that cannot be started runs `body` on the calling thread instead, so no job is lost.
    private static func startThread(label: String, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ThreadStart(label: label, body: body))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let start = Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue()
            start.nameCallingThread()
            start.body()
            return nil
        }, box.toOpaque())
        guard started == 0 else {
            box.takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}

/// What a new thread runs, and its name.
private final class ThreadStart: Sendable {
    let label: String
    let body: @Sendable () -> Void

    init(label: String, body: @escaping @Sendable () -> Void) {
        self.label = label
        self.body = body
    }

    /// Names the calling thread through `/proc/thread-self/comm` (Swift cannot call the
    /// variadic `prctl`, and Glibc's module leaves out `pthread_setname_np`).
    func nameCallingThread() {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        let name = Array(label.utf8.prefix(15))
        _ = name.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}
