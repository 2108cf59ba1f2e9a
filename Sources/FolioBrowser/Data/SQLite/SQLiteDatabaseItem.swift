import FolioKit
import FoundationEssentials

/// A SQLite database file: read-only, its schema read in the background, then its tables and
/// views listed (row counts arrive as they are counted), then its indexes and triggers in
/// their own groups.
@MainActor
public final class SQLiteDatabaseItem: BackgroundLoading, ChildQuerying {
    /// The file's path, as the kernel's bytes.
    public let rawPath: RawPath
    /// The file's path as text (for the title and messages).
    public let path: String
    /// The open database, once the schema is read.
    public private(set) var database: SQLiteDatabase?
    private var tableItems: [String: SQLiteTableItem] = [:]
    /// The screen listing the tables, told when a count arrives.
    private weak var observer: ChildQueryObserver?

    /// How long background reads of views may hold the read lock.
    let budgets: SQLiteCappedCount.Budgets
    /// Told each statement the main loop's connection compiles once the database is open (tests).
    var mainStatementProbe: ((String) -> Void)?

    /// A database at `path` (made absolute by the caller).
    public convenience init(path: RawPath) { self.init(path: path, budgets: .standard) }

    /// A database at `path` whose views are counted and read within `budgets`.
    init(path: RawPath, budgets: SQLiteCappedCount.Budgets) {
        rawPath = path
        self.path = path.display
        self.budgets = budgets
    }

    /// Closes every database connection Folio opened, at quit: the last reader of a WAL database
    /// removes its `-wal` and `-shm` files, as `sqlite3 -readonly` does.
    public static func closeAllConnections() { SQLiteConnection.closeAll() }

    /// A database at `path` given as text.
    public convenience init(path: String) { self.init(path: RawPath(path)) }

    /// The file's name.
    public var title: String { PathText.lastComponent(path) }
    /// No note: the children count themselves as they load.
    public var subtitle: String { "" }
    /// A database always opens into its tables and views.
    public var hasChildren: Bool { true }
    /// The database file's path.
    public var filePath: RawPath? { rawPath }
    /// The database file's path.
    public var locator: String? { path }

    /// Fails: the children come only from the background load of the schema.
    public func children() throws -> [BrowserItem] {
        throw BrowserError("the database is read in the background")
    }

    /// Checks the header, opens the file read-only and reads the schema, off the main loop.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let path = rawPath
        return { progress in
            progress("Reading the schema…")
            if let problem = SQLiteFileHeader.problem(with: path) { throw BrowserError(problem) }
            do {
                let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: SQLiteDatabase.mainBusyTimeout)
                var isDamaged = false
                let schema: SQLiteSchema
                do {
                    schema = try SQLiteSchema.read(connection)
                } catch let error as SQLiteError where error.code == 11 {
                    // SQLITE_CORRUPT on the schema: a truncated file; read what is there.
                    try connection.recoverDamagedFile()
                    let recovered = try SQLiteSchema.read(connection)
                    // Nothing readable (a bad text-encoding byte in the header): the damage is the
                    // answer, not an empty database.
                    if recovered.tables.isEmpty && recovered.indexes.isEmpty && recovered.triggers.isEmpty { throw error }
                    schema = recovered
                    isDamaged = true
                }
                let isWAL = (try? connection.rows("PRAGMA journal_mode"))?.first?.first?.text.lowercased() == "wal"
                return UncheckedBox((schema, connection, isDamaged, isWAL))
            } catch {
                throw BrowserError(String(describing: error))
            }
        }
    }

    /// Lists the tables and views from the schema read, then the index and trigger groups.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let (schema, connection, isDamaged, isWAL) = (result as? UncheckedBox<(SQLiteSchema, SQLiteConnection, Bool, Bool)>)?.value else {
            throw BrowserError("the schema could not be read")
        }
        let database = SQLiteDatabase(path: rawPath, schema: schema, connection: connection, isDamaged: isDamaged, isWAL: isWAL,
                                     budgets: budgets)
        self.database = database
        connection.onPrepare = mainStatementProbe
        database.onCount = { [weak self] name in self?.countArrived(for: name) }
        if let app = observer?.application { database.startCounting(on: app) }
        var items: [BrowserItem] = schema.tables.map { table in
            let item = SQLiteTableItem(database: database, table: table)
            tableItems[table.name] = item
            return item
        }
        if !schema.indexes.isEmpty { items.append(SQLiteGroupItem(database: database, title: "Indexes", objects: schema.indexes)) }
        if !schema.triggers.isEmpty { items.append(SQLiteGroupItem(database: database, title: "Triggers", objects: schema.triggers)) }
        return ChildList(items: items)
    }

    /// A count arrived: a list of that table's first page takes it, and the screen listing the
    /// tables redraws (the detail shows it if it is that table's).
    private func countArrived(for name: String) {
        tableItems[name]?.countArrived()
        observer?.queriedRowsChanged()
    }

    /// False: the list filters the tables by title itself.
    public var filtersChildren: Bool { false }
    /// Does nothing, since the list filters by title.
    public func filterChildren(_ text: String) {}

    /// The screen listing the tables: it redraws as row counts arrive.
    public func subscribe(_ observer: ChildQueryObserver) { self.observer = observer }

    /// Nothing to stop: the counts go on for the lists of rows that use them.
    public func unsubscribe(_ observer: ChildQueryObserver) {}

    /// `r` reads the schema and counts the rows again (a writer's lock that failed a read may be
    /// gone).
    public func toolbarItems(for list: ItemListViewController) -> [BarButtonItem] {
        [BarButtonItem(title: "Refresh", command: .refresh, priority: 0) { [weak self, weak list] in
            guard let self, let list else { return }
            self.database = nil
            self.tableItems = [:]
            list.reloadFromItem()
        }]
    }

    /// The path and a summary of the schema, or a note while it is being read.
    public func detailText() -> String {
        guard let database else { return path + "\n\nReading the schema…" }
        let schema = database.schema
        let tables = schema.tables.filter { $0.kind != .view }.count
        var lines = [path, "", "SQLite database, opened read-only" + (database.isWAL ? " (WAL)" : " (rollback journal)")]
        if database.isDamaged {
            lines += ["", "The file is damaged (shorter than its header says): what is there is shown; tables that reach past the end cannot be read."]
        }
        lines += ["", "\(tables) tables, \(schema.tables.count - tables) views, \(schema.indexes.count) indexes, \(schema.triggers.count) triggers"]
        return lines.joined(separator: "\n")
    }
}
