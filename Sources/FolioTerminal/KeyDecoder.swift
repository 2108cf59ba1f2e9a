import CNcursesw
import FolioKit

/// Turns what `wget_wch` returns into `Key` values: no curses constant leaves this file.
enum KeyDecoder {
    /// A printable character or a control code read as text.
    static func decode(character code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .ctrl(" ")
        case 1...26: return .ctrl(Character(UnicodeScalar(UInt8(code) + 96)))
        case 28...31: return nil
        default:
            guard let scalar = UnicodeScalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A function key code from the keypad (`KEY_CODE_YES`), or nil for one Folio ignores.
    static func decode(functionKey code: Int32, extra: [Int32: Key]) -> Key? {
        if let key = extra[code] { return key }
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_SR: return .shift(.up)
        case KEY_SF: return .shift(.down)
        case KEY_SLEFT: return .shift(.left)
        case KEY_SRIGHT: return .shift(.right)
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_IC: return Key(.insert)
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        default:
            let f0 = folio_key_f(0)
            if code > f0 && code <= f0 + 24 { return .f(Int(code - f0)) }
            return nil
        }
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
    static func defineExtraKeys() -> [Int32: Key] {
        var table: [Int32: Key] = [:]
        var nextCode = KEY_MAX + 1
        for (sequence, key) in extraSequences {
            let existing = key_defined(sequence)
            if existing > 0 {
                if decode(functionKey: existing, extra: [:]) == nil { table[existing] = key }
                continue
            }
            while key_defined(sequence) <= 0, nextCode < KEY_MAX + 200 {
                if define_key(sequence, nextCode) == OK { table[nextCode] = key }
                nextCode += 1
                break
            }
        }
        return table
    }
}
