/// A key press, decoded from the terminal into a Swift value.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Code: Hashable, Sendable {
        case character(Character)
        case up, down, left, right
        case home, end, pageUp, pageDown
        case insert, delete
        case enter, escape, tab, backTab, backspace
        case function(Int)
    }

    /// Modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt8
        /// Creates a set of modifiers from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The Shift key.
        public static let shift = Modifiers(rawValue: 1)
        /// The Control key.
        public static let control = Modifiers(rawValue: 2)
        /// The Alt (Meta) key, sent by terminals as an ESC prefix.
        public static let alt = Modifiers(rawValue: 4)
    }

    /// Which key was pressed.
    public var code: Code
    /// The modifier keys held with it.
    public var modifiers: Modifiers

    /// Creates a key press.
    public init(_ code: Code, modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A printable character typed as is.
    public static func character(_ c: Character) -> Key { Key(.character(c)) }
    /// A control-letter chord such as Ctrl-U.
    public static func ctrl(_ c: Character) -> Key { Key(.character(c), modifiers: .control) }
    /// Shift held with a key (Shift-arrows are the swipe keys).
    public static func shift(_ code: Code) -> Key { Key(code, modifiers: .shift) }

    public static let up = Key(.up), down = Key(.down), left = Key(.left), right = Key(.right)
    public static let home = Key(.home), end = Key(.end), pageUp = Key(.pageUp), pageDown = Key(.pageDown)
    public static let enter = Key(.enter), escape = Key(.escape), tab = Key(.tab), backTab = Key(.backTab)
    public static let backspace = Key(.backspace), delete = Key(.delete)
    /// Function key `n`, as F1 to F12.
    public static func f(_ n: Int) -> Key { Key(.function(n)) }

    /// The printable character of a plain key press, if it is one.
    public var character: Character? {
        if case .character(let c) = code, modifiers.subtracting(.shift).isEmpty { return c }
        return nil
    }

    /// How the key is written in help and toolbars: `Enter`, `Ctrl-U`, `S-Right`, `/`.
    public var description: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift), case .character = code {} else if modifiers.contains(.shift) { prefix += "S-" }
        switch code {
        case .character(" "): return prefix + "Space"
        case .character(let c): return prefix + (modifiers.contains(.control) ? String(c).uppercased() : String(c))
        case .up: return prefix + "Up"
        case .down: return prefix + "Down"
        case .left: return prefix + "Left"
        case .right: return prefix + "Right"
        case .home: return prefix + "Home"
        case .end: return prefix + "End"
        case .pageUp: return prefix + "PgUp"
        case .pageDown: return prefix + "PgDn"
        case .insert: return prefix + "Ins"
        case .delete: return prefix + "Del"
        case .enter: return prefix + "Enter"
        case .escape: return prefix + "Esc"
        case .tab: return prefix + "Tab"
        case .backTab: return prefix + "S-Tab"
        case .backspace: return prefix + "Backspace"
        case .function(let n): return prefix + "F\(n)"
        }
    }
}
