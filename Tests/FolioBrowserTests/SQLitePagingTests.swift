import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct SQLitePagingTests {
    let fixture = SQLiteFixture()

    /// 200,000 rows with gaps in the rowids (every 10th deleted), so positions and rowids differ.
    func bigTable() -> String {
        fixture.database("big.db", """
            CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT, size INTEGER);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000)
            INSERT INTO items SELECT x, 'item ' || x, x % 97 FROM c;
            DELETE FROM items WHERE id % 10 = 0;
            """)
    }

    @Test func onlyThePagesOnScreenAreReadAndEndReadsTheLastPageAlone() throws {
        let browser = SQLiteBrowser(bigTable(), size: Size(width: 100, height: 30))
        browser.wait(for: "180,000 rows")
        browser.press(.enter)
        browser.wait(for: "1/180000")
        let pager = try #require(browser.pager)
        #expect(pager.pageReads == 1, "the first screen is one page")
        #expect(pager.rowsRead == SQLiteRowPager.pageSize)
        #expect(browser.hasRow("1 item"))
        browser.press(.end)
        #expect(browser.screen.contains("180000/180000"))
        // The last pages are read in the background: the rows fill in when they arrive.
        browser.wait(forRow: "199999 item")
        #expect(browser.hasRow("199998 item"))
        #expect(!browser.hasRow("199990 "), "rowid 199990 was deleted")
        // The last page, read from the end, and the one before it for the rows above: none between.
        #expect(pager.pageReads <= 3)
        #expect(pager.rowsRead <= 3 * SQLiteRowPager.pageSize)
        browser.press(.pageUp, .pageUp, .pageUp)
        browser.wait("the pages above") { !browser.screen.contains("Loading…") }
        #expect(pager.rowsRead <= 5 * SQLiteRowPager.pageSize, "paging up reads neighbouring pages by keyset")
        browser.press(.home)
        #expect(browser.hasRow("1 item"))
        #expect(pager.rowsRead <= 5 * SQLiteRowPager.pageSize, "the first page is kept")
    }

    @Test func keysetPagesMatchOffsetPagesEverywhere() throws {
        let browser = SQLiteBrowser(bigTable())
        browser.wait(for: "items")
        browser.press(.enter)
        browser.wait(for: "1/180000")
        let pager = try #require(browser.pager)
        // Jump into the middle (offset), then walk both ways by keyset; compare with rowid arithmetic.
        for index in [90_000, 90_063, 90_064, 89_999, 179_999, 0, 63, 64, 128] {
            let expected = Int64(index / 9 * 10 + index % 9 + 1)
            #expect(pager.summaryReadingNow(at: index).key == [.integer(expected)], "row \(index)")
        }
    }

    @Test func restorationFindsADeepRowByItsKeyWithoutReadingTheRowsBefore() throws {
        let path = bigTable()
        let state = BrowserState(opened: ["items", "150001  item 150001"], selected: "size")
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 30), state: state)
        browser.wait("the restored field list") { browser.list?.title == "150001  item 150001" && browser.screen.contains("3/3") }
        let rows = try #require((browser.split.viewControllers.first as? NavigationController)?.viewControllers[1] as? ItemListViewController)
        #expect(rows.selectedItem?.locator == path + ":items:150001")
        let pager = try #require((rows.item as? SQLiteTableItem)?.pager)
        #expect(pager.rowsRead <= 3 * SQLiteRowPager.pageSize, "found by counting, not by reading titles")
        #expect(BrowserState.capture(from: browser.split).opened == ["items", "150001  item 150001"])
    }

    @Test func theFirstPageShowsBeforeTheCountThenTheCountReplacesIt() throws {
        let path = bigTable()
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        let database = SQLiteDatabase(path: RawPath(path), schema: try SQLiteSchema.read(connection), connection: connection)
        let table = try #require(database.schema.table(named: "items"))
        // Straight from the probe: one page of rows, the count still to come.
        let probed = SQLiteTableItem(database: database, table: table)
        let firstPage = try probed.finishLoadingList(SQLiteTableItem.Loaded(first: .morePages, firstPage: nil))
        #expect(firstPage.count == SQLiteRowPager.pageSize)
        #expect(probed.isCountPending)
        #expect(firstPage.title(at: 9) == "11  item 11", "rowid 10 was deleted")
        // In a browser: the table's rows list as the root, with no count known beforehand.
        let item = SQLiteTableItem(database: database, table: table)
        let context = BrowserContext()
        let split = Browser.makeRootController(for: item, context: context, coordinator: BrowserCoordinator())
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 20))
        let deadline = Date().addingTimeInterval(20)
        while !harness.screen.contains("/180000") && Date() < deadline {
            harness.settle()
            usleep(2000)  // the count lands through Application.post; poll to the deadline
        }
        #expect(harness.screen.contains("1/180000"))
        #expect(!item.isCountPending)
        #expect(database.rowCounts["items"] == 180_000)
        harness.press(.end)
        while !harness.screen.contains("199999  item 199999") && Date() < deadline {
            harness.settle()
            usleep(2000)  // the last page lands through Application.post; poll to the deadline
        }
        #expect(harness.screen.contains("199999  item 199999"))
    }
}

/// A restored place deep in a table is found off the main loop: its page comes with the
/// list's first load.
@MainActor
@Suite struct SQLiteRestorationBackgroundTests {
    let fixture = SQLiteFixture()

    @Test func aRestoredDeepRowIsFoundWithoutAStatementOnTheMainLoop() throws {
        let path = fixture.database("deep.db", """
            CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000)
            INSERT INTO items SELECT x, 'item ' || x FROM c;
            DELETE FROM items WHERE id % 10 = 0;
            """)
        let state = BrowserState(opened: ["items"], selected: "1501  item 1501")
        final class Statements { var sql: [String] = [] }
        let statements = Statements()
        let browser = SQLiteBrowser(path, size: Size(width: 60, height: 6), state: state, mainStatements: { statements.sql.append($0) })
        browser.wait(for: "1351/1800")
        #expect(browser.list?.selectedItem?.title == "1501  item 1501")
        let rows = statements.sql.filter { $0.contains("count(") || $0.contains("ORDER BY") }
        #expect(rows.isEmpty, "statements for the rows ran on the main loop: \(rows)")
        let pager = try #require(browser.pager)
        #expect(pager.isRead(1350), "the restored row's page came with the load")
        #expect(pager.summary(at: 1349).title == "1499  item 1499")
        #expect(pager.summary(at: 1351).title == "1502  item 1502")
    }
}
