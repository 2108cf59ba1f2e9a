import Testing
import FolioKit
import FolioTesting

/// A list screen for screen tests: rows of text, with toolbar items.
@MainActor
final class RowsController: ViewController, ListViewDataSource {
    let rows: [String]
    let list = ListView()
    init(title: String, rows: [String]) {
        self.rows = rows
        super.init()
        self.title = title
        toolbarItems = [
            BarButtonItem(title: "Filter", key: .character("/"), priority: 5),
            BarButtonItem(title: "Sort", key: .character("s"), priority: 3),
            BarButtonItem(title: "Hidden", key: .character("."), priority: 1),
            BarButtonItem(title: "Refresh", key: .ctrl("r"), priority: 0),
            BarButtonItem(title: "Open", key: .character("o"), priority: 4),
        ]
    }
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: rows[index], hasChildren: true) }
}

@MainActor
@Suite struct StackScreenTests {
    func threeLevels() -> NavigationController {
        let nav = NavigationController(rootViewController: RowsController(title: "Каталог", rows: ["Города", "Пословицы"]))
        nav.isToolbarHidden = false
        nav.pushViewController(RowsController(title: "中文目录：城市与谚语的很长的标题", rows: ["北京", "上海", "东京"]), animated: false)
        nav.pushViewController(RowsController(
            title: "A very long title that keeps going well past the width of a narrow terminal screen",
            rows: (1...30).map { "Row \($0) 中文 and русский: a long label that needs truncating at eighty columns or less" }), animated: false)
        return nav
    }

    @Test func threeLevelStackAt80x24() {
        let harness = ScreenHarness(root: threeLevels(), size: Size(width: 80, height: 24))
        let expected = """
         ‹ Back  A very long title that keeps going well past the width of a narrow te…
         Row 1 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 2 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 3 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 4 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 5 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 6 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 7 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 8 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 9 中文 and русский: a long label that needs truncating at eighty colu… › ┃
         Row 10 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 11 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 12 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 13 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 14 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 15 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 16 中文 and русский: a long label that needs truncating at eighty col… › ┃
         Row 17 中文 and русский: a long label that needs truncating at eighty col… › │
         Row 18 中文 and русский: a long label that needs truncating at eighty col… › │
         Row 19 中文 and русский: a long label that needs truncating at eighty col… › │
         Row 20 中文 and русский: a long label that needs truncating at eighty col… › │
         Row 21 中文 and русский: a long label that needs truncating at eighty col… › │
         Row 22 中文 and русский: a long label that needs truncating at eighty col… › │
         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: D=dim+brightBlack R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaRb
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd b
                                                                                   dd D
                                                                                   dd D
                                                                                   dd D
                                                                                   dd D
                                                                                   dd D
                                                                                   dd D
        rRrrrrrrrrrRrrrrrrrRrrrrrrrrrRRRRRRrrrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """
        let problem = harness.mismatch(expected, name: "stack-80x24", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func threeLevelStackAt120x40() {
        let harness = ScreenHarness(root: threeLevels(), size: Size(width: 120, height: 40))
        let expected = """
         ‹ 中文目录：城市与谚语的很长的标题  A very long title that keeps going well past the width of a narrow terminal screen
         Row 1 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 2 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 3 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 4 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 5 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 6 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 7 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 8 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 9 中文 and русский: a long label that needs truncating at eighty columns or less                                 ›
         Row 10 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 11 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 12 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 13 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 14 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 15 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 16 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 17 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 18 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 19 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 20 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 21 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 22 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 23 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 24 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 25 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 26 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 27 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 28 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 29 中文 and русский: a long label that needs truncating at eighty columns or less                                ›
         Row 30 中文 and русский: a long label that needs truncating at eighty columns or less                                ›








         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd
                                                                                                                             dd








        rRrrrrrrrrrRrrrrrrrRrrrrrrrrrRRRRRRrrrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """
        let problem = harness.mismatch(expected, name: "stack-120x40", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func middleLevelShowsTheRussianBackTitleAndChineseTitle() {
        let nav = threeLevels()
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        harness.press(.left)
        let first = harness.screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == " ‹ Каталог              中文目录：城市与谚语的很长的标题")
    }

    @Test func toolbarItemsDropWhenNarrow() {
        let harness = ScreenHarness(root: threeLevels(), size: Size(width: 30, height: 12))
        let last = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(last == " / Filter  s Sort  o Open   …", "the … says that items were dropped")
    }
}
