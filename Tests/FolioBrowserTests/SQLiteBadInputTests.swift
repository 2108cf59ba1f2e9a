import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Each bad input is a message, and whatever can still be read is browsed.
@MainActor
@Suite struct SQLiteBadInputTests {
    let fixture = SQLiteFixture()

    func rootMessage(_ path: String) -> String {
        let browser = SQLiteBrowser(path, size: Size(width: 120, height: 16))
        browser.wait("the load") { browser.list?.isLoaded == true }
        #expect(browser.list?.listView.emptyText == browser.list?.loadError, "the message is what the list shows")
        return browser.list?.loadError ?? browser.screen
    }

    @Test func notADatabaseZeroBytesAndEncryptedLookingFilesAreExplained() {
        #expect(rootMessage(fixture.file("notes.db", Array("just some text, not a database\n".utf8))).contains("is not a SQLite"))
        #expect(rootMessage(fixture.file("empty.db", [])).contains("is empty (0 bytes)"))
        var generator = SystemRandomNumberGeneratorSeeded(seed: 7)
        let random = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let encrypted = rootMessage(fixture.file("secret.db", random))
        #expect(encrypted.contains("is not a SQLite"))
        #expect(encrypted.contains("encrypted"))
        #expect(rootMessage(fixture.file("short.db", Array("SQLite format 3\u{0}".utf8) + [0, 16])).contains("truncated"))
    }

    @Test func aTruncatedFileStillListsWhatItCanRead() {
        let path = fixture.database("cut.db", """
            CREATE TABLE small(id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO small VALUES (1, 'still here');
            CREATE TABLE big(id INTEGER PRIMARY KEY, payload TEXT);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000)
            INSERT INTO big SELECT x, printf('%0200d', x) FROM c;
            """)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let handle = FileHandle(forUpdatingAtPath: path)
        try? handle?.truncate(atOffset: UInt64(size / 2))
        try? handle?.close()
        let browser = SQLiteBrowser(path, size: Size(width: 120, height: 16))
        browser.wait(for: "unreadable")
        #expect(browser.screen.contains("big                         unreadable ›"))
        #expect(browser.detailText.contains("Cannot read it:"))
        #expect(browser.detailText.contains("damaged") || browser.detailText.contains("malformed"))
        browser.press(.down)
        browser.wait(for: "1 row")
        browser.press(.enter)
        browser.wait(for: "1  still here")
    }

    @Test func aBadTextEncodingInTheHeaderIsDamageNotAnEmptyDatabase() throws {
        let path = fixture.database("encoding.db", "CREATE TABLE t(a); INSERT INTO t VALUES (1);")
        // Bytes 56-59: the text encoding (1 UTF-8, 2 and 3 UTF-16); sqlite3 says "malformed database schema".
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 56)
        try handle.write(contentsOf: Data([0, 0, 0, 7]))
        try handle.close()
        let message = rootMessage(path)
        #expect(message.contains("encoding.db is damaged: malformed database schema"), "\(message)")
    }

    @Test func aLockedDatabaseSaysWhoToWaitFor() throws {
        let path = fixture.database("locked.db", "CREATE TABLE t(a); INSERT INTO t VALUES (1);")
        let release = try fixture.lock(path)
        defer { release() }
        #expect(rootMessage(path).contains("is locked by"))
    }

    @Test func twoThousandColumnsListAsFields() throws {
        let columns = (0..<2000).map { "c\($0) INTEGER" }.joined(separator: ", ")
        let values = (0..<2000).map { String($0 * 3) }.joined(separator: ", ")
        let browser = SQLiteBrowser(fixture.database("wide.db", "CREATE TABLE wide(\(columns)); INSERT INTO wide VALUES (\(values));"),
                                    size: Size(width: 120, height: 16))
        browser.wait(for: "1 row")
        browser.press(.enter)
        browser.wait(for: "1/1")
        browser.press(.enter)
        browser.wait(for: "1/2000")
        #expect((browser.list?.item as? SQLiteRowItem)?.detailText().contains("… and 1900 more columns") == true)
        browser.press(.end)
        browser.wait(for: "2000/2000")
        #expect(browser.screen.contains("c1999"))
        #expect(browser.screen.contains("5997"))
    }

    @Test func aHundredMegabyteBlobIsSummarisedAndShownByItsHead() throws {
        let browser = SQLiteBrowser(fixture.database("blob.db", """
            CREATE TABLE files(id INTEGER PRIMARY KEY, name TEXT, data BLOB);
            INSERT INTO files VALUES (1, 'huge.bin', zeroblob(100 * 1024 * 1024));
            """), size: Size(width: 120, height: 16))
        browser.wait(for: "1 row")
        browser.press(.enter)
        browser.wait(for: "1  huge.bin")
        browser.open()
        browser.press(.down, .down)
        browser.wait(for: "BLOB, 100 MB")
        let field = try #require(browser.list?.selectedItem as? SQLiteFieldItem)
        #expect(field.summary?.value == .null, "listing a blob never loads its content")
        #expect(browser.detailText.contains("100 MB (104857600 bytes)"))
        #expect(browser.detailText.contains("The first 4096 bytes:"))
        #expect(browser.detailText.contains("00000ff0  00 00 00"))
    }

    @Test func invalidUTF8AndControlCharactersNeverReachTheTerminalRaw() {
        let browser = SQLiteBrowser(fixture.database("odd.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO t VALUES (1, CAST(x'41ff42' AS TEXT)), (2, 'bell' || char(7) || 'esc' || char(27) || '[31m');
            """), size: Size(width: 120, height: 16))
        browser.wait(for: "2 rows")
        browser.press(.enter)
        browser.wait(for: "1  A\u{FFFD}B")
        #expect(browser.hasRow("2 bell^Gesc^[[31m"), "control characters in their visible form")
        #expect(!browser.screen.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        browser.press(.down)
        browser.open()
        browser.press(.down)
        browser.wait(for: "stored as text")
        #expect(browser.screen.contains("bell^Gesc^[[31m"))
    }

    @Test func aVirtualTableWithoutItsModuleIsAMessageAndFTS5Browses() {
        let browser = SQLiteBrowser(fixture.database("ghost.db", """
            CREATE TABLE ok(a TEXT); INSERT INTO ok VALUES ('fine');
            CREATE VIRTUAL TABLE docs USING fts5(body); INSERT INTO docs VALUES ('hello world');
            PRAGMA writable_schema = ON;
            INSERT INTO sqlite_master VALUES ('table', 'ghost', 'ghost', 0, 'CREATE VIRTUAL TABLE ghost USING nosuchmodule(a, b)');
            """), size: Size(width: 120, height: 20))
        browser.wait(for: "ghost")
        browser.wait(for: "docs_data                       3 rows")
        #expect(browser.root.database?.rowCounts["docs"] == 1, "fts5 counts its rows")
        let titles = browser.screen.split(separator: "\n").map { String($0.prefix(30)) }
        let ghost = titles.firstIndex { $0.hasPrefix(" ghost ") } ?? 1
        for _ in 1..<ghost { browser.press(.down) }
        browser.wait("the ghost's detail") { browser.detailText.contains("ghost.db: no such module: nosuchmodule") }
        #expect(browser.screen.contains("unreadable"))
        browser.press(.enter)
        browser.wait(for: "no such module")
        browser.press(.left, .home, .enter)
        browser.wait(for: "1  hello world")
    }
}

/// A small deterministic generator (xorshift), so the "encrypted" bytes are the same each run.
struct SystemRandomNumberGeneratorSeeded: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
