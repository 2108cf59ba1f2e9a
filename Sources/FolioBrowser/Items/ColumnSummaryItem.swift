import FolioKit

/// `F` on a table of records: the current column's frequency table, a level of its own titled
/// `Origin: 3 values`, one row per distinct value with its count and share, the most frequent
/// first (`ColumnSummary`); counted in the background (a CSV file read through a megabyte at a
/// time), the count going up meanwhile; leaving the level stops it.
///
/// Enter on a value goes back to the table, filtered to the rows holding it
/// (`ItemListViewController.showRows(holding:of:)`).
@MainActor
public final class ColumnSummaryItem: BackgroundLoading, ListTitling {
    /// What is counted: cells already read (JSON), or a CSV file's field, read off the main loop.
    enum Cells: Sendable {
        case values([RecordValue?])
        /// Field `field` of the rows `reader` reads (JSON, JSON Lines), read off the main loop.
        case reader(RecordValueReader, field: Int)
        /// `picked`: the file's rows a filter shows (ascending), nil for all.
        case csv(source: CSVSource, offsets: [Int], end: Int, delimiter: UInt8, column: Int, picked: [Int]?)
        /// A SQLite table's or view's column, of the rows its query shows, read in short statements.
        case sqlite(SQLiteColumnSummary.Source)
    }

    /// The column's name.
    public let columnName: String
    let cells: Cells
    /// The rows counted, in order (the table's rows when `F` was pressed).
    let countedRows: ChildList
    /// The list of the table summarised, which Enter filters.
    weak var table: ItemListViewController?
    /// Set when the level is left: the count stops.
    let cancellation = CancellationFlag()
    /// The summary, once counted.
    private(set) var summary: ColumnSummary?
    /// A SQLite column's values, one per entry of the summary (nil: NULL or empty text), which
    /// Enter filters the table by.
    private(set) var sqliteValues: [SQLiteValue?] = []

    init(columnName: String, cells: Cells, countedRows: ChildList, table: ItemListViewController?) {
        self.columnName = columnName
        self.cells = cells
        self.countedRows = countedRows
        self.table = table
    }

    /// The column's name.
    public var title: String { TextWidth.visible(columnName) }
    /// `Origin: 3 values`, `Origin: counting…` until counted.
    public var listTitle: String {
        guard let summary else { return "\(title): counting…" }
        return "\(title): \(JSONFileItem.grouped(summary.entries.count)) \(summary.entries.count == 1 ? "value" : "values")"
    }
    /// Nothing.
    public var subtitle: String { "" }
    /// True: the values.
    public var hasChildren: Bool { true }
    /// The column's rows, values and numbers.
    public func detailText() -> String { summary.map { Self.statistics(of: $0, name: title) } ?? "Counting the values of \(title)…" }

    /// Counts now (the list counts in the background instead).
    public func children() throws -> [BrowserItem] {
        if summary == nil { _ = try finishLoadingList(backgroundWork()({ _ in })) }
        return list().items
    }

