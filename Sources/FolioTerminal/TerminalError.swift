import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Why the terminal could not be opened; each message says what to do.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    case noControllingTerminal
    case termUnset
    case dumbTerminal
    case unknownTerminal(String)
    /// A system call needed to set the terminal up failed: its name and errno.
    case systemCall(String, Int32)

    /// What went wrong and what to do about it.
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
        case .systemCall(let call, let code):
            let reason = String(cString: strerror(code))
            let advice = code == EMFILE || code == ENFILE
                ? "close some files or raise the limit (ulimit -n)" : "try again from a fresh terminal"
            return "cannot set up the terminal: \(call) failed: \(reason); \(advice)"
        }
    }
}
