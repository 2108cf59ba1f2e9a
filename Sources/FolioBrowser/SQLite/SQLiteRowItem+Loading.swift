import FolioKit

extension SQLiteRowItem: BackgroundLoading {
    /// Off the main loop: how many rows of other tables refer to this one, by each foreign key
    /// pointing at its table.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let work = referencesWork()
        return { _ in work() }
    }

    /// The fields, then the referring rows' entries.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        fieldList(with: result as? SQLiteRowReferences ?? .none)
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
            // A declared key over a rowid table: its values, when the fields hold them whole.
            let fields = table.primaryKey.map { field($0) }
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
