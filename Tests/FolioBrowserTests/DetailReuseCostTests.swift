import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What a Down between two empty files costs, counted rather than timed: no new detail
/// controller, the key's frame (the list's move; the detail column left as it is, the old
/// file's whole), then the preview's frame (the detail's new title and metadata together), and
/// in the detail column only the rows that really differ are redrawn.
@MainActor
@Suite struct DetailReuseCostTests {
    /// The rows of `columns` the window will redraw.
    func dirtyRows(_ window: Window, columns: Range<Int>) -> Set<Int> {
        Set((0..<window.bounds.height).filter { window.dirtyRegion.span(row: $0).overlaps(columns) })
    }

    /// The rows where `before` and `after` differ within `columns` (text or style).
    func differingRows(_ before: CellGrid, _ after: CellGrid, columns: Range<Int>) -> Set<Int> {
        Set((0..<after.size.height).filter { y in columns.contains { before[$0, y] != after[$0, y] } })
    }

    /// An empty file's preview needs no read: the key's own frame shows it whole (title, path
    /// row), redrawing only the rows that differ, and the worker's preview, the same text,
    /// writes no frame of its own.
    @Test(arguments: [Size(width: 120, height: 40), Size(width: 300, height: 100)])
    func aDownBetweenEmptyFilesIsOneFrameWithoutANewDetail(size: Size) {
        let browser = BrowserHarness()
        for index in 0..<30 { browser.fixture.file(String(format: "file%02d", index)) }
        browser.context.makesPreviewsInBackground()
        let harness = browser.open(size: size)
        browser.press(.down)
        let tally = WorkTally()
        tally.watch(browser.split)
        guard let detailFrame = browser.split.viewControllers.last?.viewIfLoaded?.frame else {
            Issue.record("no detail column")
            return
        }
        let columns = detailFrame.origin.x..<(detailFrame.origin.x + detailFrame.size.width)
        for step in 0..<4 {
            let made = tally[.detailController]
            let frames = harness.app.frameCount
            let before = harness.terminal.screen
            // As the run loop does: the key, its frame, the work it posted, and then the
            // preview the worker made, each followed by a frame if anything changed.
            harness.app.handle(.key(.down))
            harness.window.layoutIfPending()
            let dirty = dirtyRows(harness.window, columns: columns)
            harness.app.renderIfNeeded()
            #expect(harness.app.frameCount == frames + 1, "step \(step): the key's frame")
            let afterKey = harness.terminal.screen
            // Rows that differ: the detail's title and its path row, and only those are redrawn.
            let differing = differingRows(before, afterKey, columns: columns)
            #expect(differing.count >= 2 && differing.count < textRowsOnScreen(browser).count)
            #expect(dirty.isSubset(of: differing), "step \(step): redrew rows \(dirty.subtracting(differing).sorted()) that did not change")
            harness.app.drainInbox()
            harness.app.renderIfNeeded()
            #expect(browser.context.previewWorker.waitUntilIdle(timeout: 10))
            harness.app.drainInbox()
            harness.app.renderIfNeeded()
            #expect(harness.app.frameCount == frames + 1, "step \(step): the worker's preview changes nothing")
            #expect(harness.terminal.screen == afterKey)
            #expect(tally[.detailController] == made, "step \(step): the detail is reused")
        }
    }

    /// The screen rows the detail's text covers.
    func textRowsOnScreen(_ browser: BrowserHarness) -> Set<Int> {
        let nav = browser.split.viewControllers.last as? NavigationController
        guard let detail = nav?.topViewController as? ItemDetailViewController else { return [] }
        let top = detail.textView.screenOrigin.y + detail.textView.safeAreaInsets.top
        return Set(top..<(top + detail.textView.text.split(separator: "\n", omittingEmptySubsequences: false).count))
    }
}
