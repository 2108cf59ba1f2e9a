/// What a list row shows of a table row: its key and the previews of its first text columns.
public struct SQLiteRowSummary: Sendable, Equatable {
    /// The key (`[rowid]`, the primary key's values, or `[position]` for a view).
    public var key: [SQLiteValue]
    /// Previews of the preview columns, in order.
    public var preview: [SQLiteValue]
    /// The sort column's value, when the list is sorted by a column the title leaves out.
    public var sortValue: SQLiteValue?
    /// A view's row: its first columns' values, each capped (`SQLiteFieldSummary`), read with the
    /// row's page, since a view has no key to read them back by.
    public var fields: [SQLiteFieldSummary]?
    /// The declared primary key's values of a table whose rows are found by its rowid
    /// (`SQLiteRowQuery.declaredKey`), read with the row.
    public var primaryKey: [SQLiteFieldSummary]?
    /// Every shown column's value, text cut (`SQLiteRowQuery.cellLength`), a blob as `nil`'s
    /// stand-in: what a table of the rows shows; nil when not read (a placeholder row).
    public var cells: [SQLiteValue]?

    /// A summary of `key` and `preview`, with the sort column's value when it was read.
    public init(key: [SQLiteValue], preview: [SQLiteValue], sortValue: SQLiteValue? = nil, fields: [SQLiteFieldSummary]? = nil,
                primaryKey: [SQLiteFieldSummary]? = nil, cells: [SQLiteValue]? = nil) {
        self.key = key
        self.preview = preview
        self.sortValue = sortValue
        self.fields = fields
        self.primaryKey = primaryKey
        self.cells = cells
    }

    /// The key as text: `42`, `fr, Paris`.
    public var keyText: String { key.map { $0.preview(limit: 40) }.joined(separator: ", ") }

    /// `42  Alice · London`: the key, then the non-null previews, each as long as it was read
    /// (the list cuts the title to the width it has).
    ///
    /// State restoration finds a row again by the key part.
    public var title: String {
        let shown = preview.filter { $0 != .null }.map { $0.preview(limit: SQLiteRowQuery.previewLength) }
        return shown.isEmpty ? keyText : keyText + "  " + shown.joined(separator: " · ")
    }

    /// The key part of a title made by `title` (up to the two spaces).
    static func keyText(ofTitle title: String) -> String {
        title.firstRange(of: "  ").map { String(title[..<$0.lowerBound]) } ?? title
    }
}
