extension SQLiteFieldItem: CopyNaming {
    /// `location` (`FILE.db:table:rowid:column`).
    public var locatorName: String { "location" }
    /// `value`: the field's whole value as text.
    public var copyValueName: String { "value" }
}

extension SQLiteRowItem: CopyNaming {
    /// `location` (`FILE.db:table:rowid`).
    public var locatorName: String { "location" }
    /// `key`: the row's key as text.
    public var copyValueName: String { "key" }
}

extension SQLiteTableItem: CopyNaming {
    /// `location` (`FILE.db:table`).
    public var locatorName: String { "location" }
    /// `name`: the table's name.
    public var copyValueName: String { "name" }
}

extension SQLiteGroupItem: CopyNaming {
    /// `location` (`FILE.db:indexes`).
    public var locatorName: String { "location" }
    /// `name`: `Indexes` or `Triggers`.
    public var copyValueName: String { "name" }
}

extension SQLiteObjectItem: CopyNaming {
    /// `location` (`FILE.db:name`).
    public var locatorName: String { "location" }
    /// `CREATE statement`, or `name` for an object SQLite made without one.
    public var copyValueName: String { object.sql.isEmpty ? "name" : "CREATE statement" }
}
