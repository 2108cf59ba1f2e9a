import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Rows reached through foreign keys, both ways, and what `Y` copies of a row.
@MainActor
@Suite struct SQLiteReferenceTests {
    let fixture = SQLiteFixture()

    /// Artists, their albums (an unindexed foreign key), tracks (an indexed one) and a playlist
    /// of tracks (a composite key over a rowid table).
    static let music = """
        CREATE TABLE "Artist"("ArtistId" INTEGER PRIMARY KEY, "Name" TEXT);
        CREATE TABLE "Album"("AlbumId" INTEGER PRIMARY KEY, "Title" TEXT, "ArtistId" INTEGER REFERENCES "Artist"("ArtistId"));
        CREATE TABLE "Track"("TrackId" INTEGER PRIMARY KEY, "Name" TEXT, "AlbumId" INTEGER REFERENCES "Album", "Milliseconds" INTEGER);
        CREATE INDEX track_album ON "Track"("AlbumId");
        CREATE TABLE "PlaylistTrack"("PlaylistId" INTEGER, "TrackId" INTEGER REFERENCES "Track", PRIMARY KEY("PlaylistId", "TrackId"));
        INSERT INTO "Artist" VALUES (1, 'AC/DC'), (2, 'Accept'), (3, 'Nobody');
        INSERT INTO "Album" VALUES (1, 'For Those About To Rock', 1), (2, 'Balls to the Wall', 2), (3, 'Restless and Wild', 2), (4, 'Let There Be Rock', 1);
        INSERT INTO "Track" VALUES (1, 'For Those About To Rock (We Salute You)', 1, 343719), (2, 'Balls to the Wall', 2, 342562),
          (3, 'Fast As a Shark', 3, 230619), (4, 'Restless and Wild', 3, 252051), (5, 'Go Down', 4, 331180);
        INSERT INTO "PlaylistTrack" VALUES (1, 3), (1, 4), (8, 3);
        """

    func open(_ table: String, row: Int, size: Size = Size(width: 100, height: 16)) -> SQLiteBrowser {
        let browser = SQLiteBrowser(fixture.database("music.db", Self.music), size: size)
        browser.wait(for: "PlaylistTrack")
        browser.wait { browser.root.database?.rowCounts.count == 4 }
        browser.wait("\(table) selected") {
            if browser.list?.selectedItem?.title != table { browser.press(.down) }
            return browser.list?.selectedItem?.title == table
        }
        browser.open()
        for _ in 0..<row { browser.press(.down) }
        return browser
    }

