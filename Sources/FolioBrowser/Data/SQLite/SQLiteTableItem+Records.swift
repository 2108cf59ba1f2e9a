import FolioKit

extension SQLiteTableItem {
    /// The rows of `pager` as records: the table's columns, each row's values as its page read
    /// them (in the background: a row whose page is coming says so in its first column).
    static func records(_ pager: SQLiteRowPager) -> RecordColumns? {
        let names = pager.query.cellColumns.map { TextWidth.visible($0.name) }
        guard !names.isEmpty else { return nil }
        return RecordColumns(names: names) { index in
            let summary = pager.summary(at: index)
            guard let cells = summary.cells, !cells.isEmpty else {
                return [RecordValue(text: TextWidth.visible(summary.title))] + Array(repeating: nil, count: names.count - 1)
            }
            return cells.map(recordValue)
        }
    }

    /// A value as a table's cell shows it: NULL as nothing, numbers as numbers, text on one line.
    nonisolated static func recordValue(_ value: SQLiteValue) -> RecordValue? {
        switch value {
        case .null: return nil
        case .integer(let number): return RecordValue(text: value.text, number: Double(number))
        case .real(let number): return RecordValue(text: value.text, number: number)
        case .text: return RecordValue(text: TextWidth.visible(value.preview(limit: SQLiteRowQuery.cellLength)))
        case .blob: return RecordValue(text: "BLOB")
        }
    }
}
