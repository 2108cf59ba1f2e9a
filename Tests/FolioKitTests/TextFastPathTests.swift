import Testing
@testable import FolioKit

/// The ASCII fast paths (wrapped rows drawn a span a style, rows broken a byte at a time,
/// ASCII truncation, `CellGrid.drawASCII`) agree cell for cell with the walk over grapheme
/// clusters they skip, on random mixes of ASCII with marks, prepends, joiners, wide and
/// control characters.
@MainActor
@Suite struct TextFastPathTests {
    /// A small deterministic generator, so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Pieces that meet ASCII at a cluster edge: a mark or joiner after a letter, a prepend
    /// before one, controls, tabs, wide and bidi characters.
    static let pieces = ["a", "b", "c", " ", " ", "~", "\t", "\u{301}", "e\u{301}", "\u{0600}", "\u{200D}", "中",
                         "👍🏽", "\u{1B}", "\r", "\u{7F}", "\u{202E}", "\u{85}", "é", "→", "\u{FE0F}", "xyz"]
    static let styles = [Style.plain, Style(foreground: .red), Style(.bold)]

    func randomText(_ generator: inout Generator) -> StyledText {
        var text = StyledText()
        for _ in 0..<generator.next(40) {
            let piece = Self.pieces[generator.next(Self.pieces.count)]
            text.append(generator.next(5) == 0 ? piece + "\n" : piece, style: Self.styles[generator.next(Self.styles.count)])
        }
        return text
    }

    /// The row break found by walking clusters only (the rule before the fast path).
    func referenceRowStart(_ layout: TextLayout, line: Int, from start: Int, width: Int) -> Int {
        var column = 0, offset = start, afterSpace: Int?, hasWord = false
        for character in layout.characters(ofLine: line, from: start) {
            let w = character == "\t" ? 8 - column % 8 : TextLayout.width(of: character)
            if column + w > width && column > 0 {
                if character == " " && hasWord { return offset + 1 }
                return afterSpace ?? offset
            }
            column += w
            offset += character.utf8.count
            if character == " " { if hasWord { afterSpace = offset } } else { hasWord = true }
        }
        return offset
    }

    /// Draws a wrapped row a cluster at a time through its visible form (the painter before the
    /// fast path).
    func referenceDraw(_ layout: inout TextLayout, line: Int, row: Int, y: Int, on surface: inout Surface) {
        guard let range = layout.rowRange(line: line, row: row) else { return }
        var x = 1, column = 0, offset = range.lowerBound
        if row > 0 && layout.indentsContinuations {
            x += layout.continuationIndent(ofLine: line)
            surface.draw(TextRowPainter.continuationMarker, at: Point(x: x, y: y), style: .plain)
            x += TextLayout.markerWidth
        }
        let limit = x + layout.rowWidth(row: row, indent: layout.continuationIndent(ofLine: line))
        for character in layout.characters(ofLine: line, from: range.lowerBound) {
            guard offset < range.upperBound else { break }
            let style = layout.text.style(at: offset, base: .plain)
            offset += character.utf8.count
            if character == "\t" {
                let spaces = 8 - column % 8
                column += spaces
                surface.fill(Rect(x: x, y: y, width: min(spaces, max(0, limit - x)), height: 1), style: style)
                x += spaces
                continue
            }
            let w = TextLayout.width(of: character)
            if x + w > limit { break }
            surface.draw(TextWidth.visible(String(character)), at: Point(x: x, y: y), style: style)
            x += w
            column += w
        }
    }

    /// Draws a line cut at the edge a cluster at a time (the painter before the fast path).
    func referenceCut(_ layout: TextLayout, line: Int, from left: Int, on surface: inout Surface) {
        let range = layout.lineRange(line)
        let right = left + layout.width
        var offset = range.lowerBound, column = 0, isCut = false
        for character in layout.characters(ofLine: line) {
            let style = layout.text.style(at: offset, base: .plain)
            offset += character.utf8.count
            let w = character == "\t" ? 8 - column % 8 : TextLayout.width(of: character)
            defer { column += w }
            if column + w <= left { continue }
            if column + w > right { isCut = true; break }
            if character == "\t" || column < left {
                let start = max(column, left)
                surface.fill(Rect(x: 1 + start - left, y: 0, width: column + w - start, height: 1), style: style)
            } else {
                surface.draw(TextWidth.visible(String(character)), at: Point(x: 1 + column - left, y: 0), style: style)
            }
        }
        if isCut {
            surface.fill(Rect(x: layout.width, y: 0, width: 1, height: 1))
            surface.draw(TextRowPainter.cutMarker, at: Point(x: layout.width, y: 0), style: .plain)
        }
    }

