/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    ///
    /// A terminal with button-motion reports (`--mouse`) sends a held button as `press`, then
    /// `drag` for each cell it moves over, then `release`. A press and release that arrive
    /// together are one `click`. Views that only know clicks still get `click` for a press that
    /// no drag claimed, so their taps happen as the button goes down, as they always did.
    public enum Kind: Hashable, Sendable {
        /// A whole click: the button went down and up at this cell.
        case click
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
        /// The button went down; a drag may follow.
        case press
        /// The pointer moved with the button held.
        case drag
        /// The button came up.
        case release
    }
    /// What the mouse did.
    public var kind: Kind
    /// The cell, in screen coordinates.
    public var location: Point
    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        self.location = location
    }
}
