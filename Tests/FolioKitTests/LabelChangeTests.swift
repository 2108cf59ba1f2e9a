import Testing
import FolioKit
import FolioTesting

/// A label given a new text redraws only the rows whose line changed.
@MainActor
@Suite struct LabelChangeTests {
    static func showing(_ text: String) -> (ScreenHarness, Label) {
        let controller = ViewController()
        let label = Label(text)
        label.numberOfLines = 0
        controller.view = label
        return (ScreenHarness(root: controller, size: Size(width: 20, height: 6)), label)
    }

    /// Catches a label that dirties all its rows (or none) when one line changes.
    @Test func aChangedLineRedrawsItsRowOnly() {
        let (harness, label) = Self.showing("one\ntwo\nthree")
        label.text = "one\nTWO\nthree"
        let rows = (0..<6).filter { !harness.window.dirtyRegion.span(row: $0).isEmpty }
        #expect(rows == [1])
        harness.settle()
        let same = harness.terminal.screen == Self.showing("one\nTWO\nthree").0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }

    /// A shorter text blanks the rows it left: catches comparing only the new lines.
    @Test func aShorterTextClearsTheRowsItLeft() {
        let (harness, label) = Self.showing("one\ntwo\nthree")
        label.text = "one"
        let rows = (0..<6).filter { !harness.window.dirtyRegion.span(row: $0).isEmpty }
        #expect(rows == [1, 2])
        harness.settle()
        let same = harness.terminal.screen == Self.showing("one").0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }

    /// Catches a label that dirties itself when given the text it has.
    @Test func theSameTextRedrawsNothing() {
        let (harness, label) = Self.showing("one\ntwo")
        label.text = "one\ntwo"
        #expect(harness.window.dirtyRegion.isEmpty)
    }
}
