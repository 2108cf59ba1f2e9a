import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A table's pages past those read (Down, PgDn, End) are read off the main loop, by keyset, on
/// the pager's worker: the list answers keys meanwhile, shows "Loading…" rows, fills in when
/// the page arrives, and leaving the list interrupts the read.
@MainActor
@Suite struct SQLiteKeysetBackgroundTests {
    let fixture = SQLiteFixture()

    /// 180,000 rows with gaps in the rowids (every 10th deleted).
    func bigTable() -> String {
        fixture.database("keyset.db", """
            CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT, size INTEGER);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000)
            INSERT INTO items SELECT x, 'item ' || x, x % 97 FROM c;
            DELETE FROM items WHERE id % 10 = 0;
            """)
    }

    /// Opens the table with every page read held at a gate the test opens.
    func openHeld(_ browser: SQLiteBrowser, gate: DispatchSemaphore) throws -> SQLiteRowPager {
        browser.wait(for: "180,000 rows")
        let table = try #require(browser.list?.selectedItem as? SQLiteTableItem)
        table.readGate = { gate.wait() }
        browser.press(.enter)
        browser.wait(for: "1/180000")
        return try #require(browser.pager)
    }

    @Test func endIsAnsweredWhileTheLastPageIsReadThenTheRowsFillIn() throws {
        let browser = SQLiteBrowser(bigTable(), size: Size(width: 90, height: 8))
        let gate = DispatchSemaphore(value: 0)
        defer { for _ in 0..<8 { gate.signal() } }  // no read is left waiting
        let pager = try openHeld(browser, gate: gate)
        #expect(pager.pageReads == 1, "the first page came with the load")
        #expect(browser.hasRow("1 item"))
        browser.press(.end)
        browser.press(.up)
        // The last pages are being read: the keys are answered, the rows wait.
        #expect(browser.harness.mismatch("""
             ‹ Back   items  179999/180000 │                          Loading…
             id       name size            │ items, row 179999
             Loading…                    │ │
             Loading…                    │ │ Loading…
             Loading…                    │ │
             Loading…                    │ │
             Loading…                    ┃ │
             / Filter  s Sort: id ▲      … │
            """, name: "keyset-end-loading") == nil)
        #expect(browser.harness.terminal.screen[2, 5].style.attributes.contains(.reverse), "the row above the last is selected")
        #expect(pager.windowJob != nil, "the page query has not finished")
        #expect(pager.pageReads == 1, "no statement ran for the rows on the main loop")
        for _ in 0..<8 { gate.signal() }
        browser.wait(forRow: "199998 item")
        #expect(browser.screen.contains("179999/180000"))
        #expect(pager.rowsRead <= 3 * SQLiteRowPager.pageSize, "the last pages only, none between")
    }

    @Test func leavingTheRowsInterruptsThePageRead() throws {
        let browser = SQLiteBrowser(bigTable(), size: Size(width: 90, height: 8))
        let gate = DispatchSemaphore(value: 0)
        defer { for _ in 0..<8 { gate.signal() } }
        let pager = try openHeld(browser, gate: gate)
        browser.press(.end)
        let job = try #require(pager.windowJob?.job, "the last pages are being read")
        browser.press(.left)
        browser.wait(for: "180,000 rows")
        #expect(job.isCancelled, "the read was interrupted")
        #expect(pager.windowJob == nil)
    }

    @Test func aFilteredListLooksItsRowsUpOffTheMainLoop() throws {
        let browser = SQLiteBrowser(bigTable(), size: Size(width: 90, height: 8))
        let gate = DispatchSemaphore(value: 0)
        defer { for _ in 0..<8 { gate.signal() } }
        _ = try openHeld(browser, gate: gate)
        browser.press(.character("/"))
        // 1999, 19991…19999 and 199901…199999 without the tens: 100 rows.
        browser.type("item 1999")
        browser.wait(for: "1/100 of 180000")
        browser.press(.down)
        // The filter listed the keys; their rows are looked up in the background meanwhile.
        #expect(browser.harness.mismatch("""
             ‹ Back  ite…  2/100 of 180000 │                          Loading…
             id       name size            │ items, row 2
             Loading…                    ┃ │
             Loading…                    │ │ Loading…
             Loading…                    │ │
             Loading…                    │ │
             /item 1999                    │
             / Filter  s Sort: id ▲      … │
            """, name: "keyset-filter-loading") == nil)
        #expect(browser.harness.terminal.screen[2, 3].style.attributes.contains(.reverse), "the second row is selected")
        let pager = try #require(browser.pager)
        guard case .keys = pager.mode else { Issue.record("not a list of keys"); return }
        #expect(pager.windowJob != nil, "the lookup has not finished")
        #expect(pager.pageReads == 0, "no statement ran for the rows on the main loop")
        for _ in 0..<8 { gate.signal() }
        browser.wait(forRow: "19991 item")
        #expect(browser.hasRow("1999 item"))
        #expect(pager.pageReads == 2, "both pages of keys looked up by one job")
        #expect(pager.rowsRead == 100)
        // Leaving the filtered rows interrupts a lookup in flight.
        browser.press(.end)
        browser.press(.left)
        browser.wait(for: "180,000 rows")
    }
}
