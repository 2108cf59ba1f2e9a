import Testing
@testable import FolioKit
import FolioTesting

/// A list that records which rows it was asked for.
@MainActor
final class CountingRowsController: ViewController, ListViewDataSource {
    var rows: [String]
    let list = ListView()
    /// Row indexes asked for since the last reset, in order.
    var asked: [Int] = []

    init(title: String, count: Int) {
        rows = (0..<count).map { "entry \($0) of the list" }
        super.init()
        self.title = title
    }

    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        asked.append(index)
        return ListRow(title: rows[index], detail: "\(index * 7) B", style: index % 3 == 0 ? Style(foreground: .blue) : .plain)
    }
}

/// A list scrolled by a few rows moves what is already drawn and draws only the rows that came
/// into view and the rows whose selection changed; the screen stays what a full render draws.
@MainActor
@Suite struct ListScrollDrawingTests {
    /// Nil when the terminal shows exactly what a full render draws, styles included.
    func mismatch(_ harness: ScreenHarness) -> String? { harness.fullRenderMismatch() }

    /// A 200-row list in a navigation controller, the selection on the last row on screen.
    func listAtItsLastVisibleRow(size: Size) -> (ScreenHarness, CountingRowsController) {
        let rows = CountingRowsController(title: "Rows", count: 200)
        let harness = ScreenHarness(root: NavigationController(rootViewController: rows), size: size)
        for _ in 0..<(rows.list.visibleRowCount - 1) { harness.press(.down) }
        #expect(rows.list.topRow == 0)
        return (harness, rows)
    }

