/// Which keys stand for which gestures: a Shift-arrow and a plain key for each.
public struct GestureKeyMap: Sendable {
    /// The keys and the gesture each emulates, in help order.
    public var bindings: [(keys: [Key], gesture: Gesture, title: String)]

    /// Shift-Right or `[` swipes right from the left edge; Shift-Left or `]` swipes left;
    /// Shift-Up or `{` swipes up; Shift-Down or `}` swipes down; Space taps.
    public static let standard = GestureKeyMap(bindings: [
        ([.shift(.right), .character("[")], .leftEdgeSwipe, "Swipe right from the left edge"),
        ([.shift(.left), .character("]")], .swipe(.left), "Swipe left"),
        ([.shift(.up), .character("{")], .swipe(.up), "Swipe up"),
        ([.shift(.down), .character("}")], .swipe(.down), "Swipe down"),
        ([.character(" ")], .tap, "Tap"),
    ])

    /// The gesture a key emulates, if any.
    public func gesture(for key: Key) -> Gesture? {
        bindings.first { $0.keys.contains(key) }?.gesture
    }

    /// The keys that perform `gesture`.
    public func keys(for gesture: Gesture) -> [Key] {
        bindings.first { $0.gesture == gesture }?.keys ?? []
    }

    /// The keys of a gesture as help shows them: `S-Right/[`.
    public func keyLabel(for gesture: Gesture) -> String {
        bindings.first { $0.gesture == gesture }.map { $0.keys.map(\.description).joined(separator: "/") } ?? ""
    }
}
