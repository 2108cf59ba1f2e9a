import CNcursesw
import FolioKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: ncursesw on `/dev/tty`, so standard output stays free for data.
///
/// Opening it sets the locale, refuses clearly when there is no usable terminal, keeps resizes
/// working when `LINES`/`COLUMNS` are set, sets a short ESC delay, and installs the handlers that
/// always give the terminal back (see `folio_install_signal_handlers`): the user's tty modes are
/// remembered once, before curses changes them, and put back exactly on every way out.
@MainActor
public final class NcursesTerminal: Terminal {
    /// True under `NO_COLOR` or on a terminal without colours.
    public let isMonochrome: Bool
    /// True when the locale's character set is UTF-8; otherwise text is shown in ASCII.
    public let isUTF8: Bool
    /// True when the line is fast enough for motion and the terminal can address the cursor
    /// (see `Animator.suitsTerminal`); false turns animations off by themselves.
    public private(set) var suitsMotion = true
    private let screen: OpaquePointer
    private let ttyFile: UnsafeMutablePointer<FILE>
    private let ttyDescriptor: Int32
    private nonisolated let wakePipe: WakePipe
    /// ncurses' function key codes and the extra ones defined at start-up, made once: building
    /// the table for each key cost more than the rest of reading it.
    private var functionKeys = FunctionKeyCodes.curses(extra: [:])
    /// Colour pairs defined so far, by the colours they join (see `pair(for:)`).
    var pairKeys: [ColorKey: Int16] = [:]
    /// The colours asked for last and their pair.
    var lastPair: (key: ColorKey, pair: Int16)?
    /// Frames other than full repaints go out through this, when the terminal allows.
    var direct: DirectOutput?
    /// The screen's size at the last frame ncurses drew; direct frames need the same size.
    var directScreenSize: Size?
    /// The bytes of the frame being written, kept between frames.
    var outputBytes = FrameBytes()
    /// The wide characters of the run being written, kept between runs and frames so a frame
    /// allocates no buffer.
    var wideText: [wchar_t] = []
    private var isClosed = false
    private var lastStatus = ""
    /// True when `--mouse` asked for pointer reports.
    private let usesMouse: Bool
    private var mouseDecoder = MouseReportDecoder()
    /// Events decoded from one report and not yet returned (a lost press comes before its drag).
    private var pendingMouse: [MouseEvent] = []
    /// True when Folio reads the keyboard and mouse itself, whole (see `InputDecoder`): in a
    /// UTF-8 locale; otherwise all input is left to ncurses.
    private var readsInput = false
    /// False once ncurses has said it holds no input: Folio's own reads leave it none, so it is
    /// asked again only after a signal or a resize (see `nextEvent`).
    private var cursesMayHoldInput = true
    private var inputDecoder = InputDecoder(sequences: [])
    /// Input decoded and not yet returned (keys typed ahead arrive in one read).
    private var pendingInput: [TerminalEvent] = []
    /// What the last read decoded to, kept between reads so a key allocates nothing.
    private var decodedInput: [InputDecoder.Event] = []
    /// The buffer each read of the terminal fills.
    private var inputChunk = [UInt8](repeating: 0, count: 512)
    /// What the wait polls (the terminal, the signal pipe, the wake pipe, the main queue), made once: a wait
    /// allocates nothing.
    private var waitSet: [pollfd] = []

    struct ColorKey: Hashable { var foreground: Color; var background: Color }

    /// Mouse reporting off, in every protocol ncurses may have switched on (a crash must switch
    /// it off too, or the shell would get mouse codes).
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Button-motion reports (1002): a held button reports each cell it moves over.
    ///
    /// The terminfo entry switches on only clicks (1000), so Folio adds this itself.
    private static let buttonMotionOn = "\u{1B}[?1002h"

