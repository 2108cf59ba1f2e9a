import FolioKit

/// Key names as the config file writes them (`ctrl-u`, `shift-right`, `space`, `G`), and back.
extension Key {
    /// The named keys, in the spelling `configName` prints first.
    static let configNames: [(String, Key.Code)] = [
        ("space", .character(" ")), ("enter", .enter), ("esc", .escape), ("tab", .tab),
        ("backtab", .backTab), ("backspace", .backspace), ("up", .up), ("down", .down),
        ("left", .left), ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp),
        ("pgdn", .pageDown), ("insert", .insert), ("delete", .delete),
        // Aliases people type, accepted but never printed.
        ("return", .enter), ("escape", .escape), ("pageup", .pageUp), ("pagedown", .pageDown),
        ("ins", .insert), ("del", .delete),
    ]

    /// Parses a key name from the config file; nil with a reason when it names no key a terminal sends.
    ///
    /// Single characters are taken as typed (`G` is Shift-g, as the terminal sends it); named keys
    /// and modifiers ignore case. Control chords the terminal sends as other keys are normalised
    /// (`ctrl-i` is Tab, `ctrl-m` and `ctrl-j` Enter, `ctrl-h` Backspace, `ctrl-[` Esc).
    public static func parse(configName text: String) -> Result<Key, KeyNameError> {
        if text.count == 1, let c = text.first {
            if c.isWhitespace || c.unicodeScalars.contains(where: TextWidth.needsVisibleForm) {
                return .failure(KeyNameError(name: text, reason: "write a blank or control key by its name (space, tab, ctrl-x)"))
            }
            return .success(.character(c))
        }
        let lower = text.lowercased()
        for (prefix, modifier) in [("ctrl-", Modifiers.control), ("alt-", .alt), ("shift-", .shift)] where lower.hasPrefix(prefix) {
            let rest = String(text.dropFirst(prefix.count))
            guard !rest.isEmpty else { break }
            switch parse(configName: rest) {
            case .failure(let inner): return .failure(KeyNameError(name: text, reason: inner.reason))
            case .success(let key):
                guard let combined = key.adding(modifier) else {
                    return .failure(KeyNameError(name: text, reason: "terminals do not send \(prefix)\(rest) as a key of its own"))
                }
                return .success(combined)
            }
        }
        if lower.count >= 2, lower.first == "f", let n = Int(lower.dropFirst()), (1...24).contains(n) {
            return .success(.f(n))
        }
        if let named = configNames.first(where: { $0.0 == lower }) { return .success(Key(named.1)) }
        return .failure(KeyNameError(name: text, reason: "not a key name (a single character, space, enter, esc, tab, backspace, up, down, left, right, home, end, pgup, pgdn, f1-f24, ctrl-x, alt-x, shift-up)"))
    }

    /// This key with a modifier, as the terminal would report it; nil when no terminal sends it.
    private func adding(_ modifier: Modifiers) -> Key? {
        switch modifier {
        case .control:
            guard modifiers.isEmpty else { return Key(code, modifiers: modifiers.union(.control)) }
            switch code {
            case .character(let c):
                // Control codes 8, 9, 10, 13 and 27 arrive as Backspace, Tab, Enter and Esc.
                switch c.lowercased() {
                case "h": return .backspace
                case "i": return .tab
                case "j", "m": return .enter
                case "[": return .escape
                case "@", " ": return .ctrl(" ")
                case "?": return .backspace
                default:
                    guard let scalar = c.lowercased().unicodeScalars.first, c.unicodeScalars.count == 1,
                          ("a"..."z").contains(scalar) else { return nil }
                    return .ctrl(Character(scalar))
                }
            case .up, .down, .left, .right: return Key(code, modifiers: .control)
            default: return nil
            }
        case .shift:
            guard modifiers.isEmpty else { return nil }
            switch code {
            case .character(let c):
                // The terminal sends Shift-a as `A`; a key bound to `shift-a` must match that.
                let upper = c.uppercased()
                guard upper.count == 1, let u = upper.first, u != c else { return nil }
                return .character(u)
            case .tab: return .backTab
            case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown: return Key(code, modifiers: .shift)
            default: return nil
            }
        default:
            // Alt is ESC followed by a key that arrives as text.
            switch code {
            case .character, .enter, .tab, .backspace: return Key(code, modifiers: modifiers.union(.alt))
            default: return nil
            }
        }
    }

    /// The key as the config file writes it: `j`, `G`, `space`, `ctrl-u`, `shift-right`, `f1`.
    public var configName: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "ctrl-" }
        if modifiers.contains(.alt) { prefix += "alt-" }
        if modifiers.contains(.shift) { prefix += "shift-" }
        switch code {
        case .character(let c):
            if c == " " { return prefix + "space" }
            if let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1, TextWidth.needsVisibleForm(scalar) {
                return prefix + "U+" + String(scalar.value, radix: 16, uppercase: true)
            }
            return prefix + String(c)
        case .function(let n): return prefix + "f\(n)"
        default:
            let name = Self.configNames.first(where: { $0.1 == code })?.0 ?? "?"
            return prefix + name
        }
    }
}
