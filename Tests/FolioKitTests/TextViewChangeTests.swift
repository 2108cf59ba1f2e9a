import Testing
import FolioKit
import FolioTesting

/// Setting a text view's text redraws only the rows on screen that change.
@MainActor
@Suite struct TextViewChangeTests {
    static let size = Size(width: 30, height: 8)

    static func lines(_ count: Int, changing changed: Int? = nil) -> String {
        (1...count).map { $0 == changed ? "Line \($0) changed" : "Line \($0)" }.joined(separator: "\n")
    }

    /// A harness showing `text`, with the first frame drawn (nothing left dirty).
    static func showing(_ text: StyledText) -> (ScreenHarness, TextView) {
        let controller = ViewController()
        let view = TextView()
        view.styledText = text
        controller.view = view
        let harness = ScreenHarness(root: controller, size: size)
        return (harness, view)
    }

    /// The screen a fresh window shows for `text`: what the incremental frame must equal.
    static func freshScreen(_ text: StyledText) -> CellGrid {
        showing(text).0.terminal.screen
    }

    /// True when `harness` shows what a fresh window shows for `text`, text and styles.
    static func showsAsFresh(_ harness: ScreenHarness, _ text: StyledText) -> Bool {
        harness.terminal.screen == freshScreen(text)
    }

    /// The rows of the window that are dirty.
    static func dirtyRows(_ window: Window) -> [Int] {
        (0..<size.height).filter { !window.dirtyRegion.span(row: $0).isEmpty }
    }

    /// Catches a text change that dirties the whole view (the row comparison skipped), or one
    /// that misses the changed row (the screen would keep the old line 3).
    @Test func aTextDifferingInOneVisibleRowDirtiesThatRowOnly() {
        let (harness, view) = Self.showing(StyledText(Self.lines(20)))
        #expect(harness.window.dirtyRegion.isEmpty)
        let changed = StyledText(Self.lines(20, changing: 3))
        view.styledText = changed
        #expect(Self.dirtyRows(harness.window) == [2])
        harness.settle()
        #expect(harness.screen.contains("Line 3 changed"))
        #expect(Self.showsAsFresh(harness, changed), "the screen (text and styles) equals a fresh one")
    }

    /// Catches a setter that dirties anything when nothing changes.
    @Test func theSameTextDirtiesNothing() {
        let text = StyledText(Self.lines(20))
        let (harness, view) = Self.showing(text)
        view.styledText = text
        #expect(harness.window.dirtyRegion.isEmpty)
        view.text = Self.lines(20)
        #expect(harness.window.dirtyRegion.isEmpty)
    }

    /// Same bytes, another style on line 2: catches a comparison of bytes without styles.
    @Test func aStyleChangeInOneRowDirtiesThatRow() {
        var plain = StyledText()
        var styled = StyledText()
        for line in 1...20 {
            plain.append("Line \(line)\n", style: .plain)
            styled.append("Line \(line)\n", style: line == 2 ? Style(foreground: .red) : .plain)
        }
        let (harness, view) = Self.showing(plain)
        view.styledText = styled
        #expect(Self.dirtyRows(harness.window) == [1])
        harness.settle()
        #expect(Self.showsAsFresh(harness, styled), "the screen (text and styles) equals a fresh one")
    }

    /// A shorter text blanks the rows it no longer covers, and the scroll indicator goes: catches
    /// a comparison that treats a row without text as unchanged, or keeps a stale indicator.
    @Test func aShorterTextClearsItsOldRowsAndTheIndicator() {
        let (harness, view) = Self.showing(StyledText(Self.lines(20)))
        #expect(harness.screen.contains("┃"))
        let short = StyledText(Self.lines(3))
        view.styledText = short
        #expect(Self.dirtyRows(harness.window) == Array(0..<Self.size.height), "rows 4-8 lose text, the indicator spans all")
        harness.settle()
        #expect(!harness.screen.contains("Line 4"))
        #expect(Self.showsAsFresh(harness, short), "the screen (text and styles) equals a fresh one")
    }

    /// A scrolled view given the same text goes back to its top: catches a comparison made
    /// against the text's top instead of the rows on screen.
    @Test func aScrolledViewGivenTheSameTextRedrawsFromTheTop() {
        let text = StyledText(Self.lines(20))
        let (harness, view) = Self.showing(text)
        view.scroll(by: 2)
        harness.settle()
        #expect(view.topLine == 2)
        view.styledText = text
        harness.settle()
        #expect(Self.showsAsFresh(harness, text), "the screen (text and styles) equals a fresh one")
    }

    /// Wrapped rows are compared row by row: catches comparing whole lines (the long line's
    /// second row changes, its first row stays).
    @Test func aChangeInAWrappedContinuationDirtiesThatRow() {
        let long = "alpha beta gamma delta epsilon zeta eta theta"
        let (harness, view) = Self.showing(StyledText(long + "\nshort"))
        let changed = StyledText(long.replacingOccurrences(of: "eta theta", with: "eta THETA") + "\nshort")
        view.styledText = changed
        #expect(Self.dirtyRows(harness.window) == [1], "the long line's first row is unchanged, its second is not")
        harness.settle()
        #expect(Self.showsAsFresh(harness, changed), "the screen (text and styles) equals a fresh one")
    }
}
