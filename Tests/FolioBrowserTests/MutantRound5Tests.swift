import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Tests for round 5 of the mutants (issue 28), FolioBrowser's.
///
/// The list was written from the README and the manual by someone who had not read the tests;
/// these catch the ones the suite let through, each naming its change: what a user sees or
/// gets, exactly.
@MainActor
@Suite struct MutantRound5Tests {
    /// Mutant: `a` on `.bashrc` puts the cursor at the start.
    ///
    /// The cursor goes before the extension; a dotfile has none (its leading dot is no
    /// extension), so it is at the end and typing appends: the file on disk is `.bashrc2`.
    @Test func renamingADotfileTypesAfterItsName() throws {
        let b = BrowserHarness()
        b.fixture.file("folder/.bashrc", "alias l=ls\n")
        b.fixture.file("folder/notes.txt", "n")
        b.open(b.fixture.path("folder"), size: Size(width: 60, height: 8))
        if !b.titles.contains(".bashrc") { b.press(.character(".")) }
        guard let index = b.titles.firstIndex(of: ".bashrc") else { Issue.record("no .bashrc in \(b.titles)"); return }
        b.list?.listView.selectRow(index)
        b.settle()
        b.press(.character("a"))
        #expect(b.row(6) == " Rename: .bashrc")
        #expect(b.harness.terminal.cursor == Point(x: 16, y: 6), "after the name: a dotfile has no extension")
        b.type("2")
        b.press(.enter)
        b.settle()
        let folder = RawPath(b.fixture.path("folder")).normalized
        #expect(try FileOps.bytes(folder.appending(FileOps.name(".bashrc2"))) == FileOps.name("alias l=ls\n"))
        #expect(FileIdentity.of(folder.appending(FileOps.name("2.bashrc"))) == nil)
        #expect(ItemListViewController.renameCursor(in: "report.txt") == 6)
        #expect(ItemListViewController.renameCursor(in: ".bashrc") == 7)
        #expect(ItemListViewController.renameCursor(in: ".config.bak") == 7, "the last dot that is not the first")
        #expect(ItemListViewController.renameCursor(in: "notes") == 5)
    }

    /// Mutant: `y` on a CSV table's cell copies the field to its right.
    ///
    /// Killed first through a SQLite table; this is the CSV path. Each cell copies its own
    /// field, unquoted, to the byte; `Y` the row as written (without its line break).
    @Test func yOnACSVCellCopiesThatFieldUnquoted() throws {
        let csv = Array("name,note,size\r\nb,\"say \"\"hi\"\", twice\",10\r\n".utf8)
        let b = try CSVHarness(csv, name: "notes.csv", size: Size(width: 80, height: 8))
        defer { b.close() }
        b.settleIndex()
        b.press(.character(">"), .character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array("b".utf8))
        b.press(.character(">"), .character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array("say \"hi\", twice".utf8))
        b.press(.character(">"), .character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array("10".utf8), "the last column copies its own field")
        #expect(b.harness.window.notice?.hasPrefix("Sent the value of size to the clipboard") == true, "\(b.harness.window.notice ?? "")")
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array("b,\"say \"\"hi\"\", twice\",10".utf8))
    }
    /// Mutant: `s` twice (or `S`) on a SQLite view's column reads its rows smallest first,
    /// though the header and the bar say ▼.
    ///
    /// A view has no key: its rows, a row's fields and `Y`'s JSON find a row by its
    /// position under the list's order, so the direction must reach the SQL, in all three.
    @Test func aSQLiteViewSortedLargestFirstReadsItsRowsThatWay() {
        let fixture = SQLiteFixture()
        let path = fixture.database("ages.db", """
            CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT, age INTEGER);
            INSERT INTO people VALUES (1, 'Carol', 41), (2, 'Bob', 25), (3, 'Alice', 52), (4, 'Dan', 19);
            CREATE VIEW adults AS SELECT name, age FROM people WHERE age > 20;
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 12))
        browser.wait(for: "people")
        browser.wait("adults selected") {
            if browser.list?.selectedItem?.title != "adults" { browser.press(.down) }
            return browser.list?.selectedItem?.title == "adults"
        }
        browser.open()
        browser.wait(forRow: "1 Carol 41")
        browser.press(.character(">"), .character(">"), .character("s"))
        browser.wait(for: "s Sort: age ▲")
        browser.wait { browser.tableRows.first?.hasPrefix("1 Bob 25") == true }
        browser.press(.character("s"))
        browser.wait(for: "s Sort: age ▼")
        browser.wait { browser.tableRows.first?.hasPrefix("1 Alice 52") == true }
        #expect(browser.tableRows == ["1 Alice 52", "2 Carol 41", "3 Bob 25"], "largest first")
        // `Y` reads the row by `SELECT * FROM "adults" ORDER BY "age" DESC LIMIT 1 OFFSET 0`.
        let row = browser.list?.selectedItem as? SQLiteRowItem
        #expect(row?.copyValue == #"SELECT * FROM "adults" ORDER BY "age" DESC LIMIT 1 OFFSET 0;"#)
        browser.press(.character("Y"))
        browser.wait("the row copied") { !browser.harness.terminal.clipboard.isEmpty }
        #expect(browser.harness.terminal.clipboard.last == #"{"name":"Alice","age":52}"#)
        browser.open()
        browser.wait { browser.detailText.contains("Alice") || browser.screen.contains("Alice") }
        #expect(browser.screen.contains("52"), "the first row's fields are Alice's: \(browser.screen)")
    }
}
