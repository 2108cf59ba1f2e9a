/// The options of the config file (`name = value`), in the order `--print-config` prints them.
public enum ConfigurationOption: String, CaseIterable, Sendable {
    case layout
    case splitWidth = "split-width"
    case detailWidth = "detail-width"
    case listWidth = "list-width"
    case sort
    case reverse
    case dotfiles, previewer, opener, colors, restore, mouse, animations, watch

    /// The name written in the config file.
    public var name: String { rawValue }

    /// What the value may be, for messages and the man page.
    public var valueHint: String {
        switch self {
        case .layout: return "auto, split or stack"
        case .splitWidth, .detailWidth: return "a positive number of columns"
        case .listWidth: return "auto, a share of the terminal such as 40%, or a number of columns"
        case .sort: return "name, size or time"
        case .reverse, .dotfiles, .colors, .restore, .mouse, .animations, .watch: return "on or off"
        case .previewer, .opener: return "a command and its arguments (quoted as in a shell; no shell runs it)"
        }
    }

    /// Reads `on`/`off` (and the usual synonyms) as a Bool.
    static func parseSwitch(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: return nil
        }
    }
}
