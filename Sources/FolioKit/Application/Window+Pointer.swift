/// Pointer drags: a press that a controller claims owns the pointer until the release.
extension Window {
    /// Routes a press, motion or release; nil when the event should reach the views the way a
    /// click does (a press nobody claimed, a wheel turn).
    func routePointer(_ event: MouseEvent) -> Bool? {
        // As for a key, a press or the wheel during motion ends the motion first, so the pointer
        // meets the screen it will act on; motions and the release belong to the drag under way.
        if event.kind != .drag && event.kind != .release, let animator = application?.animator,
           animator.isBusy || !animator.transitions.isEmpty {
            animator.completeAll()
            // The pointer is hit-tested against the frames where the motion ended.
            if layoutPending { layout() }
        }
        switch event.kind {
        case .wheelUp, .wheelDown:
            return nil
        case .drag:
            guard var capture = pointerCapture else { return false }
            capture.lastLocation = event.location
            pointerCapture = capture
            capture.drag.pointerMoved(to: event.location)
            return true
        case .release:
            guard let capture = pointerCapture else { return false }
            pointerCapture = nil
            if capture.drag.pointerReleased(at: event.location) { return true }
            return sendMouse(MouseEvent(.click, at: capture.pressedAt))
        case .press, .click:
            // A release the terminal never sent (the pointer left the window) must not leave a
            // drag half done: it ends where it was last seen.
            if let stale = pointerCapture {
                pointerCapture = nil
                _ = stale.drag.pointerReleased(at: stale.lastLocation)
            }
            guard let drag = claimingDrag(at: event.location) else { return nil }
            if event.kind == .click {
                return drag.pointerReleased(at: event.location) ? true : nil
            }
            pointerCapture = PointerCapture(drag: drag, pressedAt: event.location, lastLocation: event.location)
            return true
        }
    }

    /// The drag that the innermost controller under `location` begins there, if any.
    private func claimingDrag(at location: Point) -> PointerDrag? {
        let top = topController?.viewIfLoaded ?? self
        let origin = top.screenOrigin
        guard let hit = top.hitTest(Point(x: location.x - origin.x, y: location.y - origin.y)) else { return nil }
        var controller = hit.enclosingViewController
        while let current = controller {
            if let source = current as? PointerDragSource, let drag = source.pointerDrag(beginningAt: location) { return drag }
            controller = current.parent
        }
        return nil
    }
}
