extension SQLiteFieldItem: CopyNaming {
    /// `location` (`FILE.db:table:rowid:column`).
    public var locatorName: String { "location" }
    /// `value`: the field's whole value as text.
    public var copyValueName: String { "value" }
}

extension SQLiteRowItem: CopyNaming {
    /// `location` (`FILE.db:table:rowid`).
    public var locatorName: String { "location" }
    /// `row as JSON`: the row's columns and values, read off the main loop.
    public var copyValueName: String { "row as JSON" }
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

/// The bytes of a SQLite item's locator: the database file's own path bytes (its name need not
/// be UTF-8), then the rest as text.
extension SQLiteDatabase {
    func locatorBytes(_ locator: String?) -> [UInt8]? {
        guard let locator else { return nil }
        guard locator.hasPrefix(path) else { return Array(locator.utf8) }
        return rawPath.bytes + Array(locator.utf8.dropFirst(path.utf8.count))
    }
}

extension SQLiteFieldItem {
    /// The locator with the database path's own bytes.
    public var locatorBytes: [UInt8]? { row.database.locatorBytes(locator) }
}

extension SQLiteRowItem {
    /// The locator with the database path's own bytes.
    public var locatorBytes: [UInt8]? { database.locatorBytes(locator) }
}

extension SQLiteTableItem {
    /// The locator with the database path's own bytes.
    public var locatorBytes: [UInt8]? { database.locatorBytes(locator) }
}

extension SQLiteGroupItem {
    /// The locator with the database path's own bytes.
    public var locatorBytes: [UInt8]? { database.locatorBytes(locator) }
}

extension SQLiteObjectItem {
    /// The locator with the database path's own bytes.
    public var locatorBytes: [UInt8]? { database.locatorBytes(locator) }
}
