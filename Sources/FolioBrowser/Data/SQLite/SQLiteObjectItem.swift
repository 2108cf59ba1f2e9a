/// One index or trigger: its table and its `CREATE` statement.
@MainActor
public final class SQLiteObjectItem: BrowserItem {
    let database: SQLiteDatabase
    let object: SQLiteSchema.Object

    init(database: SQLiteDatabase, object: SQLiteSchema.Object) {
        self.database = database
        self.object = object
    }

    /// The index or trigger's name.
    public var title: String { object.name }
    /// The table it belongs to.
    public var subtitle: String { object.tableName }
    /// An index or trigger never opens into a list.
    public var hasChildren: Bool { false }
    /// No children.
    public func children() throws -> [BrowserItem] { [] }
    /// `FILE.db:name`.
    public var locator: String? { database.path + ":" + object.name }
    /// The `CREATE` statement, or the name when SQLite made the object without one.
    public var copyValue: String { object.sql.isEmpty ? object.name : object.sql }

    /// The kind, name and table, then the `CREATE` statement.
    public func detailText() -> String {
        var lines = ["\(object.type.capitalized) \(object.name) on \(object.tableName)", ""]
        if object.sql.isEmpty {
            lines.append("Made by SQLite for a UNIQUE or PRIMARY KEY constraint; it has no CREATE statement.")
        } else {
            lines.append(object.sql)
        }
        if object.type == "index", let table = database.schema.table(named: object.tableName),
           let index = table.indexes.first(where: { $0.name == object.name }) {
            lines += ["", "Columns: " + index.columns.joined(separator: ", "), "Unique: " + (index.isUnique ? "yes" : "no")]
        }
        return lines.joined(separator: "\n")
    }
}
