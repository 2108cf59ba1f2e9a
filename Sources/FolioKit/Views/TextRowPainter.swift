/// Draws one row of a `TextLayout`: a wrapped row, or a line cut at the edge.
///
/// Walks only the characters that reach the screen (plus those scrolled off to the left of a cut
/// line).
@MainActor
enum TextRowPainter {
    /// The marker at the start of a wrapped continuation row.
    static let continuationMarker = "↪"
    /// The marker in the last column of a line that goes on past the edge.
    static let cutMarker = "…"

    /// Draws row `position` of a line, wrapped, at `origin`.
    static func drawWrappedRow(_ position: (line: Int, row: Int), of layout: inout TextLayout, at origin: Point,
                               base: Style, marker: Style, on surface: inout Surface) {
        guard let range = layout.rowRange(line: position.line, row: position.row) else { return }
        var x = origin.x
        if position.row > 0 && layout.indentsContinuations {
            x += layout.continuationIndent(ofLine: position.line)
            surface.draw(continuationMarker, at: Point(x: x, y: origin.y), style: marker)
            x += TextLayout.markerWidth
        }
        let limit = x + layout.rowWidth(row: position.row, indent: layout.continuationIndent(ofLine: position.line))
        var row = WrappedRow(range: range, lineEnd: layout.lineRange(position.line).upperBound, at: Point(x: x, y: origin.y), limit: limit,
                             styles: StyleCursor(text: layout.text, base: base, offset: range.lowerBound))
        let done: Void? = layout.text.string.utf8.withContiguousStorageIfAvailable { bytes in
            while row.offset < range.upperBound {
                // Plain ASCII in one span a style; anything else by grapheme cluster, until the walk
                // lands on plain ASCII again.
                let run = ASCIIScan.cellRun(bytes, from: row.offset, limit: range.upperBound, end: row.lineEnd)
                if run > 0 {
                    if !row.drawASCII(UnsafeBufferPointer(rebasing: bytes[row.offset..<(row.offset + run)]), on: &surface) { return }
                    continue
                }
                for character in layout.characters(ofLine: position.line, from: row.offset) {
                    if !row.draw(character, on: &surface) { return }
                    if row.offset >= range.upperBound || ASCIIScan.isCell(bytes, at: row.offset, end: row.lineEnd) { break }
                }
            }
        }
        guard done == nil else { return }
        for character in layout.characters(ofLine: position.line, from: range.lowerBound) {
            guard row.offset < range.upperBound, row.draw(character, on: &surface) else { break }
        }
    }

    /// Draws line `line` from column `left`, cut at the layout's width with a marker when it
    /// goes on.
    static func drawCutLine(_ line: Int, of layout: TextLayout, from left: Int, at origin: Point,
                            base: Style, marker: Style, on surface: inout Surface) {
        let range = layout.lineRange(line)
        var cut = CutLine(offset: range.lowerBound, left: left, right: left + layout.width, at: origin,
                          styles: StyleCursor(text: layout.text, base: base, offset: range.lowerBound))
        var isCut = false
        let done: Void? = layout.text.string.utf8.withContiguousStorageIfAvailable { bytes in
            while cut.offset < range.upperBound {
                // Plain ASCII in one span a style; anything else by grapheme cluster, until the walk
                // lands on plain ASCII again.
                // A cut line shows at most `left + width` cells: the run looks no further, so a
                // 20 MB line costs what is on screen.
                let run = ASCIIScan.cellRun(bytes, from: cut.offset, limit: min(range.upperBound, cut.offset + left + layout.width + 1),
                                            end: range.upperBound)
                if run > 0 {
                    if !cut.drawASCII(UnsafeBufferPointer(rebasing: bytes[cut.offset..<(cut.offset + run)]), on: &surface) {
                        isCut = true
                        return
                    }
                    continue
                }
                for character in layout.characters(ofLine: line, from: cut.offset) {
                    if !cut.draw(character, on: &surface) { isCut = true; return }
                    if cut.offset >= range.upperBound || ASCIIScan.isCell(bytes, at: cut.offset, end: range.upperBound) { break }
                }
            }
        }
        if done == nil {
            for character in layout.characters(ofLine: line) where !cut.draw(character, on: &surface) {
                isCut = true
                break
            }
        }
        if isCut {
            let last = Point(x: origin.x + layout.width - 1, y: origin.y)
            surface.fill(Rect(x: last.x, y: last.y, width: 1, height: 1))
            surface.draw(cutMarker, at: last, style: marker)
        }
    }

    /// Draws one character through its visible form.
    static func draw(_ character: Character, at point: Point, style: Style, on surface: inout Surface) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
            surface.draw(String(character), at: point, style: style)
        } else {
            surface.draw(TextWidth.visible(String(character)), at: point, style: style)
        }
    }
}

/// Walks style runs forward as drawing moves through the text.
struct StyleCursor {
    let text: StyledText
    let base: Style
    private var index: Int?

    init(text: StyledText, base: Style, offset: Int) {
        self.text = text
        self.base = base
        self.index = text.runIndex(at: offset)
    }

    /// The style at `offset`, which must not be before the last offset asked about.
    mutating func style(at offset: Int) -> Style {
        var next = (index ?? -1) + 1
        while next < text.runs.count && text.runs[next].offset <= offset { index = next; next += 1 }
        return index.map { text.runs[$0].style } ?? base
    }

    /// The offset where the style last returned stops applying (`Int.max` when it never does).
    var nextChange: Int {
        let next = (index ?? -1) + 1
        return next < text.runs.count ? text.runs[next].offset : Int.max
    }
}
