/// One field's value as a table of records shows it.
public struct RecordValue: Equatable, Sendable {
    /// The value as one line of visible text (already passed through `TextWidth.visible`).
    public var text: String
    /// The value as a number, when it is one: shown right-aligned, sorted as a number.
    public var number: Double?
    /// True for a stand-in rather than a value (SQL's `NULL`): drawn dim.
    public var isStandIn = false

    /// A value shown as `text`, a number when `number` is given.
    public init(text: String, number: Double? = nil) {
        self.text = text
        self.number = number
    }

    /// SQL's `NULL`, shown dim as the fields of a row show it.
    public static let null: RecordValue = {
        var value = RecordValue(text: "NULL")
        value.isStandIn = true
        return value
    }()
}

/// The children of a list seen as records: the field names, and the fields of the row at an
/// index, read without making the row's item (a CSV file of a million rows makes only the
/// rows on screen).
///
/// A source whose children are records (a JSON array of objects, JSON Lines, a SQLite table,
/// a CSV file) sets `ChildList.records`; the list then shows a table.
@MainActor
public struct RecordColumns {
    /// The field names, in order: the union of the first rows' fields.
    public var names: [String]
    /// The values of the row at an index, one per name (nil where the record lacks the field).
    public var valuesAt: (Int) -> [RecordValue?]
    /// The first column's header: empty when it holds the rows' titles.
    public var labelTitle = ""
    /// The first column's value for the row at an index, when not the row's title (a SQLite
    /// table's key, whose title also holds other columns' values).
    public var labelAt: ((Int) -> RecordValue?)?

    /// Columns named `names` whose row values `valuesAt` reads.
    public init(names: [String], valuesAt: @escaping (Int) -> [RecordValue?]) {
        self.names = names
        self.valuesAt = valuesAt
    }

    /// The same columns over the rows `indices` picks (a filtered list).
    public func picking(_ indices: [Int]) -> RecordColumns {
        let valuesAt = self.valuesAt
        var picked = RecordColumns(names: names, valuesAt: { valuesAt(indices[$0]) })
        picked.labelTitle = labelTitle
        picked.labelAt = labelAt.map { labelAt in { labelAt(indices[$0]) } }
        return picked
    }
}
