import FolioKit
import Foundation

/// What every browser screen shares: display options, the environment (`PAGER`, `EDITOR`),
/// and the `--choose` result.
@MainActor
public final class BrowserContext {
    /// Shared directory display options.
    public let options: DirectoryOptions
    /// The process environment, for `PAGER` and `EDITOR`.
    public let environment: [String: String]
    /// True with `--choose`: opening a file chooses it and quits.
    public let choosesPath: Bool
    /// The path chosen, printed on standard output at exit with `--choose`.
    public internal(set) var chosenPath: String?
    /// The last problem worth telling the user (shown in the status line), if any.
    public internal(set) var notice: String? { didSet { if let notice { onNotice?(notice) } } }
    /// Shows a notice to the user (the app puts it in the window's bottom row).
    public var onNotice: ((String) -> Void)?
    /// The running application, which background loads report to. Lists made before it
    /// existed start their loads when it is set (a hidden column never appears, yet its list
    /// must load for the detail column to show something).
    public weak var application: Application? {
        didSet {
            let waiting = pendingLoads
            pendingLoads.removeAll()
            for box in waiting { box.list?.startBackgroundLoadIfNeeded() }
        }
    }
    var pendingLoads: [WeakList] = []

    struct WeakList {
        weak var list: ItemListViewController?
    }

    /// The external previewer (lf's convention: called with the path, width and height, no
    /// shell): `$FOLIO_PREVIEWER` split into words by default; the config file may set it.
    public var previewerCommand: [String]?
    /// Makes previews off the main loop, one at a time, newest first.
    public let previewWorker = PreviewWorker()

    /// Runs an external program on the terminal; set by the app (tests replace it).
    public var runProgram: (_ arguments: [String]) -> String?

    /// Creates a context.
    public init(options: DirectoryOptions = DirectoryOptions(), environment: [String: String] = [:], choosesPath: Bool = false) {
        self.options = options
        self.environment = environment
        self.choosesPath = choosesPath
        self.runProgram = { _ in "no terminal to run programs on" }
        let previewer = (environment["FOLIO_PREVIEWER"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        self.previewerCommand = previewer.isEmpty ? nil : previewer
    }

    /// The pager command: `$PAGER` split into words, or `less`.
    public var pagerCommand: [String] { command(from: environment["PAGER"], default: "less") }
    /// The editor command: `$VISUAL`, `$EDITOR`, or `vi`.
    public var editorCommand: [String] { command(from: environment["VISUAL"] ?? environment["EDITOR"], default: "vi") }

    /// Opens `path` in the pager or the editor with the interface suspended, then repaints;
    /// a failure becomes a notice.
    func open(_ path: String, editing: Bool, in app: Application?) {
        let command = (editing ? editorCommand : pagerCommand) + [path]
        var problem: String?
        if let app {
            app.runOutside { problem = runProgram(command) }
        } else {
            problem = runProgram(command)
        }
        if let problem { notice = problem }
    }

    private func command(from value: String?, default fallback: String) -> [String] {
        let words = (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? [fallback] : words
    }
}

/// Runs a program on the controlling terminal while the interface is suspended; arguments are
/// passed as they are, without a shell.
public enum ExternalProgram {
    /// Runs `arguments` (the first looked up in `PATH`) with `/dev/tty` as its standard input,
    /// output and error, and waits; returns an error message, or nil when it ran.
    public static func run(_ arguments: [String]) -> String? {
        guard let first = arguments.first else { return "nothing to run" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/tty", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling, not folio's handlers.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, first, &actions, &attributes, argv, environ)
        if result != 0 {
            return result == ENOENT ? "\(first): command not found (set PAGER or EDITOR)" : "cannot run \(first): \(String(cString: strerror(result)))"
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
    }
}
