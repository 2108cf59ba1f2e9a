import Testing
import FolioKit
import FolioTesting

/// `RowsView`, the core `ListView` and `TableView` share: one set of row keys, and what each
/// subclass says moving and opening a row mean (a table's row height, its `allowsSelection`,
/// its headers).
@MainActor
@Suite struct RowsViewTests {
    /// The keys a responder offers, as help lists them: names, keys, title.
    private func keyTable(_ view: RowsView) -> [String] {
        view.keyCommands.map { "\($0.names) \($0.keyLabel) \($0.title)" }
    }

    @Test func aListAndATableOfferTheOneRowKeyTable() {
        let list = PlainList("Items", rows: ["a", "b"])
        let table = CountingSource(sections: [(nil, 2)])
        _ = ScreenHarness(root: NavigationController(rootViewController: list), size: Size(width: 30, height: 8))
        _ = ScreenHarness(root: NavigationController(rootViewController: table), size: Size(width: 30, height: 8))
        #expect(keyTable(list.list) == keyTable(table.tableView))
        #expect(keyTable(list.list).count == 9)
    }

    /// Catches the table's page keys counting screen rows instead of rows (`screenRowsPerRow`).
    @Test func aTablesPageKeysMoveAScreenfulOfTallRows() {
        let source = CountingSource(sections: [(nil, 40)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 13))
        source.tableView.rowHeight = 2
        harness.settle()
        // 12 screen rows under the bar hold 6 rows of two: a page is 5 rows, half a page 3.
        harness.press(.pageDown)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 5, section: 0))
        harness.press(.ctrl("d"))
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 8, section: 0))
        harness.press(.pageUp)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 3, section: 0))
    }

    /// Catches "Open" ignoring `allowsSelection` (`canActivateRows`): Enter then passes up the
    /// chain and a click on the cursor row selects nothing.
    @Test func aTableThatAllowsNoSelectionOffersNoOpen() {
        let source = CountingSource(sections: [("A", 3)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 8))
        source.tableView.allowsSelection = false
        let open = source.tableView.keyCommands.first { $0.names.contains(.open) }
        #expect(open?.isEnabled == false)
        harness.press(.down, .enter)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 3))))
        #expect(source.selected.isEmpty && source.tableView.indexPathForSelectedRow == nil)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 1, section: 0))
        source.tableView.allowsSelection = true
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 3))))
        #expect(source.selected == [IndexPath(row: 1, section: 0)], "a click on the cursor row is a tap")
    }

    /// A click on a header is no row: the cursor stays; the wheel counts headers as rows.
    @Test func aClickOnAHeaderMovesNothingTheWheelSkipsIt() {
        let source = CountingSource(sections: [("A", 2), ("B", 2)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 8))
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 4))))
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 0), "row 4 is the B header")
        harness.app.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 4))))
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 1), "three down from A.0, the B header counted, is B.0")
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 2))))
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 0))
        #expect(source.selected.isEmpty)
    }
}
