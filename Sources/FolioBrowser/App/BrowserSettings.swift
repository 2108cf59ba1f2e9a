import FolioKit
import FoundationEssentials

/// What the browser is told once at start (the environment, the config file, `--choose`) and
/// never changes afterwards: every screen reads it, none sets it.
///
/// The display options are one shared object: the sort and dotfile keys change them for every
/// list at once; the settings only hold it.
@MainActor
public struct BrowserSettings {
    /// Shared directory display options.
    public let options: DirectoryOptions
    /// The process environment, for `PAGER`, `EDITOR` and `TMUX`.
    public let environment: [String: String]
    /// True with `--choose`: opening a file chooses it and quits.
    public let choosesPath: Bool
    /// Colours for file rows (`LS_COLORS`), or nil for no colours.
    public let fileColors: FileColors?
    /// The opener from the config file, if any.
    public let configuredOpener: [String]?
    /// The external previewer (lf's convention: called with the path, width and height, no
    /// shell): `$FOLIO_PREVIEWER` split into words by default; the config file may set it.
    public let previewerCommand: [String]?
    /// Why `$FOLIO_PREVIEWER` gave no previewer (a quoting mistake), told when the browser starts.
    public let previewerProblem: String?
    /// The colours a previewer's output is reduced to, read from the environment once.
    public let colorDepth: ColorDepth
    /// The home directory (`$HOME`), for `~`.
    public let homeDirectory: String?
    /// The pager command: `$PAGER` split into words, or `less`.
    public let pagerCommand: [String]
    /// The editor command: `$VISUAL`, `$EDITOR`, or `vi`.
    public let editorCommand: [String]
    /// Whether the directories on screen follow changes made outside Folio (inotify).
    ///
    /// `watch = on` in the config file, the program's default; off here, so a test's screens
    /// change only when the test says.
    public var watchesDirectories = false

    /// Creates the settings; `previewer` given (even as nil) replaces `$FOLIO_PREVIEWER`'s.
    public init(options: DirectoryOptions = DirectoryOptions(), environment: [String: String] = [:], choosesPath: Bool = false,
                fileColors: FileColors? = FileColors(lsColors: nil), opener: [String]? = nil, previewer: [String]?? = .none) {
        self.options = options
        self.environment = environment
        self.choosesPath = choosesPath
        self.fileColors = fileColors
        self.configuredOpener = opener
        // Split as the config file splits (quotes keep spaces), as FOLIO_OPENER is.
        var fromEnvironment: [String]?
        switch CommandWords.split(environment["FOLIO_PREVIEWER"] ?? "") {
        case .success(let words):
            fromEnvironment = words.isEmpty ? nil : words
            previewerProblem = nil
        case .failure(let error):
            fromEnvironment = nil
            previewerProblem = "FOLIO_PREVIEWER: \(error); no previewer"
        }
        self.previewerCommand = previewer ?? fromEnvironment
        self.colorDepth = ColorDepth(environment: environment)
        self.homeDirectory = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment.isEmpty ? FileManager.default.homeDirectoryForCurrentUser.path : nil)
        self.pagerCommand = Self.command(from: environment["PAGER"], default: "less")
        self.editorCommand = Self.command(from: environment["VISUAL"] ?? environment["EDITOR"], default: "vi")
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

    /// The style of an item's row: `LS_COLORS` (or the built-in default) for files, blue and
    /// bold for anything else that opens; no colour with colours off.
    func style(for item: BrowserItem) -> Style {
        if let file = item as? FileItem, let colors = fileColors {
            if let style = file.rowStyle(colors: colors) { return style }
            return item.hasChildren ? Style(foreground: .blue, attributes: .bold) : .plain
        }
        return item.hasChildren ? Style(foreground: .blue, attributes: .bold) : .plain
    }

    private static func command(from value: String?, default fallback: String) -> [String] {
        let words = (value ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? [fallback] : words
    }
}
