extension View {
    /// True when this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current { if v === view { return true }; current = v.superview }
        return false
    }

    /// Where this view's (0, 0) is on the screen.
    public var screenOrigin: Point {
        var x = frame.minX, y = frame.minY
        var current = superview
        while let v = current { x += v.frame.minX; y += v.frame.minY; current = v.superview }
        return Point(x: x, y: y)
    }

    /// The deepest visible view at `point` (in this view's coordinates), top-most first.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(Point(x: point.x - sub.frame.minX, y: point.y - sub.frame.minY)) { return hit }
        }
        return self
    }

    /// True when this view is the window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes this view the first responder; returns false when it cannot.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        window.makeFirstResponder(self)
        return true
    }

    /// Gives up first responder status.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        window?.resignFirstResponder(self)
        return true
    }
}
