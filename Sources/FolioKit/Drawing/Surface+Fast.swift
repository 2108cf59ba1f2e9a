extension Surface {
    /// Puts a prepared one-column cell at a point in view coordinates, clipped; its style is
    /// made monochrome when colours are off.
    mutating func put(_ cell: Cell, at point: Point) {
        var shown = cell
        if isMonochrome { shown.style = cell.style.withoutColor }
        grid.put(shown, x: origin.x + point.x, y: origin.y + point.y, clip: clip)
    }

    /// Draws `text` cut with "…" to `width` columns, as `draw(_:at:width:style:)` does; printable
    /// ASCII (most names and notes) is drawn from its bytes, with no `String` made or measured.
    /// - Returns: The view column after what was drawn.
    @discardableResult
    mutating func drawFitted(_ text: String, at point: Point, width: Int, style: Style = .plain) -> Int {
        guard width > 0 else { return point.x }
        let drawn: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            if bytes.count <= width { return drawASCII(bytes, at: point, style: style) }
            // Too long: as many bytes as leave a column for the ellipsis, then the ellipsis.
            let end = drawASCII(UnsafeBufferPointer(rebasing: bytes.prefix(width - 1)), at: point, style: style)
            put(Cell(text: "…", style: style, width: 1), at: Point(x: end, y: point.y))
            return end + 1
        }
        if let drawn = drawn ?? nil { return drawn }
        return draw(TextWidth.truncate(text, toWidth: width), at: point, style: style)
    }

    /// Columns `text` takes once cut to `width`, as `TextWidth.truncate` would cut it; printable
    /// ASCII is counted from its bytes.
    static func fittedWidth(_ text: String, width: Int) -> Int {
        guard width > 0 else { return 0 }
        if let count = TextWidth.asciiWidth(text) { return min(count, width) }
        return TextWidth.width(of: TextWidth.truncate(text, toWidth: width))
    }
}
