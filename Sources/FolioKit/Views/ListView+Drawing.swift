extension ListView {
    /// How a selected row's bar is drawn: bold while the list has the focus, dimmed otherwise.
    enum SelectionLook { case active, inactive }

    /// Draws one row at `y`: the mark, the title cut to what the note and the `›` leave, the
    /// preview in the room between, the note cut to a third of the row, then the selection bar.
    func drawRow(_ row: ListRow, at y: Int, x: Int, width: Int, selection: SelectionLook?, surface: inout Surface) {
        // Names and notes are mostly printable ASCII: they are measured and drawn from their
        // bytes (Surface.drawFitted), so a row makes no String; other text takes the full path.
        let dim = Style(.dim)
        let detailLimit = max(0, width / 3)
        let detailWidth = (row.detail.isEmpty ? 0 : 1 + Surface.fittedWidth(row.detail, width: detailLimit))
            + (row.hasChildren ? 2 : 0)
        let titleWidth = max(0, width - 2 - detailWidth)
        if row.isMarked { surface.put(Self.markCell, at: Point(x: x, y: y)) }
        let titleStyle = row.isMarked ? row.style.adding(.bold) : row.style
        let titleEnd = surface.drawFitted(row.title, at: Point(x: x + 1, y: y), width: titleWidth, style: titleStyle)
        if let range = row.highlightedRange {
            emphasise(range, of: TextWidth.truncate(row.title, toWidth: titleWidth), at: Point(x: x + 1, y: y), surface: &surface)
        }
        var right = x + width - 1 - detailWidth
        let previewWidth = right - 1 - (titleEnd + 2)
        if !row.preview.isEmpty && previewWidth > 0 {
            surface.drawFitted(row.preview, at: Point(x: titleEnd + 2, y: y), width: previewWidth, style: dim)
        }
        if !row.detail.isEmpty {
            surface.put(Self.dimSpaceCell, at: Point(x: right, y: y))
            right = surface.drawFitted(row.detail, at: Point(x: right + 1, y: y), width: detailLimit, style: dim)
        }
        if row.hasChildren {
            surface.put(Self.dimSpaceCell, at: Point(x: right, y: y))
            surface.put(Self.childrenCell, at: Point(x: right + 1, y: y))
        }
        if let selection {
            // The bar covers the whole row, so the selected name and its note read as one.
            let rect = Rect(x: x, y: y, width: max(1, width), height: 1)
            if selection == .active {
                surface.highlight(rect, adding: [.reverse, .bold])
            } else {
                surface.highlight(rect, adding: [.reverse, .dim])
            }
        }
    }

    /// The marked-row `*`, the dimmed space before a note and the `›` of a row with children,
    /// made once: every drawn row would otherwise measure and split them again.
    static let markCell = Cell(text: "*", style: Style(foreground: .magenta, attributes: .bold), width: 1)
    static let dimSpaceCell = Cell.space(Style(.dim))
    static let childrenCell = Cell(text: "›", style: Style(.dim), width: 1)

    /// Underlines and bolds the characters of `text` (drawn at `origin`) in `range`, within
    /// what truncation left of them.
    private func emphasise(_ range: Range<Int>, of text: String, at origin: Point, surface: inout Surface) {
        let characters = Array(text)
        let visible = characters.last == "…" ? characters.count - 1 : characters.count
        let lower = min(range.lowerBound, visible), upper = min(range.upperBound, visible)
        guard lower < upper else { return }
        let start = TextWidth.width(of: String(characters[..<lower]))
        let span = TextWidth.width(of: String(characters[lower..<upper]))
        surface.highlight(Rect(x: origin.x + start, y: origin.y, width: span, height: 1), adding: [.bold, .underline])
    }
}
