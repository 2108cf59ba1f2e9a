import FolioKit

/// What a row's background load read: the rows referring to it, and a view's row's cut values
/// up to what a field's own view shows.
struct SQLiteRowLoad: Sendable {
    var references: SQLiteRowReferences
    var heads: SQLiteRowHeads
    var chunks = SQLiteRowChunks()
}

/// A row's columns past the first chunk (`SQLiteRowItem.chunkSize`), read by its background
/// load: a field list of a wide row shows them without a statement on the main loop.
struct SQLiteRowChunks: Sendable {
    /// The summaries, by column position.
    var fields: [Int: SQLiteFieldSummary] = [:]
    /// Why some could not be read.
    var problem: String?
    /// True once a load tried.
    var isRead = false
}

/// A view's row's text and blob values read further than its page holds (a view has no key
/// to read one value by later: its row is found by its position, which can be slow).
struct SQLiteRowHeads: Sendable {
    /// The values, cut at `limits`, by column.
    var values: [String: SQLiteValue] = [:]
    /// How far each was read (characters of text, bytes of a blob).
    var limits: [String: Int] = [:]
    /// Why none could be read, when the read failed or was too slow.
    var problem: String?
    /// True once a load tried.
    var isRead = false

    /// Columns read so, at most (each up to a mebibyte of text).
    static let columnLimit = 8
}

