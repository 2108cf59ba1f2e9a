/// How wide the list column is beside the detail (`list-width` in the config file).
public enum ListWidth: Equatable, Sendable {
    /// FolioKit's default, as UIKit's: 35 % of the terminal, at most 60 columns.
    case automatic
    /// A share of the terminal, in percent (1 to 90), without the 60-column cap.
    case share(Int)
    /// A number of columns.
    case columns(Int)

    /// Reads `auto`, `40%` or `40`; nil for anything else.
    public init?(configValue text: String) {
        if text.lowercased() == "auto" {
            self = .automatic
        } else if text.hasSuffix("%"), let percent = Int(text.dropLast()), (1...90).contains(percent) {
            self = .share(percent)
        } else if let columns = Int(text), columns > 0 {
            self = .columns(columns)
        } else {
            return nil
        }
    }

    /// The value as the config file writes it.
    public var configValue: String {
        switch self {
        case .automatic: return "auto"
        case .share(let percent): return "\(percent)%"
        case .columns(let columns): return String(columns)
        }
    }
}
