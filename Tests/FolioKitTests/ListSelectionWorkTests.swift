import Testing
import FolioKit
import FolioTesting

/// A list's rows, recording which ones the list asks for.
@MainActor
final class RecordingRows: ListViewDataSource {
    var asked: [Int] = []
    func numberOfRows(in listView: ListView) -> Int { 100 }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        asked.append(index)
        return ListRow(title: "Row \(index)")
    }
}

/// Moving the selection redraws the two rows it leaves and reaches, and asks for nothing else.
@MainActor
@Suite struct ListSelectionWorkTests {
    /// Catches a move that dirties the whole list (every visible row asked again) or that
    /// misses the row the selection left (two bars on screen).
    @Test func aDownRedrawsAndAsksForTwoRows() {
        let rows = RecordingRows()
        let list = ListView()
        list.dataSource = rows
        let controller = ViewController()
        controller.view = list
        let harness = ScreenHarness(root: controller, size: Size(width: 40, height: 10))
        list.reloadData()
        list.becomeFirstResponder()
        harness.settle()
        rows.asked = []
        harness.app.handle(.key(.down))
        let dirty = (0..<10).filter { !harness.window.dirtyRegion.span(row: $0).isEmpty }
        #expect(dirty == [0, 1])
        harness.settle()
        #expect(rows.asked.sorted() == [0, 1])
        #expect(list.selectedRow == 1)
        let fresh = RecordingRows()
        let freshList = ListView()
        freshList.dataSource = fresh
        let freshController = ViewController()
        freshController.view = freshList
        let freshHarness = ScreenHarness(root: freshController, size: Size(width: 40, height: 10))
        freshList.reloadData()
        freshList.becomeFirstResponder()
        freshList.selectRow(1)
        freshHarness.settle()
        let same = harness.terminal.screen == freshHarness.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }
}
