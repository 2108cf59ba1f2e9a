import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A view's rows are read off the main loop, a window of pages per statement, a newer move
/// interrupting the read before it; a value is held capped, however large it is.
@MainActor
@Suite struct SQLiteViewRowsTests {
    let fixture = SQLiteFixture()

    /// 1,000 rows through a group-by view.
    func grouped() -> String {
        fixture.database("grouped.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, g INTEGER);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000)
            INSERT INTO t SELECT x, x % 1000 FROM c;
            CREATE VIEW byg AS SELECT g, count(*) AS n FROM t GROUP BY g;
            """)
    }

    @Test func enterOnAViewShowsLoadingRowsAndAnswersKeysWhileTheQueryRuns() throws {
        let browser = SQLiteBrowser(grouped(), size: Size(width: 90, height: 8))
        browser.wait(for: "1,000 rows")
        let view = try #require(browser.list?.selectedItem as? SQLiteTableItem)
        let gate = DispatchSemaphore(value: 0)
        view.readGate = { gate.wait() }
        defer { for _ in 0..<8 { gate.signal() } }  // no read is left waiting
        browser.press(.enter)
        browser.wait(for: "1/1000")
        // The rows are being read in the background: the list answers keys meanwhile.
        browser.press(.down)
        #expect(browser.harness.mismatch("""
             ‹ Back       byg       2/1000 │                          Loading…
             #        g n                  │ byg, # 2
             Loading…                    ┃ │
             Loading…                    │ │ Loading…
             Loading…                    │ │
             Loading…                    │ │
             Loading…                    │ │
             / Filter  s Sort: #         … │
            """, name: "view-loading-rows") == nil)
        #expect(browser.harness.terminal.screen[2, 3].style.attributes.contains(.reverse), "the second row is selected")
        let pager = try #require(browser.pager)
        #expect(pager.pageReads == 0, "no statement ran for the rows on the main loop")
        // A move far away interrupts the read in flight: only the newest window is read.
        let first = try #require(pager.windowJob?.job)
        browser.press(.end)
        #expect(first.isCancelled)
        #expect(pager.windowJob?.pages == 13..<16)
        for _ in 0..<8 { gate.signal() }
        browser.wait(forRow: "1000 999 3")
        #expect(browser.screen.contains("1000/1000"))
        #expect(pager.pageReads == 1, "one statement read the last window")
        #expect(pager.rowsRead == 1000 - 13 * SQLiteRowPager.pageSize)
        browser.press(.home)
        browser.wait(forRow: "1 0 3")
        #expect(pager.pageReads == 2)
    }

    @Test func aViewsHugeValuesAreHeldCapped() throws {
        let browser = SQLiteBrowser(fixture.database("huge.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            INSERT INTO t VALUES (1), (2);
            CREATE VIEW huge AS SELECT id, randomblob(3000000) AS data, printf('%.*c', 2000000, 'x') AS body FROM t;
            """), size: Size(width: 120, height: 12))
        browser.wait(for: "view, 2 rows")
        browser.press(.enter)
        browser.wait(forRow: "2 2 BLOB xxx")
        let row = try #require(browser.list?.selectedItem as? SQLiteRowItem)
        let data = try #require(row.field("data"))
        #expect(data.type == "blob")
        #expect(data.length == 3_000_000)
        #expect(data.value.typeName == "null", "a blob's bytes are not held to list it")
        let body = try #require(row.field("body"))
        #expect(body.length == 2_000_000)
        #expect(body.value.text.utf8.count <= SQLiteFieldSummary.textLimit, "text is held cut")
        #expect(browser.detailText.contains("data  BLOB, 2.9 MB"))
        // The field's own detail reads the head only.
        let field = SQLiteFieldItem(row: row, column: try #require(row.columns.first { $0.name == "data" }))
        guard case .blob(let head) = try field.fullValue(limit: 4096) else { Issue.record("not a blob"); return }
        #expect(head.count == 4096)
    }

