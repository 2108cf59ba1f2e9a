import FolioKit
import FoundationEssentials

/// How programs run on the terminal: the app's spawn functions, or a test's recorder.
///
/// Chosen once, when the browser is made.
public struct ProgramRunner {
    /// Runs an external program on the terminal.
    ///
    /// Arguments are bytes, so a path reaches the program exactly as the directory holds it.
    public let run: (_ arguments: [[UInt8]]) -> String?
    /// Runs a program on the terminal reading another's output (`producer | consumer`).
    public let runPipeline: (_ producer: [[UInt8]], _ consumer: [[UInt8]]) -> String?
    /// Runs a program on the terminal reading what `input` makes (a value for the pager).
    public let runFeeding: (_ arguments: [[UInt8]], _ input: @escaping @Sendable () -> [UInt8]) -> String?

    /// A runner from its three ways of running; each returns an error message, or nil.
    public init(run: @escaping (_ arguments: [[UInt8]]) -> String? = { _ in Self.noTerminal },
                runPipeline: @escaping (_ producer: [[UInt8]], _ consumer: [[UInt8]]) -> String? = { _, _ in Self.noTerminal },
                runFeeding: @escaping (_ arguments: [[UInt8]], _ input: @escaping @Sendable () -> [UInt8]) -> String? = { _, _ in Self.noTerminal }) {
        self.run = run
        self.runPipeline = runPipeline
        self.runFeeding = runFeeding
    }

    /// What running says without a terminal.
    public static let noTerminal = "no terminal to run programs on"

    /// Runs nothing: every program fails with "no terminal to run programs on".
    public static var none: ProgramRunner { ProgramRunner() }

    /// Runs programs on the controlling terminal (`ExternalProgram`).
    public static var terminal: ProgramRunner {
        ProgramRunner(run: ExternalProgram.run, runPipeline: ExternalProgram.runPipeline(_:into:), runFeeding: ExternalProgram.run(_:feeding:))
    }
}

/// Opens files and values in other programs (the pager, the editor, the default application),
/// the terminal handed over and taken back; a failure becomes a notice.
@MainActor
public final class ExternalPrograms {
    let settings: BrowserSettings
    let notices: Notices
    let runner: ProgramRunner

    /// Programs named by `settings`, run by `runner`, their failures told to `notices`.
    public init(settings: BrowserSettings, notices: Notices, runner: ProgramRunner) {
        self.settings = settings
        self.notices = notices
        self.runner = runner
    }

    /// Opens `path` with the default application, the terminal handed over and taken back.
    func openWithDefaultApplication(_ path: RawPath, in app: Application?) {
        let opener: [String]
        switch settings.openerCommand {
        case nil:
            notices.notice = "No opener: set FOLIO_OPENER (or opener in the config file), or install xdg-open"
            return
        case .failure(let error)?:
            notices.notice = error.message
            return
        case .success(let words)?: opener = words
        }
        var problem: String?
        let arguments = Self.arguments(opener) + [path.argument]
        if let app { app.runOutside { problem = runner.run(arguments) } } else { problem = runner.run(arguments) }
        if let problem { notices.notice = Self.explain(problem, setting: "FOLIO_OPENER (or opener in the config file)") }
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
        let program = Self.arguments(editing ? settings.editorCommand : settings.pagerCommand)
        let runner = runner
        var run: () -> String? = { runner.run(program + [path.argument]) }
        var missingTool: String?
        if !editing, let format = Decompression.Format(name: String(decoding: path.lastComponent, as: UTF8.self)) {
            let tool = format.streamTool
            if ExternalProgram.isInstalled(tool[0], environment: settings.environment) {
                run = { runner.runPipeline(Self.arguments(tool) + [path.argument], program) }
            } else {
                missingTool = "\(tool[0]) is not installed: the pager shows the compressed file"
            }
        }
        var problem: String?
        if let app { app.runOutside { problem = run() } } else { problem = run() }
        if let shown = problem.map({ Self.explain($0, setting: editing ? "VISUAL or EDITOR" : "PAGER") }) ?? missingTool {
            notices.notice = shown
        }
    }

    /// A command's words as program arguments.
    static func arguments(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    /// Shows `item`'s own text in the pager (`o` on a JSON value), the terminal handed over and
    /// taken back; the text is made while the pager starts, off the main loop.
    func page(_ item: PagerTextProviding, in app: Application?) {
        let program = Self.arguments(settings.pagerCommand), input = item.pagerText()
        var problem: String?
        if let app { app.runOutside { problem = runner.runFeeding(program, input) } } else { problem = runner.runFeeding(program, input) }
        if let problem { notices.notice = Self.explain(problem, setting: "PAGER") }
    }
}
