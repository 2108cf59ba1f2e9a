import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A SQLite table's rows as a table of records (issue 31): the key, then each column under a
/// header that stays, numbers right-aligned, NULL dim, long text cut with `…`, the current
/// column marked, the sort in the header.
@MainActor
@Suite struct SQLiteTableScreenTests {
    let fixture = SQLiteFixture()

    /// A Chinook-like Track table: long names, a NULL composer, a real price.
    func tracks() -> String {
        fixture.database("chinook.db", """
            CREATE TABLE Track(TrackId INTEGER PRIMARY KEY, Name TEXT NOT NULL, AlbumId INTEGER, Composer TEXT,
              Milliseconds INTEGER NOT NULL, UnitPrice NUMERIC NOT NULL);
            INSERT INTO Track VALUES
              (1, 'For Those About To Rock (We Salute You)', 1, 'Angus Young, Malcolm Young, Brian Johnson', 343719, 0.99),
              (2, 'Balls to the Wall', 2, NULL, 342562, 0.99),
              (3, 'Fast As a Shark', 3, 'F. Baltes, S. Kaufman, U. Dirkscneider & W. Hoffman', 230619, 0.99),
              (4, 'Restless and Wild', 3, 'F. Baltes, R.A. Smith-Diesel, S. Kaufman', 252051, 0.99),
              (5, 'Princess of the Dawn', 3, 'Deaffy & R.A. Smith-Diesel', 375418, 1.99),
              (6, 'Put The Finger On You', 1, NULL, 205662, 0.99);
            """)
    }

    func open(_ size: Size) -> SQLiteBrowser {
        let browser = SQLiteBrowser(tracks(), size: size)
        browser.wait(for: "6 rows")
        browser.press(.enter)
        browser.wait(for: "1/6")
        browser.wait { browser.tableRows.first?.hasPrefix("1 For") == true }
        return browser
    }

    @Test func theTracksAsATableAt120x40() {
        let browser = open(Size(width: 120, height: 40))
        browser.press(.character(">"), .character("S"))  // Name, Z first
        browser.wait(for: "Sort: Name ▼")
        browser.wait { browser.tableRows.first?.hasPrefix("4 Restless") == true }
        #expect(browser.harness.mismatch("""
             ‹ chinook.db     Track               1/6 │       4  Restless and Wild · F. Baltes, R.A. Smith-Diesel, S. Kaufman
             TrackId Name ▼        AlbumId Composer   │ Track, TrackId 4
                   4 Restless and…       3 F. Baltes… │
                   6 Put The Fing…       1 NULL       │ TrackId       4
                   5 Princess of …       3 Deaffy & … │ Name          "Restless and Wild"
                   1 For Those Ab…       1 Angus You… │ AlbumId       3
                   3 Fast As a Sh…       3 F. Baltes… │ Composer      "F. Baltes, R.A. Smith-Diesel, S. Kaufman"
                   2 Balls to the…       2 NULL       │ Milliseconds  252051
                                                      │ UnitPrice     0.99
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
                                                      │
             / Filter  s Sort: Name ▼  r Refresh      │
            ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
            rrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRrrrrrrr
             UUUUUUU RRRRRRRRRRRRR UUUUUUU UUUUUUUUUU d
            RRRRRRRRRaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRd
                                           dddddddddd d
                                                      d
                                                      d
                                                      d
                                           dddddddddd d
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
                                                      d
                                                      d
                                                      d
                                                      d
                                                      d
                                                      d
                                                      d
                                                      d
                                                      d
            rRrrrrrrrrrRrrrrrrrrrrrrrrrRrrrrrrrrrrrrrrd
            """, name: "sqlite-table-120x40", styles: true) == nil)
    }

    @Test func theTracksAsATableAt60x20() {
        let browser = open(Size(width: 60, height: 20))
        browser.press(.character(">"), .character(">"), .character(">"))  // Composer
        #expect(browser.harness.mismatch("""
             ‹ chinook.db              Track                        1/6
             TrackId Name                AlbumId Composer
                   1 For Those About To…       1 Angus Young, Malco…
                   2 Balls to the Wall         2 NULL
                   3 Fast As a Shark           3 F. Baltes, S. Kauf…
                   4 Restless and Wild         3 F. Baltes, R.A. Sm…
                   5 Princess of the Da…       3 Deaffy & R.A. Smit…
                   6 Put The Finger On …       1 NULL











             / Filter  s Sort: TrackId ▲  r Refresh
            ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
            rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
             UUUUUUU UUUUUUUUUUUUUUUUUUU UUUUUUU RRRRRRRRRRRRRRRRRRR
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaRRRR
                                                 ddddddddddddddddddd



                                                 ddddddddddddddddddd











            rRrrrrrrrrrRrrrrrrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            """, name: "sqlite-table-60x20", styles: true) == nil)
    }
}
