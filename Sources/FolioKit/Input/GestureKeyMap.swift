/// Which keys stand for which gestures: a Shift-arrow and a plain key for each.
///
/// Each gesture has a command name (`swipe-right`): where the window's key table governs it,
/// the table's keys perform the gesture instead of the ones listed here.
public struct GestureKeyMap: Sendable {
    /// The keys, the command name and the gesture each emulates, in help order.
    public var bindings: [(keys: [Key], name: CommandName, gesture: Gesture, title: String)]

    /// Shift-Right or `[` swipes right from the left edge; Shift-Left or `]` swipes left;
    /// Shift-Up or `{` swipes up; Shift-Down or `}` swipes down; Space taps.
    public static let standard = GestureKeyMap(bindings: [
        ([.shift(.right), .character("[")], .swipeRight, .leftEdgeSwipe, "Swipe right from the left edge"),
        ([.shift(.left), .character("]")], .swipeLeft, .swipe(.left), "Swipe left"),
        ([.shift(.up), .character("{")], .swipeUp, .swipe(.up), "Swipe up"),
        ([.shift(.down), .character("}")], .swipeDown, .swipe(.down), "Swipe down"),
        ([.character(" ")], .tap, .tap, "Tap"),
    ])

    /// The gesture a key emulates under `bindings`, if any.
    ///
    /// Every key goes through here (a Down too): the table's command for `key` is looked up
    /// once, and a binding's name is hashed (`governs`) only when that command or its own keys
    /// match, the answer `KeyBindings.runs` gives. The walk with `runs` built a name list and
    /// hashed a name per binding: 8,700 instructions per Down of 240,775 (callgrind,
    /// Scripts/bench/keywork.py, 2026-12-02).
    public func gesture(for key: Key, in bindings: KeyBindings = .none) -> Gesture? {
        let bound = bindings.command(for: key)
        for binding in self.bindings where bound == binding.name || binding.keys.contains(key) {
            if bindings.governs(binding.name) ? bound == binding.name : binding.keys.contains(key) {
                return binding.gesture
            }
        }
        return nil
    }

    /// The keys that perform `gesture` under `bindings`.
    public func keys(for gesture: Gesture, in bindings: KeyBindings = .none) -> [Key] {
        guard let binding = self.bindings.first(where: { $0.gesture == gesture }) else { return [] }
        return bindings.keys(for: [binding.name], own: binding.keys)
    }

    /// The keys of a gesture as help shows them: `S-Right/[`.
    public func keyLabel(for gesture: Gesture, in bindings: KeyBindings = .none) -> String {
        keys(for: gesture, in: bindings).map(\.description).joined(separator: "/")
    }
}
