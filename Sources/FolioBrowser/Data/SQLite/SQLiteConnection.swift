import CSQLite3
import FoundationEssentials

/// One read-only connection to a database file.
///
/// The thin layer over `sqlite3_open_v2`, `sqlite3_prepare_v2` and `sqlite3_interrupt`. Every
/// failure names the call and the file.
///
/// A connection is used by one thread at a time (the main loop, or one background query);
/// `interrupt()` alone may be called from another thread, as SQLite allows. SQLite is built
/// serialized on Debian, so that is safe, hence `@unchecked Sendable`.
final class SQLiteConnection: @unchecked Sendable {
    /// The file, as given (for messages).
    let path: String
    /// The file's path as the kernel's bytes.
    let rawPath: RawPath
    /// True when neither `-wal` nor `-shm` was beside the file when it was opened: files SQLite
    /// makes for this reader, which `closeAll` has SQLite remove again at quit.
    let foundNoWALFiles: Bool
    private let handle: OpaquePointer
    /// Guards `isClosed`, `calls` and `isReleased` (held only to read or change them), so
    /// `close()` from the quit path never frees the connection under a call another thread makes.
    private let closing = ThreadLock()
    /// True once `close()` ran: nothing new starts on the connection.
    private var isClosed = false
    /// Calls on `handle` under way (`withHandle`); the last to end after `close()` releases it.
    private var calls = 0
    /// True once `sqlite3_close_v2` was called.
    private var isReleased = false
    /// Told each statement's SQL as it is compiled (tests watch the main loop's connection).
    var onPrepare: ((String) -> Void)?

