/// A table's shape as its data source last gave it.
///
/// Sections with optional header rows, laid end to end as "flat" rows (a header or a cell each).
/// Counts only; cells are asked for later.
struct TableModel {
    struct Section {
        var header: String?
        var rows: Int
        /// The flat index of the section's first flat row (its header, or its first cell).
        var start: Int
        var firstCell: Int { start + (header == nil ? 0 : 1) }
        var end: Int { firstCell + rows }
    }

    private(set) var sections: [Section] = []
    private(set) var count = 0

    init() {}

    /// Asks `dataSource` for the number of sections, then each one's row count and title.
    @MainActor
    init(dataSource: TableViewDataSource?, table: TableView) {
        guard let dataSource else { return }
        var start = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: table)) {
            let rows = max(0, dataSource.tableView(table, numberOfRowsInSection: section))
            let header = dataSource.tableView(table, titleForHeaderInSection: section)
            let entry = Section(header: header, rows: rows, start: start)
            sections.append(entry)
            start = entry.end
        }
        count = start
    }

    /// The section holding flat row `flat` (binary search: a table may have many sections).
    func sectionIndex(containing flat: Int) -> Int? {
        guard flat >= 0, flat < count else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].start <= flat { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The index path of a cell row; nil for a header row or out of range.
    func indexPath(forFlat flat: Int) -> IndexPath? {
        guard let index = sectionIndex(containing: flat) else { return nil }
        let section = sections[index]
        guard flat >= section.firstCell else { return nil }
        return IndexPath(row: flat - section.firstCell, section: index)
    }

    /// The header title of a header row; nil for a cell row.
    func headerTitle(forFlat flat: Int) -> String? {
        guard let index = sectionIndex(containing: flat), sections[index].start == flat else { return nil }
        return sections[index].header
    }

    /// The flat row of an index path; nil when out of range.
    func flat(for indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rows else { return nil }
        return section.firstCell + indexPath.row
    }

    /// The first cell row at or after `flat` (or at or before it going backward); headers are skipped.
    func nearestSelectable(from flat: Int, forward: Bool) -> Int? {
        var current = flat
        while current >= 0 && current < count {
            if indexPath(forFlat: current) != nil { return current }
            current += forward ? 1 : -1
        }
        return nil
    }
}
