import Testing
import FolioKit
import FolioTesting

/// Records what a list tells its delegate.
@MainActor
final class ListEvents: ListViewDelegate {
    var selected: [Int] = []
    var activated: [Int] = []
    func listView(_ listView: ListView, didSelectRowAt index: Int) { selected.append(index) }
    func listView(_ listView: ListView, didActivateRowAt index: Int) { activated.append(index) }
}

@MainActor
@Suite struct ListViewAPITests {
    let screen = PlainList("Items", rows: (1...20).map { "item \($0)" })
    let events = ListEvents()
    let harness: ScreenHarness

    init() {
        let nav = NavigationController(rootViewController: screen)
        harness = ScreenHarness(root: nav, size: Size(width: 30, height: 8))
        screen.list.delegate = events
    }

    var list: ListView { screen.list }
    var lines: [String] { harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func rowsCountsAndVisibleRows() {
        #expect(list.canBecomeFirstResponder)
        #expect(harness.window.firstResponder === list)
        #expect(list.numberOfRows == 20)
        #expect(list.visibleRowCount == 7, "8 rows less the bar")
        screen.rows = ["only"]
        #expect(list.numberOfRows == 20, "the count is what the data source said at the last reload")
        list.reloadData()
        #expect(list.numberOfRows == 1)
    }

    @Test func selectRowScrollsAndNotifiesOnlyOnChange() {
        list.selectRow(12)
        #expect(list.selectedRow == 12)
        #expect(list.topRow == 6, "the selection is the last visible row")
        #expect(events.selected == [12])
        list.selectRow(12)
        #expect(events.selected == [12], "no change, no call")
        list.selectRow(3, notify: false)
        #expect(events.selected == [12])
        #expect(list.topRow == 3)
        list.selectRow(99)
        #expect(list.selectedRow == 19, "clamped to the last row")
        list.selectRow(-5)
        #expect(list.selectedRow == 0)
        harness.settle()
        #expect(lines[1].hasPrefix(" item 1"))
    }

    @Test func contentInsetAddsToTheSafeArea() {
        list.contentInset = EdgeInsets(top: 2, left: 1)
        harness.settle()
        #expect(list.adjustedContentInset == EdgeInsets(top: 3, left: 1))
        #expect(list.visibleRowCount == 5)
        #expect(lines[3].hasPrefix("  item 1"), "\(lines)")
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test func emptyTextShowsWhenThereAreNoRowsDimmed() {
        screen.rows = []
        list.reloadData()
        #expect(list.selectedRow == nil)
        list.emptyText = "Nothing here"
        harness.settle()
        #expect(lines[1] == " Nothing here")
        #expect(harness.terminal.screen[1, 1].style == Style(.dim))
    }

    @Test func clicksSelectThenOpenAndTheWheelMovesByThree() {
        let origin = Point(x: list.screenOrigin.x, y: list.screenOrigin.y + list.adjustedContentInset.top)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: origin.x + 3, y: origin.y + 2))))
        #expect(list.selectedRow == 2)
        #expect(events.activated.isEmpty)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: origin.x + 3, y: origin.y + 2))))
        #expect(events.activated == [2], "a click on the selected row opens it")
        harness.app.handle(.mouse(MouseEvent(.wheelDown, at: origin)))
        #expect(list.selectedRow == 5)
        harness.app.handle(.mouse(MouseEvent(.wheelUp, at: origin)))
        #expect(list.selectedRow == 2)
        #expect(list.handleMouse(MouseEvent(.click, at: Point(x: 0, y: 0)), at: Point(x: 0, y: 0)), "a click on the bar's inset is taken, and ignored")
        #expect(list.selectedRow == 2)
    }

    @Test func enterActivatesAndKeysMoveByRowsAndPages() {
        harness.press(.down, .down)
        #expect(list.selectedRow == 2)
        harness.press(.enter)
        #expect(events.activated == [2])
        harness.press(.pageDown)
        #expect(list.selectedRow == 8, "a page is the visible rows less one")
        harness.press(.end)
        #expect(list.selectedRow == 19)
        harness.press(.character("g"))
        #expect(list.selectedRow == 0)
    }

    @Test func theFocusedRowIsBoldReverseAndTheUnfocusedOneDimmed() {
        harness.press(.down)
        let y = list.screenOrigin.y + list.adjustedContentInset.top + 1
        #expect(harness.terminal.screen[1, y].style.attributes == [.reverse, .bold])
        #expect(harness.terminal.screen[1, y + 1].style == .plain)
        #expect(harness.terminal.screen[1, y - 1].style == .plain)
        // The bar covers the whole row, up to the last column before the scroll indicator's gap.
        let rowEnd = list.screenOrigin.x + list.bounds.width - 3
        #expect(harness.terminal.screen[rowEnd, y].style.attributes == [.reverse, .bold])
        // Another responder takes the keys: the selection stays visible, dimmed.
        let field = TextField()
        list.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.settle()
        #expect(harness.terminal.screen[1, y].style.attributes == [.reverse, .dim])
        // Unless the list says its column still has the focus (a filter line typing for it).
        list.showsActiveSelection = true
        harness.settle()
        #expect(harness.terminal.screen[1, y].style.attributes == [.reverse, .bold])
    }

    @Test func theScrollIndicatorHasABoldThumbOnADimTrack() {
        // The indicator keeps one blank column between it and the list's right edge.
        let x = harness.terminal.screen.size.width - 2
        let top = list.screenOrigin.y + list.adjustedContentInset.top
        #expect(harness.terminal.screen[x + 1, top].text == " ")
        #expect(harness.terminal.screen[x, top].style == Style(.bold))
        #expect(harness.terminal.screen[x, top].text == "┃")
        #expect(harness.terminal.screen[x, top + 6].style == Style(foreground: .brightBlack, attributes: .dim))
        #expect(harness.terminal.screen[x, top + 6].text == "│")
        list.selectRow(19)
        harness.settle()
        #expect(harness.terminal.screen[x, top + 6].style == Style(.bold), "the thumb follows the scroll")
        #expect(harness.terminal.screen[x, top].style != Style(.bold))
    }

    @Test func layoutKeepsTheSelectionOnScreenAfterAResize() {
        list.selectRow(6)
        #expect(list.topRow == 0)
        harness.resize(to: Size(width: 30, height: 5))
        #expect(list.visibleRowCount == 4)
        #expect(list.topRow == 3, "layoutSubviews scrolled the selection back into view")
    }
}
