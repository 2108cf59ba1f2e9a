/// Where a configuration value came from, printed by `folio --print-config`.
public enum ConfigurationSource: Equatable, Sendable, CustomStringConvertible {
    /// Folio's built-in default.
    case builtIn
    /// A line of the config file.
    case file(path: String, line: Int)
    /// An environment variable (`FOLIO_OPENER`, `NO_COLOR`).
    case environment(String)
    /// A command-line option (`--layout`).
    case commandLine(String)

    /// The source as `--print-config` shows it: `default`, `FILE:LINE`, or the variable or option.
    public var description: String {
        switch self {
        case .builtIn: return "default"
        case .file(let path, let line): return "\(path):\(line)"
        case .environment(let name): return "environment \(name)"
        case .commandLine(let flag): return "command line \(flag)"
        }
    }
}
