import CNcursesw
import FolioKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: ncursesw on `/dev/tty`, so standard output stays free for data.
///
/// Opening it sets the locale, refuses clearly when there is no usable terminal, keeps resizes
/// working when `LINES`/`COLUMNS` are set, sets a short ESC delay, and installs the handlers that
/// always give the terminal back (see `folio_install_signal_handlers`).
@MainActor
public final class NcursesTerminal: Terminal {
    public let isMonochrome: Bool
    /// True when the locale's character set is UTF-8; otherwise text is shown in ASCII.
    public let isUTF8: Bool
    private let screen: OpaquePointer
    private let ttyFile: UnsafeMutablePointer<FILE>
    private let ttyDescriptor: Int32
    private let signalDescriptor: Int32
    private let wakeReadDescriptor: Int32
    private nonisolated let wakeWriteDescriptor: Int32
    private var extraKeys: [Int32: Key] = [:]
    private var colorPairs: [Style: Int16] = [:]
    private var pairKeys: [ColorKey: Int16] = [:]
    private var isClosed = false
    private var lastStatus = ""

    private struct ColorKey: Hashable { var foreground: Color; var background: Color }

    /// Opens the controlling terminal; throws a `TerminalError` that says what to fix.
    /// With `mouse`, clicks and the wheel are reported (the terminal's own selection then
    /// needs Shift).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = false) throws {
        isUTF8 = folio_setlocale() == 1
        let term = environment["TERM"] ?? ""
        if term.isEmpty { throw TerminalError.termUnset }
        if term == "dumb" { throw TerminalError.dumbTerminal }
        guard let file = fopen("/dev/tty", "r+") else { throw TerminalError.noControllingTerminal }
        // ncurses believes LINES/COLUMNS over the real size and then ignores resizes.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        if environment["ESCDELAY"] == nil { set_escdelay(25) }
        signalDescriptor = folio_install_signal_handlers()
        let fd = fileno(file)
        folio_remember_terminal(fd, nil)
        guard let made = newterm(term, file, file) else {
            fclose(file)
            throw TerminalError.unknownTerminal(term)
        }
        screen = made
        ttyFile = file
        ttyDescriptor = fd
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        wakeReadDescriptor = fds[0]
        wakeWriteDescriptor = fds[1]
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)

        let wantsColor = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        var colors = false
        if wantsColor && has_colors() {
            start_color()
            use_default_colors()
            colors = true
        }
        isMonochrome = !colors
        cbreak()
        noecho()
        nonl()
        intrflush(folio_stdscr(), false)
        keypad(folio_stdscr(), true)
        nodelay(folio_stdscr(), true)
        curs_set(0)
        extraKeys = KeyDecoder.defineExtraKeys()
        if mouse {
            _ = mousemask(folio_button1_pressed() | folio_button1_clicked() | folio_wheel_up() | folio_wheel_down(), nil)
            _ = mouseinterval(0)
        }
        // A crash must also switch mouse reporting off, or the shell would get mouse codes.
        folio_remember_terminal(fd, Self.restoreSequence() + (mouse ? "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" : ""))
    }

    /// The terminfo strings that undo what curses did: leave the alternate screen, show the
    /// cursor, reset attributes, leave keypad mode.
    private static func restoreSequence() -> String {
        var sequence = ""
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            guard let raw = tigetstr(capability), Int(bitPattern: raw) != -1 else { continue }
            sequence += String(cString: raw)
        }
        return sequence + "\r\n"
    }

    /// Gives the terminal back; safe to call twice.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        curs_set(1)
        endwin()
        delscreen(screen)
        fclose(ttyFile)
    }

    public var size: Size {
        var rows: Int32 = 0, cols: Int32 = 0
        folio_getmaxyx(folio_stdscr(), &rows, &cols)
        return Size(width: Int(cols), height: Int(rows))
    }

    // MARK: Input

    public func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent? {
        if let event = pendingSignalEvent() { return event }
        if let event = readCurses() { return event }
        var fds = [
            pollfd(fd: ttyDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReadDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&fds, nfds_t(fds.count), Int32(timeout ?? -1))
        if let event = pendingSignalEvent() { return event }
        if ready > 0 && fds[2].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            while read(wakeReadDescriptor, &drain, drain.count) > 0 {}
            return .wake
        }
        // After EINTR (a SIGWINCH) or input, ncurses has the answer (KEY_RESIZE or a key).
        return readCurses()
    }

    private func pendingSignalEvent() -> TerminalEvent? {
        switch folio_take_signal() {
        case 0: return nil
        case SIGTSTP:
            stopForShell()
            return .resumed
        default:
            return .interrupt
        }
    }

    private func readCurses() -> TerminalEvent? {
        var character: wint_t = 0
        while true {
            let result = wget_wch(folio_stdscr(), &character)
            if result == ERR { return nil }
            if result == KEY_CODE_YES {
                let code = Int32(character)
                if code == KEY_RESIZE { return .resize(size) }
                if code == KEY_MOUSE {
                    var event = MEVENT()
                    if getmouse(&event) == OK, let mouse = Self.mouseEvent(event) { return .mouse(mouse) }
                    continue
                }
                if let key = KeyDecoder.decode(functionKey: code, extra: extraKeys) { return .key(key) }
                continue
            }
            if character == 27, let alt = altChord() { return .key(alt) }
            if let key = KeyDecoder.decode(character: UInt32(character)) { return .key(key) }
        }
    }

    /// The FolioKit event for an ncurses mouse report, or nil for one Folio ignores (releases).
    private static func mouseEvent(_ event: MEVENT) -> MouseEvent? {
        let at = Point(x: Int(event.x), y: Int(event.y))
        if event.bstate & folio_wheel_up() != 0 { return MouseEvent(.wheelUp, at: at) }
        if event.bstate & folio_wheel_down() != 0 { return MouseEvent(.wheelDown, at: at) }
        if event.bstate & (folio_button1_pressed() | folio_button1_clicked()) != 0 { return MouseEvent(.click, at: at) }
        return nil
    }

    /// ESC followed at once by a character is Alt plus that character.
    private func altChord() -> Key? {
        var next: wint_t = 0
        let result = wget_wch(folio_stdscr(), &next)
        guard result == OK else { return nil }
        if next == 27 { unget_wch(wchar_t(next)); return nil }
        guard let key = KeyDecoder.decode(character: UInt32(next)) else { return nil }
        return Key(key.code, modifiers: key.modifiers.union(.alt))
    }

    // MARK: Output

    public func present(_ update: FrameUpdate) {
        let window = folio_stdscr()
        if update.isFullRepaint {
            werase(window)
            clearok(folio_curscr(), true)
        }
        for run in update.runs {
            wattr_set(window, attributes(for: run.style), pair(for: run.style), nil)
            var chars: [wchar_t] = []
            chars.reserveCapacity(run.glyphs.count + 1)
            for glyph in run.glyphs {
                for scalar in outputText(glyph).unicodeScalars { chars.append(wchar_t(bitPattern: scalar.value)) }
            }
            chars.append(0)
            _ = mvwaddnwstr(window, Int32(run.row), Int32(run.column), chars, Int32(chars.count - 1))
        }
        wattr_set(window, folio_a_normal(), 0, nil)
        if let cursor = update.cursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// In a non-UTF-8 locale, text is folded to ASCII: accents dropped, other characters `?`
    /// (one per column, so the layout holds) and box drawing as ASCII lines.
    private func outputText(_ glyph: Glyph) -> String {
        if isUTF8 { return glyph.text }
        if glyph.text.unicodeScalars.allSatisfy({ $0.isASCII }) { return glyph.text }
        if let line = Self.asciiLines[glyph.text] { return line }
        let folded = glyph.text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        if folded.unicodeScalars.allSatisfy({ $0.isASCII }), TextWidth.width(of: folded) == glyph.width { return folded }
        return String(repeating: "?", count: glyph.width)
    }

    private static let asciiLines: [String: String] = [
        "─": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "┬": "+", "┴": "+",
        "›": ">", "‹": "<", "…": ".", "▸": ">", "•": "*",
    ]

    private func attributes(for style: Style) -> attr_t {
        var attrs = folio_a_normal()
        if style.attributes.contains(.bold) { attrs |= folio_a_bold() }
        if style.attributes.contains(.dim) { attrs |= folio_a_dim() }
        if style.attributes.contains(.reverse) { attrs |= folio_a_reverse() }
        if style.attributes.contains(.underline) { attrs |= folio_a_underline() }
        return attrs
    }

    private func pair(for style: Style) -> Int16 {
        guard !isMonochrome, style.foreground != .default || style.background != .default else { return 0 }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if let known = pairKeys[key] { return known }
        let next = Int16(pairKeys.count + 1)
        guard Int32(next) < folio_color_pairs() else { return 0 }
        init_pair(next, colorNumber(style.foreground), colorNumber(style.background))
        pairKeys[key] = next
        return next
    }

    private func colorNumber(_ color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .palette(let n): return Int32(n) < folio_colors() ? Int16(n) : Int16(n % 8)
        }
    }

    public func setStatus(_ status: String) {
        guard status != lastStatus else { return }
        lastStatus = status
        fflush(ttyFile)
        let sequence = "\u{1B}]2;\(TextWidth.visible(status))\u{07}"
        _ = sequence.withCString { write(ttyDescriptor, $0, strlen($0)) }
    }

    public func copyToClipboard(_ text: String) {
        fflush(ttyFile)
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        _ = sequence.withCString { write(ttyDescriptor, $0, strlen($0)) }
    }

    // MARK: Suspension

    public func suspend() {
        def_prog_mode()
        endwin()
    }

    public func resume() {
        reset_prog_mode()
        clearok(folio_curscr(), true)
        _ = wrefresh(folio_stdscr())
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again when continued.
    private func stopForShell() {
        suspend()
        folio_stop_self()
        resume()
    }

    public nonisolated func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriteDescriptor, &byte, 1)
    }
}
