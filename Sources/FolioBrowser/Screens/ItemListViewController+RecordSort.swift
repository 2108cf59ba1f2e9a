import FolioKit

/// A table of records sorted by a column: the rows before the sort, and the sorted ones.
@MainActor
struct RecordSortState {
    /// The column sorted by (the table's: 1 is the first field).
    var column: Int
    /// True for largest (and Z) first.
    var descending: Bool
    /// The rows in their first order.
    var unsorted: ChildList
    /// The rows shown: sorted, or (while the sort runs) still the ones before.
    var shown: ChildList
    /// For each shown row, its row in `unsorted` (nil while the sort runs on unsorted rows).
    var order: [Int32]?
}

extension ItemListViewController {
    /// True when `s` sorts the rows by the current column: a table of records that is not a
    /// SQLite table's (which sorts with `ORDER BY`).
    var sortsRecordsByColumn: Bool { recordTable != nil && !(item is SQLiteTableItem) && !isFileSystemList }

    /// `s` in a table of records: sorts by the current column, smallest first; again on the
    /// same column, largest first; on the first column (where each row is), the first order.
    func sortRecordsByCurrentColumn() {
        let column = listView.currentColumn
        if let recordSort, recordSort.column == column {
            return sortRecords(column: column, descending: !recordSort.descending)
        }
        sortRecords(column: column, descending: false)
    }

    /// `S` in a table of records sorted by a column: the other way.
    func reverseRecordSort() {
        guard let recordSort else { return }
        sortRecords(column: recordSort.column, descending: !recordSort.descending)
    }

    /// Drops the sort (the rows changed under it: a filter, a reload), stopping it if running.
    func cancelRecordSort() {
        guard recordSort != nil else { return }
        recordSortLane.cancel()
        recordSort = nil
        toolbarItems = makeToolbarItems()
    }

    /// Sorts the rows by `column` in the background, the selection kept on its record.
    func sortRecords(column: Int, descending: Bool) {
        let unsorted = recordSort?.unsorted ?? rows
        let selectedRecord = listView.selectedRow.map { row in recordSort?.order.map { row < $0.count ? Int($0[row]) : row } ?? row }
        guard column > 0 else {
            recordSortLane.cancel()
            recordSort = nil
            return showSortedRecords(unsorted, order: nil, selecting: selectedRecord)
        }
        guard let records = unsorted.records, column - 1 < records.names.count else { return }
        let work: @Sendable (Job) throws -> [Int32]
        if let file = item as? CSVFileItem {
            guard let table = file.table, table.isComplete else {
                context.notices.notice = "The rows are still being counted: sort when they are all found"
                return
            }
            guard file.filterText.isEmpty else {
                context.notices.notice = "Clear the filter to sort the rows of a CSV file"
                return
            }
            let source = table.source, offsets = table.offsets, end = table.knownEnd, delimiter = table.format.delimiter
            let total = Int64(offsets.count), field = column - 1
            work = { job in
                let keys = try CSVTable.sortKeys(column: field, in: source, offsets: offsets, end: end, delimiter: delimiter,
                                                 progress: { job.report(JobProgress(completed: Int64($0), total: total)) },
                                                 isCancelled: { job.isCancelled })
                return RecordSort.order(keys, descending: descending)
            }
        } else {
            let valuesAt = records.valuesAt, field = column - 1
            let keys = (0..<unsorted.count).map { index in
                let values = valuesAt(index)
                return RecordSortKey(field < values.count ? values[field] : nil)
            }
            work = { _ in RecordSort.order(keys, descending: descending) }
        }
        recordSort = RecordSortState(column: column, descending: descending, unsorted: unsorted, shown: rows, order: recordSort?.order)
        showQueryProgress("Sorting…")
        guard let app = window?.application else { return }
        recordSortLane.submit(to: app, work, progress: { [weak self] progress in
            guard let fraction = progress.fraction else { return }
            self?.showQueryProgress("Sorting… \(Int(fraction * 100))%")
        }, completion: { [weak self] (outcome: Result<[Int32], Error>) in
            guard let self, let state = self.recordSort, state.shown === self.rows else { return }
            switch outcome {
            case .success(let order):
                self.recordSort?.order = order
                self.showSortedRecords(unsorted.permuted(order), order: order, selecting: selectedRecord)
            case .failure(let error):
                self.recordSort = nil
                self.context.notices.notice = "Cannot sort: \(error)"
                self.updatePosition()
            }
        })
    }

    /// Shows `sorted` (the rows in `order`, nil: the first order), the selection on the row of
    /// record `selecting` of the unsorted rows.
    private func showSortedRecords(_ sorted: ChildList, order: [Int32]?, selecting record: Int?) {
        recordSort?.shown = sorted
        let column = listView.currentColumn
        rows = sorted
        listView.reloadData()
        listView.selectColumn(column)
        let row = record.map { record in order.map { $0.firstIndex(of: Int32(record)) ?? 0 } ?? record } ?? 0
        listView.selectRow(row, notify: false)
        toolbarItems = makeToolbarItems()
        updatePosition()
        previewSelection()
    }

    /// The bar's item for the sort in force: the column's name and its direction.
    var recordSortToolbarItem: BarButtonItem? {
        guard let recordSort, recordSort.order != nil, let names = recordSort.unsorted.records?.names,
              recordSort.column - 1 < names.count else { return nil }
        let title = "Sort: \(TextWidth.visible(names[recordSort.column - 1])) \(recordSort.descending ? "▼" : "▲")"
        return BarButtonItem(title: title, command: .sort, priority: 3) { [weak self] in self?.sortRecordsByCurrentColumn() }
    }
}
