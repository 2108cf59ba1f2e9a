/// A database's schema as read once in the background: tables and views (with their columns,
/// keys and indexes), then indexes and triggers.
public struct SQLiteSchema: Sendable {
    /// An index or trigger: a name, its table, its `CREATE` statement.
    public struct Object: Sendable, Equatable {
        /// `index` or `trigger`.
        public var type: String
        /// Its name.
        public var name: String
        /// The table it belongs to.
        public var tableName: String
        /// The `CREATE` statement (empty for automatic indexes).
        public var sql: String
    }

    /// Tables and views, by name.
    public var tables: [SQLiteTableInfo] = []
    /// Indexes, by name.
    public var indexes: [Object] = []
    /// Triggers, by name.
    public var triggers: [Object] = []

    /// The table or view called `name`.
    public func table(named name: String) -> SQLiteTableInfo? {
        tables.first { $0.name == name } ?? tables.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Reads the schema through `connection`.
    ///
    /// A table SQLite cannot describe gets a `problem` instead of failing the whole read.
    static func read(_ connection: SQLiteConnection) throws(SQLiteError) -> SQLiteSchema {
        var schema = SQLiteSchema()
        let rows = try connection.rows("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master ORDER BY name COLLATE NOCASE, name")
        for row in rows {
            let type = row[0].text, name = row[1].text, sql = row[3].text
            switch type {
            case "table", "view":
                let isVirtual = sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE")
                let kind: SQLiteTableInfo.Kind = type == "view" ? .view : (isVirtual ? .virtual : .table)
                schema.tables.append(describe(SQLiteTableInfo(name: name, kind: kind, sql: sql), connection))
            case "index", "trigger":
                let object = Object(type: type, name: name, tableName: row[2].text, sql: sql)
                if type == "index" { schema.indexes.append(object) } else { schema.triggers.append(object) }
            default:
                break
            }
        }
        return schema
    }

    /// Fills in columns, keys, foreign keys and indexes; a failure becomes the table's problem.
    static func describe(_ table: SQLiteTableInfo, _ connection: SQLiteConnection) -> SQLiteTableInfo {
        var table = table
        do {
            let name = SQLiteValue.string(table.name)
            table.columns = try connection.rows("SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo(?)", [name]).map {
                SQLiteTableInfo.Column(name: $0[0].text, declaredType: $0[1].text, isNotNull: $0[2] == .integer(1),
                                       defaultValue: $0[3] == .null ? nil : $0[3].text,
                                       primaryKeyPosition: Int($0[4].integerValue ?? 0), isHidden: ($0[5].integerValue ?? 0) != 0)
            }
            if table.columns.isEmpty {
                // pragma_table_xinfo is silent where a direct query explains (a missing module).
                _ = try connection.prepare("SELECT * FROM \(SQLiteSQL.quote(table.name)) LIMIT 0")
            }
            table.rowidName = rowidName(for: table, connection)
            var keys: [Int: SQLiteTableInfo.ForeignKey] = [:]
            for row in try connection.rows("SELECT id, \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq", [name]) {
                let id = Int(row[0].integerValue ?? 0)
                var key = keys[id] ?? SQLiteTableInfo.ForeignKey(table: row[1].text, from: [], to: [], onDelete: row[4].text)
                key.from.append(row[2].text)
                key.to.append(row[3] == .null ? nil : row[3].text)
                keys[id] = key
            }
            table.foreignKeys = keys.keys.sorted().compactMap { keys[$0] }
            for row in try connection.rows("SELECT name, \"unique\", origin FROM pragma_index_list(?) ORDER BY seq", [name]) {
                let columns = try connection.rows("SELECT name FROM pragma_index_info(?) ORDER BY seqno", [row[0]]).map {
                    $0[0] == .null ? "<expression>" : $0[0].text
                }
                table.indexes.append(SQLiteTableInfo.Index(name: row[0].text, isUnique: row[1] == .integer(1), origin: row[2].text, columns: columns))
            }
        } catch {
            table.problem = error.message
        }
        return table
    }

    /// The first of `rowid`, `_rowid_`, `oid` that no column shadows and that SQLite accepts
    /// for this table; nil for views and `WITHOUT ROWID` tables.
    static func rowidName(for table: SQLiteTableInfo, _ connection: SQLiteConnection) -> String? {
        guard table.kind != .view else { return nil }
        let names = Set(table.columns.map { $0.name.lowercased() })
        for candidate in ["rowid", "_rowid_", "oid"] where !names.contains(candidate) {
            if (try? connection.prepare("SELECT \(candidate) FROM \(SQLiteSQL.quote(table.name)) LIMIT 0")) != nil { return candidate }
            return nil
        }
        return nil
    }
}