extension SQLiteRowItem: BackgroundLoading {
    /// Off the main loop: how many rows of other tables refer to this one, by each foreign key
    /// pointing at its table; for a view's row, its cut values as its fields' views show them.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let work = referencesWork(), heads = headsWork(), chunks = chunksWork()
        return { _ in SQLiteRowLoad(references: work(), heads: heads(), chunks: chunks()) }
    }

    /// The fields, then the referring rows' entries.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        let load = result as? SQLiteRowLoad
        let list = fieldList(with: load?.references ?? .none)
        if let load {
            heads = load.heads
            take(load.chunks)
        }
        return list
    }

    /// Reads the row's columns past the first chunk, a chunk per statement, on a connection of
    /// its own: a table's row by its key; a view's by its position, each statement within one
    /// slice of the database's window budget in a rollback journal.
    func chunksWork() -> @Sendable () -> SQLiteRowChunks {
        let columns = self.columns
        guard columns.count > Self.chunkSize, !isLoading else { return { SQLiteRowChunks() } }
        let condition = rowCondition, query = self.query, name = table.name
        let statements = stride(from: Self.chunkSize, to: columns.count, by: Self.chunkSize).map { start in
            (start, Self.chunkSQL(Array(columns[start..<min(columns.count, start + Self.chunkSize)]), query: query, condition: condition.sql))
        }
        let path = database.rawPath, damaged = database.isDamaged
        let budget = table.keyExpressions.isEmpty ? database.budgets.window(isWAL: database.isWAL) : nil
        return {
            var chunks = SQLiteRowChunks(isRead: true)
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                for (start, sql) in statements {
                    var row: [SQLiteValue]?
                    let read = { () throws(SQLiteError) in row = try connection.rows(sql, condition.arguments).first }
                    if let budget {
                        if try connection.stopping(after: budget.slice, read) {
                            chunks.problem = "too slow to read without keeping writers waiting"
                            break
                        }
                    } else {
                        try read()
                    }
                    guard let row else {
                        chunks.problem = "The row is no longer in \(name)."
                        break
                    }
                    for (offset, field) in SQLiteRowItem.fields(of: row).enumerated() { chunks.fields[start + offset] = field }
                }
            } catch {
                chunks.problem = SQLiteError.from(error).message
            }
            return chunks
        }
    }

    /// Reads a view's row's values cut in its page (text past 200 characters, blobs) up to what
    /// a field's view shows, in one statement on a connection of its own; a rollback journal's
    /// lock is held one slice of the database's window budget at most (`SQLiteCappedCount.Budgets`).
    func headsWork() -> @Sendable () -> SQLiteRowHeads {
        guard table.keyExpressions.isEmpty, let fields = summary.fields else { return { SQLiteRowHeads() } }
        let wanted = zip(columns, fields).filter { !$1.isComplete && ($1.type == "text" || $1.type == "blob") }
            .prefix(SQLiteRowHeads.columnLimit)
            .map { column, field in (column.name, field.type == "blob" ? SQLiteFieldItem.hexLimit : SQLiteFieldItem.textLimit) }
        guard !wanted.isEmpty else { return { SQLiteRowHeads() } }
        let condition = rowCondition
        let sql = "SELECT " + wanted.map { "substr(\(SQLiteSQL.quote($0.0)), 1, \($0.1))" }.joined(separator: ", ")
            + " FROM (SELECT * " + query.from + condition.sql + ")"
        let path = database.rawPath, damaged = database.isDamaged, budget = database.budgets.window(isWAL: database.isWAL)
        return {
            var heads = SQLiteRowHeads(isRead: true)
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                var row: [SQLiteValue]?
                let read = { () throws(SQLiteError) in row = try connection.rows(sql, condition.arguments).first }
                if let budget {
                    if try connection.stopping(after: budget.slice, read) {
                        heads.problem = "too slow to read without keeping writers waiting"
                    }
                } else {
                    try read()
                }
                for (offset, (name, limit)) in wanted.enumerated() where offset < (row?.count ?? 0) {
                    heads.values[name] = row?[offset]
                    heads.limits[name] = limit
                }
            } catch {
                heads.problem = SQLiteError.from(error).message
            }
            return heads
        }
    }

    /// Reads the references of this row on a connection of its own; a connection that cannot
    /// open leaves them uncounted (the fields are still read).
    func referencesWork() -> @Sendable () -> SQLiteRowReferences {
        let keys = database.schema.incomingKeys(to: table)
        let table = self.table, key = summary.key, path = database.rawPath, damaged = database.isDamaged
        let known = database.rowCounts
        return {
            guard !keys.isEmpty, !key.isEmpty else { return .none }
            guard let connection = try? SQLiteDatabase.backgroundConnection(path, damaged: damaged) else {
                return SQLiteRowReferences(keys: keys, values: keys.map { $0.targets.map { _ in .null } }, counts: keys.map { _ in nil })
            }
            return SQLiteRowReferences.read(keys, of: table, key: key, knownCounts: known, connection)
        }
    }

    /// `SELECT * FROM "Artist" WHERE "ArtistId" = 22;`: what sqlite3 runs to show the row, by
    /// its primary key (or the rowid's alias), else its rowid; a view's row by its position
    /// under the list's filter and order.
    var selectStatement: String {
        let from = "SELECT * " + query.from
        if table.keyExpressions.isEmpty {
            let condition = query.condition
            return from + SQLiteSQL.inlining(condition.sql, condition.arguments) + query.ordering + " LIMIT 1 OFFSET \(position);"
        }
        var names = table.rowidAlias.map { [SQLiteSQL.quote($0)] } ?? table.keyExpressions
        var values = summary.key
        if table.rowidName != nil, table.rowidAlias == nil, !table.primaryKey.isEmpty {
            // A declared key over a rowid table: its values, read with the row, when they are whole.
            let fields: [SQLiteFieldSummary?] = summary.primaryKey ?? table.primaryKey.map { knownField($0) }
            if fields.allSatisfy({ $0?.isComplete == true }) {
                names = table.primaryKey.map(SQLiteSQL.quote)
                values = fields.map { $0?.value ?? .null }
            }
        }
        let terms = zip(names, values).map { name, value in
            value == .null ? name + " IS NULL" : name + " = " + SQLiteSQL.literal(value)
        }
        return from + " WHERE " + terms.joined(separator: " AND ") + ";"
    }
}
