import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What a day on a real database asks of the tables: titles as wide as the list, `r` to read
/// again what a writer held or changed.
@MainActor
@Suite struct SQLiteEverydayTests {
    let fixture = SQLiteFixture()

    @Test func aRowsTitleAndItsFieldsUseTheWidthThereIs() {
        let name = (1...12).map { "word\($0 * 1111)" }.joined(separator: " ")  // 119 characters
        let path = fixture.database("wide.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, city TEXT);
            INSERT INTO t VALUES (1, '\(name)', 'Lyon');
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 200, height: 12))
        browser.wait(for: "1 row")
        browser.open()
        browser.wait(for: "1/1")
        // The list is a third of the screen: the title goes as far as it.
        #expect(browser.screen.contains("1  \(name.prefix(55))"), "no value is cut at 40 characters:\n\(browser.screen)")
        #expect(browser.detailText.contains("name  \"\(name)\""), "nor in the row's detail")
    }

    @Test func rReadsALockedDatabaseAgainOnceTheWriterIsDone() throws {
        let path = fixture.database("locked.db", "CREATE TABLE t(a); INSERT INTO t VALUES (1);")
        let release = try fixture.lock(path)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 12))
        browser.wait("the load") { browser.list?.isLoaded == true }
        #expect(browser.list?.loadError?.contains("try again when it has finished writing") == true)
        release()
        browser.press(.character("r"))
        browser.wait(for: "1 row")
        #expect(browser.list?.loadError == nil)
    }

    @Test func rReadsATablesRowsAgain() {
        let path = fixture.database("live.db", "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'one');")
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 12))
        browser.wait(for: "1 row")
        browser.open()
        browser.wait(for: "1/1")
        fixture.database("live.db", "INSERT INTO t VALUES (2, 'two');")
        browser.press(.character("r"))
        browser.wait(for: "1/2")
        #expect(browser.hasRow("2 two"))
        browser.press(.left)
        browser.wait(for: "2 rows")  // the tables' list took the new count
        // Sorted, `r` runs the sort again.
        browser.open()
        browser.press(.character(">"), .character("s"))  // the current column: name
        browser.wait(for: "s Sort: name ▲")
        fixture.database("live.db", "INSERT INTO t VALUES (3, 'a third');")
        browser.press(.character("r"))
        browser.wait(for: "1/3")
        browser.wait(forRow: "3 a third")  // the sorted rows are looked up in the background
        #expect(browser.list?.selectedItem?.title == "3  a third")
    }
}
