import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct TextLayoutTests {
    func harness(_ view: TextView, _ size: Size) -> ScreenHarness {
        let controller = ViewController()
        controller.view = view
        let harness = ScreenHarness(root: controller, size: size)
        _ = view.becomeFirstResponder()
        return harness
    }

    @Test func aHugeSingleLineCostsAScreenfulOfRowsPerFrame() {
        let view = TextView(text: String(repeating: "0123456789 ", count: 2_000_000))  // 22 MB, one line
        let h = harness(view, Size(width: 80, height: 24))
        #expect(view.rowsLaidOut <= 2 * 24, "first frame wrapped \(view.rowsLaidOut) rows")
        h.press(.down, .down, .pageDown)
        // Each scroll looks at most a screenful ahead: bounded, whatever the text's length.
        #expect(view.rowsLaidOut <= 6 * 24, "after scrolling: \(view.rowsLaidOut) rows")
        #expect(h.screen.split(separator: "\n")[0].hasPrefix(" 0123456789 0123456789"))
    }

    @Test func cutLinesCostNoWrappingAndShowAMarker() {
        let view = TextView(text: String(repeating: "abcdefghij", count: 1_000_000) + "\nshort")
        view.wrapsLines = false
        let h = harness(view, Size(width: 20, height: 6))
        #expect(view.rowsLaidOut == 0)
        #expect(h.mismatch("""
         abcdefghijabcdef…
         short
        """) == nil)
        // The marker sits in the last text column, in the marker's style.
        #expect(h.terminal.screen[17, 0].text == "…")
        #expect(h.terminal.screen[17, 0].style == view.markerStyle)
        #expect(h.terminal.screen[16, 0].style == .plain)
    }

    @Test func horizontalScrollingShowsTheRestOfCutLines() {
        let view = TextView(text: "0123456789abcdefghijKLMNOPQRST\nx")
        view.wrapsLines = false
        let h = harness(view, Size(width: 20, height: 6))
        view.scrollHorizontally(by: 10)
        h.settle()
        #expect(h.mismatch("""
         abcdefghijKLMNOP…
        """) == nil)
        view.scrollHorizontally(by: 10)
        h.settle()
        #expect(h.mismatch("""
         KLMNOPQRST
        """) == nil)
    }

    @Test func wrappedContinuationsAreMarkedAndKeepTheIndentation() {
        let view = TextView(text: "    let words = alpha beta gamma delta epsilon\nnext")
        view.marksContinuations = true
        let h = harness(view, Size(width: 25, height: 6))
        #expect(h.mismatch("""
             let words = alpha
             ↪ beta gamma delta
             ↪ epsilon
         next
        """) == nil)
        #expect(h.terminal.screen[5, 1].text == "↪")
        #expect(h.terminal.screen[5, 1].style == view.markerStyle)
    }

    @Test func wrappedRowsNeverOverflowTheColumn() {
        let samples = [" abc一", " \u{1}\u{C000}", "o🏽", "a" + String(repeating: "🏽", count: 10), "一二三四五六七八九十", "a\tb\tc\td",
                       "word " + String(repeating: "x", count: 40), "  \u{1B}[31m red \u{7F}"]
        for width in 3...12 {
            for sample in samples {
                let layoutWidth = width
                var layout = TextLayout(text: StyledText(sample), width: layoutWidth)
                var row = 0
                while let range = layout.rowRange(line: 0, row: row) {
                    let utf8 = Array(sample.utf8)[range]
                    let text = String(decoding: utf8, as: UTF8.self)
                    var column = 0
                    for character in text {
                        let w = character == "\t" ? 8 - column % 8 : TextLayout.width(of: character)
                        // Only a row's first character may stand alone past the edge (a wide one in one column).
                        if column > 0 || w <= layoutWidth { #expect(column + w <= layoutWidth || character == " ", "\(sample) at \(width): \(text)") }
                        column += w
                    }
                    row += 1
                }
                #expect(row >= 1)
            }
        }
    }

    @Test func stylesOfRunsReachTheCells() {
        var text = StyledText()
        text.append("key", style: Style(foreground: .blue))
        text.append(": ", style: .plain)
        text.append("value", style: Style(foreground: .green, attributes: .bold))
        let view = TextView()
        view.styledText = text
        let h = harness(view, Size(width: 20, height: 6))
        #expect(h.mismatch(" key: value") == nil)
        #expect(h.terminal.screen[1, 0].style.foreground == .blue)
        #expect(h.terminal.screen[4, 0].style == .plain)
        #expect(h.terminal.screen[6, 0].style == Style(foreground: .green, attributes: .bold))
    }

    @Test func theEndOfAWrappedTextIsReachedAndNotPassed() {
        let view = TextView(text: (1...10).map { "line \($0)" }.joined(separator: "\n"))
        let h = harness(view, Size(width: 20, height: 6))
        h.press(.character("G"))
        #expect(h.mismatch("""
         line 5            │
         line 6            │
         line 7            │
         line 8            ┃
         line 9            ┃
         line 10           ┃
        """) == nil)
        h.press(.down)
        #expect(view.topLine == 4)
        h.press(.character("g"))
        #expect(view.topLine == 0)
    }

    @Test func crlfLineEndsAreLineEnds() {
        let view = TextView(text: "one\r\ntwo\r\n")
        let h = harness(view, Size(width: 20, height: 6))
        #expect(h.mismatch("""
         one
         two
        """) == nil)
    }
}
