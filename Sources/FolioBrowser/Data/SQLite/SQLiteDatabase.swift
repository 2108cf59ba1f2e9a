import FolioKit
import FoundationEssentials

/// An open database shared by the items browsing it: the file, the main loop's read-only
/// connection, the schema, and the row counts as the background counter finds them.
@MainActor
public final class SQLiteDatabase {
    /// The file's absolute path, as the kernel's bytes.
    public let rawPath: RawPath
    /// The file's absolute path as text (for titles, messages and locators).
    public let path: String
    /// The schema read at opening.
    public let schema: SQLiteSchema
    /// Row counts known so far, by table name.
    public private(set) var rowCounts: [String: Int] = [:]
    /// Views whose count stopped short (more than the cap, or too slow to count), by name.
    public private(set) var countBounds: [String: SQLiteCount] = [:]
    /// Why a table could not be counted, by table name.
    public private(set) var countProblems: [String: String] = [:]
    /// Called on the main loop after each count arrives.
    var onCount: ((String) -> Void)?
    let connection: SQLiteConnection
    /// Tables counted (or being counted by a list), so the background counter skips them.
    let claimed = CountClaims()
    /// Where the background counter runs (one job: every table, then every view).
    let counter = BackgroundWorker(label: "folio.sqlite.count")

    /// Busy timeout of the main loop's connection: long enough to wait out a writer's commit,
    /// short enough that a stuck lock costs one visible pause, not a hang.
    nonisolated static let mainBusyTimeout: Int32 = 250
    /// Busy timeout of background connections.
    nonisolated static let backgroundBusyTimeout: Int32 = 5_000

    /// True for a WAL database, whose readers never block its writer: scans then run as one statement.
    ///
    /// Otherwise (a rollback journal) they run in short chunks.
    public let isWAL: Bool

    /// True when whole-table scans of `table` must be cut into short statements.
    func scansInChunks(_ table: SQLiteTableInfo) -> Bool { !isWAL && !table.keyExpressions.isEmpty }

    /// How long background reads of views may hold the read lock (`SQLiteCappedCount`).
    let budgets: SQLiteCappedCount.Budgets

    init(path: RawPath, schema: SQLiteSchema, connection: SQLiteConnection, isDamaged: Bool = false, isWAL: Bool = false,
         budgets: SQLiteCappedCount.Budgets = .standard) {
        rawPath = path
        self.budgets = budgets
        self.path = path.display
        self.isWAL = isWAL
        self.isDamaged = isDamaged
        self.schema = schema
        self.connection = connection
    }

    /// True when the file is damaged (truncated) and is read with `writable_schema` on, which
    /// lets SQLite read the pages that are there; the connection is read-only all the same.
    public let isDamaged: Bool

    /// A new connection for a background query (one per query, so it can be interrupted).
    nonisolated static func backgroundConnection(_ path: RawPath, damaged: Bool) throws(SQLiteError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: backgroundBusyTimeout)
        if damaged { try connection.recoverDamagedFile() }
        return connection
    }

    /// The file name, for titles and locators.
    public var fileName: String { PathText.lastComponent(path) }

    func record(count: Int, for table: String) {
        rowCounts[table] = count
        onCount?(table)
    }

    /// Forgets `table`'s count, or why it could not be counted, so it is counted again.
    func forgetCount(of table: String) {
        rowCounts[table] = nil
        countBounds[table] = nil
        countProblems[table] = nil
        claimed.release(table)
    }

    /// A view's count stopped short (the cap or the time budget).
    func record(bound: SQLiteCount, for table: String) {
        countBounds[table] = bound
        onCount?(table)
    }

    func record(problem: String, for table: String) {
        countProblems[table] = problem
        onCount?(table)
    }

    /// Counts every table's rows, then every view's, as one job on the database's counting worker.
    ///
    /// Each count is posted back as it is known. Counting takes one short read transaction per
    /// table; a view is counted in short statements up to a cap (`SQLiteCappedCount`).
    func startCounting(on application: Application) {
        let tables = schema.tables.filter { $0.kind != .view && $0.problem == nil }
            + schema.tables.filter { $0.kind == .view && $0.problem == nil }
        let isWAL = self.isWAL, budget = budgets.count(isWAL: isWAL)
        let path = rawPath, damaged = isDamaged, claimed = self.claimed
        counter.submit(to: application, { flag in
            let connection: SQLiteConnection
            do { connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged) } catch { return }
            for table in tables where !flag.isCancelled && claimed.claim(table.name) {
                let name = table.name
                let result: Result<SQLiteCount, SQLiteError>
                do {
                    result = .success(try SQLiteDatabase.retryingWhileBusy { () throws(SQLiteError) -> SQLiteCount in
                        try SQLiteDatabase.count(table, connection, isWAL: isWAL, budget: budget)
                    })
                } catch {
                    result = .failure(SQLiteError.from(error))
                }
                // Each count as it is known, not when the job ends.
                application.post { [weak self] in
                    switch result {
                    case .success(.exact(let count)): self?.record(count: count, for: name)
                    case .success(let bound): self?.record(bound: bound, for: name)
                    case .failure(let error): self?.record(problem: error.message, for: name)
                    }
                }
            }
        }, completion: { _ in })
    }

    /// Counts every row of `table`, or, for a view (which has no key to read it in chunks by),
    /// up to a cap within a time budget: a view may take minutes to count, or never end.
    nonisolated static func count(_ table: SQLiteTableInfo, _ connection: SQLiteConnection, isWAL: Bool,
                                  budget: SQLiteCappedCount.Budget) throws(SQLiteError) -> SQLiteCount {
        let query = SQLiteRowQuery(table: table)
        guard table.kind == .view || table.keyExpressions.isEmpty else {
            return .exact(try SQLiteChunkedScan.count(query, connection, chunked: !isWAL))
        }
        return try SQLiteCappedCount.count(query, connection, budget: budget)
    }

    /// Runs `body` again (up to five times, a fifth of a second apart) while a writer keeps the
    /// file locked past the busy timeout: a count is worth waiting for, not worth giving up on.
    nonisolated static func retryingWhileBusy<Value>(_ body: () throws(SQLiteError) -> Value) throws(SQLiteError) -> Value {
        var attempt = 0
        while true {
            do {
                return try body()
            } catch where (error.code == 5 || error.code == 6) && attempt < 5 {
                attempt += 1
                usleep(200_000)
            }
        }
    }
}