    @Test func aRowListsTheRowsReferringToItAndOpensThem() {
        let browser = open("Artist", row: 1)  // Accept
        browser.open()
        #expect(browser.harness.mismatch("""
             ‹ Artist    2  Accept         1/3 │                            ArtistId
             ArtistId                        2 │ Artist.ArtistId, ArtistId 2
             Name                     "Accept" │ declared INTEGER, stored as integer
             Album (by ArtistId)      2 rows › │ Part of the primary key
                                               │
                                               │ 2
                                               │
                                               │
                                               │
                                               │
                                               │
                                               │
                                               │
                                               │
                                               │
             / Filter                          │
            ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse d=dim r=reverse
            rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaRd
                                     ddddddddd d
             BBBBBBBBBBBBBBBBBBB     ddddddddd d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
                                               d
            rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
            """, name: "referenced-by", styles: true) == nil)
        browser.press(.down, .down)
        browser.wait(for: "SELECT * FROM \"Album\" WHERE \"ArtistId\" = 2;")
        browser.open()
        #expect(browser.list?.title == "Album where ArtistId = 2")
        browser.wait(for: "1/2")
        browser.wait(forRow: "3 Restless a… 2")  // the rows are looked up in the background
        #expect(browser.tableRows == ["2 Balls to t… 2", "3 Restless a… 2"])
        // The referring rows filter and sort as a table's do, within the reference.
        browser.press(.character(">"), .character("s"))
        browser.wait(for: "s Sort: Title ▲")
        browser.press(.character("s"))
        browser.wait(for: "s Sort: Title ▼")
        browser.wait { browser.list?.selectedItem?.title == "3  Restless and Wild" }
        // An indexed key, two levels down: Album 3's tracks.
        browser.open()
        browser.press(.down, .down, .down)
        browser.wait(for: "Track (by AlbumId)")
        browser.wait(for: "2 rows")
    }

    @Test func aRowNothingCanReferToHasOnlyItsFields() {
        let browser = open("PlaylistTrack", row: 0)
        browser.open()
        #expect(browser.list?.rows.count == 2)
        #expect(browser.screen.contains("PlaylistId"))
    }

    @Test func aForeignKeysRowIsTitledByItsTableAndKey() {
        let browser = open("Track", row: 2)  // Fast As a Shark, on album 3
        browser.open()
        browser.press(.down, .down)
        browser.wait(for: "3 → Album")
        browser.open()
        #expect(browser.list?.title == "Album 3")
        browser.wait(for: "\"Restless")
        #expect(browser.screen.contains("‹ Back"), "\(browser.screen)")
        #expect(browser.screen.contains("Album 3"))
        // The row reached so has its own referring rows.
        browser.press(.end)
        browser.wait(for: "Track (by AlbumId)")
        browser.wait(for: "2 rows")
    }

    /// Issue 31: `Y` copies the row "as JSON": every column in order, typed, read off the main loop.
    @Test func capitalYCopiesTheRowAsJSON() throws {
        let path = fixture.database("keys.db", Self.music + """
            CREATE TABLE \"it's \"\"odd\"\"\"(name TEXT, n REAL);
            INSERT INTO \"it's \"\"odd\"\"\" VALUES ('O''Brien', 0.1);
            CREATE TABLE tags(book INTEGER, tag TEXT, PRIMARY KEY(book, tag)) WITHOUT ROWID;
            INSERT INTO tags VALUES (1, 'it''s');
            CREATE TABLE kinds(i INTEGER, r REAL, t TEXT, b BLOB, z);
            INSERT INTO kinds VALUES (-7, 1e20, 'a"b' || char(10) || 'c\\', x'0AFF', NULL);
            CREATE VIEW long AS SELECT "Name", "Milliseconds" FROM "Track" WHERE "Milliseconds" > 300000;
            """)
        let browser = SQLiteBrowser(path, size: Size(width: 120, height: 20))
        browser.wait(for: "tags")
        func copied(table: String, row: Int = 0) -> String {
            browser.wait("the tables") {
                if browser.list?.item is SQLiteTableItem { browser.press(.left) }
                return browser.list?.item is SQLiteDatabaseItem
            }
            browser.press(.home)
            browser.wait("\(table) selected") {
                if browser.list?.selectedItem?.title != table { browser.press(.down) }
                return browser.list?.selectedItem?.title == table
            }
            browser.open()
            for _ in 0..<row { browser.press(.down) }
            browser.wait { (browser.list?.selectedItem as? SQLiteRowItem)?.position == row }
            let before = browser.harness.terminal.clipboard.count
            browser.press(.character("Y"))
            browser.wait("the row copied") { browser.harness.terminal.clipboard.count > before }
            return browser.harness.terminal.clipboard.last ?? ""
        }
        #expect(copied(table: "Artist", row: 1) == #"{"ArtistId":2,"Name":"Accept"}"#)
        #expect(copied(table: "PlaylistTrack", row: 2) == #"{"PlaylistId":8,"TrackId":3}"#, "a declared key, not the rowid")
        #expect(copied(table: "it's \"odd\"") == #"{"name":"O'Brien","n":0.1}"#, "no key: by the rowid")
        #expect(copied(table: "tags") == #"{"book":1,"tag":"it's"}"#)
        #expect(copied(table: "long", row: 1) == #"{"Name":"Balls to the Wall","Milliseconds":342562}"#, "a view's row by position")
        #expect(browser.context.notices.notice?.hasPrefix("Sent the row as JSON to the clipboard: {\"Name\"") == true)
        let kinds = copied(table: "kinds")
        #expect(kinds == #"{"i":-7,"r":1e+20,"t":"a\"b\nc\\","b":"x'0aff'","z":null}"#)
        // What it copies is JSON a reader takes back.
        let document = try JSONDocument.parse(Array(kinds.utf8))
        #expect(document.compactText(of: document.root) == kinds)
    }

    @Test func literalsReadBackAsTheSameValues() throws {
        #expect(SQLiteSQL.literal(.real(0.1)) == "0.1")
        #expect(SQLiteSQL.literal(.real(1e300)) == "1e+300")
        #expect(SQLiteSQL.literal(.real(-.infinity)) == "-9e999")
        #expect(SQLiteSQL.literal(.text([0x41, 0xFF])) == "CAST(X'41ff' AS TEXT)", "not UTF-8: the bytes")
        #expect(SQLiteSQL.literal(.blob([0, 1])) == "X'0001'")
        #expect(SQLiteSQL.inlining("\"a?1\" = ?1 AND b LIKE ?2 ESCAPE '?1'", [.integer(5), .string("%x%")])
                == "\"a?1\" = 5 AND b LIKE '%x%' ESCAPE '?1'", "parameters only, not quoted text")
    }
}
