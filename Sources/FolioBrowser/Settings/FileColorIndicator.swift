/// The two-letter file types of `LS_COLORS` (the dircolors format).
public enum FileColorIndicator: String, CaseIterable, Sendable {
    case normal = "no", file = "fi", directory = "di", link = "ln", pipe = "pi", socket = "so"
    case blockDevice = "bd", characterDevice = "cd", orphan = "or", missing = "mi"
    case executable = "ex", setuid = "su", setgid = "sg", sticky = "st"
    case otherWritable = "ow", stickyOtherWritable = "tw", door = "do", multiHardlink = "mh", capability = "ca"
    // Terminal control sequences, not colours: accepted and unused (Folio draws through curses).
    case leftCode = "lc", rightCode = "rc", endCode = "ec", reset = "rs", clearLine = "cl"

    /// Whether the value is a terminal sequence rather than SGR colour parameters.
    var isControlSequence: Bool {
        switch self {
        case .leftCode, .rightCode, .endCode, .reset, .clearLine: return true
        default: return false
        }
    }
}
