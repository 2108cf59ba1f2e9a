import FolioKit

extension SQLiteTableItem {
    /// The rows of `pager` as records: the key first (`TrackId`; a view's rows numbered under
    /// `#`), then the table's other columns, each row's values as its page read them (in the
    /// background: a row whose page is coming says so in its first column).
    static func records(_ pager: SQLiteRowPager) -> RecordColumns {
        let names = pager.query.cellColumns.map { TextWidth.visible($0.name) }
        let hasKey = !pager.query.table.keyExpressions.isEmpty
        let cache = CellCache()
        var records = RecordColumns(names: names) { index in
            let cells = pager.summary(at: index).cells ?? []
            // A screen asks for a row's values once a cell: convert them once while they are the same.
            if let cached = cache.rows[index], cached.cells == cells { return cached.values }
            let values = cells.prefix(names.count).map(recordValue) + Array(repeating: nil, count: max(0, names.count - cells.count))
            if cache.rows.count >= CellCache.capacity { cache.rows.removeAll(keepingCapacity: true) }
            cache.rows[index] = (cells, values)
            return values
        }
        records.labelTitle = TextWidth.visible(pager.query.table.keyLabel)
        records.labelAt = { index in
            let summary = pager.summary(at: index)
            guard summary.cells != nil else { return RecordValue(text: TextWidth.visible(String(summary.title.drop { $0 == " " }))) }
            guard hasKey else { return RecordValue(text: String(index + 1), number: Double(index + 1)) }
            if summary.key.count == 1 { return recordValue(summary.key[0]) }
            return RecordValue(text: TextWidth.visible(summary.keyText))
        }
        return records
    }

    /// A value as a table's cell shows it: NULL dim, numbers as numbers, text on one line.
    nonisolated static func recordValue(_ value: SQLiteValue) -> RecordValue? {
        switch value {
        case .null: return .null
        case .integer(let number): return RecordValue(text: value.text, number: Double(number))
        case .real(let number): return RecordValue(text: value.text, number: number)
        case .text: return RecordValue(text: TextWidth.visible(value.preview(limit: SQLiteRowQuery.cellLength)))
        case .blob: return RecordValue(text: "BLOB")
        }
    }

    /// The sort in force as a table's header shows it: the column sorted by (0: the key, only
    /// when the other way), and which way.
    var sortInHeader: (column: Int, order: ListColumn.SortOrder)? {
        let order: ListColumn.SortOrder = query.isDescending ? .descending : .ascending
        guard let name = query.sortColumn else { return query.isDescending ? (0, order) : nil }
        guard let index = query.cellColumns.firstIndex(where: { $0.name == name }) else { return nil }
        return (index + 1, order)
    }

    /// The column of `query.sortColumn` at table column `column` (0: the key, nil).
    func sortColumn(atTableColumn column: Int) -> String? {
        let columns = query.cellColumns
        return column > 0 && column - 1 < columns.count ? columns[column - 1].name : nil
    }
}

/// A table's rows' values as last converted from their cells, by row (the rows on screen).
@MainActor
final class CellCache {
    /// Rows kept at most before the cache starts again.
    static let capacity = 512
    var rows: [Int: (cells: [SQLiteValue], values: [RecordValue?])] = [:]
}