    /// Opens `path` with `SQLITE_OPEN_READONLY` (never `immutable`: the file may be live) and
    /// a busy timeout, so a writer's short locks are waited for instead of failing.
    ///
    /// The path's bytes reach SQLite as they are, so a name that is not UTF-8 opens too.
    init(path rawPath: RawPath, busyTimeoutMilliseconds: Int32) throws(SQLiteError) {
        var pointer: OpaquePointer?
        foundNoWALFiles = Self.walFiles(of: rawPath).allSatisfy { file in
            if case .failure(let error) = Syscall.linkStatus(file), error.isMissing { return true }
            return false
        }
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX
        let path = rawPath.display
        let code = rawPath.withCString { sqlite3_open_v2($0, &pointer, flags, nil) }
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let pointer { sqlite3_close_v2(pointer) }
            throw SQLiteError(code: code & 0xFF, message: "sqlite3_open_v2 \(path): \(message)")
        }
        handle = pointer
        self.path = path
        self.rawPath = rawPath
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(handle, 0)
        Self.register(self)
    }

    /// Opens the database at `path` given as text.
    convenience init(path: String, busyTimeoutMilliseconds: Int32) throws(SQLiteError) {
        try self.init(path: RawPath(path), busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }

    deinit {
        close()
        Self.unregister(self)
    }

    /// Closes the connection (once): a statement running on another thread is interrupted
    /// first, and later calls fail as interrupted.
    ///
    /// The last connection to a WAL database that closes removes its `-wal` and `-shm` files, as
    /// `sqlite3 -readonly` does; a statement or blob still open keeps the connection until it ends.
    func close() {
        closing.lock()
        guard !isClosed else { closing.unlock(); return }
        isClosed = true
        sqlite3_interrupt(handle)
        let releases = calls == 0
        if releases { isReleased = true }
        closing.unlock()
        if releases { sqlite3_close_v2(handle) }
    }

    /// Runs `body` with the handle unless the connection is closed (then it fails as interrupted).
    private func withHandle<T>(_ body: (OpaquePointer) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        closing.lock()
        guard !isClosed else {
            closing.unlock()
            throw SQLiteError(code: SQLITE_INTERRUPT, message: "interrupted")
        }
        calls += 1
        closing.unlock()
        defer {
            closing.lock()
            calls -= 1
            let releases = isClosed && calls == 0 && !isReleased
            if releases { isReleased = true }
            closing.unlock()
            if releases { sqlite3_close_v2(handle) }
        }
        return try body(handle)
    }

    /// Compiles one statement; the error carries SQLite's message ("no such module: ...").
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        onPrepare?(sql)
        let (code, statement, failure) = try withHandle { handle throws(SQLiteError) in
            var statement: OpaquePointer?
            let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
            return (code, statement, code == SQLITE_OK ? nil : error(code, call: "sqlite3_prepare_v2", handle: handle))
        }
        guard code == SQLITE_OK, let statement else {
            throw failure ?? SQLiteError(code: code & 0xFF, message: "sqlite3_prepare_v2 \(path): no statement")
        }
        return SQLiteStatement(statement, connection: self)
    }

    /// Runs `sql` with `arguments` and returns every row, each as its column values.
    ///
    /// The statement is finished before returning, so no read transaction outlives the call.
    func rows(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        var rows: [[SQLiteValue]] = []
        while try statement.step() { rows.append(statement.values()) }
        return rows
    }

    /// Lets SQLite read a file shorter than its header says (truncated), page by page, instead
    /// of refusing it whole: `writable_schema` relaxes that check, and the connection stays
    /// read-only, so nothing can be written.
    func recoverDamagedFile() throws(SQLiteError) {
        _ = try rows("PRAGMA writable_schema = ON")
    }

    /// Stops the statement running on another thread at its next step (it fails with
    /// `SQLITE_INTERRUPT`); used to cancel a filter that a newer one replaced.
    func interrupt() {
        closing.lock()
        defer { closing.unlock() }
        if !isClosed { sqlite3_interrupt(handle) }
    }

    /// The error for a failed call, with the connection's message.
    func error(_ code: Int32, call: String) -> SQLiteError {
        (try? withHandle { handle throws(SQLiteError) in error(code, call: call, handle: handle) })
            ?? SQLiteError(code: SQLITE_INTERRUPT, message: "interrupted")
    }

    /// `error(_:call:)` inside `withHandle`.
    private func error(_ code: Int32, call: String, handle: OpaquePointer) -> SQLiteError {
        let message = String(cString: sqlite3_errmsg(handle))
        return SQLiteError(code: code & 0xFF, message: SQLiteConnection.explain(code & 0xFF, message: message, path: path))
    }

    /// SQLite's message, with what it means for a file the user opened.
    static func explain(_ code: Int32, message: String, path fullPath: String) -> String {
        let path = PathText.lastComponent(fullPath)
        switch code {
        case SQLITE_NOTADB:
            return "\(path) is not a SQLite database (\(message)); an encrypted database (SQLCipher, SEE) looks like this too"
        case SQLITE_CORRUPT:
            return "\(path) is damaged: \(message); the rest of the file may still be readable"
        case SQLITE_BUSY, SQLITE_LOCKED:
            return "\(path) is locked by another program (\(message)); try again when it has finished writing"
        case SQLITE_INTERRUPT:
            return "interrupted"
        case SQLITE_READONLY where isWAL(fullPath):
            // A reader of a WAL database needs its -shm file, which it cannot make in a read-only folder.
            return "\(path) is a WAL database in a folder Folio cannot write to; SQLite needs \(path)-shm there to read it: "
                + "copy it elsewhere or ask for write access (\(message))"
        default:
            return "\(path): \(message)"
        }
    }

    /// True when the database file's header says WAL (bytes 18 and 19, the read and write
    /// versions, are 2).
    static func isWAL(_ fullPath: String) -> Bool { isWAL(RawPath(fullPath)) }

    /// `isWAL` for a path's bytes.
    static func isWAL(_ path: RawPath) -> Bool {
        guard let head = SQLiteFileHeader.head(of: path, length: 20), head.count == 20 else { return false }
        return head[18] == 2 && head[19] == 2
    }

    /// Installs SQLite's progress handler, called every 1,000 virtual machine steps (nil removes it).
    ///
    /// A handler returning non-zero interrupts the statement.
    func setProgressHandler(_ context: UnsafeMutableRawPointer?, _ handler: (@convention(c) (UnsafeMutableRawPointer?) -> Int32)?) {
        sqlite3_progress_handler(handle, 1000, handler, context)
    }

    /// Rows the last statement inserted (into a temporary table: the main file is read-only).
    func changes() -> Int { (try? withHandle { handle throws(SQLiteError) in Int(sqlite3_changes64(handle)) }) ?? 0 }

    /// The collating sequence of a column (`BINARY`, `NOCASE`, `RTRIM`), so a copy of its values
    /// sorts as the column does.
    func collation(table: String, column: String) -> String {
        var type: UnsafePointer<CChar>?, collation: UnsafePointer<CChar>?
        var notNull: Int32 = 0, primaryKey: Int32 = 0, autoincrement: Int32 = 0
        let code = (try? withHandle { handle throws(SQLiteError) in
            sqlite3_table_column_metadata(handle, "main", table, column, &type, &collation, &notNull, &primaryKey, &autoincrement)
        }) ?? SQLITE_INTERRUPT
        guard code == SQLITE_OK, let collation else { return "BINARY" }
        return String(cString: collation)
    }

    /// Reads the first `length` bytes of one value without loading the rest (incremental
    /// blob I/O): the head of a 100 MB blob costs a few pages, not 100 MB.
    func readHead(table: String, column: String, rowid: Int64, length: Int) throws(SQLiteError) -> [UInt8] {
        var blob: OpaquePointer?
        let code = try withHandle { handle throws(SQLiteError) in sqlite3_blob_open(handle, "main", table, column, rowid, 0, &blob) }
        guard code == SQLITE_OK, let blob else {
            if let blob { sqlite3_blob_close(blob) }
            throw error(code, call: "sqlite3_blob_open")
        }
        defer { sqlite3_blob_close(blob) }
        let wanted = min(Int(sqlite3_blob_bytes(blob)), length)
        var bytes = [UInt8](repeating: 0, count: wanted)
        guard wanted > 0 else { return [] }
        let result = bytes.withUnsafeMutableBytes { sqlite3_blob_read(blob, $0.baseAddress, Int32(wanted), 0) }
        guard result == SQLITE_OK else { throw error(result, call: "sqlite3_blob_read") }
        return bytes
    }
}

