import Testing
import FolioKit
import FolioTesting

/// A table data source that counts every call it gets.
@MainActor
final class CountingSource: TableViewController {
    var sections: [(title: String?, rows: Int)]
    var cellCalls: [IndexPath] = []
    var countCalls = 0
    var selected: [IndexPath] = []
    var checked: Set<IndexPath> = []

    init(sections: [(title: String?, rows: Int)]) {
        self.sections = sections
        super.init(style: .plain)
        title = "Rows"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func numberOfSections(in tableView: TableView) -> Int { countCalls += 1; return sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { countCalls += 1; return sections[section].rows }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { countCalls += 1; return sections[section].title }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellCalls.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.accessoryType = checked.contains(indexPath) ? .checkmark : .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite struct TableViewTests {
    @Test func aHundredThousandRowsCostWhatAScreenCosts() {
        let source = CountingSource(sections: [(nil, 100_000)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 40, height: 12))
        // One bar row: 11 rows on screen; the counts are asked once per section.
        #expect(source.countCalls == 3)
        #expect(source.cellCalls.count == 11)
        #expect(source.cellCalls.first == IndexPath(row: 0, section: 0) && source.cellCalls.last == IndexPath(row: 10, section: 0))
        source.cellCalls = []
        harness.press(.down, .down, .down)
        #expect(source.cellCalls.isEmpty, "moving the cursor on screen asks for nothing")
        harness.press(.character("G"))
        #expect(source.cellCalls.count == 11, "the end is one screen of cells")
        #expect(source.cellCalls.contains(IndexPath(row: 99_999, section: 0)))
        source.cellCalls = []
        harness.press(.up)
        #expect(source.cellCalls.isEmpty)
        harness.press(.pageUp)
        #expect(source.cellCalls == [IndexPath(row: 99_988, section: 0)], "a page up that scrolls one row asks for that row")
        #expect(source.countCalls == 3)
    }

    @Test func headersAreRowsTheCursorSkips() {
        let source = CountingSource(sections: [("Today", 2), ("Earlier", 2)])
        source.checked = [IndexPath(row: 1, section: 1)]
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 8))
        let expected = """
                     Rows
         Today
         Row 0.0                    ›
         Row 0.1                    ›
         Earlier
         Row 1.0                    ›
         Row 1.1                    ✓
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrRRRRrrrrrrrrrrrrr
         bbbbb
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRaR
                                    d
         bbbbbbb
                                    d
                                    d
        """
        #expect(harness.mismatch(expected, name: "table-headers", styles: true) == nil, "\(harness.mismatch(expected, styles: true) ?? "")")
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 0))
        harness.press(.down, .down)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 1), "the Earlier header is skipped")
        harness.press(.up)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 1, section: 0))
        harness.press(.character("g"), .up)
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 0, section: 0), "the Today header is never the cursor")
        // The cursor of the focused table is reverse and bold across the row; headers are bold.
        let screen = harness.terminal.screen
        #expect(screen[3, 2].style.attributes == [.reverse, .bold])
        #expect(screen[28, 2].style.attributes == [.reverse, .bold, .dim], "the accessory is dim, inside the cursor")
        #expect(screen[3, 3].style.attributes == [])
        #expect(screen[1, 1].style.attributes == .bold)
    }

    @Test func enterSelectsAndTellsTheDelegate() {
        let source = CountingSource(sections: [("A", 3)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 8))
        #expect(source.tableView.indexPathForSelectedRow == nil)
        harness.press(.down, .enter)
        #expect(source.selected == [IndexPath(row: 1, section: 0)])
        #expect(source.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        source.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(source.tableView.indexPathForSelectedRow == nil)
        source.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(source.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(source.selected.count == 1, "selectRow does not call the delegate, as in UIKit")
        // The selected row the cursor left is underlined.
        harness.press(.up)
        #expect(harness.terminal.screen[3, 4].style.attributes == .underline)
    }

    @Test func reloadRowsAsksOnlyForRowsOnScreen() {
        let source = CountingSource(sections: [(nil, 50)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 8))
        source.cellCalls = []
        source.checked = [IndexPath(row: 2, section: 0)]
        source.tableView.reloadRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 40, section: 0)], with: .automatic)
        harness.settle()
        #expect(source.cellCalls == [IndexPath(row: 2, section: 0)])
        #expect(harness.screen.components(separatedBy: "\n")[3].hasSuffix("✓ │"))
    }

    @Test func cellsAreReusedAfterScrolling() {
        let source = CountingSource(sections: [(nil, 1000)])
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 30, height: 6))
        let first = source.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first != nil)
        harness.press(.pageDown, .pageDown)
        #expect(source.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let onScreen = (source.tableView.indexPathsForVisibleRows ?? []).compactMap { source.tableView.cellForRow(at: $0) }
        #expect(onScreen.contains { $0 === first }, "the cell that scrolled off came back for another row")
    }

    @Test(arguments: [true, false])
    func clearsSelectionOnViewWillAppear(clears: Bool) {
        let source = CountingSource(sections: [(nil, 3)])
        source.clearsSelectionOnViewWillAppear = clears
        let nav = NavigationController(rootViewController: source)
        let harness = ScreenHarness(root: nav, size: Size(width: 30, height: 8))
        harness.press(.enter)
        nav.pushViewController(ViewController(), animated: false)
        harness.press(.character("h"))
        #expect((source.tableView.indexPathForSelectedRow == nil) == clears)
    }

    @Test func indexPathsHaveUIKitsRowAndSection() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.section == 2)
        path.row = 5
        #expect(path == IndexPath(indexes: [2, 5]))
    }
}

@MainActor
@Suite struct TableViewScrollingTests {
    @Test(arguments: [
        // position, expected first row on screen (10 rows fit)
        (TableView.ScrollPosition.top, 50),
        (.middle, 45),
        (.bottom, 41),
        (.none, 41),
    ])
    func scrollToRow(position: TableView.ScrollPosition, firstRow: Int) {
        let source = CountingSource(sections: [(nil, 100)])
        _ = source.view
        source.tableView.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        source.tableView.layoutIfNeeded()
        source.tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: position, animated: false)
        source.tableView.layoutIfNeeded()
        #expect(source.tableView.indexPathsForVisibleRows?.first == IndexPath(row: firstRow, section: 0))
        #expect(source.tableView.indexPathForHighlightedRow == IndexPath(row: 50, section: 0))
    }
}
