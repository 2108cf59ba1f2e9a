import CNcursesw
import FolioKit

extension FunctionKeyCodes {
    /// The codes ncurses reports, plus `extra` ones defined at start-up for sequences its
    /// terminfo entry lacks (`KeyDecoder.defineExtraKeys()`).
    static func curses(extra: [Int32: Key]) -> FunctionKeyCodes {
        var keys: [Int32: Key] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_SR: .shift(.up), KEY_SF: .shift(.down), KEY_SLEFT: .shift(.left), KEY_SRIGHT: .shift(.right),
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_IC: Key(.insert), KEY_DC: .delete, KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_BTAB: .backTab,
        ]
        keys.merge(extra) { _, defined in defined }
        return FunctionKeyCodes(keys: keys, f0: folio_key_f(0))
    }
}

extension KeyDecoder {
    /// A function key code from the keypad (`KEY_CODE_YES`), or nil for one Folio ignores.
    static func decode(functionKey code: Int32, extra: [Int32: Key]) -> Key? {
        decode(functionKey: code, codes: .curses(extra: extra))
    }

    /// Escape sequences terminals send for Shift- and Ctrl-arrows that terminfo often lacks.
    static let extraSequences: [(String, Key)] = [
        ("\u{1B}[1;2A", .shift(.up)), ("\u{1B}[1;2B", .shift(.down)),
        ("\u{1B}[1;2C", .shift(.right)), ("\u{1B}[1;2D", .shift(.left)),
        ("\u{1B}[a", .shift(.up)), ("\u{1B}[b", .shift(.down)),
        ("\u{1B}[c", .shift(.right)), ("\u{1B}[d", .shift(.left)),
        ("\u{1B}[1;5A", Key(.up, modifiers: .control)), ("\u{1B}[1;5B", Key(.down, modifiers: .control)),
        ("\u{1B}[1;5C", Key(.right, modifiers: .control)), ("\u{1B}[1;5D", Key(.left, modifiers: .control)),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OP", .f(1)), ("\u{1B}[11~", .f(1)),
    ]

    /// Teaches ncurses the extra sequences; returns the codes it will report for them.
    ///
    /// A sequence terminfo already knows keeps its code (and gets our key only when ncurses
    /// has no meaning for it); a new one gets the next free code above `KEY_MAX`.
    static func defineExtraKeys() -> [Int32: Key] {
        var table: [Int32: Key] = [:]
        var nextCode = KEY_MAX + 1
        for (sequence, key) in extraSequences {
            let existing = key_defined(sequence)
            if existing > 0 {
                if decode(functionKey: existing, extra: [:]) == nil { table[existing] = key }
                continue
            }
            guard nextCode < KEY_MAX + 200 else { break }
            if define_key(sequence, nextCode) == OK { table[nextCode] = key }
            nextCode += 1
        }
        return table
    }
}
