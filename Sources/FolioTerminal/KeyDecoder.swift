import FolioKit

/// What one read of the terminal gave: a character (or control code), or a function-key code.
enum KeyRead: Hashable, Sendable {
    /// A character or control code, as `wget_wch` returns it with `OK`.
    case character(UInt32)
    /// A function-key code, as `wget_wch` returns it with `KEY_CODE_YES`.
    case functionKey(Int32)
}

/// The function-key codes of the terminal library and the keys they stand for: the table the
/// pure decoder reads, so it needs no curses constant (see `KeyDecoder+Curses.swift`).
struct FunctionKeyCodes: Sendable {
    /// Each known code and its key.
    var keys: [Int32: Key]
    /// The code of F0; F1 to F24 follow it.
    var f0: Int32
}

/// Turns what the terminal reads into `Key` values.
///
/// Pure functions of their input: the terminal calls them read by read, tests and the fuzzer
/// call them on whole sequences.
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

    /// A function-key code, or nil for one Folio ignores.
    static func decode(functionKey code: Int32, codes: FunctionKeyCodes) -> Key? {
        if let key = codes.keys[code] { return key }
        if code > codes.f0 && code <= codes.f0 + 24 { return .f(Int(code - codes.f0)) }
        return nil
    }

    /// The Alt chord of ESC followed at once by the character `next`, or nil when `next` is
    /// another ESC or decodes to nothing.
    static func altChord(_ next: UInt32) -> Key? {
        guard next != 27, let key = decode(character: next) else { return nil }
        return Key(key.code, modifiers: key.modifiers.union(.alt))
    }

    /// The keys a sequence of reads stands for, as the terminal decodes them one at a time:
    /// ESC followed by a character is an Alt chord; reads that mean nothing are skipped.
    static func decode(_ reads: [KeyRead], codes: FunctionKeyCodes) -> [Key] {
        var keys: [Key] = []
        var index = reads.startIndex
        while index < reads.endIndex {
            let read = reads[index]
            index += 1
            switch read {
            case .functionKey(let code):
                if let key = decode(functionKey: code, codes: codes) { keys.append(key) }
            case .character(27):
                if index < reads.endIndex, case .character(let next) = reads[index], let chord = altChord(next) {
                    keys.append(chord)
                    index += 1
                } else {
                    keys.append(.escape)
                }
            case .character(let code):
                if let key = decode(character: code) { keys.append(key) }
            }
        }
        return keys
    }

    /// The cursor keys in both of the forms terminals send: `ESC O` after `smkx` (keypad mode),
    /// `ESC [` before it or regardless; whichever terminfo names, the other means the same.
    static let commonSequences: [(String, Key)] = {
        var sequences: [(String, Key)] = []
        for (final, key) in [("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end)] {
            sequences.append(("\u{1B}[" + final, key))
            sequences.append(("\u{1B}O" + final, key))
        }
        return sequences + [("\u{1B}OM", .enter), ("\u{1B}[Z", .backTab)]
    }()
}