    @Test func cutLinesDrawAsTheClusterWalkDraws() {
        for seed in 0..<400 {
            var generator = Generator(state: UInt64(seed))
            let text = randomText(&generator)
            let layout = TextLayout(text: text, width: 1 + generator.next(14))
            let left = generator.next(3) == 0 ? 0 : generator.next(12)
            for line in 0..<layout.lineCount {
                var fast = Surface(grid: CellGrid(size: Size(width: 24, height: 1)))
                var slow = fast
                TextRowPainter.drawCutLine(line, of: layout, from: left, at: Point(x: 1, y: 0), base: .plain, marker: .plain, on: &fast)
                referenceCut(layout, line: line, from: left, on: &slow)
                #expect(fast.grid == slow.grid, "seed \(seed) line \(line) from \(left): \(text.string.debugDescription)")
            }
        }
    }

    @Test func rowBreaksMatchTheClusterWalk() {
        for seed in 0..<400 {
            var generator = Generator(state: UInt64(seed))
            let text = randomText(&generator)
            let width = 1 + generator.next(12)
            let layout = TextLayout(text: text, width: width, indentsContinuations: generator.next(2) == 0)
            for line in 0..<layout.lineCount {
                var start = layout.lineRange(line).lowerBound
                while start < layout.lineRange(line).upperBound {
                    let expected = referenceRowStart(layout, line: line, from: start, width: width)
                    #expect(layout.nextRowStart(line: line, from: start, width: width) == expected,
                            "seed \(seed): \(text.string.debugDescription) from \(start) at \(width)")
                    start = expected
                }
            }
        }
    }

    @Test func wrappedRowsDrawAsTheClusterWalkDraws() {
        for seed in 0..<400 {
            var generator = Generator(state: UInt64(seed))
            let text = randomText(&generator)
            var layout = TextLayout(text: text, width: 1 + generator.next(14), indentsContinuations: generator.next(2) == 0)
            var fast = Surface(grid: CellGrid(size: Size(width: 24, height: 1)))
            var slow = fast
            for line in 0..<layout.lineCount {
                for row in 0..<layout.rowCount(line: line) {
                    fast.grid = CellGrid(size: fast.grid.size)
                    slow.grid = fast.grid
                    TextRowPainter.drawWrappedRow((line, row), of: &layout, at: Point(x: 1, y: 0), base: .plain, marker: .plain, on: &fast)
                    referenceDraw(&layout, line: line, row: row, y: 0, on: &slow)
                    #expect(fast.grid == slow.grid, "seed \(seed) line \(line) row \(row): \(text.string.debugDescription)")
                }
            }
        }
    }

    @Test func controlCharactersInAnASCIIRowShowVisibly() {
        var layout = TextLayout(text: StyledText("ab\u{1B}cd\u{7F}e"), width: 20)
        var surface = Surface(grid: CellGrid(size: Size(width: 20, height: 1)))
        TextRowPainter.drawWrappedRow((0, 0), of: &layout, at: .zero, base: .plain, marker: .plain, on: &surface)
        #expect(surface.grid.lines() == ["ab^[cd^?e"])
    }

    @Test func aMarkAfterTheLastASCIILetterStaysOnIt() {
        var layout = TextLayout(text: StyledText("cafe\u{301} x"), width: 20)
        var surface = Surface(grid: CellGrid(size: Size(width: 20, height: 1)))
        TextRowPainter.drawWrappedRow((0, 0), of: &layout, at: .zero, base: .plain, marker: .plain, on: &surface)
        #expect(surface.grid[3, 0].text == "e\u{301}")
        #expect(surface.grid.lines() == ["cafe\u{301} x"])
    }

    @Test func asciiOverHalfAWideGlyphBlanksTheOtherHalf() {
        var grid = CellGrid(size: Size(width: 8, height: 1))
        grid.draw("ab中cd", at: .zero, style: .plain)
        grid.draw("XY", at: Point(x: 3, y: 0), style: .plain)
        #expect(grid.lines() == ["ab XYd"])
        #expect(grid[2, 0].width == 1)
    }

    @Test func asciiIsCutAtTheClipOnBothSides() {
        var grid = CellGrid(size: Size(width: 10, height: 1))
        let end = grid.draw("abcdefgh", at: Point(x: -2, y: 0), style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(end == 6)
        #expect(grid.lines() == ["cdef"])
    }

    @Test func asciiTruncationMatchesTheClusterRule() {
        #expect(TextWidth.truncate("abcdefgh", toWidth: 5) == "abcd…")
        #expect(TextWidth.truncate("abcde", toWidth: 5) == "abcde")
        #expect(TextWidth.truncate("abcdef", toWidth: 2, ellipsis: "...") == "..")
        #expect(TextWidth.truncate("abcdef", toWidth: 4, ellipsis: "..") == "ab..")
    }

    @Test func aCellGivesBackItsTextOnTheASCIIPathAndOffIt() {
        for byte in UInt8(0x20)..<UInt8(0x7F) {
            let text = String(Character(Unicode.Scalar(byte)))
            #expect(Cell(ascii: byte, style: .plain).text == text)
            #expect(Cell(text: text, style: .plain, width: 1).text == text)
        }
        #expect(Cell(text: "e\u{301}", style: .plain, width: 1).text == "e\u{301}")
        #expect(Cell(text: "中", style: .plain, width: 2).text == "中")
        #expect(Cell(text: "", style: .plain, width: 0).text == "")
    }
}
