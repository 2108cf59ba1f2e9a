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
        browser.wait(for: "5  Dan · Alicante")  // the rows are looked up in the background
        #expect(browser.screen.contains("2  alice · Paris"))
        #expect(browser.screen.contains("4  ALICE · Rome"))
        #expect(browser.screen.contains("5  Dan · Alicante"), "the city column matches too")
        browser.press(.backspace, .backspace, .backspace, .backspace)
        browser.type("Alic")
        browser.wait(for: "1/1 of 6")
        browser.wait(for: "5  Dan")
        #expect(browser.screen.contains("5  Dan · Alicante"), "a capital makes the match case-sensitive")
        #expect(!browser.screen.contains("ALICE"))
        browser.press(.backspace, .backspace, .backspace, .backspace)
        browser.type("0%")
        browser.wait(for: "1/1 of 6")
        browser.wait(for: "6  50")
        #expect(browser.screen.contains("6  50% off"), "% is matched literally")
        browser.press(.escape)
        browser.wait(for: "1/6")
        #expect(browser.screen.contains("3  Bob · Oslo"))
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

    /// The rows' first lines as far as the sort value, trimmed.
    func rows(_ browser: SQLiteBrowser, _ count: Int) -> [String] {
        browser.screen.split(separator: "\n").dropFirst().prefix(count).map {
            String($0.split(separator: "›")[0]).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func sortChoosesTheColumnFromASheetEitherWay() {
        let browser = openPeople()
        #expect(browser.screen.contains("s Sort: id ↑"))
        browser.press(.character("s"))
        browser.wait(for: "Sort people by")
        #expect(browser.harness.mismatch("""
             ‹ people.db  people           1/6 │                        1  Carol · Lyon
             1  Carol · Lyon                 › │ people, id 1
             2  alice · Paris           ┌──────────────────────────────────────────┐
             3  Bob · Oslo              │ Sort people by                           │
             4  ALICE · Rome            │                                          │
             5  Dan · Alicante          │ id (key order)                         ↑ │
             6  50% off · Nice          │ name                                     │
                                        │ city                                     │
                                        │ age                                      │
                                        │ photo                                    │
                                        │                                          │
                                        │ Enter sorts by it (again: the other way) │
                                        └──────────────────────────────────────────┘
                                               │
                                               │
             / Filter  s Sort: id ↑  r Refresh │
            ~~~ styles: B=bold+blue R=dim+reverse a=bold+reverse b=bold c=bold+dim+reverse d=dim e=bold+dim+reverse+blue r=reverse
            rrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrraaaaaaaaaaaaaaarrrrrrrrrrrrrrrrrrrrrrrrr
            ReeeeeeeeeeeeeeeRRRRRRRRRRRRRRRRRRRd
             BBBBBBBBBBBBBBBB
             BBBBBBBBBBBBB                bbbbbbbbbbbbbb
             BBBBBBBBBBBBBBB
             BBBBBBBBBBBBBBBBB           aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaacca
             BBBBBBBBBBBBBBBBB




                                          dddddddddddddddddddddddddddddddddddddddd

                                               d
                                               d
            rarrrrrrrrrarrrrrrrrrrrrrarrrrrrrrrd
            """, name: "sort-sheet", styles: true) == nil)
        browser.press(.down, .escape)  // closes the sheet, sorting nothing
        browser.wait { !browser.screen.contains("Sort people by") }
        #expect(browser.screen.contains("s Sort: id ↑"))
        browser.press(.character("s"), .down, .down, .down, .enter)  // age, youngest first
        browser.wait(for: "s Sort: age ↑")
        browser.wait { rows(browser, 1).first?.hasPrefix("5  Dan · Alicante ") == true }
        #expect(rows(browser, 6).map { String($0.suffix(2)) } == ["19", "25", "30", "33", "41", "52"],
                "the age, which the titles leave out, is shown at the right")
        browser.press(.character("s"))
        browser.wait(for: "Sort people by")
        browser.press(.enter)  // the sheet opens on age: chosen again, the other way
        browser.wait(for: "s Sort: age ↓")
        browser.wait { rows(browser, 1).first?.hasPrefix("4  ALICE · Rome") == true }
        browser.press(.character("s"), .up, .up, .enter)  // name: in the titles already
        browser.wait(for: "s Sort: name ↑")
        browser.wait { rows(browser, 1) == ["6  50% off · Nice"] }
        #expect(rows(browser, 6) == ["6  50% off · Nice", "4  ALICE · Rome", "3  Bob · Oslo", "1  Carol · Lyon", "5  Dan · Alicante",
                                     "2  alice · Paris"], "SQLite's BINARY collation, and no value at the right")
        // Sorted and filtered together.
        browser.press(.character("s"), .down, .down, .enter)
        browser.wait(for: "s Sort: age ↑")
        browser.press(.character("/"))
        browser.type("a")
        browser.press(.enter)
        browser.wait(for: "of 6")
        browser.wait { rows(browser, 1).first?.hasPrefix("5  Dan") == true }
        browser.press(.escape)
        browser.wait(for: "1/6")
        browser.press(.character("s"), .home, .enter)
        browser.wait(for: "s Sort: id ↑")
        browser.wait { rows(browser, 1).first?.hasPrefix("1  Carol") == true }
        browser.press(.character("s"), .enter)  // key order the other way
        browser.wait(for: "s Sort: id ↓")
        browser.wait { rows(browser, 1).first?.hasPrefix("6  50% off") == true }
    }
}

extension SQLiteBrowser {
    /// Waits until `condition` holds.
    func wait(until condition: () -> Bool) { wait("the condition", until: condition) }
}
