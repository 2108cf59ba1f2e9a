import FolioKit

/// `F` in a table of records: the current column's frequency table as a level of its own
/// (`ColumnSummaryItem`); Enter on a value comes back filtered to the rows holding it.
extension ItemListViewController {
    /// True when `F` summarises the current column: a table of records that is not itself a
    /// summary.
    var summarisesColumns: Bool { recordTable != nil && !(item is ColumnSummaryItem) }

    /// `F`: pushes the current column's summary, counted in the background.
    func summariseCurrentColumn() {
        let column = listView.currentColumn
        guard let records = rows.records else { return }
        guard column > 0, column - 1 < records.names.count else {
            context.notices.notice = "Move to a column first (< >): the first one says where each row is"
            return
        }
        let name = records.names[column - 1]
        let cells: ColumnSummaryItem.Cells
        if let file = item as? CSVFileItem {
            guard let table = file.table, table.isComplete else {
                context.notices.notice = "The rows are still being counted: summarise when they are all found"
                return
            }
            // Filtered, the rows shown are the file's rows their titles (`row 12`) name, in file order.
            let picked = file.filterText.isEmpty ? nil : (0..<rows.count).compactMap { CSVFileItem.rowIndex(rows.title(at: $0)) }
            cells = .csv(source: table.source, offsets: table.offsets, end: table.knownEnd, delimiter: table.format.delimiter,
                         column: column - 1, picked: picked)
        } else if let table = item as? SQLiteTableItem {
            guard let source = table.summarySource(column: column - 1) else { return }
            cells = .sqlite(source)
        } else if let reader = records.valueReader {
            cells = .reader(reader, field: column - 1)
        } else {
            let valuesAt = records.valuesAt, field = column - 1
            cells = .values((0..<rows.count).map { index in
                let values = valuesAt(index)
                return field < values.count ? values[field] : nil
            })
        }
        let summary = ColumnSummaryItem(columnName: name, cells: cells, countedRows: rows, table: self)
        show(makeChildList(of: summary), sender: self)
    }

    /// Enter on a value of a column summary: back to the table, showing the rows holding it.
    func pickSummaryValue(at index: Int) {
        guard let summaryItem = item as? ColumnSummaryItem, let summary = summaryItem.summary, index < summary.entries.count,
              let table = summaryItem.table, let nav = navigationController, nav.viewControllers.contains(where: { $0 === table })
        else { return }
        _ = nav.popToViewController(table, animated: false)
        table.showRows(holding: index, of: summaryItem)
    }

    /// Filters the rows to those the summary `summaryItem` counted holding its value `entry`:
    /// shown as a filter is (`3/12 of 406`), Esc shows every row again.
    func showRows(holding entry: Int, of summaryItem: ColumnSummaryItem) {
        guard let summary = summaryItem.summary else { return }
        let value = summary.entries[entry]
        var indices = summary.rows(holding: entry)
        let filter = "\(summaryItem.columnName) = \(ColumnValueItem.title(of: value))"
        valueFilter = filter
        appliedFilterText = ""  // no text filter in force: an empty search keeps the value's rows
        if let table = item as? SQLiteTableItem {
            // The table's query filters in SQL (`"Composer" = ?`, bound): the count comes with the rows.
            guard entry < summaryItem.sqliteValues.count, case .sqlite(let source) = summaryItem.cells else { return }
            valueFilter = filter
            table.filter(column: source.column, value: summaryItem.sqliteValues[entry], label: filter)
            context.notices.notice = "The rows holding \(TextWidth.visible(summaryItem.columnName)) "
                + "\(TextWidth.visible(ColumnValueItem.title(of: value))) (Esc shows every row)"
            return
        }
        if let file = item as? CSVFileItem {
            // A CSV file's rows are counted in file order: the indices are its rows' (or a filter's rows').
            if case .csv(_, _, _, _, _, let picked?) = summaryItem.cells { indices = indices.map { picked[$0] } }
            file.filterLane.cancel()
            file.filterText = filter
            showQueriedRows(all: file.list(), shown: file.list(picking: indices), filter: filter)
        } else {
            filterText = filter
            rows = summaryItem.countedRows.picking(indices)
            listView.emptyText = emptyText(filter: filter)
            listView.reloadData()
            listView.selectRow(0, notify: false)
            updatePosition()
            previewSelection()
        }
        context.notices.notice = "\(JSONFileItem.grouped(indices.count)) \(indices.count == 1 ? "row holds" : "rows hold") "
            + "\(TextWidth.visible(summaryItem.columnName)) \(TextWidth.visible(ColumnValueItem.title(of: value))) (Esc shows every row)"
    }

    /// A column summary's list, counted: its title says how many values, its bar the numbers.
    func summaryDidLoad() {
        guard let summaryItem = item as? ColumnSummaryItem else { return }
        title = summaryItem.listTitle
        toolbarItems = makeToolbarItems()
    }

    /// The bar item of a column summary's numbers (`min 9 · max 46.6 · mean 23.51`).
    var summaryToolbarItem: BarButtonItem? {
        guard let line = (item as? ColumnSummaryItem)?.numbersLine else { return nil }
        return BarButtonItem(title: line, priority: 4)
    }

    /// The current cell of a table of records, for `y`: its column's name and its value's
    /// bytes (nil for none: the first column, or no table).
    var currentCell: (name: String, bytes: [UInt8]?)? {
        guard let recordTable, let row = listView.selectedRow, row < rows.count else { return nil }
        let column = listView.currentColumn
        guard column > 0, column - 1 < recordTable.records.names.count else { return nil }
        let name = recordTable.records.names[column - 1]
        if let cells = rows[row] as? RecordCellCopying { return (name, cells.cellBytes(field: column - 1, named: name)) }
        return (name, recordTable.value(row: row, column: column - 1).map { Array($0.text.utf8) })
    }
}
