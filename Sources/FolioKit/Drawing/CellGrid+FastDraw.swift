extension CellGrid {
    /// Writes one prepared one-column `cell` at (`x`, `y`) when it is inside `clip` and the grid,
    /// blanking the other half of a wide glyph it lands on, as `draw` does.
    ///
    /// For fixed glyphs drawn on every frame (a divider's line, a scroll thumb, an ellipsis):
    /// the cell is made once, so no `String` is measured or split into glyphs here.
    mutating func put(_ cell: Cell, x: Int, y: Int, clip: Rect) {
        guard x >= clip.minX, x < clip.maxX, y >= clip.minY, y < clip.maxY,
              x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let width = size.width, index = y * width + x
        cells.withUnsafeMutableBufferPointer { buffer in
            // A continuation cell here: its left half loses its right half.
            if buffer[index].width == 0, x > 0 { buffer[index - 1] = .space(buffer[index - 1].style) }
            // A wide glyph's left half here: its continuation becomes a space.
            if x + 1 < width, buffer[index + 1].width == 0 { buffer[index + 1] = .space(buffer[index + 1].style) }
            buffer[index] = cell
        }
    }
}
