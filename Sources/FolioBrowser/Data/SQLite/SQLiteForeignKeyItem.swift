import FolioKit

/// A field holding a foreign key: its list is the row it refers to, found in the background
/// with the rows referring to that row, and titled by it (`Album 127`).
@MainActor
public final class SQLiteForeignKeyItem: SQLiteFieldItem, ListTitling {
    /// What the background found: the row and the rows referring to it.
    struct Found: Sendable {
        var summary: SQLiteRowSummary
        var references: SQLiteRowReferences
    }

    /// `Album 127`: the table and key of the row the foreign key opens.
    public var listTitle: String {
        guard let key = foreignKey else { return title }
        let values = key.from.map { row.field($0)?.value.preview(limit: 40) ?? "?" }
        return "\(key.table) \(values.joined(separator: ", "))"
    }

    /// Off the main loop: the row, found by its key, and the rows referring to it.
    override public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let lookup: ReferencedRowLookup
        do {
            guard let key = foreignKey else { throw BrowserError("\(column.name) is not a foreign key") }
            lookup = try referencedRowLookup(key)
        } catch {
            return { _ in throw error }
        }
        let database = row.database
        let keys = database.schema.incomingKeys(to: lookup.query.table)
        let path = database.rawPath, damaged = database.isDamaged, known = database.rowCounts
        return { _ in
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                let summary = try lookup.find(connection)
                let references = keys.isEmpty ? SQLiteRowReferences.none
                    : SQLiteRowReferences.read(keys, of: lookup.query.table, key: summary.key, knownCounts: known, connection)
                return Found(summary: summary, references: references)
            } catch let error as SQLiteError {
                throw BrowserError(error.message)
            }
        }
    }

    /// The row's fields, then the rows referring to it.
    override public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let found = result as? Found, let key = foreignKey else { return try childList() }
        return try referencedRowLookup(key).row(found.summary, in: row.database).fieldList(with: found.references)
    }
}
