import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Folio reads politely: whole-table scans of a rollback-journal database end their read
/// transaction after every chunk, so a writer commits in between.
@MainActor
@Suite struct SQLiteReadOnlyTests {
    let fixture = SQLiteFixture()

    /// Commits one row from another process, with no busy timeout: fails if any lock is held.
    func writeNow(_ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
            c.execute("INSERT INTO notes(text) VALUES ('written during the scan')")
            """, path]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func aChunkedScanLetsAWriterCommitBetweenChunks() throws {
        let rows = SQLiteChunkedScan.chunkSize * 2 + 500
        let path = fixture.database("live.db", """
            CREATE TABLE big(id INTEGER PRIMARY KEY, name TEXT);
            CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < \(rows))
            INSERT INTO big SELECT x, 'name ' || x FROM c;
            """)
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        let table = try #require(try SQLiteSchema.read(connection).table(named: "big"))
        var query = SQLiteRowQuery(table: table)
        query.filter = "name 1"
        var chunks = 0, hits = 0, scanned = 0, writes = 0
        try SQLiteChunkedScan.scan(query, connection) { keys, found in
            chunks += 1
            scanned += keys.count
            hits += found.filter { $0 }.count
            if writeNow(path) { writes += 1 }
        }
        #expect(chunks == 3)
        #expect(scanned == rows)
        #expect(hits == (1...rows).filter { "name \($0)".contains("name 1") }.count)
        #expect(writes == chunks, "a writer committed between every two chunks")
        let notes = try connection.rows("SELECT count(*) FROM notes")
        #expect(notes.first?.first == .integer(Int64(chunks)))
        #expect(try SQLiteChunkedScan.count(SQLiteRowQuery(table: table), connection, chunked: true) == rows)
        #expect(try SQLiteChunkedScan.count(query, connection, chunked: true) == hits)
        // The rowid path does the same inside SQLite: a range per statement, matches only.
        var rangeWrites = 0
        let keys = try SQLiteRowidChunks.keys(query, rowid: "rowid", connection) { _ in if writeNow(path) { rangeWrites += 1 } }
        #expect(keys == (1...Int64(rows)).filter { "name \($0)".contains("name 1") })
        #expect(rangeWrites == 3, "a writer committed after each of the three ranges")
    }

    @Test func aChunkedSortCopiesChunksAndSortsAsSQLiteWould() throws {
        let rows = SQLiteChunkedScan.chunkSize + 700
        let path = fixture.database("sort.db", """
            CREATE TABLE big(id INTEGER PRIMARY KEY, name TEXT COLLATE NOCASE, n);
            CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < \(rows))
            INSERT INTO big SELECT x, CASE x % 3 WHEN 0 THEN 'Name ' ELSE 'name ' END || (x * 7919 % 1000),
              CASE x % 4 WHEN 0 THEN NULL WHEN 1 THEN x % 50 WHEN 2 THEN 'text' ELSE x * 0.5 END FROM c;
            """)
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        let table = try #require(try SQLiteSchema.read(connection).table(named: "big"))
        for column in ["name", "n"] {
            var query = SQLiteRowQuery(table: table)
            query.sortColumn = column
            query.filter = "1"
            var writes = 0
            let chunked = try SQLiteChunkedScan.sortedKeys(query, connection) { _ in if writeNow(path) { writes += 1 } }
            let expected = try connection.rows(query.keysSQL, query.condition.arguments)
            #expect(chunked == expected, "sorted by \(column) as ORDER BY sorts it (collation, mixed types, NULLs)")
            #expect(writes == 2, "a writer committed after each of the two chunks")
        }
    }

    @Test func aPageLockedByAWriterIsReadAgainOnceTheLockIsGone() throws {
        let path = fixture.database("locked.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)
            INSERT INTO t SELECT x, 'name ' || x FROM c;
            """)
        let browser = SQLiteBrowser(path)
        browser.wait(for: "1,000 rows")
        browser.press(.enter)
        browser.wait(for: "1/1000")
        let release = try fixture.lock(path)
        browser.press(.end)
        browser.wait(for: "(waiting for another program")
        let reads = browser.pager?.pageReads ?? 0
        browser.harness.settle()
        #expect(browser.pager?.pageReads == reads, "no read again until the retry is due")
        release()
        browser.wait(for: "1000  name 1000")
        browser.wait("the detail read again") { browser.detailText.contains("name  \"name 1000\"") }
        #expect(!browser.screen.contains("waiting for another program"))
        #expect(!browser.screen.contains("is locked"))
    }

    @Test func theJournalModeDecidesHowScansRun() throws {
        let rollback = SQLiteBrowser(fixture.database("rollback.db", "CREATE TABLE t(a TEXT); INSERT INTO t VALUES ('x');"))
        rollback.wait(for: "1 row")
        #expect(rollback.root.database?.isWAL == false)
        #expect(rollback.root.detailText().contains("opened read-only (rollback journal)"))
        let wal = SQLiteBrowser(fixture.database("wal.db", "PRAGMA journal_mode = WAL; CREATE TABLE t(a TEXT); INSERT INTO t VALUES ('x');"))
        wal.wait(for: "1 row")
        #expect(wal.root.database?.isWAL == true)
        let table = try #require(wal.root.database?.schema.table(named: "t"))
        #expect(wal.root.database?.scansInChunks(table) == false, "WAL readers never block the writer")
    }
}
