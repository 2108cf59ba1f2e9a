import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct SQLiteBrowseTests {
    let fixture = SQLiteFixture()

    @Test func levelOneListsTablesAndViewsWithCountsThenIndexesAndTriggers() {
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library))
        // Each count arrives on its own from the background: wait for the view's too (a loaded
        // machine finished the tables' first).
        browser.wait(for: "3 rows")
        browser.wait(for: "view, 1 row")
        #expect(browser.harness.mismatch("""
                        library.db         1/6 │                            authors
             authors                  2 rows › │ Table authors
             books                    2 rows › │ 2 rows
             cheap               view, 1 row › │
             tags                     3 rows › │ CREATE TABLE authors(id INTEGER PRIMARY KEY, name TEXT NOT
             Indexes                       1 › │ NULL, country TEXT)
             Triggers                      1 › │
                                               │ Columns:
                                               │   id       INTEGER  primary key
                                               │   name     TEXT  not null
                                               │   country  TEXT
                                               │
                                               │ Primary key: id (the rowid)
                                               │
                                               │
             / Filter  r Refresh               │
            """) == nil)
        // Lists that open are bold blue, as in the other sources; the selection is reversed.
        let cell = browser.harness.terminal.screen[2, 2]
        #expect(cell.style == Style(foreground: .blue, attributes: .bold))
        #expect(browser.harness.terminal.screen[2, 1].style.attributes.contains(.reverse))
    }

    @Test func tableDetailShowsCreateColumnsKeysForeignKeysAndIndexes() {
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library), size: Size(width: 140, height: 30))
        browser.wait(for: "authors")
        browser.press(.down)
        browser.wait(for: "Indexes:")
        let detail = browser.detailText
        #expect(detail.contains("CREATE TABLE books(id INTEGER PRIMARY KEY, title TEXT, author_id INTEGER REFERENCES authors(id)"))
        #expect(detail.contains("author_id  INTEGER"))
        #expect(detail.contains("Primary key: id (the rowid)"))
        #expect(detail.contains("author_id → authors(id)"))
        #expect(detail.contains("books_author (author_id)"))
        browser.press(.down, .down)  // tags: WITHOUT ROWID
        browser.wait(for: "Primary key: book, tag (WITHOUT ROWID)")
        browser.press(.down)  // Indexes
        browser.press(.enter)
        browser.wait(for: "CREATE INDEX books_author ON books(author_id)")
    }

    @Test func rowsAreTitledByKeyAndPreviewAndFieldsShowEachKindOfValue() {
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library), size: Size(width: 120, height: 20))
        browser.wait(for: "authors")
        browser.press(.down, .enter)
        browser.wait(forRow: "2 Invisible Ci… 2 NULL")
        #expect(browser.screen.contains("1  The Dispossessed · {\"pages\": 387"), "the detail is titled by key and preview")
        #expect(browser.list?.selectedItem?.locator == browser.root.path + ":books:1")
        browser.press(.down)
        browser.open()  // the fields of row 2
        browser.wait(for: "author_id")
        #expect(browser.screen.contains("NULL"), "meta and cover are NULL")
        #expect(browser.screen.contains("12.0"))
        #expect(browser.list?.selectedItem?.locator == browser.root.path + ":books:2:id")
        browser.press(.left, .up)
        browser.open()
        browser.press(.down, .down, .down)  // row 1, meta: JSON
        browser.wait(for: "JSON; Enter browses it")
        browser.open()  // the document is read and parsed in the background
        browser.wait(for: "pages")
        #expect(browser.list?.title == "meta")
        browser.wait(for: "[2] ›")  // tags is a JSON array of two
        browser.press(.left, .down)  // cover: a blob in hex
        browser.wait(for: "00000000  89 50 4e 47 0d 0a 1a 0a")
        #expect(browser.screen.contains(".PNG...."))
        #expect(browser.screen.contains("declared BLOB, stored as blob, 8 bytes"))
    }

    @Test func aForeignKeyOpensTheReferencedRow() {
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library), size: Size(width: 120, height: 20))
        browser.wait(for: "authors")
        browser.press(.down, .enter)
        browser.wait(forRow: "2 Invisible Ci")
        browser.press(.down)
        browser.open()
        browser.press(.down, .down)
        browser.wait(for: "2 → authors")
        browser.press(.enter)
        browser.wait(for: "\"Italo Calvin")
        #expect(browser.list?.title == "authors 2", "titled by the row it opens, not the column")
        #expect(browser.list?.selectedItem?.locator == browser.root.path + ":authors:2:id")
    }

    @Test func aDanglingForeignKeySaysSo() {
        let path = fixture.database("dangling.db", """
            CREATE TABLE parent(id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE child(id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id));
            INSERT INTO child VALUES (1, 99);
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 120, height: 20))
        browser.wait(for: "child")
        browser.press(.enter)
        browser.wait(for: "1  ")
        browser.open()
        browser.press(.down, .enter)
        browser.wait(for: "No row of parent has id = 99")
    }

    @Test func aViewsRowsOpenByPosition() {
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library), size: Size(width: 120, height: 20))
        browser.wait(for: "view, 1 row")
        browser.press(.down, .down, .enter)
        browser.wait(for: "1  The Dispossessed")
        #expect(browser.list?.selectedItem?.locator == browser.root.path + ":cheap:#1")
        browser.press(.enter)
        browser.wait(for: "9.5")
    }

    @Test func headerNotNameMakesADatabase() {
        let path = fixture.database("library.bin", SQLiteFixture.library)
        #expect(SQLiteFileHeader.isDatabase(path))
        #expect(SQLiteFileHeader.opensAsDatabase(path))
        let json = fixture.file("data.json", Array("{\"a\": 1}".utf8))
        #expect(!SQLiteFileHeader.opensAsDatabase(json))
        #expect(SQLiteFileHeader.opensAsDatabase(fixture.file("empty.db", [])), "an empty .db is explained as a database")
    }
}
