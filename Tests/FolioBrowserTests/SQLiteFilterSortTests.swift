import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct SQLiteFilterSortTests {
    let fixture = SQLiteFixture()

    func people() -> String {
        fixture.database("people.db", """
            CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT, city TEXT, age INTEGER, photo BLOB);
            INSERT INTO people VALUES (1, 'Carol', 'Lyon', 41, x'00'), (2, 'alice', 'Paris', 30, NULL),
              (3, 'Bob', 'Oslo', 25, NULL), (4, 'ALICE', 'Rome', 52, NULL), (5, 'Dan', 'Alicante', 19, NULL),
              (6, '50% off', 'Nice', 33, NULL);
            """)
    }

    func openPeople() -> SQLiteBrowser {
        let browser = SQLiteBrowser(people(), size: Size(width: 100, height: 16))
        browser.wait(for: "6 rows")
        browser.press(.enter)
        browser.wait(for: "1/6")
        return browser
    }

    @Test func theFilterRunsInSQLOverTextColumnsWithSmartCase() {
        let browser = openPeople()
        browser.press(.character("/"))
        browser.type("alic")
        browser.wait(for: "1/3 of 6")
        // The rows are looked up in the background; the city column matches too.
        browser.wait { browser.tableRows == ["2 alice Paris 30 NULL", "4 ALICE Rome 52 NULL", "5 Dan Alicante 19 NULL"] }
        browser.press(.backspace, .backspace, .backspace, .backspace)
        browser.type("Alic")
        browser.wait(for: "1/1 of 6")
        browser.wait { browser.tableRows == ["5 Dan Alicante 19 NULL"] }  // a capital makes the match case-sensitive
        browser.press(.backspace, .backspace, .backspace, .backspace)
        browser.type("0%")
        browser.wait(for: "1/1 of 6")
        browser.wait { browser.tableRows == ["6 50% off Nice 33 NULL"] }  // % is matched literally
        browser.press(.escape)
        browser.wait(for: "1/6")
        browser.wait { browser.tableRows.count == 6 }
        #expect(browser.tableRows[2] == "3 Bob Oslo 25 NULL")
    }

    @Test func aNewerFilterCancelsTheOneRunning() throws {
        let path = fixture.database("many.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, a TEXT, b TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000)
            INSERT INTO t SELECT x, 'value ' || x, 'other ' || (x * 7) FROM c;
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 16))
        browser.wait(for: "300,000 rows")
        browser.press(.enter)
        browser.wait(for: "1/300000")
        let table = try #require(browser.list?.item as? SQLiteTableItem)
        browser.press(.character("/"))
        browser.type("1")
        let first = try #require(table.job, "the filter runs in the background")
        browser.type("2345")
        #expect(first.isCancelled)
        browser.wait("the last filter's rows") { browser.screen.contains("of 300000") && table.job == nil }
        #expect(table.query.filter == "12345")
        #expect(browser.list?.filterText == "12345")
        // value 12345, 112345, 123450..123459, 212345; other 12345 is 7 × 1763.5: no.
        let expected = (1...300_000).filter { "value \($0)".contains("12345") || "other \($0 * 7)".contains("12345") }.count
        #expect(browser.screen.contains("1/\(expected) of 300000"))
    }

    /// The names and ages of the rows shown (the 2nd and 4th cells), once `first` is first.
    func names(_ browser: SQLiteBrowser, first: String) -> [String] {
        browser.wait { browser.tableRows.first?.hasPrefix(first) == true && browser.tableRows.count == 6 }
        return browser.tableRows.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
    }

    @Test func sSortsByTheCurrentColumnInSQLEitherWay() {
        let browser = openPeople()
        #expect(browser.screen.contains("s Sort: id ▲"))
        browser.press(.character(">"), .character(">"), .character(">"))  // age
        browser.press(.character("s"))
        browser.wait(for: "s Sort: age ▲")
        #expect(names(browser, first: "5 Dan") == ["Dan", "Bob", "alice", "50%", "Carol", "ALICE"], "youngest first")
        #expect(browser.screen.contains(" age ▲ "), "the header shows the sort")
        browser.press(.character("s"))  // again: the other way
        browser.wait(for: "s Sort: age ▼")
        #expect(names(browser, first: "4 ALICE") == ["ALICE", "Carol", "50%", "alice", "Bob", "Dan"])
        browser.press(.character("<"), .character("<"), .character("S"))  // name, largest first
        browser.wait(for: "s Sort: name ▼")
        #expect(names(browser, first: "2 alice") == ["alice", "Dan", "Carol", "Bob", "ALICE", "50%"], "SQLite's BINARY collation")
        browser.press(.character("S"))  // on the column sorted by: the other way
        browser.wait(for: "s Sort: name ▲")
        #expect(names(browser, first: "6 50%") == ["50%", "ALICE", "Bob", "Carol", "Dan", "alice"])
        // Sorted and filtered together.
        browser.press(.character(">"), .character(">"), .character("s"))
        browser.wait(for: "s Sort: age ▲")
        browser.press(.character("/"))
        browser.type("a")
        browser.press(.enter)
        browser.wait(for: "of 6")
        browser.wait { browser.tableRows.first?.hasPrefix("5 Dan") == true }
        browser.press(.escape)
        browser.wait(for: "1/6")
        browser.press(.character("<"), .character("<"), .character("<"), .character("s"))  // the key: key order
        browser.wait(for: "s Sort: id ▲")
        browser.wait { browser.tableRows.first?.hasPrefix("1 Carol") == true }
        browser.press(.character("s"))  // key order the other way
        browser.wait(for: "s Sort: id ▼")
        #expect(names(browser, first: "6 50%") == ["50%", "Dan", "ALICE", "Bob", "alice", "Carol"])
        #expect(browser.screen.contains(" id ▼ "), "the key's header shows key order the other way")
    }

    @Test func aColumnSortsAsSQLiteOrdersNullsNumbersTextAndBlobs() {
        let path = fixture.database("mixed.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, v, w TEXT);
            INSERT INTO t VALUES (1, 'b', 'x'), (2, 10, NULL), (3, NULL, 'a'), (4, 9.5, 'B'), (5, x'01', '10'),
              (6, 'B', 'b'), (7, '10', '9'), (8, 2, NULL);
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 16))
        browser.wait(for: "8 rows")
        browser.press(.enter)
        browser.wait(for: "1/8")
        browser.press(.character(">"), .character("s"))
        browser.wait(for: "s Sort: v ▲")
        browser.wait { browser.tableRows.first?.hasPrefix("3 NULL") == true }
        #expect(browser.tableRows.map { $0.split(separator: " ")[0] } == ["3", "8", "4", "2", "7", "6", "1", "5"],
                "NULL, then numbers as numbers, then text (BINARY), then blobs")
        browser.press(.character(">"), .character("S"))
        browser.wait(for: "s Sort: w ▼")
        browser.wait { browser.tableRows.first?.hasPrefix("1 ") == true }
        #expect(browser.tableRows.map { $0.split(separator: " ")[0] } == ["1", "6", "3", "4", "7", "5", "2", "8"],
                "text largest first (BINARY), NULLs last the other way, in key order")
    }
}

extension SQLiteBrowser {
    /// Waits until `condition` holds.
    func wait(until condition: () -> Bool) { wait("the condition", until: condition) }

    /// True when a row of the table starts with `prefix` (its cells one space apart).
    func hasRow(_ prefix: String) -> Bool { tableRows.contains { $0.hasPrefix(prefix) } }

    /// Waits until a row of the table starts with `prefix` (its cells one space apart).
    func wait(forRow prefix: String) { wait("a row \"\(prefix)\"") { tableRows.contains { $0.hasPrefix(prefix) } } }

    /// The table's rows under its header as the list column shows them, its cells one space
    /// apart (`5 Dan Alicante 19 NULL`).
    var tableRows: [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).dropLast().map { line in
            let list = line.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "│" || $0 == "┃" }).first ?? ""
            return list.split(separator: " ").joined(separator: " ")
        }.filter { !$0.isEmpty && !$0.hasPrefix("/") }  // not the filter's line
    }
}
