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
    /// Runs an external program on the terminal; set by the app (tests replace it).
    public var runProgram: (_ arguments: [String]) -> String?

    /// Creates a context.
    public init(options: DirectoryOptions = DirectoryOptions(), environment: [String: String] = [:], choosesPath: Bool = false) {
        self.options = options
        self.environment = environment
        self.choosesPath = choosesPath
        self.runProgram = { _ in "no terminal to run programs on" }
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
    /// Runs `arguments` (looked up in `PATH`) with `/dev/tty` as its terminal and waits; returns
    /// an error message, or nil when it ran.
    public static func run(_ arguments: [String]) -> String? {
        guard let first = arguments.first else { return "nothing to run" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--"] + arguments
        if let tty = FileHandle(forUpdatingAtPath: "/dev/tty") {
            process.standardInput = tty
            process.standardOutput = tty
            process.standardError = tty
        }
        do {
            try process.run()
        } catch {
            return "cannot run \(first): \(error.localizedDescription)"
        }
        process.waitUntilExit()
        if process.terminationStatus == 127 { return "\(first): command not found (set PAGER or EDITOR)" }
        return nil
    }
}
