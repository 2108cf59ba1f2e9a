import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// No statement over a table's rows runs on the main loop: a place restored in a table without
/// a rowid or a view, a row reselected after a reload, a wide row's fields, `Y` on a row whose
/// key is declared over a rowid; and a view's row's background read keeps to the budgets.
@MainActor
@Suite struct SQLiteMainLoopTests {
    let fixture = SQLiteFixture()

    /// The SQL the main connection compiles (the connection the main loop reads with).
    final class Statements {
        var sql: [String] = []
        /// Those naming `table` (schema reads and pragmas left out).
        func reading(_ table: String) -> [String] { sql.filter { $0.contains("\"\(table)\"") && !$0.uppercased().hasPrefix("PRAGMA") } }
    }

    @Test func aPlaceDeepInATableWithoutARowidOrAViewIsRestoredWithoutAStatementOnTheMainLoop() throws {
        let path = fixture.database("keys.db", """
            CREATE TABLE tags(book INTEGER, tag TEXT, note TEXT, PRIMARY KEY(book, tag)) WITHOUT ROWID;
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1200)
            INSERT INTO tags SELECT x, 't', 'note ' || x FROM c;
            CREATE VIEW notes AS SELECT note FROM tags;
            """)
        let statements = Statements()
        let tags = SQLiteBrowser(path, size: Size(width: 60, height: 6), state: BrowserState(opened: ["tags"], selected: "1100, t  note 1100"),
                                 mainStatements: { statements.sql.append($0) })
        tags.wait(for: "1100/1200")
        #expect(tags.list?.selectedItem?.title == "1100, t  note 1100")
        #expect(statements.reading("tags").isEmpty, "statements for the rows ran on the main loop: \(statements.reading("tags"))")

        let views = Statements()
        let notes = SQLiteBrowser(path, size: Size(width: 60, height: 6), state: BrowserState(opened: ["notes"], selected: "1100  note 1100"),
                                  mainStatements: { views.sql.append($0) })
        notes.wait(forRow: "1100 note 1100")
        #expect(notes.list?.selectedItem?.title == "1100  note 1100")
        #expect(views.reading("notes").isEmpty, "statements for the rows ran on the main loop: \(views.reading("notes"))")
    }

    @Test func aReloadReselectsADeepRowWithoutAStatementOnTheMainLoop() throws {
        let path = fixture.database("deep.db", """
            CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1200)
            INSERT INTO items SELECT x, 'item ' || x FROM c;
            """)
        let statements = Statements()
        let browser = SQLiteBrowser(path, size: Size(width: 60, height: 6), state: BrowserState(opened: ["items"], selected: "1100  item 1100"),
                                    mainStatements: { statements.sql.append($0) })
        browser.wait(for: "1100/1200")
        statements.sql.removeAll()
        browser.press(.character("r"))
        browser.wait("the reload") { browser.list?.isLoading == false && browser.pager?.isRead(1099) == true }
        browser.wait(for: "1100/1200")
        #expect(browser.list?.selectedItem?.title == "1100  item 1100")
        #expect(statements.reading("items").isEmpty, "statements for the rows ran on the main loop: \(statements.reading("items"))")
    }

    @Test func aWideRowsFieldsAndYOnADeclaredKeyNeedNoStatementOnTheMainLoop() throws {
        // 250 integer columns, then a text primary key over the rowid (past the first chunk).
        let columns = (0..<250).map { "c\($0) INTEGER" }.joined(separator: ", ")
        let values = (0..<250).map { String($0 * 3) }.joined(separator: ", ")
        let path = fixture.database("wide.db", """
            CREATE TABLE wide(\(columns), code TEXT PRIMARY KEY);
            INSERT INTO wide VALUES (\(values), 'x''1');
            """)
        let statements = Statements()
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 8), mainStatements: { statements.sql.append($0) })
        browser.wait(for: "1 row")
        browser.press(.enter)
        browser.wait(for: "1/1")
        statements.sql.removeAll()
        let row = try #require(browser.list?.selectedItem as? SQLiteRowItem)
        // `Y` names the row by its declared key, read with the row.
        #expect(row.copyValue == "SELECT * FROM \"wide\" WHERE \"code\" = 'x''1';")
        browser.press(.character("Y"))
        browser.wait("the row copied") { !browser.harness.terminal.clipboard.isEmpty }
        #expect(browser.harness.terminal.clipboard.last?.hasSuffix(#""c249":747,"code":"x'1"}"#) == true)
        #expect(statements.reading("wide").isEmpty, "Y read on the main loop: \(statements.reading("wide"))")
        // The fields past the first 200 come with the row's load.
        browser.open()
        browser.press(.end)
        browser.wait(for: "251/251")
        browser.press(.up)
        browser.wait(for: "747")
        #expect(statements.reading("wide").isEmpty, "the fields were read on the main loop: \(statements.reading("wide"))")
    }

    @Test func aViewsRowReadsItsValuesWithinTheDatabasesBudget() throws {
        // Each row of the view counts 2,000 rows: reading row 6 takes far more than SQLite's
        // second progress check, where a zero slice ends.
        let path = fixture.database("slow.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2100)
            INSERT INTO t SELECT x FROM c;
            CREATE VIEW slow AS SELECT a.id AS id, printf('%.*c', 300, 'x') AS doc FROM t a
                WHERE (SELECT count(*) FROM t b WHERE b.id < 2000 + a.id % 2) > 0;
            """)
        let connection = try SQLiteConnection(path: RawPath(path), busyTimeoutMilliseconds: 100)
        let none = SQLiteCappedCount.Budget(slice: .zero, slices: 1, pause: .zero)
        let database = SQLiteDatabase(path: RawPath(path), schema: try SQLiteSchema.read(connection), connection: connection,
                                      budgets: .init(rollback: none, wal: none))
        let view = try #require(database.schema.table(named: "slow"))
        let harness = ScreenHarness(root: ViewController(), size: Size(width: 20, height: 4))
        let pager = SQLiteRowPager(connection: connection, query: SQLiteRowQuery(table: view), mode: .offset, count: 100)
        pager.background = SQLiteRowPager.Background(path: RawPath(path), damaged: false, budgets: database.budgets, application: harness.app)
        let cut = SQLiteRowSummary(key: [], preview: [], fields: [SQLiteFieldSummary(.integer(6)),
                                                                  SQLiteFieldSummary(type: "text", length: 300, value: .string("xxx"))])
        pager.pages[0] = Array(repeating: cut, count: SQLiteRowPager.pageSize)
        let row = SQLiteRowItem(database: database, table: view, pager: pager, position: 5)
        let heads = row.headsWork()()
        #expect(heads.problem == "too slow to read without keeping writers waiting", "the read kept to the budget's slice")
        #expect(heads.values.isEmpty)
    }
}
