extension View {
    /// Moves what this view drew in `rect` (its coordinates) by `dy` rows on the screen, down
    /// when positive, instead of drawing it again, and marks the rows uncovered dirty: a
    /// scrolled view then draws only the rows that came into view (and any it changed).
    ///
    /// Returns false when the window cannot move the cells (nothing drawn yet, a wide glyph
    /// across the sides); the caller then marks `rect` dirty. What the views under this one
    /// draw inside `rect` must be the same on every row (nothing, or a background fill).
    @discardableResult
    public func scrollDisplay(_ rect: Rect, by dy: Int) -> Bool {
        var area = rect.intersection(bounds)
        var view: View = self
        while true {
            // Not on the screen: nothing drawn to move.
            if view.isHidden { return true }
            guard let parent = view.superview else { break }
            area = area.offsetBy(dx: view.frame.minX, dy: view.frame.minY).intersection(parent.bounds)
            view = parent
        }
        guard !area.isEmpty, let window = view as? Window else { return true }
        return window.scrollDrawnCells(area, by: dy, of: self)
    }
}
