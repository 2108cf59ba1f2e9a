import FolioKit

/// A table of records sorted by a column: every row (before the filter) in its first order,
/// and in the sort's.
///
/// The sort orders every row; the filter then picks from the sorted rows, so clearing it shows
/// every row in the sorted order.
@MainActor
struct RecordSortState {
    /// The column sorted by (the table's: 1 is the first field).
    var column: Int
    /// True for largest (and Z) first.
    var descending: Bool
    /// Every row (before the filter) in its first order.
    var unsorted: ChildList
    /// Every row (before the filter) as the list holds them (`allRows`).
    ///
    /// Sorted, or (while the sort runs) still the ones before. The sort stays in force while
    /// these are the list's.
    var all: ChildList
    /// For each sorted row, its row in `unsorted` (nil while the sort runs on unsorted rows).
    var order: [Int32]?
}

/// What a sort worked out off the main loop: every row's place, and for a CSV file its rows in
/// that order as its list takes them and the filter's rows in that order.
struct SortedRows: Sendable {
    /// For each sorted row, its row in the rows sorted.
    var order: [Int32]
    /// A CSV file's row numbers in `order` (`CSVFileItem.rowOrder`).
    var fileRows: [Int]? = nil
    /// A CSV file's filtered rows in `order`, when a filter is in force.
    var filtered: [Int]? = nil
}

extension ItemListViewController {
    /// True when `s` sorts the rows by the current column: a table of records that is not a
    /// SQLite table's (which sorts with `ORDER BY`).
    var sortsRecordsByColumn: Bool { recordTable != nil && !(item is SQLiteTableItem) && !isFileSystemList }

    /// `s` in a table of records: sorts by the current column, smallest first (`S`: largest
    /// first); again on the same column, the other way; on the first column (where each row
    /// is), the first order.
    func sortRecordsByCurrentColumn(descending: Bool = false) {
        let column = listView.currentColumn
        if let recordSort, recordSort.column == column {
            return sortRecords(column: column, descending: !recordSort.descending)
        }
        sortRecords(column: column, descending: descending)
    }

    /// Drops the sort (the rows changed under it: a reload), stopping it if running.
    func cancelRecordSort() {
        guard recordSort != nil else { return }
        recordSortLane.cancel()
        recordSort = nil
        toolbarItems = makeToolbarItems()
    }

    /// Sorts every row (the filter's and the others) by `column` in the background; the
    /// filter is kept, the selection stays on its record.
    func sortRecords(column: Int, descending: Bool) {
        let unsorted = recordSort?.unsorted ?? allRows
        guard column > 0 else {
            recordSortLane.cancel()
            recordSort = nil
            return showSortedRecords(unsorted, order: nil, fileRows: nil, filterOrder: nil, selecting: selectedTitle)
        }
        guard let records = unsorted.records, column - 1 < records.names.count else { return }
        let field = column - 1
        let work: @Sendable (Job) throws -> SortedRows
        if let file = item as? CSVFileItem {
            guard let table = file.table, table.isComplete, table.count == unsorted.count else {
                context.notices.notice = "The rows are still being counted: sort when they are all found"
                return
            }
            let source = table.source, offsets = table.offsets, end = table.knownEnd, delimiter = table.format.delimiter
            let total = Int64(offsets.count), matches = file.filterMatches
            work = { job in
                let keys = try CSVTable.sortKeys(column: field, in: source, offsets: offsets, end: end, delimiter: delimiter,
                                                 progress: { job.report(JobProgress(completed: Int64($0), total: total)) },
                                                 isCancelled: { job.isCancelled })
                let order = RecordSort.order(keys, descending: descending)
                // The file's rows in order as the list takes them, made here: on the main loop
                // this map of 1,000,000 (its closure checked to run on the main actor) and the
                // new array's page faults made the frame that shows the sort 50 ms; now 2-3 ms
                // (Docs/PERFORMANCE.md).
                let fileRows = order.map { Int($0) }
                return SortedRows(order: order, fileRows: fileRows, filtered: matches.map { CSVFileItem.ordered($0, by: fileRows) })
            }
        } else if let reader = records.valueReader {
            // JSON and JSON Lines: the keys read from the document off the main loop.
            let total = Int64(reader.count)
            work = { job in
                let keys = reader.keys(field: field, progress: { job.report(JobProgress(completed: Int64($0), total: total)) },
                                       isCancelled: { job.isCancelled })
                return SortedRows(order: RecordSort.order(keys, descending: descending))
            }
        } else {
            let valuesAt = records.valuesAt
            let keys = (0..<unsorted.count).map { index in
                let values = valuesAt(index)
                return RecordSortKey(field < values.count ? values[field] : nil)
            }
            work = { _ in SortedRows(order: RecordSort.order(keys, descending: descending)) }
        }
        let selected = selectedTitle, filter = filterText
        recordSort = RecordSortState(column: column, descending: descending, unsorted: unsorted, all: allRows, order: recordSort?.order)
        showQueryProgress("Sorting…")
        guard let app = window?.application else { return }
        recordSortLane.submit(to: app, work, progress: { [weak self] progress in
            guard let fraction = progress.fraction else { return }
            self?.showQueryProgress("Sorting… \(Int(fraction * 100))%")
        }, completion: { [weak self] (outcome: Result<SortedRows, Error>) in
            guard let self, let state = self.recordSort, state.all === self.allRows else { return }
            switch outcome {
            case .success(let result):
                guard result.order.count == unsorted.count else { return self.updatePosition() }
                self.recordSort?.order = result.order
                let filtered = self.filterText == filter ? result.filtered : nil
                self.showSortedRecords(unsorted, order: result.order, fileRows: result.fileRows, filterOrder: filtered,
                                       selecting: self.selectedTitle ?? selected)
            case .failure(let error):
                self.recordSort = nil
                self.context.notices.notice = "Cannot sort: \(error)"
                self.toolbarItems = self.makeToolbarItems()
                self.updatePosition()
            }
        })
    }

    /// Shows every row of `unsorted` in `order` (nil: the first order) through the filter.
    ///
    /// The selection goes to the row titled `selecting`. A CSV file's rows in that order are
    /// `fileRows`, its filtered rows `filterOrder`, when the sort worked them out.
    private func showSortedRecords(_ unsorted: ChildList, order: [Int32]?, fileRows: [Int]?, filterOrder: [Int]?, selecting title: String?) {
        // The rows before the filter first, so the sort stays in force when the filter's are set.
        let file = item as? CSVFileItem
        if let file {
            file.rowOrder = fileRows ?? order.map { $0.map { Int($0) } }
            allRows = file.list()
        } else {
            allRows = order.map { unsorted.permuted($0) } ?? unsorted
        }
        recordSort?.all = allRows
        if let file, let matches = file.filterMatches, !filterText.isEmpty {
            rows = filterOrder.map { file.list(picking: $0, ascending: false) } ?? file.listMatching(matches)
        } else {
            rows = filtered(allRows, by: filterText)
        }
        let column = listView.currentColumn
        listView.reloadData()
        listView.selectColumn(column)
        listView.selectRow(title.flatMap { rows.firstIndex(ofTitle: $0) } ?? 0, notify: false)
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
