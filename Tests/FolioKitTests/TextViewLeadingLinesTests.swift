import Testing
import FolioKit
import FolioTesting

/// `TextView.replaceLeadingLines` gives the text, the screen (text and styles) and the scroll
/// position that setting the whole new text gives, while redrawing only the new lines' rows.
@MainActor
@Suite struct TextViewLeadingLinesTests {
    static let size = Size(width: 30, height: 8)

    /// A harness showing `text` with the given line handling, the first frame drawn.
    static func showing(_ text: StyledText, wraps: Bool = true, marks: Bool = false) -> (ScreenHarness, TextView) {
        let controller = ViewController()
        let view = TextView()
        view.wrapsLines = wraps
        view.marksContinuations = marks
        view.styledText = text
        controller.view = view
        return (ScreenHarness(root: controller, size: size), view)
    }

    /// A styled body: every other line has a coloured word, and some lines are long.
    static func body(_ count: Int, long: Bool = false) -> StyledText {
        var text = StyledText()
        for index in 1...count {
            text.append("\n", style: .plain)
            text.append("row \(index) ", style: .plain)
            if index % 2 == 0 { text.append("green", style: Style(foreground: .green)) }
            if long && index % 3 == 0 { text.append(" and more words that run past the edge of the view", style: .plain) }
        }
        return text
    }

    /// `lines`, each ending in a newline, then `rest` (which starts with its own newline, so a
    /// blank line separates them as in a preview), styles moved with it.
    static func joined(_ lines: [String], _ rest: StyledText) -> StyledText {
        var text = StyledText(lines.joined(separator: "\n"))
        text.append(rest)
        return text
    }

    /// The rows of the window that are dirty.
    static func dirtyRows(_ window: Window) -> [Int] {
        (0..<size.height).filter { !window.dirtyRegion.span(row: $0).isEmpty }
    }

    /// Catches a replacement that redraws every row (the comparison skipped) or the wrong one,
    /// and one that loses the body's styles.
    @Test func sameCountLinesDirtyOnlyTheirChangedRows() {
        let rest = Self.body(12)
        let (harness, view) = Self.showing(Self.joined(["Name: a", "Kind: file", "Size: 1"], rest))
        #expect(view.replaceLeadingLines(3, with: ["Name: a", "Kind: link", "Size: 1"]))
        #expect(Self.dirtyRows(harness.window) == [1])
        let expected = Self.joined(["Name: a", "Kind: link", "Size: 1"], rest)
        #expect(view.styledText == expected)
        harness.settle()
        #expect(harness.terminal.screen == Self.showing(expected).0.terminal.screen)
    }

    /// Catches a replacement that leaves the rows below in place when a line is added (they
    /// move down) or removed.
    @Test func anotherLineCountMovesTheRowsBelow() {
        let rest = Self.body(12)
        let (harness, view) = Self.showing(Self.joined(["Name: a", "Size: 1"], rest))
        #expect(view.replaceLeadingLines(2, with: ["Name: b", "Target: a", "Size: 1"]))
        harness.settle()
        let longer = Self.joined(["Name: b", "Target: a", "Size: 1"], rest)
        #expect(harness.terminal.screen == Self.showing(longer).0.terminal.screen)
        #expect(view.replaceLeadingLines(3, with: ["Name: c"]))
        harness.settle()
        #expect(harness.terminal.screen == Self.showing(Self.joined(["Name: c"], rest)).0.terminal.screen)
    }

    /// Catches a replacement applied over styled leading lines (their runs would land on the
    /// wrong bytes) or past the text's end.
    @Test func styledOrMissingLeadingLinesAreRefused() {
        var styled = StyledText()
        styled.append("Title", style: Style(foreground: .red))
        styled.append(Self.body(3))
        let (_, view) = Self.showing(styled)
        #expect(!view.replaceLeadingLines(1, with: ["Other"]))
        #expect(view.styledText == styled)
        view.styledText = StyledText("one\ntwo")
        #expect(!view.replaceLeadingLines(2, with: ["three"]))
        #expect(view.text == "one\ntwo")
    }

    /// Random replacements draw what a fresh view of the whole new text draws.
    ///
    /// Over wrapped, marked and cut texts, some scrolled first, each ends at the top. Catches a wrong shift of
    /// the kept lines' starts or rows, a wrong row count for the new lines, and a view left
    /// scrolled.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomReplacementsDrawWhatAFreshViewDraws(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let words = ["a", "path/to/some/file", "Kind: regular file", "Size: 12K (12345 bytes)", "—", "日本語の名前", "x\ty"]
        for mode in [(true, false), (true, true), (false, false)] {
            let rest = Self.body(Int.random(in: 2...14, using: &rng), long: true)
            var lines = ["first"]
            let (harness, view) = Self.showing(Self.joined(lines, rest), wraps: mode.0, marks: mode.1)
            for step in 0..<12 {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    view.scroll(by: Int.random(in: 1...4, using: &rng))
                    if !mode.0 { view.scrollHorizontally(by: 3) }
                    harness.settle()
                }
                let count = Int.random(in: 1...4, using: &rng)
                let new = (0..<count).map { _ in
                    (0..<Int.random(in: 1...4, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }.joined(separator: " ")
                }
                #expect(view.replaceLeadingLines(lines.count, with: new))
                lines = new
                harness.settle()
                let expected = Self.joined(lines, rest)
                let fresh = Self.showing(expected, wraps: mode.0, marks: mode.1).0
                #expect(view.styledText == expected, "seed \(seed) mode \(mode) step \(step)")
                #expect(view.topLine == 0 && view.leftColumn == 0, "seed \(seed) mode \(mode) step \(step)")
                #expect(harness.terminal.screen == fresh.terminal.screen, "seed \(seed) mode \(mode) step \(step)")
                #expect(harness.fullRenderMismatch() == nil, "seed \(seed) mode \(mode) step \(step)")
            }
        }
    }
}
