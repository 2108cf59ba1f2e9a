/// The drag that owns the pointer from a press to its release, and where the press was.
@MainActor
struct PointerCapture {
    /// The drag that gets the motions and the release.
    var drag: PointerDrag
    /// Where the button went down (screen cells): a drag that turns out to be a click is
    /// delivered there.
    var pressedAt: Point
    /// Where the pointer was last seen.
    var lastLocation: Point
}
