extension Window {
    /// Keeps the first responder on the focus path: when it is no longer shown inside the
    /// focused controller's view, the nearest preferred responder from there up takes over.
    func updateFocus() {
        guard let target = focusedController else { return }
        if let responder = firstResponder, responder.window === self, target.isViewLoaded {
            // Checked on every frame; the walk up is needed only when views were added,
            // removed, hidden or shown, or the responder or the focused view changed, since.
            let container = target.view
            let key = (generation: hierarchyGeneration, responder: ObjectIdentifier(responder),
                       container: ObjectIdentifier(container))
            if let verified = verifiedFocus, verified == key { return }
            if isShown(responder, inside: container) {
                verifiedFocus = key
                return
            }
        }
        var controller: ViewController? = target
        while let c = controller {
            if let preferred = c.preferredFirstResponder { setFirstResponder(preferred); return }
            controller = c.parent
        }
        setFirstResponder(nil)
    }

    /// True when `view` is inside `container` and neither it nor any view above it is hidden:
    /// one walk up for both questions.
    private func isShown(_ view: View, inside container: View) -> Bool {
        var inside = false
        var current: View? = view
        while let v = current {
            if v.isHidden { return false }
            if v === container { inside = true }
            current = v.superview
        }
        return inside
    }
}