    @Test func aViewsRowReadsItsFieldsViewsInTheBackgroundWhenItOpens() throws {
        let browser = SQLiteBrowser(fixture.database("huge.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            INSERT INTO t VALUES (1), (2);
            CREATE VIEW huge AS SELECT id, randomblob(3000000) AS data, printf('%.*c', 2000000, 'x') AS body FROM t;
            """), size: Size(width: 120, height: 12))
        browser.wait(for: "view, 2 rows")
        browser.press(.enter)
        browser.wait(forRow: "2 2 BLOB xxx")
        let row = try #require(browser.list?.selectedItem as? SQLiteRowItem)
        browser.open()
        browser.wait(for: "body")
        // No statement runs on the main loop for a field's own view now: the main connection
        // can go, and the field still shows its head (a mebibyte of text, 4 KiB of the blob).
        try #require(browser.root.database).connection.close()
        let body = SQLiteFieldItem(row: row, column: try #require(row.columns.first { $0.name == "body" }))
        guard case .text(let text) = try body.fullValue() else { Issue.record("not text"); return }
        #expect(text.count == SQLiteFieldItem.textLimit)
        #expect(body.detailText().contains("… (the first 1.0 MB shown)"))
        let data = SQLiteFieldItem(row: row, column: try #require(row.columns.first { $0.name == "data" }))
        #expect(data.detailText().contains("The first 4096 bytes:"))
    }

    /// A view whose rows are each found by a subquery over 2,000 rows: skipping 50,000 of them
    /// takes seconds.
    func costly() throws -> (SQLiteConnection, SQLiteTableInfo, String) {
        let path = fixture.database("costly.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 60000)
            INSERT INTO t SELECT x FROM c;
            CREATE VIEW costly AS SELECT a.id AS id FROM t a WHERE (SELECT count(*) FROM t b WHERE b.id < 2000 + a.id % 2) > 0;
            """)
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        return (connection, try #require(try SQLiteSchema.read(connection).table(named: "costly")), path)
    }

    @Test func aWindowInShortStatementsGivesUpWhenOneReadsNothingInsteadOfHoldingTheLock() throws {
        let (connection, view, _) = try costly()
        let query = SQLiteRowQuery(table: view)
        // A rollback journal's window runs in slices: one that reads no row gives up.
        // (A zero slice ends at SQLite's second progress check, long before row 50,000 is reached.)
        let short = SQLiteCappedCount.Budget(slice: .zero, slices: 1, pause: .zero)
        #expect(throws: SQLiteError(code: 1, message: "too slow to read without keeping writers waiting")) {
            try SQLiteRowPager.readWindow(query, connection, start: 50_000, length: 64, budget: short)
        }
        // Slices that read rows go on where the last stopped: the rows are those one statement reads.
        let roomy = SQLiteCappedCount.Budget(slice: .seconds(30), slices: 1, pause: .zero)
        let sliced = try SQLiteRowPager.readWindow(query, connection, start: 10, length: 64, budget: roomy)
        #expect(sliced.map { $0.fields?.first?.value } == (11...74).map { SQLiteValue.integer(Int64($0)) })
    }

    @Test func aViewsRowWhosePageFailedIsNotReadOnTheMainLoopInstead() throws {
        let (connection, view, path) = try costly()
        let database = SQLiteDatabase(path: RawPath(path), schema: try SQLiteSchema.read(connection), connection: connection)
        let harness = ScreenHarness(root: ViewController(), size: Size(width: 20, height: 4))
        let pager = SQLiteRowPager(connection: connection, query: SQLiteRowQuery(table: view), mode: .offset, count: 100)
        pager.background = SQLiteRowPager.Background(path: RawPath(path), damaged: false, application: harness.app)
        // The window holding row 0 was too slow to read in the background.
        pager.failure = "too slow to read without keeping writers waiting"
        pager.pages[0] = []
        let row = SQLiteRowItem(database: database, table: view, pager: pager, position: 0)
        #expect(row.detailText().contains("too slow to read without keeping writers waiting"))
        #expect(row.field("id") == nil, "no statement ran for the row's fields")
    }

    @Test func jsonPastAMebibyteOpensWithoutAStatementOnTheMainLoop() throws {
        final class Statements { var sql: [String] = [] }
        let statements = Statements()
        let path = fixture.database("json.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            INSERT INTO t VALUES (1);
            CREATE VIEW docs AS SELECT id, '{"big": "' || printf('%.*c', 1200000, 'x') || '", "small": 2}' AS doc FROM t;
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 8), mainStatements: { statements.sql.append($0) })
        browser.wait(for: "view, 1 row")
        browser.press(.enter)
        browser.wait("the row's page") { (browser.list?.selectedItem as? SQLiteRowItem)?.isLoading == false }
        let row = try #require(browser.list?.selectedItem as? SQLiteRowItem)
        let field = SQLiteFieldItem(row: row, column: try #require(row.columns.first { $0.name == "doc" }))
        #expect(field.hasChildren, "JSON; Enter browses it")
        // Opened as a list opens an item: in the background when it loads so.
        let members: ChildList
        if let loading = field as Any as? BackgroundLoading {
            let work = loading.backgroundWork()
            let result = try work { _ in }
            members = try loading.finishLoadingList(result)
        } else {
            members = try field.childList()
        }
        #expect((0..<members.count).map { members.title(at: $0) } == ["big", "small"], "the whole document, past the mebibyte its row read")
        let reads = statements.sql.filter { $0.contains("substr(") }
        #expect(reads.isEmpty, "the text was read on the main loop: \(reads)")
    }
}
