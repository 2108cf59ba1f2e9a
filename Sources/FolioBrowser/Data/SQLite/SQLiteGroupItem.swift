/// The indexes or the triggers of a database, grouped after its tables and views.
@MainActor
public final class SQLiteGroupItem: BrowserItem {
    /// `Indexes` or `Triggers`.
    public let title: String
    let database: SQLiteDatabase
    let objects: [SQLiteSchema.Object]

    init(database: SQLiteDatabase, title: String, objects: [SQLiteSchema.Object]) {
        self.database = database
        self.title = title
        self.objects = objects
    }

    /// How many indexes or triggers the group holds.
    public var subtitle: String { String(objects.count) }
    /// True when the group holds any object.
    public var hasChildren: Bool { !objects.isEmpty }
    /// `FILE.db:indexes` or `FILE.db:triggers`.
    public var locator: String? { database.path + ":" + title.lowercased() }

    /// One item per index or trigger.
    public func children() throws -> [BrowserItem] {
        objects.map { SQLiteObjectItem(database: database, object: $0) }
    }

    /// The count, then each object's name and table.
    public func detailText() -> String {
        "\(objects.count) \(title.lowercased()):\n" + objects.map { "  • \($0.name) on \($0.tableName)" }.joined(separator: "\n")
    }
}
