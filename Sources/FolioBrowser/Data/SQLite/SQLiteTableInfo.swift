/// What Folio knows about one table or view, read once in the background.
///
/// Its columns, keys, foreign keys and indexes. A table SQLite cannot describe (a virtual table
/// whose module is missing) keeps its `CREATE` statement and the reason in `problem`.
public struct SQLiteTableInfo: Sendable {
    /// Table, view or virtual table.
    public enum Kind: String, Sendable {
        /// An ordinary table.
        case table
        /// A view.
        case view
        /// A virtual table (fts5, rtree, ...).
        case virtual = "virtual table"
    }

    /// A column, as `PRAGMA table_xinfo` describes it.
    public struct Column: Sendable, Equatable {
        /// The column's name.
        public var name: String
        /// The declared type, as written (`VARCHAR(20)`, or empty).
        public var declaredType: String
        /// True with `NOT NULL`.
        public var isNotNull: Bool
        /// The default value's SQL text, if any.
        public var defaultValue: String?
        /// 1-based position in the primary key, 0 when not part of it.
        public var primaryKeyPosition: Int
        /// True for a column SQLite hides (generated columns of virtual tables).
        public var isHidden: Bool

        /// True when the declared type gives the column TEXT affinity (or none: any value).
        public var holdsText: Bool {
            let type = declaredType.uppercased()
            if type.isEmpty { return true }
            if type.contains("INT") { return false }
            return type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT")
        }

        /// True when the declared type gives BLOB affinity by name (`BLOB`).
        public var isBlob: Bool { declaredType.uppercased().contains("BLOB") }
    }

    /// A foreign key: `from` columns of this table refer to `to` columns of `table` (nil: its
    /// primary key).
    public struct ForeignKey: Sendable, Equatable {
        /// The referenced table.
        public var table: String
        /// This table's columns, in order.
        public var from: [String]
        /// The referenced columns, nil entries meaning the referenced table's primary key.
        public var to: [String?]
        /// `ON DELETE` action.
        public var onDelete: String
    }

    /// An index on the table.
    public struct Index: Sendable, Equatable {
        /// The index's name (`sqlite_autoindex_...` for UNIQUE and PRIMARY KEY constraints).
        public var name: String
        /// True for a UNIQUE index.
        public var isUnique: Bool
        /// `c` made by CREATE INDEX, `u` by UNIQUE, `pk` by PRIMARY KEY.
        public var origin: String
        /// The indexed columns (`<expression>` for an expression).
        public var columns: [String]
    }

    /// The name.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// The `CREATE` statement.
    public var sql: String
    /// Columns in declaration order.
    public var columns: [Column] = []
    /// Foreign keys.
    public var foreignKeys: [ForeignKey] = []
    /// Indexes.
    public var indexes: [Index] = []
    /// The expression naming the rowid (`rowid`, or `_rowid_`/`oid` when a column is called
    /// `rowid`), nil for views and `WITHOUT ROWID` tables.
    public var rowidName: String?
    /// Why the table cannot be read, if it cannot.
    public var problem: String?

    /// The primary key's columns in key order.
    public var primaryKey: [String] {
        columns.filter { $0.primaryKeyPosition > 0 }.sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
    }

    /// True for a `WITHOUT ROWID` table: rows are found by primary key instead.
    public var isWithoutRowid: Bool { kind == .table && rowidName == nil && !primaryKey.isEmpty }

    /// The SQL expressions that identify a row (`rowid`, or the primary key's columns); empty
    /// when rows have no key (a view): those are paged by position.
    public var keyExpressions: [String] {
        if let rowidName { return [rowidName] }
        if isWithoutRowid { return primaryKey.map(SQLiteSQL.quote) }
        return []
    }

    /// The `INTEGER PRIMARY KEY` column that names the rowid, if there is one.
    public var rowidAlias: String? {
        guard rowidName != nil, primaryKey.count == 1,
              let column = columns.first(where: { $0.primaryKeyPosition == 1 }), column.declaredType.uppercased() == "INTEGER" else { return nil }
        return column.name
    }

    /// The key's name for titles and details (`rowid`, `id`, `a, b`, `#` for a position).
    public var keyLabel: String {
        if rowidName != nil { return rowidAlias ?? "rowid" }
        return isWithoutRowid ? primaryKey.joined(separator: ", ") : "#"
    }

    /// Up to three columns whose values title a row: the first text columns that are not the
    /// key, else the first columns that are neither key nor blob.
    public var previewColumns: [Column] {
        let key = isWithoutRowid ? Set(primaryKey) : Set([rowidAlias].compactMap { $0 })
        let candidates = columns.filter { !key.contains($0.name) && !$0.isHidden }
        let text = candidates.filter { $0.holdsText }
        return Array((text.isEmpty ? candidates.filter { !$0.isBlob } : text).prefix(3))
    }

    /// True when `names` lead an index (or the primary key, or are the rowid's alias): rows
    /// holding given values in them are found without reading the table.
    public func hasIndex(on names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        let wanted = Set(names.map { $0.lowercased() })
        if names.count == 1, let alias = rowidAlias, alias.lowercased() == names[0].lowercased() { return true }
        let keys = [primaryKey] + indexes.map(\.columns)
        return keys.contains { $0.count >= names.count && Set($0.prefix(names.count).map { $0.lowercased() }) == wanted }
    }

    /// The columns a filter searches: text (and untyped) columns, else every non-blob column.
    public var filterColumns: [Column] {
        let text = columns.filter { $0.holdsText }
        return text.isEmpty ? columns.filter { !$0.isBlob } : text
    }
}
