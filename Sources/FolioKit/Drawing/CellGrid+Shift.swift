extension CellGrid {
    /// True when no wide glyph crosses the left or right edge of `rect` (clipped to the grid)
    /// on any of its rows: the rectangle's cells can be moved as a block without splitting one.
    public func isSeparable(_ rect: Rect) -> Bool {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return true }
        for y in area.minY..<area.maxY {
            // A continuation cell on an edge column belongs to a glyph starting outside.
            if self[area.minX, y].width == 0 { return false }
            if area.maxX < size.width, self[area.maxX, y].width == 0 { return false }
        }
        return true
    }

    /// Moves the cells of `rect` (clipped to the grid) by `dy` rows inside it, down when positive.
    ///
    /// The rows uncovered become blank and cells moved past the rectangle's edge are dropped;
    /// cells outside the rectangle stay. A terminal's scroll region does the same to the screen.
    /// The caller makes sure no wide glyph crosses the rectangle's sides (`isSeparable(_:)`),
    /// so none is split.
    public mutating func shift(_ rect: Rect, by dy: Int) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, dy != 0 else { return }
        let width = size.width
        let columns = area.width
        let moved = max(0, area.height - abs(dy))
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Rows are copied in the order that reads each source row before it is overwritten.
            let rows = dy < 0 ? stride(from: area.minY, to: area.minY + moved, by: 1)
                : stride(from: area.maxY - 1, to: area.maxY - 1 - moved, by: -1)
            for y in rows {
                let target = base + y * width + area.minX
                let source = base + (y - dy) * width + area.minX
                target.update(from: source, count: columns)
            }
            let uncovered = dy < 0 ? (area.maxY - min(area.height, -dy))..<area.maxY : area.minY..<(area.minY + min(area.height, dy))
            for y in uncovered {
                (base + y * width + area.minX).update(repeating: .blank, count: columns)
            }
        }
    }
}
