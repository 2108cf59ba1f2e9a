import FolioKit

extension ItemListViewController {
    /// Shows the rows as a table when they are records (`ChildList.records`), else as a list.
    func showRecords() {
        if let recordSort, recordSort.all !== allRows { cancelRecordSort() }
        if let records = rows.records {
            let table = RecordTableSource(records: records, titles: rows)
            if let recordSort, recordSort.order != nil { table.sort = (recordSort.column, recordSort.descending ? .descending : .ascending) }
            if let item = item as? SQLiteTableItem { table.sort = item.sortInHeader }
            recordTable = table
            listView.columnsDataSource = table
        } else if recordTable != nil {
            recordTable = nil
            listView.columnsDataSource = nil
        }
    }
}

/// A list's records as a table's columns: first the rows' titles (`[3]`, `line 4`: where each
/// record is) or labels (`RecordColumns.labelAt`), then the field names as titles, the values as cells, numbers right-aligned.
@MainActor
final class RecordTableSource: ListViewColumnsDataSource {
    /// The records shown.
    let records: RecordColumns

    /// The rows, whose titles the first column shows.
    let titles: ChildList

    /// The column the rows are sorted by (counting the titles' as 0), and which way.
    var sort: (column: Int, order: ListColumn.SortOrder)?

    /// A source over `records`, whose rows `titles` lists.
    init(records: RecordColumns, titles: ChildList) {
        self.records = records
        self.titles = titles
    }

    func numberOfColumns(in listView: ListView) -> Int { records.names.count + 1 }

    func listView(_ listView: ListView, columnAt index: Int) -> ListColumn {
        let sortOrder = sort?.column == index ? sort?.order : nil
        guard index > 0 else {
            return ListColumn(title: TextWidth.visible(records.labelTitle), alignment: records.labelAt == nil ? .leading : alignment(of: -1, in: listView),
                              sortOrder: sortOrder)
        }
        return ListColumn(title: records.names[index - 1], alignment: alignment(of: index - 1, in: listView), sortOrder: sortOrder)
    }

    func listView(_ listView: ListView, textAtRow row: Int, column: Int) -> String {
        guard column > 0 else {
            if let labelAt = records.labelAt { return labelAt(row)?.text ?? "" }
            return row < titles.count ? TextWidth.visible(titles.title(at: row)) : ""
        }
        return value(row: row, column: column - 1)?.text ?? ""
    }

    func listView(_ listView: ListView, styleAtRow row: Int, column: Int) -> Style {
        value(row: row, column: column - 1)?.isStandIn == true ? Style(.dim) : .plain
    }

    /// The value at `row` in `column` (-1: the label), nil where the record has none.
    func value(row: Int, column: Int) -> RecordValue? {
        guard column >= 0 else { return records.labelAt?(row) }
        let values = records.valuesAt(row)
        return column < values.count ? values[column] : nil
    }

    /// Right-aligned when the values on screen in the column are all numbers (empty cells and
    /// stand-ins such as `NULL` left out: a number column with a gap stays right-aligned).
    private func alignment(of column: Int, in listView: ListView) -> ListColumn.Alignment {
        let rows = listView.topRow..<min(listView.numberOfRows, listView.topRow + listView.visibleRowCount)
        var sawNumber = false
        for row in rows {
            guard let value = value(row: row, column: column), !value.text.isEmpty, !value.isStandIn else { continue }
            guard value.number != nil else { return .leading }
            sawNumber = true
        }
        return sawNumber ? .trailing : .leading
    }
}
