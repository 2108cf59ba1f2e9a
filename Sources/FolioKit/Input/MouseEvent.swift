/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }
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
