import Testing
import FolioKit
import FolioTesting

/// A label given a new text redraws only the rows whose line changed; its lines are centred
/// vertically in its bounds, as UILabel centres them.
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
        // Three lines in six rows start on row 1.
        #expect(rows == [2])
        harness.settle()
        let same = harness.terminal.screen == Self.showing("one\nTWO\nthree").0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }

    /// A shorter text blanks the rows it left: catches comparing only the new lines.
    @Test func aShorterTextClearsTheRowsItLeft() {
        let (harness, label) = Self.showing("one\ntwo\nthree")
        label.text = "one"
        let rows = (0..<6).filter { !harness.window.dirtyRegion.span(row: $0).isEmpty }
        // Rows 1-3 held three lines; the one line left is centred on row 2.
        #expect(rows == [1, 2, 3])
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

    /// A label that is a controller's whole view inside a navigation controller shows its text
    /// in the middle of its bounds, below the bar, as UILabel centres it (issue 32): catches a
    /// label drawn from its top row, under the translucent bar.
    @Test func aWholeViewLabelIsCentredBelowTheBar() {
        let controller = ViewController()
        controller.title = "Status"
        let label = Label("Loading…", alignment: .center)
        controller.view = label
        let harness = ScreenHarness(root: NavigationController(rootViewController: controller), size: Size(width: 30, height: 7))
        let problem = harness.mismatch("""
                    Status


                   Loading…
        ~~~ styles: R=bold+reverse r=reverse
        rrrrrrrrrrrrRRRRRRrrrrrrrrrrrr
        """, name: "label-centred-30x7", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
