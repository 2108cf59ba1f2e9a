import FolioBrowser
import FolioKit

/// The command line, parsed: what to open and how.
struct Options {
    var path: String?
    /// Where `path` is among the arguments, so that its bytes can be read as they were given.
    var pathIndex: Int?
    /// Settings that override the config file; nil where the option was not given.
    var settings = CommandLineSettings()
    var choose = false
    var showHelp = false
    var showVersion = false
    var printsConfig = false
    var guide = false
    var chooseNul = false
    var maxSize = DocumentLimit.standard

    static let usage = """
    Usage: folio [options] [PATH | -]

    Browse a directory (with no PATH, the current one), a JSON or JSON Lines document (.json,
    .jsonl, .ndjson, .geojson, or a file starting with { or [), a SQLite database (read-only,
    known by its header), JSON from standard input (-), or with --guide the bundled catalog,
    in a master-detail terminal interface. Any other file opens its folder with it selected.
    A directory starts with the row selected when Folio last quit there; '' goes back to the
    deeper place left then. A document reopens where it was left.

    Options:
      --layout auto|split|stack  force side-by-side columns or one stack (default: auto,
                                 side by side from --split-width columns)
      --split-width N            columns from which the layout is side by side (default 80)
      --detail-width N           keep the list beside the detail while the detail has at
                                 least N columns, even in a tall window (default 60)
      --guide                    open the bundled catalog (a guide to Folio and sample data)
      --no-restore               do not reopen the place saved when Folio last quit
                                 (nor overwrite it)
      --choose                   print the chosen path on standard output at exit: the
                                 marked rows, else the file chosen with Enter, else the
                                 current directory (starts at PATH, not at a saved place)
      --choose0                  as --choose, each path ended by NUL (for xargs -0)
      --max-size N[KMG]          read documents up to this size (default \(DocumentLimit.standard),
                                 at most 4G)
      --mouse                    clicks select and open, the wheel scrolls, the divider
                                 drags (hold Shift to select text in the terminal)
      --no-animation             no motion: pushes, pops and swipes jump to their end
                                 (also FOLIO_REDUCE_MOTION=1, animations = off)
      --print-config             print the effective configuration and exit
      -h, --help                 show this help
      --version                  show the version

    Keys: arrows or hjkl move, Enter opens, h/Left/Esc go back (at a directory's root, to
    its parent), q quits, : goes to a path, ( and ) narrow and widen the list, ? or F1 lists
    every key.
    Configuration: ~/.config/folio/config (see folio(1)).
    """

    /// Parses arguments (without the program name); the error is a message for stderr.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(for flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError("\(flag) needs a value")) }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            var flag = argument, inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            switch flag {
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--no-restore": options.settings.restores = false
            case "--print-config": options.printsConfig = true
            case "--choose": options.choose = true
            case "--choose0": options.choose = true; options.chooseNul = true
            case "--mouse": options.settings.mouse = true
            case "--no-animation": options.settings.animations = false
            case "--guide": options.guide = true
            case "--layout":
                let raw: String
                if let inline { raw = inline } else {
                    switch value(for: flag) { case .success(let v): raw = v; case .failure(let e): return .failure(e) }
                }
                guard let layout = LayoutOverride(rawValue: raw) else {
                    return .failure(UsageError("--layout must be auto, split or stack, not '\(raw)'"))
                }
                options.settings.layout = layout
            case "--max-size":
                let raw: String
                if let inline { raw = inline } else {
                    switch value(for: flag) { case .success(let v): raw = v; case .failure(let e): return .failure(e) }
                }
                guard let limit = DocumentLimit.parse(raw) else {
                    return .failure(UsageError("--max-size must be a size such as 512M or 3G (at most 4G), not '\(raw)'"))
                }
                options.maxSize = limit
            case "--split-width", "--detail-width":
                let raw: String
                if let inline { raw = inline } else {
                    switch value(for: flag) { case .success(let v): raw = v; case .failure(let e): return .failure(e) }
                }
                guard let width = Int(raw), width > 0 else {
                    return .failure(UsageError("\(flag) must be a positive number of columns, not '\(raw)'"))
                }
                if flag == "--split-width" { options.settings.splitWidth = width } else { options.settings.detailWidth = width }
            case "--":
                if index + 1 < arguments.count {
                    options.path = arguments[index + 1]
                    options.pathIndex = index + 1
                }
                index = arguments.count
                continue
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    return .failure(UsageError("unknown option '\(argument)' (see folio --help)"))
                }
                if options.path != nil { return .failure(UsageError("only one PATH can be opened (see folio --help)")) }
                options.path = argument
                options.pathIndex = index
            }
            index += 1
        }
        return .success(options)
    }
}

/// A command-line mistake, reported on stderr with exit code 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
