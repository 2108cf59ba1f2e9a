import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct MouseTests {
    final class Opened: ListViewDelegate {
        var rows: [Int] = []
        func listView(_ listView: ListView, didActivateRowAt index: Int) { rows.append(index) }
    }

    @Test func clickSelectsClickAgainOpensWheelMoves() {
        let rows = Rows("List", count: 50)
        let opened = Opened()
        let nav = NavigationController(rootViewController: rows)
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 20))
        rows.list.delegate = opened
        // Row 0 of the list is screen row 1, under the navigation bar.
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 4))))
        #expect(rows.list.selectedRow == 3)
        #expect(opened.rows.isEmpty)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 4))))
        #expect(opened.rows == [3])
        harness.app.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 4))))
        #expect(rows.list.selectedRow == 6)
        harness.app.handle(.mouse(MouseEvent(.wheelUp, at: Point(x: 5, y: 4))))
        #expect(rows.list.selectedRow == 3)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 0))))
        #expect(rows.list.selectedRow == 3, "a click on the bar selects nothing")
    }

    @Test func aClickInTheOtherColumnFocusesIt() {
        let split = SplitViewController()
        let primary = NavigationController(rootViewController: Rows("Primary"))
        let detail = Rows("Detail")
        split.viewControllers = [primary, NavigationController(rootViewController: detail)]
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(split.focusedColumn == .primary)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 80, y: 2))))
        harness.settle()
        #expect(split.focusedColumn == .secondary)
        #expect(harness.window.firstResponder === detail.list)
        #expect(detail.list.selectedRow == 1)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 3, y: 1))))
        harness.settle()
        #expect(split.focusedColumn == .primary)
    }
}
