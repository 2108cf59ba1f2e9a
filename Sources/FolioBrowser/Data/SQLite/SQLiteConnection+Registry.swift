import CSQLite3
import FoundationEssentials
import Glibc

/// Every open connection, so the quit path can close them all: an object graph still alive at
/// `exit` never runs its `deinit`, and an unclosed WAL connection leaves `-wal` and `-shm` files.
extension SQLiteConnection {
    /// A connection held weakly.
    private final class Entry: @unchecked Sendable {
        weak var connection: SQLiteConnection?
        init(_ connection: SQLiteConnection) { self.connection = connection }
    }

    /// The open connections, by identity.
    nonisolated(unsafe) private static var open: [ObjectIdentifier: Entry] = [:]
    /// Guards `open`.
    private static let openLock = ThreadLock()

    /// Adds a connection just opened.
    static func register(_ connection: SQLiteConnection) {
        openLock.lock()
        defer { openLock.unlock() }
        open[ObjectIdentifier(connection)] = Entry(connection)
    }

    /// Removes a connection going away.
    static func unregister(_ connection: SQLiteConnection) {
        openLock.lock()
        defer { openLock.unlock() }
        open[ObjectIdentifier(connection)] = nil
    }

    /// Closes every open connection (at quit): statements running are interrupted.
    ///
    /// Then, for a WAL database that had no `-wal` and `-shm` files before Folio opened it, SQLite's own
    /// clean-up removes those it made (`removeWALFiles(of:)`).
    ///
    /// `only` picks the databases (a test closes its own, not those of tests running beside it).
    static func closeAll(only: (RawPath) -> Bool = { _ in true }) {
        openLock.lock()
        let connections = open.values.compactMap(\.connection).filter { only($0.rawPath) }
        openLock.unlock()
        for connection in connections { connection.close() }
        var tidied: Set<RawPath> = []
        for connection in connections where connection.foundNoWALFiles && !tidied.contains(connection.rawPath) {
            tidied.insert(connection.rawPath)
            removeWALFiles(of: connection.rawPath)
        }
    }

    /// The `-wal` and `-shm` files of the database at `path`.
    static func walFiles(of path: RawPath) -> [RawPath] {
        ["-wal", "-shm"].map { RawPath(bytes: path.bytes + Array($0.utf8)) }
    }

    /// Has SQLite remove the `-wal` and `-shm` files of a WAL database nobody else has open.
    ///
    /// A read-only connection never removes them (it cannot checkpoint), so the last reader
    /// leaves them behind; SQLite removes them when the last connection that may write closes.
    /// Only an empty `-wal` (nothing was committed through it: no frame is ever copied into the
    /// database) is handed to such a connection, which reads the schema's version and closes;
    /// another program still using the file keeps its lock, and then nothing is removed.
    static func removeWALFiles(of path: RawPath) {
        let files = walFiles(of: path)
        guard case .success(let wal) = Syscall.linkStatus(files[0]), (wal.st_mode & S_IFMT) == S_IFREG, wal.st_size == 0,
              isWAL(path) else { return }
        var pointer: OpaquePointer?
        let code = path.withCString { sqlite3_open_v2($0, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, nil) }
        guard let pointer else { return }
        defer { sqlite3_close_v2(pointer) }
        guard code == SQLITE_OK else { return }
        sqlite3_busy_timeout(pointer, 0)
        sqlite3_exec(pointer, "PRAGMA schema_version", nil, nil, nil)
    }
}