    /// Counts the values, saying how far it got for a file.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        let cells = self.cells, flag = cancellation, name = title
        return { progress in
            switch cells {
            case .values(let values):
                return ColumnSummary.of(values)
            case .reader(let reader, let field):
                var shown = -1
                let values = reader.values(field: field, progress: { done in
                    let percent = reader.count == 0 ? 100 : done * 100 / reader.count
                    if percent != shown { shown = percent; progress("Counting the values of \(name)… \(percent)%") }
                }, isCancelled: { flag.isCancelled })
                if flag.isCancelled { throw BrowserError("The summary was cancelled") }
                return ColumnSummary.of(values)
            case .csv(let source, let offsets, let end, let delimiter, let column, let picked):
                var shown = -1
                let total = picked?.count ?? offsets.count
                return try CSVTable.summary(column: column, in: source, offsets: offsets, end: end, delimiter: delimiter, picked: picked,
                                            progress: { done in
                                                let percent = total == 0 ? 100 : done * 100 / total
                                                if percent != shown { shown = percent; progress("Counting the values of \(name)… \(percent)%") }
                                            }, isCancelled: { flag.isCancelled })
            case .sqlite(let source):
                do {
                    return try SQLiteColumnSummary.count(source, progress: { read in
                        progress("Counting the values of \(name)… \(JSONFileItem.grouped(read)) rows")
                    }, isCancelled: { flag.isCancelled })
                } catch {
                    throw BrowserError(SQLiteError.from(error).message)
                }
            }
        }
    }

    /// The values, from the summary counted.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        if let counted = result as? SQLiteColumnSummary.Counted {
            sqliteValues = counted.values
            summary = counted.summary
            return list()
        }
        guard let counted = result as? ColumnSummary else { throw BrowserError("The values of \(title) could not be counted") }
        summary = counted
        return list()
    }

    /// Stops the count (the level was left).
    func cancel() { cancellation.cancel() }

    /// One row per value, as a table: the value (under the column's name), its count and share.
    func list() -> ChildList {
        guard let summary else { return .empty }
        let list = ChildList(count: summary.entries.count, title: { ColumnValueItem.title(of: summary.entries[$0]) },
                             make: { [unowned self] in ColumnValueItem(summaryItem: self, entry: $0) })
        let total = Double(max(1, summary.total))
        var records = RecordColumns(names: ["count", "share"]) { index in
            let count = summary.entries[index].count, share = Double(count) * 100 / total
            return [RecordValue(text: JSONFileItem.grouped(count), number: Double(count)),
                    RecordValue(text: Self.tenths(share) + "%", number: share)]
        }
        records.labelTitle = columnName
        // The values as the table's first column: numbers right-aligned as in the table.
        records.labelAt = { index in
            let entry = summary.entries[index]
            guard !entry.text.isEmpty else { return Self.emptyValue }
            return RecordValue(text: ColumnValueItem.title(of: entry), number: entry.number)
        }
        list.records = records
        return list
    }

    /// The empty value's row, `(empty)`: a stand-in (drawn dim, left out of the alignment).
    static let emptyValue: RecordValue = {
        var value = RecordValue(text: "(empty)")
        value.isStandIn = true
        return value
    }()

    /// The numbers of a column in one line for the bar (`min 9 · max 46.6 · mean 23.51`), nil
    /// when it holds none.
    var numbersLine: String? {
        guard let summary, let minimum = summary.minimum, let maximum = summary.maximum, let mean = summary.mean else { return nil }
        var line = "min \(Self.decimal(minimum)) · max \(Self.decimal(maximum)) · mean \(Self.decimal(mean, places: 2))"
        if summary.emptyCount > 0 { line += " · \(JSONFileItem.grouped(summary.emptyCount)) empty" }
        if summary.textCount > 0 { line += " · \(JSONFileItem.grouped(summary.textCount)) not numbers" }
        return line
    }

    /// The column's rows, values and numbers, as the detail shows them.
    static func statistics(of summary: ColumnSummary, name: String) -> String {
        var lines = ["\(name): \(JSONFileItem.grouped(summary.total)) \(summary.total == 1 ? "row" : "rows"), "
                     + "\(JSONFileItem.grouped(summary.entries.count)) \(summary.entries.count == 1 ? "value" : "values")"]
        if let minimum = summary.minimum, let maximum = summary.maximum, let mean = summary.mean {
            lines.append("numbers: \(JSONFileItem.grouped(summary.numberCount)), min \(decimal(minimum)), max \(decimal(maximum)), "
                         + "mean \(decimal(mean, places: 2))")
        }
        lines.append("not numbers: \(JSONFileItem.grouped(summary.textCount)), empty: \(JSONFileItem.grouped(summary.emptyCount))")
        return lines.joined(separator: "\n")
    }

    /// `25.0`, `9.9`: a share with one decimal always, so a column of them lines up.
    nonisolated static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `18`, `27.5`, `23.51`: a number without a needless `.0`, rounded to `places` decimals when given.
    nonisolated static func decimal(_ value: Double, places: Int? = nil) -> String {
        var value = value
        if let places {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            value = (value * scale).rounded() / scale
        }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// One value of a column summary: the value, how many rows hold it, and the column's numbers.
@MainActor
public final class ColumnValueItem: BrowserItem, CopyNaming {
    /// The summary the value is in.
    public let summaryItem: ColumnSummaryItem
    /// The value's place among the summary's values (0: the most frequent).
    public let entry: Int

    init(summaryItem: ColumnSummaryItem, entry: Int) {
        self.summaryItem = summaryItem
        self.entry = entry
    }

    /// A value's title: its text, `(empty)` for the empty value.
    nonisolated static func title(of entry: ColumnSummary.Entry) -> String { entry.text.isEmpty ? "(empty)" : entry.text }

    private var value: ColumnSummary.Entry? {
        guard let summary = summaryItem.summary, entry < summary.entries.count else { return nil }
        return summary.entries[entry]
    }

    /// The value.
    public var title: String { value.map(Self.title) ?? "" }
    /// Nothing.
    public var subtitle: String { "" }
    /// False: Enter filters the table to the value's rows.
    public var hasChildren: Bool { false }
    /// None.
    public func children() -> [BrowserItem] { [] }

    /// The value, its rows and share, then the column's numbers.
    public func detailText() -> String {
        guard let summary = summaryItem.summary, let value else { return "" }
        let share = ColumnSummaryItem.tenths(Double(value.count) * 100 / Double(max(1, summary.total)))
        return [title, "\(JSONFileItem.grouped(value.count)) of \(JSONFileItem.grouped(summary.total)) rows (\(share)%)", "",
                ColumnSummaryItem.statistics(of: summary, name: summaryItem.title), "",
                "Enter: the rows holding \(title)"].joined(separator: "\n")
    }

    /// None: `y` and `Y` copy the value.
    public var locator: String? { nil }
    /// The value's text (empty for the empty value).
    public var copyValue: String { value?.text ?? "" }
    /// `value`.
    public var locatorName: String { "value" }
    /// `value`.
    public var copyValueName: String { "value" }
}
