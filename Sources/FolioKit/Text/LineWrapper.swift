/// Greedy line filling for `TextWidth.wrap`: units go on the current line while they fit; one
/// that does not fit breaks the line after its last space (when a word comes before that
/// space), or where it stands.
struct LineWrapper {
    /// A piece placed whole: a grapheme cluster, or one glyph of a cluster wider than the line.
    struct Unit {
        var text: String
        var width: Int
        var isSpace: Bool
    }

    /// The column limit.
    let width: Int
    private var lines: [String] = []
    private var line: [Unit] = []
    private var lineWidth = 0
    /// Where in `line` a break may fall: just after the last space that follows a word.
    ///
    /// A space before any word (indentation) is no break point, or it would leave an empty line.
    private var breakAfter: Int?
    private var hasWord = false
    private var atParagraphStart = true

    init(width: Int) { self.width = width }

    mutating func add(_ unit: Unit) {
        // Spaces that a break left at the start of a continuation line are the break itself.
        if unit.isSpace && line.isEmpty && !atParagraphStart { return }
        if lineWidth + unit.width > width {
            if unit.isSpace { endLine(); return }
            if let cut = breakAfter {
                let tail = Array(line[cut...])
                line.removeSubrange(cut...)
                endLine()
                line = tail
                lineWidth = tail.reduce(0) { $0 + $1.width }
                hasWord = !tail.isEmpty
            }
            // The carried word plus this unit may still not fit: the word is cut here.
            if lineWidth + unit.width > width { endLine() }
        }
        line.append(unit)
        lineWidth += unit.width
        if !unit.isSpace {
            hasWord = true
        } else if hasWord {
            breakAfter = line.count
        }
    }

    /// The lines, the last one included; at least one (a blank line for a paragraph of spaces).
    mutating func finish() -> [String] {
        endLine()
        return lines.isEmpty ? [""] : lines
    }

    /// Emits the current line without its trailing spaces; a line of spaces only is dropped.
    private mutating func endLine() {
        if hasWord {
            var end = line.count
            while end > 0 && line[end - 1].isSpace { end -= 1 }
            lines.append(line[..<end].map(\.text).joined())
        }
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
        breakAfter = nil
        hasWord = false
        atParagraphStart = false
    }
}
