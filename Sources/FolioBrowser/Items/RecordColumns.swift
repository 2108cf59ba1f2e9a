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
    /// The first column's header: empty where the rows' titles say where each record is (`[3]`,
    /// `row 4`); a column summary's values are headed by the column's name, a SQLite key by its.
    public var labelTitle = ""
    /// The first column's value for the row at an index, when not the row's title (a SQLite
    /// table's key, whose title also holds other columns' values).
    public var labelAt: ((Int) -> RecordValue?)?

    /// Reads a column's values off the main loop, for a sort or a column summary, when the
    /// source can (JSON, JSON Lines); nil: they are read through `valuesAt` (CSV reads its own,
    /// `CSVTable+SortKeys`, `CSVTable.summary`).
    var valueReader: RecordValueReader?

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
        picked.valueReader = valueReader?.picking(indices)
        return picked
    }
}

/// Reads a row's field from data every thread may read (a parsed JSON document), so a sort
/// reads a million keys, and a column summary a million values, off the main loop.
struct RecordValueReader: Sendable {
    /// How many rows there are.
    let count: Int
    /// The value of field `field` (0: the first name) of row `row`, as its cell shows it.
    let valueAt: @Sendable (_ row: Int, _ field: Int) -> RecordValue?

    /// The sort keys of field `field` of every row, in row order (`read`).
    func keys(field: Int, progress: (Int) -> Void, isCancelled: () -> Bool) -> [RecordSortKey] {
        read(field: field, progress: progress, isCancelled: isCancelled) { RecordSortKey($0) }
    }

    /// The values of field `field` of every row, in row order (`read`).
    func values(field: Int, progress: (Int) -> Void, isCancelled: () -> Bool) -> [RecordValue?] {
        read(field: field, progress: progress, isCancelled: isCancelled) { $0 }
    }

    /// What `transform` makes of field `field` of every row, in row order; `progress` told the
    /// rows read every few thousand; stops early (with what it has) when `isCancelled`.
    private func read<T>(field: Int, progress: (Int) -> Void, isCancelled: () -> Bool, _ transform: (RecordValue?) -> T) -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for row in 0..<count {
            if row % 4096 == 0 {
                if isCancelled() { return result }
                if row > 0 { progress(row) }
            }
            result.append(transform(valueAt(row, field)))
        }
        progress(count)
        return result
    }

    /// The same reader over the rows `indices` picks.
    func picking(_ indices: [Int]) -> RecordValueReader {
        let valueAt = self.valueAt
        return RecordValueReader(count: indices.count, valueAt: { valueAt(indices[$0], $1) })
    }
}