    /// Opens the controlling terminal; throws a `TerminalError` that says what to fix.
    ///
    /// With `mouse`, clicks, drags and the wheel are reported (the terminal's own selection then
    /// needs Shift).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = false) throws {
        isUTF8 = folio_setlocale() == 1
        usesMouse = mouse
        let term = environment["TERM"] ?? ""
        if term.isEmpty { throw TerminalError.termUnset }
        if term == "dumb" { throw TerminalError.dumbTerminal }
        guard let file = fopen("/dev/tty", "r+") else { throw TerminalError.noControllingTerminal }
        let fd = fileno(file)
        // ncurses believes LINES/COLUMNS over the real size and then ignores resizes.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        if environment["ESCDELAY"] == nil { set_escdelay(25) }
        // Before newterm: ncurses puts in its own SIGINT/SIGTERM/SIGTSTP handlers only where
        // none is set, and the modes must be taken before curses changes any.
        let signals = folio_install_signal_handlers()
        guard signals >= 0 else {
            let failure = errno
            fclose(file)
            throw TerminalError.systemCall("pipe2 (signal pipe)", failure)
        }
        guard folio_remember_modes(fd) == 0 else {
            let failure = errno
            fclose(file)
            throw TerminalError.systemCall("tcgetattr(/dev/tty)", failure)
        }
        let pipe: WakePipe
        do {
            pipe = try WakePipe()
        } catch {
            folio_forget_terminal()
            fclose(file)
            throw error
        }
        guard let made = newterm(term, file, file) else {
            // Out of descriptors, the terminfo entry cannot even be opened: say that, not
            // "unknown" (ncurses does not keep the errno; a dup of the tty tells).
            let probe = dup(fd)
            let failure = probe < 0 ? errno : 0
            if probe >= 0 { _ = Glibc.close(probe) }
            pipe.close()
            folio_forget_terminal()
            fclose(file)
            if failure == EMFILE || failure == ENFILE { throw TerminalError.systemCall("newterm (reading terminfo)", failure) }
            throw TerminalError.unknownTerminal(term)
        }
        // From here the screen may be switched: a signal must find the way back already known.
        folio_set_restore_sequence(Self.restoreSequence() + (mouse ? Self.mouseOff : ""))
        folio_watch_resizes()
        wakePipe = pipe
        screen = made
        ttyFile = file
        ttyDescriptor = fd
        // The main dispatch queue's eventfd last: the main actor's work (tasks, `await`s' ends)
        // wakes the wait as posted work does (`MainQueue`).
        waitSet = [fd, signals, pipe.readDescriptor, MainQueue.descriptor].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }

        let wantsColor = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        var colors = false
        if wantsColor && has_colors() {
            start_color()
            use_default_colors()
            colors = true
        }
        isMonochrome = !colors
        // nil on a terminal the direct writer does not suit: ncurses' doupdate then draws every frame.
        direct = DirectOutput(colors: Int(folio_colors()), isMonochrome: !colors)
        let cursorAddress = tigetstr("cup")
        let hasCursorAddressing = cursorAddress.map { Int(bitPattern: $0) != -1 } ?? false
        suitsMotion = Animator.suitsTerminal(baudRate: Int(baudrate()), hasCursorAddressing: hasCursorAddressing)
        cbreak()
        noecho()
        nonl()
        intrflush(folio_stdscr(), false)
        keypad(folio_stdscr(), true)
        nodelay(folio_stdscr(), true)
        curs_set(0)
        functionKeys = .curses(extra: KeyDecoder.defineExtraKeys())
        // In another character set ncurses decodes the bytes by the locale; in UTF-8 Folio reads
        // them itself.
        if isUTF8 {
            inputDecoder = InputDecoder(sequences: keypadSequences() + KeyDecoder.commonSequences)
            readsInput = true
        }
        if mouse {
            _ = mousemask(folio_button1_pressed() | folio_button1_released() | folio_button1_clicked()
                | folio_report_mouse_position() | folio_wheel_up() | folio_wheel_down(), nil)
            _ = mouseinterval(0)
            // After mousemask has written its own modes: a later 1000 would end 1002 on terminals
            // (tmux) where the tracking modes exclude each other.
            writeToTerminal(Self.buttonMotionOn)
        }
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

    /// Gives the terminal back, with the user's modes exactly as they were; safe to call twice.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        curs_set(1)
        endwin()
        // endwin switches off what terminfo switched on, not the button-motion mode Folio added.
        if usesMouse { writeToTerminal(Self.mouseOff) }
        // endwin puts back the modes ncurses saved; ours were taken earlier, before any change.
        folio_forget_terminal()
        delscreen(screen)
        fclose(ttyFile)
        // The wake pipe stays open: background work may still call `wake()` until the process
        // ends, and a closed descriptor's number could by then belong to the state file.
    }

    /// The terminal's size in cells, as curses knows it.
    public var size: Size {
        var rows: Int32 = 0, cols: Int32 = 0
        folio_getmaxyx(folio_stdscr(), &rows, &cols)
        return Size(width: Int(cols), height: Int(rows))
    }

    // MARK: Input

    /// Waits for a key, a mouse event, a resize or a wake, up to `timeout` milliseconds.
    ///
    /// When nothing is pending this makes one system call, the wait: after a frame it is the
    /// next thing the program does, so the terminal's reader, woken by the frame's write on
    /// this CPU, runs at once.
    public func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent? {
        if folio_signal_pending() != 0, let event = pendingSignalEvent() { return event }
        if !pendingInput.isEmpty { return pendingInput.removeFirst() }
        // ncurses reads the terminal only when asked (all input, or a resize and what came
        // with it): what it holds is taken before the wait.
        if !readsInput || cursesMayHoldInput, let event = readCurses() { return event }
        let ready = poll(&waitSet, nfds_t(waitSet.count), Int32(timeout ?? -1))
        let fds = waitSet
        // A poll that fails for another reason than a signal would fail again at once: the
        // loop must end rather than spin.
        if ready < 0 && errno != EINTR { return hangUp() }
        // A signal wakes the poll (EINTR) or leaves its byte in the signal pipe; otherwise there
        // is none to take, and no read of the pipe is needed. A resize leaves a byte too
        // (`folio_watch_resizes`): ncurses then has KEY_RESIZE, taken below or, after a key
        // read first, before the next wait.
        if ready < 0 || fds[1].revents != 0 {
            cursesMayHoldInput = true
            if let event = pendingSignalEvent() { return event }
        }
        let tty = Int32(fds[0].revents)
        if tty & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0 { return hangUp() }
        // Keys typed ahead come before background work's results, and are read whole: ncurses,
        // asked first, would read them a byte at a time and know only terminfo's forms.
        if tty & Int32(POLLIN) != 0, readsInput { return readInput() }
        if ready > 0 && (fds[2].revents != 0 || fds[3].revents != 0) {
            if fds[2].revents != 0 { wakePipe.drain() }
            if fds[3].revents != 0 { MainQueue.acknowledge() }
            return .wake
        }
        // After EINTR (a SIGWINCH) or input, ncurses has the answer (KEY_RESIZE or a key).
        if let event = readCurses() { return event }
        // Readable yet nothing read: ncurses met end of file or EIO, which a tty only gives once
        // it has hung up; confirmed by the tty refusing a plain tcgetattr.
        if tty & Int32(POLLIN) != 0 && isHungUp() { return hangUp() }
        return nil
    }

    /// The terminal went away without a SIGHUP (its session leader, `make` say, did not pass
    /// one on): the loop ends as for SIGHUP, so the place is saved and the process exits.
    private func hangUp() -> TerminalEvent {
        folio_end_by_signal_at_exit(SIGHUP)
        return .interrupt
    }

    private func isHungUp() -> Bool {
        var modes = termios()
        return tcgetattr(ttyDescriptor, &modes) != 0 && errno != EINTR
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

    /// What ncurses holds or reads now (it never waits: `nodelay`); nil when it has nothing.
    private func readCurses() -> TerminalEvent? {
        let event = readCursesEvent()
        // More may wait behind an event (keys read with a resize, mouse reports read together).
        cursesMayHoldInput = event != nil
        return event
    }

    private func readCursesEvent() -> TerminalEvent? {
        if !pendingMouse.isEmpty { return .mouse(pendingMouse.removeFirst()) }
        var character: wint_t = 0
        while true {
            let result = wget_wch(folio_stdscr(), &character)
            if result == ERR { return nil }
            if result == KEY_CODE_YES {
                let code = Int32(character)
                if code == KEY_RESIZE {
                    // The resize touched stdscr, which ncurses would refresh at the next read;
                    // after direct frames it holds an old frame. The full repaint that answers
                    // the resize draws it all again.
                    if direct != nil { untouchwin(folio_stdscr()) }
                    return .resize(size)
                }
                if code == KEY_MOUSE {
                    if let mouse = takeMouseEvents() { return .mouse(mouse) }
                    continue
                }
                if let key = KeyDecoder.decode(functionKey: code, codes: functionKeys) { return .key(key) }
                continue
            }
            if character == 27, let alt = altChord() { return .key(alt) }
            if let key = KeyDecoder.decode(character: UInt32(character)) { return .key(key) }
        }
    }

    /// Reads what the terminal sent, whole, and returns the first event in it (the rest wait
    /// in `pendingInput`); nil when it held nothing Folio uses.
    ///
    /// An unfinished sequence at the end (a lone Esc, say) waits up to ESCDELAY for the rest,
    /// as ncurses waits; then it stands as it is (Escape). A read that meets end of file or EIO
    /// on a tty that refuses tcgetattr is a hang-up.
    private func readInput() -> TerminalEvent? {
        decodedInput.removeAll(keepingCapacity: true)
        while true {
            let count = inputChunk.withUnsafeMutableBytes { read(ttyDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                // End of file or EIO: a tty gives them only once it has hung up.
                if !(count < 0 && (errno == EINTR || errno == EAGAIN)) && isHungUp() { return hangUp() }
                // Nothing after all (a signal, another reader): what waits stands as it is.
                inputDecoder.flush(into: &decodedInput)
                break
            }
            inputChunk.withUnsafeBufferPointer { inputDecoder.feed(UnsafeBufferPointer(rebasing: $0[0..<count]), into: &decodedInput) }
            guard inputDecoder.isWaiting else { break }
            var waiting = pollfd(fd: ttyDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&waiting, 1, get_escdelay()) <= 0 || waiting.revents & Int16(POLLIN) == 0 {
                inputDecoder.flush(into: &decodedInput)
                break
            }
        }
        for event in decodedInput {
            switch event {
            case .key(let key):
                pendingInput.append(.key(key))
            case .mouse(let report, let x, let y):
                guard usesMouse else { continue }
                pendingInput += mouseDecoder.events(for: report, at: Point(x: x, y: y)).map { .mouse($0) }
            }
        }
        return pendingInput.isEmpty ? nil : pendingInput.removeFirst()
    }

    /// The sequences ncurses' keypad mode decodes into the keys Folio knows: terminfo's and the
    /// extra ones defined at start-up, asked of ncurses code by code (`keybound`), so both
    /// readers share one table of meanings (`functionKeys`).
    private func keypadSequences() -> [(String, Key)] {
        let codes = functionKeys.keys.keys.sorted() + (1...24).map { functionKeys.f0 + Int32($0) }
        var sequences: [(String, Key)] = []
        for code in codes {
            guard let key = KeyDecoder.decode(functionKey: code, codes: functionKeys) else { continue }
            var binding: Int32 = 0
            while let raw = keybound(code, binding) {
                sequences.append((String(cString: raw), key))
                free(raw)
                binding += 1
            }
        }
        return sequences
    }

    /// The first FolioKit event for the mouse reports ncurses holds (the rest wait in
    /// `pendingMouse`), or nil when Folio ignores them all.
    ///
    /// Reports read together are queued as one KEY_MOUSE, and `getmouse` hands them out newest
    /// first: a press and the motion right after it would otherwise lose the press. All are
    /// taken, then put back in the order they happened.
    private func takeMouseEvents() -> MouseEvent? {
        var reports: [MEVENT] = []
        var event = MEVENT()
        while reports.count < 64, getmouse(&event) == OK { reports.append(event) }
        for report in reports.reversed() {
            guard let kind = MouseReportDecoder.report(report.bstate) else { continue }
            pendingMouse += mouseDecoder.events(for: kind, at: Point(x: Int(report.x), y: Int(report.y)))
        }
        return pendingMouse.isEmpty ? nil : pendingMouse.removeFirst()
    }

    /// ESC followed at once by a character is Alt plus that character.
    private func altChord() -> Key? {
        var next: wint_t = 0
        let result = wget_wch(folio_stdscr(), &next)
        // A key code read here (KEY_RESIZE from a resize just after Esc, an arrow, a mouse
        // report) is no Alt chord: it goes back for the next read, or it would be lost.
        if result == KEY_CODE_YES { ungetch(Int32(next)); return nil }
        guard result == OK else { return nil }
        if next == 27 { unget_wch(wchar_t(next)); return nil }
        guard let key = KeyDecoder.decode(character: UInt32(next)) else { return nil }
        return Key(key.code, modifiers: key.modifiers.union(.alt))
    }

    /// Sets the window title to the visible form of `status` (test handshakes); repeats are skipped.
    public func setStatus(_ status: String) {
        guard status != lastStatus else { return }
        lastStatus = status
        fflush(ttyFile)
        let sequence = "\u{1B}]2;\(TextWidth.visible(status))\u{07}"
        _ = sequence.withCString { write(ttyDescriptor, $0, strlen($0)) }
    }

    /// Sends `text` to the clipboard by OSC 52, base64-encoded.
    public func copyToClipboard(_ bytes: [UInt8]) {
        fflush(ttyFile)
        let sequence = "\u{1B}]52;c;\(Data(bytes).base64EncodedString())\u{07}"
        _ = sequence.withCString { write(ttyDescriptor, $0, strlen($0)) }
    }

    // MARK: Suspension

    /// Ends curses mode and gives the terminal back to the shell.
    public func suspend() {
        def_prog_mode()
        endwin()
        if usesMouse { writeToTerminal(Self.mouseOff) }
    }

    /// Takes the terminal back after `suspend()` and repaints the whole screen.
    public func resume() {
        reset_prog_mode()
        clearok(folio_curscr(), true)
        // Direct frames do not keep stdscr: show a blank screen until the full repaint that follows.
        if direct != nil { werase(folio_stdscr()) }
        _ = wrefresh(folio_stdscr())
        if usesMouse { writeToTerminal(Self.buttonMotionOn) }
    }

    /// Writes a control sequence straight to the terminal, after what curses has buffered.
    private func writeToTerminal(_ sequence: String) {
        writeToTerminal(bytes: Array(sequence.utf8))
    }

    /// Writes bytes straight to the terminal, after what curses has buffered.
    func writeToTerminal(bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeToTerminal(bytes: $0) }
    }

    /// Writes bytes straight to the terminal, after what curses has buffered.
    func writeToTerminal(bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress else { return }
        fflush(ttyFile)
        var done = 0
        while done < bytes.count {
            let written = write(ttyDescriptor, start + done, bytes.count - done)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            done += written
        }
    }

    /// Ctrl-Z: give the terminal back, stop, and take it again when continued.
    private func stopForShell() {
        suspend()
        folio_stop_self()
        resume()
    }

    /// Drains the main dispatch queue, whose descriptor the wait polls (`MainQueue`).
    public func runMainQueue() { MainQueue.drain() }

    /// Makes a waiting `nextEvent` return `.wake`; safe from any thread.
    public nonisolated func wake() {
        wakePipe.wake()
    }
}
