import CSQLite3
import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// `F` on a SQLite table or view (issue 31), counted without holding the read lock across
/// chunks (issue 27, item 1); Enter filters the table in SQL to a value's rows; `y` copies a
/// cell's whole value.
@MainActor
@Suite struct SQLiteColumnSummaryTests {
    let fixture = SQLiteFixture()

    /// Row `i`'s value of `t.v`: NULL, empty text, integers, reals, texts, one blob.
    static let valueSQL = "CASE WHEN i % 7 = 0 THEN NULL WHEN i % 7 = 1 THEN '' WHEN i % 7 = 2 THEN i % 5 "
        + "WHEN i % 7 = 3 THEN (i % 3) + 0.5 WHEN i = 4 THEN x'00ff' ELSE 'x' || (i % 4) END"

    /// The same values as a table's cells, for the reference count.
    static func value(_ i: Int) -> RecordValue? {
        switch i % 7 {
        case 0, 1: return nil
        case 2: return RecordValue(text: String(i % 5), number: Double(i % 5))
        case 3: return RecordValue(text: String(Double(i % 3) + 0.5), number: Double(i % 3) + 0.5)
        default: return i == 4 ? RecordValue(text: "BLOB") : RecordValue(text: "x\(i % 4)")
        }
    }

    @Test func aColumnIsCountedInChunksAWriterCommitsBetweenThemAndTheCountsMatchAReference() throws {
        let rows = SQLiteChunkedScan.chunkSize + 5_000
        let path = fixture.database("mixed.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, v);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows)) INSERT INTO t SELECT i, \(Self.valueSQL) FROM n;
            CREATE TABLE log(note);
            CREATE VIEW first30 AS SELECT v FROM t WHERE id <= 30;
            """)
        var writer: OpaquePointer?
        #expect(sqlite3_open(path, &writer) == SQLITE_OK)
        defer { sqlite3_close(writer) }
        let schema = try SQLiteSchema.read(try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100))
        let table = try #require(schema.table(named: "t"))
        let source = SQLiteColumnSummary.Source(path: RawPath(path), damaged: false, isWAL: false, query: SQLiteRowQuery(table: table),
                                                column: "v", budget: SQLiteBrowser.roomy.rollback)
        var commits: [Int32] = []
        let counted = try SQLiteColumnSummary.count(source, progress: { _ in
            // Between two chunks no read lock is held: another connection's commit goes through at once.
            commits.append(sqlite3_exec(writer, "BEGIN IMMEDIATE; INSERT INTO log VALUES ('between chunks'); COMMIT", nil, nil, nil))
            if commits.last != SQLITE_OK { sqlite3_exec(writer, "ROLLBACK", nil, nil, nil) }  // a lock held: fail fast
        }, isCancelled: { false })
        #expect(commits.count == 2 && commits.allSatisfy { $0 == SQLITE_OK }, "commits between chunks: \(commits)")
        let values = (1...rows).map(Self.value)
        let expected = ColumnSummaryTests.reference(values)
        #expect(counted.summary.entries.map(\.text) == expected.map(\.text))
        #expect(counted.summary.entries.map(\.count) == expected.map(\.count))
        let numbers = values.compactMap { $0?.number }
        #expect(counted.summary.minimum == 0 && counted.summary.maximum == 4 && counted.summary.numberCount == numbers.count)
        #expect(abs((counted.summary.mean ?? 0) - numbers.reduce(0, +) / Double(numbers.count)) < 1e-9)
        #expect(counted.summary.emptyCount == values.filter { $0 == nil }.count)
        let empty = try #require(counted.summary.entries.firstIndex { $0.text.isEmpty })
        #expect(counted.values[empty] == nil && counted.values[counted.summary.entries.firstIndex { $0.text == "BLOB" } ?? 0] == .blob([]))
        // A view, read in windows.
        let view = try #require(schema.table(named: "first30"))
        var viewSource = source
        viewSource.query = SQLiteRowQuery(table: view)
        let viewCount = try SQLiteColumnSummary.count(viewSource, progress: { _ in }, isCancelled: { false })
        let viewExpected = ColumnSummaryTests.reference((1...30).map(Self.value))
        #expect(viewCount.summary.entries.map(\.text) == viewExpected.map(\.text))
        #expect(viewCount.summary.entries.map(\.count) == viewExpected.map(\.count))
    }

    @Test func fOnATrackColumnEnterFiltersInSQLEscShowsEveryRowAndYCopiesAWholeCell() throws {
        let long = String(repeating: "Angus Young, Malcolm Young, Brian Johnson; ", count: 4)
        let path = fixture.database("tracks.db", """
            CREATE TABLE Track(TrackId INTEGER PRIMARY KEY, Name TEXT NOT NULL, Composer TEXT, Milliseconds INTEGER);
            INSERT INTO Track VALUES (1, 'For Those About To Rock', '\(long)', 343719), (2, 'Balls to the Wall', NULL, 342562),
              (3, 'Fast As a Shark', 'U2', 230619), (4, 'Restless and Wild', 'U2', 252051), (5, 'Princess of the Dawn', '', 375418),
              (6, 'Put The Finger On You', 'U2', 205662);
            """)
        let b = SQLiteBrowser(path, size: Size(width: 60, height: 20))
        b.wait(for: "6 rows")
        b.open()
        b.wait { b.list?.rows.count == 6 }
        b.press(.character(">"), .character(">"), .character("F"))
        b.wait("the count") { b.list?.title == "Composer: 3 values" }
        #expect(b.harness.mismatch("""
             ‹ Track             Composer: 3 values                 1/3
             Composer                                 count share
             U2                                           3 50.0%
             (empty)                                      2 33.3%
             Angus Young, Malcolm Young, Brian Johns…     1 16.7%














             / Filter
            ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
            rrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrr
             RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR UUUUU UUUUU
            RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRR
             dddddddddddddddddddddddddddddddddddddddd















            rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            """, name: "sqlite-summary-60x20", styles: true) == nil)
        b.press(.enter)  // U2
        b.wait("U2's rows") { b.list?.item is SQLiteTableItem && b.list?.rows.count == 3 && b.list?.filterText == "Composer = U2" }
        #expect(b.screen.contains("1/3 of 6"))
        b.press(.escape)
        b.wait("every row") { b.list?.rows.count == 6 && b.list?.filterText == "" }
        b.press(.character("F"))
        b.wait("the count") { b.list?.title == "Composer: 3 values" }
        b.press(.character("j"), .enter)  // (empty): NULL and ''
        b.wait("the empty rows") { b.list?.item is SQLiteTableItem && b.list?.rows.count == 2 }
        b.press(.escape)
        b.wait("every row") { b.list?.rows.count == 6 }
        b.press(.character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array(long.utf8), "y: the whole cell, not the table's cut")
    }
}