/// A time slice for the statements of one connection, checked by SQLite's progress handler.
private final class SQLiteSlice {
    let length: Duration
    /// Set at the first check, so time spent waiting for a lock (no lock held) is not counted.
    var deadline: ContinuousClock.Instant?
    var isOver = false

    init(_ length: Duration) { self.length = length }
}

extension SQLiteConnection {
    /// Runs `body`, interrupting its statement once it has run for `slice`; true when it was
    /// interrupted so (the statement is then reset and its lock released).
    ///
    /// The slice starts at SQLite's first progress check, after the lock is taken.
    func stopping(after slice: Duration, _ body: () throws(SQLiteError) -> Void) throws(SQLiteError) -> Bool {
        let state = SQLiteSlice(slice)
        let context = Unmanaged.passRetained(state).toOpaque()
        setProgressHandler(context) { context in
            guard let context else { return 0 }
            let state = Unmanaged<SQLiteSlice>.fromOpaque(context).takeUnretainedValue()
            let now = ContinuousClock.now
            guard let deadline = state.deadline else {
                state.deadline = now + state.length
                return 0
            }
            if now < deadline { return 0 }
            state.isOver = true
            return 1
        }
        defer {
            setProgressHandler(nil, nil)
            Unmanaged<SQLiteSlice>.fromOpaque(context).release()
        }
        do {
            try body()
            return false
        } catch where error.code == 9 && state.isOver {  // SQLITE_INTERRUPT, by the slice
            return true
        }
    }
}