    /// The list's rows on the screen (bar above, nothing below), scroll indicator included.
    func rowsOnScreen(_ list: ListView) -> Rect {
        let origin = list.screenOrigin
        return Rect(x: origin.x, y: origin.y + list.adjustedContentInset.top, width: list.bounds.width, height: list.visibleRowCount)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 300, height: 100)])
    func aDownThatScrollsByOneRowDrawsTheNewRowAndTheOldSelection(size: Size) {
        let (harness, rows) = listAtItsLastVisibleRow(size: size)
        let last = rows.list.visibleRowCount - 1
        rows.asked = []
        harness.press(.down)
        #expect(rows.list.topRow == 1)
        #expect(rows.asked.sorted() == [last, last + 1], "asked for \(rows.asked)")
        #expect(mismatch(harness) == nil)
        #expect(harness.window.lastFrameScrolls == [GridScroll(rect: rowsOnScreen(rows.list), dy: -1)])
    }

    @Test func movedRowsAreComparedWholeWhenTheTerminalScrollsLines() {
        let split = SplitViewController()
        let rows = CountingRowsController(title: "Rows", count: 200)
        split.viewControllers = [NavigationController(rootViewController: rows),
                                 NavigationController(rootViewController: NotesController(title: "Notes", lines: 80))]
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        rows.list.selectRow(rows.list.visibleRowCount - 1)
        harness.settle()
        let band = rowsOnScreen(rows.list)
        #expect(band.width < 120, "the list is a column")
        rows.list.selectRow(rows.list.visibleRowCount)
        harness.settle()
        #expect(harness.app.lastFrameDirtyCells < band.height * 120, "only the list's columns are compared")
        harness.window.comparesMovedRowsWhole = true
        rows.list.selectRow(rows.list.visibleRowCount + 1)
        harness.settle()
        #expect(harness.app.lastFrameDirtyCells >= band.height * 120, "the moved rows are compared in full")
        #expect(mismatch(harness) == nil)
    }

    @Test func anUpThatScrollsByOneRowDrawsTheNewRowAndTheOldSelection() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 80, height: 24))
        harness.press(.down, .down, .down)
        let top = rows.list.topRow
        for _ in 0..<(rows.list.visibleRowCount - 1) { harness.press(.up) }
        #expect(rows.list.topRow == top && rows.list.selectedRow == top)
        rows.asked = []
        harness.press(.up)
        #expect(rows.list.topRow == top - 1)
        #expect(rows.asked.sorted() == [top - 1, top], "asked for \(rows.asked)")
        #expect(mismatch(harness) == nil)
        #expect(harness.window.lastFrameScrolls == [GridScroll(rect: rowsOnScreen(rows.list), dy: 1)])
    }

    @Test func aScrollByMoreThanTheVisibleRowsDrawsEveryRow() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 80, height: 24))
        let visible = rows.list.visibleRowCount
        rows.asked = []
        rows.list.selectRow(rows.list.selectedRow.map { $0 + visible + 3 } ?? 0)
        harness.settle()
        #expect(rows.asked.count == visible, "asked for \(rows.asked)")
        #expect(mismatch(harness) == nil)
        #expect(harness.window.lastFrameScrolls.isEmpty)
        rows.asked = []
        harness.press(.character("G"))
        #expect(Set(rows.asked) == Set((200 - visible)..<200))
        #expect(mismatch(harness) == nil)
    }

    @Test func aHalfPageDownDrawsOnlyTheRowsThatCameIntoView() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 80, height: 24))
        let visible = rows.list.visibleRowCount, half = visible / 2
        rows.asked = []
        harness.press(.ctrl("d"))
        #expect(rows.list.topRow == half)
        // The rows that came into view, and the old selection (which stayed on screen).
        #expect(Set(rows.asked) == Set((visible - 1)..<(visible + half)), "asked for \(rows.asked)")
        #expect(mismatch(harness) == nil)
        #expect(harness.window.lastFrameScrolls.map(\.dy) == [-half])
    }

    @Test func aRowMarkedDirtyBeforeTheScrollIsDrawnWhereItMovedTo() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 80, height: 24))
        let list = rows.list
        // Row 5 changes and is marked, then the list scrolls before the next frame.
        rows.rows[5] = "changed before the scroll"
        list.setNeedsDisplay(Rect(x: 0, y: list.adjustedContentInset.top + 5, width: list.bounds.width, height: 1))
        list.selectRow((list.selectedRow ?? 0) + 1)
        harness.settle()
        #expect(list.topRow == 1)
        #expect(harness.screen.contains("changed before the scroll"))
        #expect(mismatch(harness) == nil)
    }

    @Test func aSheetOverTheListDoesNotMoveWithIt() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 120, height: 40))
        let sheet = RowsController(title: "Sheet", rows: ["one", "two", "three"])
        sheet.modalPresentationStyle = .formSheet
        rows.present(sheet, animated: false)
        harness.settle()
        let sheetArea = sheet.view.frame
        let before = harness.terminal.screen
        #expect(sheetArea.intersection(rowsOnScreen(rows.list)).height > 3, "the sheet covers the list")
        for step in 1...3 {
            rows.list.selectRow((rows.list.selectedRow ?? 0) + 1)
            harness.settle()
            #expect(rows.list.topRow == step)
            #expect(mismatch(harness) == nil)
        }
        let after = harness.terminal.screen
        for y in sheetArea.minY..<sheetArea.maxY {
            for x in sheetArea.minX..<sheetArea.maxX where after[x, y] != before[x, y] {
                Issue.record("the sheet's cell (\(x), \(y)) changed: \(before[x, y]) -> \(after[x, y])")
                return
            }
        }
    }

    @Test func theNoticeOverTheListStaysOnTheBottomRow() {
        let (harness, rows) = listAtItsLastVisibleRow(size: Size(width: 80, height: 24))
        let list = rows.list
        list.selectRow(40)
        list.selectRow(list.topRow)
        harness.window.notice = "Copied the path"
        harness.settle()
        #expect(list.screenOrigin.y + list.bounds.height == 24, "the list reaches the bottom row")
        // Rows move down, away from the uncovered top row: the bottom row is not drawn again
        // for the list, and must still show the notice.
        list.selectRow(list.topRow - 1)
        harness.settle()
        #expect(harness.window.lastFrameScrolls.map(\.dy) == [1])
        #expect(harness.terminal.screen.lines()[23].contains("Copied the path"))
        #expect(mismatch(harness) == nil)
    }

    @Test func theSplitsOverlayListScrollsOverTheDetailWithoutMovingIt() {
        let split = SplitViewController()
        let rows = CountingRowsController(title: "Rows", count: 200)
        split.viewControllers = [NavigationController(rootViewController: rows),
                                 NavigationController(rootViewController: NotesController(title: "Notes", lines: 80))]
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        split.preferredDisplayMode = .primaryOverlay
        harness.settle()
        #expect(split.displayMode == .primaryOverlay)
        let overlay = rowsOnScreen(rows.list)
        rows.list.selectRow(rows.list.visibleRowCount - 1)
        harness.settle()
        let before = harness.terminal.screen
        rows.asked = []
        rows.list.selectRow(rows.list.visibleRowCount)
        harness.settle()
        #expect(rows.list.topRow == 1)
        #expect(rows.asked.count == 2, "asked for \(rows.asked)")
        #expect(mismatch(harness) == nil)
        // The detail beside the overlay is where it was.
        let after = harness.terminal.screen
        for y in overlay.minY..<overlay.maxY {
            for x in (overlay.maxX + 3)..<120 where after[x, y] != before[x, y] {
                Issue.record("the detail's cell (\(x), \(y)) changed: \(before[x, y]) -> \(after[x, y])")
                return
            }
        }
    }
}
