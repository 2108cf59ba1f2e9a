/// One index or trigger: its table and its `CREATE` statement.
@MainActor
public final class SQLiteObjectItem: BrowserItem {
    let database: SQLiteDatabase
    let object: SQLiteSchema.Object

    init(database: SQLiteDatabase, object: SQLiteSchema.Object) {
        self.database = database
        self.object = object
    }

    public var title: String { object.name }
    public var subtitle: String { object.tableName }
    public var hasChildren: Bool { false }
    public func children() throws -> [BrowserItem] { [] }
    public var locator: String? { database.path + ":" + object.name }
    public var copyValue: String { object.sql.isEmpty ? object.name : object.sql }

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
