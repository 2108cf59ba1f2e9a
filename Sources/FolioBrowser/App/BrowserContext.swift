import FolioKit
import FoundationEssentials

/// The few shared parts the browser's screens are made with, grouped for the wiring: each is
/// made once, at init, and none is replaced afterwards.
///
/// A screen reaches the application through its window (`window?.application`), never
/// through the context.
@MainActor
public final class BrowserContext {
    /// What the environment, the config file and `--choose` said at start.
    public let settings: BrowserSettings
    /// Where screens tell the user something (notices, progress).
    public let notices: Notices
    /// The marked paths and the chosen one (`--choose`).
    public let marks = Marks()
    /// The bookmarked directories.
    public let bookmarks: BookmarkStore
    /// The pager, the editor and the opener.
    public let programs: ExternalPrograms
    /// File operations (trash, undo) on their lane, and their undo journal.
    let fileOperations: FileOperationCenter
    /// Makes previews off the main loop, one at a time, newest first.
    ///
    /// A preview is made at once while no run loop runs (the first frame shows the first
    /// preview), on the lane's thread once it runs. Tests give it another executor.
    public internal(set) var previewWorker = JobLane(label: "folio preview", executor: .inlineUntilRunning)
    /// Watches the directories on screen (`settings.watchesDirectories`).
    public let watcher = DirectoryWatcher()
    /// How previews are shown, kept as the selection moves from one detail to the next.
    public let previewChoices = PreviewChoices()

    /// Groups `settings` with a new notice sink, marks, bookmarks (not read yet: see
    /// `BookmarkStore.load`) and programs run by `runner`.
    public init(settings: BrowserSettings = BrowserSettings(), runner: ProgramRunner = .none) {
        self.settings = settings
        let notices = Notices()
        self.notices = notices
        self.bookmarks = BookmarkStore(environment: settings.environment, notices: notices)
        self.programs = ExternalPrograms(settings: settings, notices: notices, runner: runner)
        self.fileOperations = FileOperationCenter(environment: settings.environment)
        if let problem = settings.previewerProblem { notices.notice = problem }
    }

    /// A context with default settings for `environment` (and `--choose`).
    public convenience init(environment: [String: String], choosesPath: Bool = false, runner: ProgramRunner = .none) {
        self.init(settings: BrowserSettings(environment: environment, choosesPath: choosesPath), runner: runner)
    }
}

/// The user's choices about previews that outlive one detail screen.
@MainActor
public final class PreviewChoices {
    /// Whether file previews wrap long lines (`w`), kept as the selection moves, as lf keeps it.
    public internal(set) var wrapsLines = false

    /// Creates the default choices: long lines cut at the edge.
    public init() {}
}

/// Runs a program on the controlling terminal while the interface is suspended; arguments are
/// passed as they are, without a shell.
public enum ExternalProgram {
    /// How a failure to find the program ends; the caller says which setting names it.
    static let notFound = "command not found"

    /// True when `name` is an executable file in one of `PATH`'s folders.
    public static func isInstalled(_ name: String, environment: [String: String]) -> Bool {
        Syscall.isExecutableInPath(name, path: environment["PATH"])
    }

    /// Runs `arguments` (the first looked up in `PATH`) with `/dev/tty` as its standard input,
    /// output and error, and waits; returns an error message, or nil when it ran.
    public static func run(_ arguments: [[UInt8]]) -> String? {
        run(arguments, input: .file("/dev/tty", flags: O_RDONLY))
    }

    /// `run` with standard input from `input` (a pipe's read end for a pager).
    static func run(_ arguments: [[UInt8]], input: SpawnOptions.Stream) -> String? {
        guard let program = arguments.first else { return "nothing to run" }
        let first = TextWidth.visible(String(decoding: program, as: UTF8.self))
        var options = SpawnOptions()
        options.streams = [0: input, 1: .file("/dev/tty", flags: O_WRONLY), 2: .file("/dev/tty", flags: O_WRONLY)]
        // The child starts with default signal handling, not folio's handlers.
        options.defaultSignals = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE, SIGQUIT]
        switch Syscall.spawn(arguments, options: options) {
        case .failure(let error) where error.isMissing: return "\(first): \(ExternalProgram.notFound)"
        case .failure(let error): return "cannot run \(first): \(errorText(error.code))"
        case .success(let pid):
            // The program has run once it is started; how it ended is its own business (its
            // messages were on the terminal), and a failed wait leaves nothing to undo.
            _ = Syscall.wait(pid, blocking: true)
            return nil
        }
    }

    /// Runs `arguments` (a pager) reading, on its standard input, the bytes `input` makes; waits
    /// for it and returns an error message, or nil.
    ///
    /// A thread makes the bytes and writes them into a pipe while the pager reads: a pager reads
    /// only what it shows, so writing first would wait for the user to scroll to the end. When
    /// the pager quits early, the write fails (EPIPE: SIGPIPE is ignored) and the thread ends.
    public static func run(_ arguments: [[UInt8]], feeding input: @escaping @Sendable () -> [UInt8]) -> String? {
        guard case .success(let pipe) = Syscall.pipe() else { return "cannot run the pager: no pipe" }
        let writeEnd = pipe.write
        JobExecutor.thread.run(label: "folio pager feed") {
            _ = Syscall.write(writeEnd, input(), path: RawPath("pipe"))
            _ = Syscall.close(writeEnd, path: RawPath("pipe"))
        }
        defer { _ = Syscall.close(pipe.read, path: RawPath("pipe")) }
        return run(arguments, input: .descriptor(pipe.read))
    }

    /// Runs `consumer` (a pager) on what `producer` (a decompressor) writes, as the shell's
    /// `producer | consumer`, and waits for the consumer; returns an error message, or nil.
    ///
    /// The producer reads `/dev/null`, its errors are dropped, and it leads its own process
    /// group, ended once the consumer is done (a pager quit early leaves it writing). The
    /// consumer reads the pipe and writes to `/dev/tty`; a pager takes its keys from `/dev/tty`
    /// itself.
    public static func runPipeline(_ producer: [[UInt8]], into consumer: [[UInt8]]) -> String? {
        guard let toolBytes = producer.first, !consumer.isEmpty else { return "nothing to run" }
        let tool = String(decoding: toolBytes, as: UTF8.self)
        let made = Syscall.pipe()
        guard case .success(let pipe) = made else { return "cannot run \(tool): no pipe" }
        let feeding = SpawnOptions(streams: [0: .file("/dev/null", flags: O_RDONLY), 1: .descriptor(pipe.write),
                                             2: .file("/dev/null", flags: O_WRONLY)],
                                   defaultSignals: nil, clearsSignalMask: true, startsProcessGroup: true, closesOtherDescriptors: true)
        let fed = Syscall.spawn(producer, options: feeding)
        _ = Syscall.close(pipe.write, path: RawPath("pipe"))
        guard case .success(let feeder) = fed else {
            _ = Syscall.close(pipe.read, path: RawPath("pipe"))
            return "cannot run \(tool)"
        }
        defer {
            _ = Syscall.close(pipe.read, path: RawPath("pipe"))
            Syscall.killGroup(feeder)
            _ = Syscall.wait(feeder, blocking: true)
        }
        return run(consumer, input: .descriptor(pipe.read))
    }
}
