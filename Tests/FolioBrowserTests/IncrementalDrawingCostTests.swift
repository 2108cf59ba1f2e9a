import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What a Down costs the browser's frames, counted as cells redrawn (a work count, not a time):
/// the detail column, which now shows another file, plus the few rows of the list column whose
/// selection bar or counter changed; never the rest of the list column.
@MainActor
@Suite struct IncrementalDrawingCostTests {
    /// Cells redrawn for one Down in a 100-file folder at `size`, the preview settled, and the
    /// detail column's area.
    func costOfADown(at size: Size) -> (cells: Int, detail: Int) {
        let browser = BrowserHarness()
        for index in 0..<100 { browser.fixture.file(String(format: "file%03d.txt", index), "same text\n") }
        let harness = browser.open(size: size)
        browser.press(.character("j"), .character("j"))
        var cells = 0
        harness.app.frameWorkObserver = { cells += $1 }
        browser.press(.down)
        let detail = browser.split.viewControllers.last?.viewIfLoaded?.frame.size ?? Size(width: 0, height: 0)
        return (cells, detail.width * detail.height)
    }

    @Test(arguments: [Size(width: 120, height: 40), Size(width: 300, height: 100)])
    func aDownRedrawsTheDetailAndAFewListRows(size: Size) {
        let cost = costOfADown(at: size)
        let listColumn = size.width * size.height - cost.detail
        #expect(cost.detail > 0 && cost.detail < size.width * size.height, "the detail column is \(cost.detail) cells")
        // The list column is a third of the width: four of its rows are the two selection rows,
        // the bar with the position counter, and slack; all of it would be its whole height.
        #expect(cost.cells - cost.detail <= 4 * listColumn / size.height,
                "a Down at \(size) redrew \(cost.cells - cost.detail) cells of the list column (of \(listColumn))")
    }
}
