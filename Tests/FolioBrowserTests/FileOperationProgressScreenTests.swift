import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The progress row of a running file operation: its text beside a FolioKit `ProgressView` bar,
/// which shrinks with the window and hides where the row has no room for it.
@MainActor
@Suite struct FileOperationProgressScreenTests {
    /// The bottom row of `harness`'s screen, as a one-row grid.
    func bottomRow(_ harness: ScreenHarness) -> CellGrid {
        let screen = harness.terminal.screen
        var row = CellGrid(size: Size(width: screen.size.width, height: 1))
        for x in 0..<screen.size.width { row[x, 0] = screen[x, screen.size.height - 1] }
        return row
    }

    @Test func theRowShowsTheBytesDoneAsABarBesideItsTextAt120And60Columns() {
        let b = BrowserHarness()
        b.fixture.file("a.txt")
        b.open(size: Size(width: 120, height: 40))
        b.context.notices.show(in: b.harness.window)
        let center = b.context.fileOperations
        let progress = FileOperationProgress(filesDone: 1, filesTotal: 3, bytesDone: 1 << 20, bytesTotal: 4 << 20,
                                             currentName: Array("big.iso".utf8))
        let report = FileOperationCenter.jobProgress(progress, elapsed: .seconds(1))
        #expect(report.fraction == 0.25, "the bar follows the bytes")
        center.running = ("Copying", CancellationFlag())
        center.progressLine = "Copying " + report.detail
        center.progressFraction = report.fraction.map(Float.init)
        center.showProgress(b.context.notices)
        b.harness.settle()
        var problem = ScreenComparison.mismatch(grid: bottomRow(b.harness), expected: """
         Copying 1/3 files, 1.0M of 4.0M, 1.0M/s, 3 s left: big.iso                                    ██████──────────────────
        ~~~ styles: R=bold+reverse+black+on-yellow d=dim
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR      ddddddddddddddddddR
        """, name: "fileops-progress-120", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        b.harness.resize(to: Size(width: 60, height: 20))
        b.harness.settle()
        problem = ScreenComparison.mismatch(grid: bottomRow(b.harness), expected: """
         Copying 1/3 files, 1.0M of 4.0M, 1.0M/s, 3 s… ███─────────
        ~~~ styles: R=bold+reverse+black+on-yellow d=dim
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR   dddddddddR
        """, name: "fileops-progress-60", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        // The operation ended: the row and its bar go.
        center.running = nil
        center.showProgress(b.context.notices)
        b.harness.settle()
        #expect(b.harness.window.notice == nil && b.harness.window.noticeProgress == nil)
    }
}
