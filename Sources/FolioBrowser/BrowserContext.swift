import FolioKit
import FoundationEssentials

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
    /// The path chosen (its bytes), printed on standard output at exit with `--choose`.
    public internal(set) var chosenPath: [UInt8]?
    /// The last problem worth telling the user (shown in the status line), if any.
    public internal(set) var notice: String? { didSet { if let notice { onNotice?(notice) } } }
    /// Shows a notice to the user (the app puts it in the window's bottom row).
    public var onNotice: ((String) -> Void)?
    /// What slow work in the background is doing ("Sorting by size…"), shown while it runs.
    public internal(set) var progress: String? {
        didSet { if progress != oldValue { onProgress?(progress) } }
    }
    /// Shows (or, with nil, hides) the progress of background work.
    public var onProgress: ((String?) -> Void)?
    /// The running application, which background loads report to.
    ///
    /// Lists made before it existed start their loads when it is set (a hidden column never
    /// appears, yet its list must load for the detail column to show something).
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

    /// Where the last jump came from, for `''`.
    public internal(set) var previousPlace: BrowserPlace?
    /// Paths (locators' bytes) the user marked, in the order marked; `--choose` prints them.
    public internal(set) var marks: [[UInt8]] = []
    /// Bookmarked directories by letter (`m` sets, `'` goes).
    public internal(set) var bookmarks = Bookmarks()
    /// Saves bookmarks off the main loop.
    let bookmarkWorker = BackgroundWorker(label: "folio.bookmarks")
    /// Colours for file rows (`LS_COLORS`), or nil for no colours.
    public var fileColors: FileColors? = FileColors(lsColors: nil) { didSet { fileColorsGeneration += 1 } }
    /// Changes with `fileColors`, so row colours cached by items are made again.
    private(set) var fileColorsGeneration = 0
    /// The opener from the config file, if any.
    public var configuredOpener: [String]?
    /// The home directory (`$HOME`), for `~`.
    public var homeDirectory: String? {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment.isEmpty ? FileManager.default.homeDirectoryForCurrentUser.path : nil)
    }
    /// The external previewer (lf's convention: called with the path, width and height, no
    /// shell): `$FOLIO_PREVIEWER` split into words by default; the config file may set it.
    public var previewerCommand: [String]?
    /// Makes previews off the main loop, one at a time, newest first.
    public let previewWorker = PreviewWorker()
    /// Whether file previews wrap long lines (`w`), kept as the selection moves, as lf keeps it.
    public var wrapsPreviewLines = false
    /// The colours a previewer's output is reduced to, read from the environment once (every
    /// preview request needs it, and the environment never changes).
    public private(set) lazy var colorDepth = ColorDepth(environment: environment)

    /// Runs an external program on the terminal; set by the app (tests replace it).
    ///
    /// Arguments are bytes, so a path reaches the program exactly as the directory holds it.
    public var runProgram: (_ arguments: [[UInt8]]) -> String?
    /// Runs a program on the terminal reading another's output (`producer | consumer`); set by
    /// the app (tests replace it).
    public var runPipeline: (_ producer: [[UInt8]], _ consumer: [[UInt8]]) -> String?
    /// Runs a program on the terminal reading what `input` makes (a value for the pager); set
    /// by the app (tests replace it).
    public var runFeeding: (_ arguments: [[UInt8]], _ input: @escaping @Sendable () -> [UInt8]) -> String?

    /// Creates a context.
    public init(options: DirectoryOptions = DirectoryOptions(), environment: [String: String] = [:], choosesPath: Bool = false) {
        self.options = options
        self.environment = environment
        self.choosesPath = choosesPath
        self.runProgram = { _ in "no terminal to run programs on" }
        self.runPipeline = { _, _ in "no terminal to run programs on" }
        self.runFeeding = { _, _ in "no terminal to run programs on" }
        // Split as the config file splits (quotes keep spaces), as FOLIO_OPENER is.
        switch CommandWords.split(environment["FOLIO_PREVIEWER"] ?? "") {
        case .success(let words): previewerCommand = words.isEmpty ? nil : words
        case .failure(let error):
            previewerCommand = nil
            notice = "FOLIO_PREVIEWER: \(error); no previewer"
        }
    }

    /// The pager command: `$PAGER` split into words, or `less`.
    public var pagerCommand: [String] { command(from: environment["PAGER"], default: "less") }
    /// The editor command: `$VISUAL`, `$EDITOR`, or `vi`.
    public var editorCommand: [String] { command(from: environment["VISUAL"] ?? environment["EDITOR"], default: "vi") }

    /// Chooses `locator` (with `--choose`) and ends the program.
    func choose(_ locator: [UInt8], in app: Application?) {
        chosenPath = locator
        app?.quit()
    }

    /// What `--choose` prints, one entry a line: the marked items, else the chosen one, else
    /// `fallback` (the current directory).
    public func choiceOutput(fallback: [UInt8]?) -> [[UInt8]] {
        if !marks.isEmpty { return marks }
        if let chosenPath { return [chosenPath] }
        return fallback.map { [$0] } ?? []
    }

    /// Clears the notice row (after a two-key command's prompt).
    func clearNotice() {
        notice = nil
        onNotice?("")
    }

    /// The largest text copied: terminals drop longer OSC 52 sequences.
    static let clipboardLimit = Clipboard.maximumBytes

    /// Whether the tmux hint was given (once a session is enough).
    private var toldTmuxClipboard = false

    /// Sends `bytes` to the terminal's clipboard (OSC 52) and says what was sent.
    ///
    /// The terminal never says whether it kept the copy (tmux drops it unless `set-clipboard`
    /// is on), so the notice says it was sent, and inside tmux, once, how to make tmux keep it.
    func copy(_ bytes: [UInt8], describing what: String) {
        guard let app = application else { return }
        guard bytes.count <= Self.clipboardLimit else {
            notice = "Not copied: the \(what) is \(bytes.count) bytes; terminals take at most \(Self.clipboardLimit)"
            return
        }
        app.terminal.copyToClipboard(bytes)
        let text = TextWidth.visible(String(decoding: bytes, as: UTF8.self))
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        var words = "Sent the \(what) to the clipboard: \(shown)"
        if environment["TMUX"] != nil && !toldTmuxClipboard {
            toldTmuxClipboard = true
            words += " (tmux keeps it only with: set -g set-clipboard on)"
        }
        notice = words
    }

    /// The command that opens files with their default application: `$FOLIO_OPENER` (split into
    /// words as in the config file: quotes keep spaces), the configured opener, else `xdg-open`
    /// when it is installed; a quoting mistake in `$FOLIO_OPENER` is the failure.
    public var openerCommand: Result<[String], BrowserError>? {
        if let value = environment["FOLIO_OPENER"], !value.trimmingScalars(where: String.isWhitespace).isEmpty {
            switch CommandWords.split(value) {
            case .success(let words) where !words.isEmpty: return .success(words)
            case .success: break
            case .failure(let error): return .failure(BrowserError("FOLIO_OPENER: \(error)"))
            }
        }
        if let configuredOpener { return .success(configuredOpener) }
        return ExternalProgram.isInstalled("xdg-open", environment: environment) ? .success(["xdg-open"]) : nil
    }

    /// Opens `path` with the default application, the terminal handed over and taken back.
    func openWithDefaultApplication(_ path: RawPath, in app: Application?) {
        let opener: [String]
        switch openerCommand {
        case nil:
            notice = "No opener: set FOLIO_OPENER (or opener in the config file), or install xdg-open"
            return
        case .failure(let error)?:
            notice = error.message
            return
        case .success(let words)?: opener = words
        }
        var problem: String?
        let arguments = Self.arguments(opener) + [path.argument]
        if let app { app.runOutside { problem = runProgram(arguments) } } else { problem = runProgram(arguments) }
        if let problem { notice = Self.explain(problem, setting: "FOLIO_OPENER (or opener in the config file)") }
    }

    /// A program's failure, with the setting that names the program when it was not found.
    static func explain(_ problem: String, setting: String) -> String {
        problem.hasSuffix(ExternalProgram.notFound) ? "\(problem) (set \(setting))" : problem
    }

    /// Opens `path` in the pager or the editor with the interface suspended, then repaints;
    /// a failure becomes a notice.
    ///
    /// A compressed file (`.gz`, `.xz`, `.bz2`, `.zst`) goes to the pager decompressed, as the
    /// preview shows it: its tool writes into a pipe the pager reads (`gzip -dc FILE | less`).
    /// Without the tool the pager gets the file as it is, and a notice says why.
    func open(_ path: RawPath, editing: Bool, in app: Application?) {
        let program = Self.arguments(editing ? editorCommand : pagerCommand)
        var run: () -> String? = { [self] in runProgram(program + [path.argument]) }
        var missingTool: String?
        if !editing, let format = Decompression.Format(name: String(decoding: path.lastComponent, as: UTF8.self)) {
            let tool = format.streamTool
            if ExternalProgram.isInstalled(tool[0], environment: environment) {
                run = { [self] in runPipeline(Self.arguments(tool) + [path.argument], program) }
            } else {
                missingTool = "\(tool[0]) is not installed: the pager shows the compressed file"
            }
        }
        var problem: String?
        if let app { app.runOutside { problem = run() } } else { problem = run() }
        if let shown = problem.map({ Self.explain($0, setting: editing ? "VISUAL or EDITOR" : "PAGER") }) ?? missingTool { notice = shown }
    }

    /// A command's words as program arguments.
    static func arguments(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    /// Shows `item`'s own text in the pager (`o` on a JSON value), the terminal handed over and
    /// taken back; the text is made while the pager starts, off the main loop.
    func page(_ item: PagerTextProviding, in app: Application?) {
        let program = Self.arguments(pagerCommand), input = item.pagerText()
        var problem: String?
        if let app { app.runOutside { problem = runFeeding(program, input) } } else { problem = runFeeding(program, input) }
        if let problem { notice = Self.explain(problem, setting: "PAGER") }
    }

    private func command(from value: String?, default fallback: String) -> [String] {
        let words = (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? [fallback] : words
    }
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
        Syscall.startThread {
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
