import CSQLite3
import Foundation
import Testing
@testable import FolioBrowser

/// A WAL database read and closed is left as found: the `-wal` and `-shm` files SQLite made for
/// the reader are removed at quit, and a WAL database that cannot be read for want of them says why.
@Suite(.serialized) struct SQLiteWALFilesTests {
    let fixture = SQLiteFixture()

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func closingEveryConnectionLeavesNoWALOrSHMFile() throws {
        let path = fixture.database("wal.db", "PRAGMA journal_mode = wal; CREATE TABLE t(a); INSERT INTO t VALUES (1);")
        #expect(!exists(path + "-wal") && !exists(path + "-shm"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        let second = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        #expect(try connection.rows("SELECT count(*) FROM t").first?.first == .integer(1))
        #expect(try second.rows("SELECT count(*) FROM t").first?.first == .integer(1))
        #expect(exists(path + "-shm"), "SQLite made its files for the readers")
        SQLiteConnection.closeAll(only: { $0 == RawPath(path) })
        #expect(!exists(path + "-wal"), "the -wal file is left behind")
        #expect(!exists(path + "-shm"), "the -shm file is left behind")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the database is unchanged")
        // A closed connection fails as interrupted instead of touching a freed handle.
        #expect(throws: SQLiteError.self) { try connection.rows("SELECT 1") }
    }

    @Test func aReadOnlyWALDatabaseSaysWhyAndWhatToDo() {
        let path = fixture.database("ro.db", "PRAGMA journal_mode = wal; CREATE TABLE t(a);")
        let message = SQLiteConnection.explain(SQLITE_READONLY, message: "attempt to write a readonly database", path: path)
        #expect(message == "ro.db is a WAL database in a folder Folio cannot write to; SQLite needs ro.db-shm there to read it: "
            + "copy it elsewhere or ask for write access (attempt to write a readonly database)")
    }
}
