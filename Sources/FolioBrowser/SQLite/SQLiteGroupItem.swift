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

    public var subtitle: String { String(objects.count) }
    public var hasChildren: Bool { !objects.isEmpty }
    public var locator: String? { database.path + ":" + title.lowercased() }

    public func children() throws -> [BrowserItem] {
        objects.map { SQLiteObjectItem(database: database, object: $0) }
    }

    public func detailText() -> String {
        "\(objects.count) \(title.lowercased()):\n" + objects.map { "  • \($0.name) on \($0.tableName)" }.joined(separator: "\n")
    }
}
