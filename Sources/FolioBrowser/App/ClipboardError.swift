/// Why nothing was copied.
public enum ClipboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There was nothing to copy (an empty name).
    case empty
    /// The text is larger than terminals accept in one OSC 52 sequence.
    case tooLarge(bytes: Int, limit: Int)

    /// A message for the status line.
    public var description: String {
        switch self {
        case .empty: return "nothing to copy"
        case .tooLarge(let bytes, let limit):
            return "not copied: \(bytes) bytes is more than the \(limit) bytes a terminal takes in one copy (OSC 52)"
        }
    }
}
