/// Why the terminal could not be opened; each message says what to do.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    case noControllingTerminal
    case termUnset
    case dumbTerminal
    case unknownTerminal(String)

    public var description: String {
        switch self {
        case .noControllingTerminal:
            return "no controlling terminal (/dev/tty cannot be opened); run folio from an interactive terminal"
        case .termUnset:
            return "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
        case .dumbTerminal:
            return "TERM=dumb cannot show a full-screen interface; set TERM to your terminal's type, for example TERM=xterm-256color"
        case .unknownTerminal(let name):
            return "unknown terminal type '\(name)' (no terminfo entry); set TERM to a known type such as xterm-256color, or install ncurses-term"
        }
    }
}
