/// What changed in a navigation controller's bars since they were last rebuilt: a retitle of
/// the top controller or of one of its items redoes only that part; anything else rebuilds.
@MainActor
struct PendingBarChanges {
    /// Something other than a retitle changed (the stack, items, prompt, hiding): a full rebuild.
    var structure = false
    /// The controller whose title or item was retitled; a retitle of another one is structure.
    ///
    /// Identities, not references: nothing is retained or released to note a retitle, and what
    /// is applied is read from the live stack (an identity reused by a new object would only
    /// redo a part with what it already shows).
    var controller: ObjectIdentifier?
    /// The controller's title (or its navigation item's) changed.
    var title = false
    /// The one item retitled; a second item retitled is structure.
    var item: ObjectIdentifier?

    /// True when nothing waits.
    var isEmpty: Bool { !structure && !title && item == nil }
}
