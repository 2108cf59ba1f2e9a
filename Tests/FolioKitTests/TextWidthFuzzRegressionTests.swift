import Testing
import FolioKit

/// Inputs `make fuzz` found breaking the width invariant of `wrap`.
///
/// Every line `wrap` returns must fit the width (a lone two-column glyph aside); the harness
/// is Tests/Fuzz/Harnesses/textwidth.swift. `wrapParagraph` in Sources/FolioKit/Text/TextWidth.swift took a grapheme cluster as at most
/// two columns (a cluster drawn as several glyphs, an emoji with a skin tone the terminal
/// shows apart, takes three or four) and did not re-measure the tail it moved to a new line.
@Suite struct TextWidthFuzzRegressionTests {
    func overflowing(_ text: String, width: Int) -> [String] {
        TextWidth.wrap(text, width: width).filter { TextWidth.width(of: $0) > max(width, 2) }
    }

    @Test func aWideClusterAfterASpaceBreakStillFits() {
        // Found by the fuzzer: the tail moved to a new line at the last space, plus the next
        // cluster, is never measured against the width again.
        #expect(overflowing("a \u{FFFD}\u{1F44D}\u{1F441}\u{1F3FD}", width: 5).isEmpty)
    }

    @Test func aClusterWiderThanTheLineIsCutBetweenItsGlyphs() {
        #expect(overflowing("\u{1F44D}\u{1F3FD}", width: 3).isEmpty)
    }

    @Test func noEmptyLineComesBeforeAClusterThatDoesNotFit() {
        #expect(TextWidth.wrap("\u{1F44D}\u{1F3FD}", width: 3).first != "")
    }

    @Test func truncationAlwaysFitsEvenWithWideClusters() {
        for width in 0...6 {
            for text in ["\u{1F44D}\u{1F3FD}", "a \u{FFFD}\u{1F44D}\u{1F441}\u{1F3FD}", "中文\u{1F441}\u{1F3FD}"] {
        #expect(TextWidth.width(of: TextWidth.truncate(text, toWidth: width)) <= width, "\(text) at \(width)")
            }
        }
    }

    @Test func aJoinerInFuzzedTextDoesNotLetALineOverflow() {
        // The fuzzer's input as found (first byte the width, 122 % 40 = 2): a line holds
        // U+FFFD U+200D U+1F46E, three columns, because the clusters wrap measured (in the
        // whole paragraph) are not the clusters of the line it returns.
        let bytes: [UInt8] = [38, 5, 240, 158, 145, 141, 240, 159, 143, 189, 32, 9, 240, 159, 177, 24, 32, 32, 32, 168, 226, 128, 141,
                              240, 159, 145, 174, 226, 128, 41, 240, 159, 145, 167, 32, 0, 0, 0, 129, 140, 0, 0, 0, 0, 0, 0, 0, 2, 255, 129, 119, 204]
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(overflowing(text, width: 2).isEmpty)
    }

    @Test func aLineAfterABreakAtALeadingSpaceFitsItsNextWideCharacter() {
        // Found by the fuzzer, then reduced: the break at the leading space leaves the whole
        // word as the new line's start, and the next wide character is added without a check.
        // Indented Chinese text at an odd width overflows into the scroll indicator's column.
        #expect(overflowing(" 中文中文中", width: 9).isEmpty, "\(TextWidth.wrap(" 中文中文中", width: 9))")
        #expect(overflowing(" abcd中", width: 5).isEmpty)
        #expect(TextWidth.wrap(" abcd中", width: 5).first != "")
    }

    @Test func aLoneZeroWidthClusterIsMeasuredAsItIsDrawn() {
        // Found by the fuzzer at 10:25 (base64 of the input, first byte the width 5):
        // BfCf7Z+RqOKAn5GN8J+PvSDwn5Go44CN8J+RqeKAjfCfkanigI3wn70gFp+RqOKAjfCfkanigI3wn5Gp4oCN8J+RkYE=
        // The first line is six one-column clusters at width 5: a cluster of a lone combining
        // jamo (U+D7D1) is drawn as a space plus the mark, one column, but its text measures
        // two once the line is measured again; wrap now counts the wider of the two.
        let text = "\u{FFFD}\u{D7D1}\u{FFFD}\u{201F}\u{FFFD}\u{FFFD}\u{1F3FD} a"
        #expect(overflowing(text, width: 5).isEmpty, "\(TextWidth.wrap(text, width: 5).map { TextWidth.width(of: $0) })")
    }

    @Test func aLoneZeroWidthClusterTakesNoColumnAndJoinsTheGlyphBefore() {
        // Issue 26, bug 15: U+D7D1 alone was drawn on a space (one column) whose text measured
        // two; a terminal puts it in the cell before, no column.
        #expect(TextWidth.width(of: "\u{D7D1}") == 0)
        #expect(TextWidth.width(of: "a\u{D7D1}b") == 2)
        #expect(TextWidth.glyphs("a\u{D7D1}b") == [Glyph("a\u{D7D1}", width: 1), Glyph("b", width: 1)])
        #expect(TextWidth.glyphs(" \u{D7D1}") == [Glyph(" \u{D7D1}", width: 1)])
        #expect(TextWidth.width(of: " \u{D7D1}") == 1)
        #expect(TextWidth.glyphs("\u{D7D1}x") == [Glyph("x", width: 1)])
        // A combining accent with nothing before it still shows, on a space.
        #expect(TextWidth.glyphs("\u{301}x") == [Glyph(" \u{301}", width: 1), Glyph("x", width: 1)])
        // Wrapped and drawn, it keeps to its measure.
        #expect(TextWidth.wrap("ab\u{D7D1} cd", width: 3) == ["ab\u{D7D1}", "cd"])
        var grid = CellGrid(size: Size(width: 4, height: 1))
        #expect(grid.draw("a\u{D7D1}b", at: Point(x: 0, y: 0), style: .plain) == 2)
        #expect(grid[0, 0].text == "a\u{D7D1}" && grid[1, 0].text == "b")
    }
}
