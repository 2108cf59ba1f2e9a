import FolioKit

extension SQLiteTableItem {
    /// The page of rows holding the row a restored place selects (any thread, at the list's
    /// first load).
    ///
    /// A table with a rowid counts the rows before it in one indexed query, then reads that page
    /// by rowid from both sides of the row, so the list finds the row without a statement on the
    /// main loop. Nil without a rowid or a rowid in `keyText`.
    nonisolated static func restoredPage(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                                         keyText: String) throws(SQLiteError) -> (page: Int, rows: [SQLiteRowSummary])? {
        guard let rowidName = query.table.rowidName, let rowid = Int64(keyText) else { return nil }
        let before = Int(try connection.rows("SELECT count(*) \(query.from) WHERE \(rowidName) < ?", [.integer(rowid)])
            .first?.first?.integerValue ?? 0)
        let page = before / SQLiteRowPager.pageSize, above = before % SQLiteRowPager.pageSize
        let select = "SELECT \(query.summaryColumns.joined(separator: ", ")) \(query.from) WHERE \(rowidName) "
        let earlier = above == 0 ? [] : try connection.rows(select + "< ? ORDER BY \(rowidName) DESC LIMIT ?",
                                                            [.integer(rowid), .integer(Int64(above))]).reversed()
        let later = try connection.rows(select + ">= ? ORDER BY \(rowidName) LIMIT ?",
                                        [.integer(rowid), .integer(Int64(SQLiteRowPager.pageSize - above))])
        return (page, (earlier + later).map { SQLiteRowPager.summary($0, query: query) })
    }

    /// The position of the row whose key reads `keyText` among the pages already read, if any.
    func readIndex(ofKeyText keyText: String, in pager: SQLiteRowPager) -> Int? {
        for (page, rows) in pager.pages.sorted(by: { $0.key < $1.key }) {
            if let offset = rows.firstIndex(where: { $0.keyText == keyText }) {
                let index = page * SQLiteRowPager.pageSize + offset
                if index < pager.count, pager.summary(at: index).keyText == keyText { return index }
            }
        }
        return nil
    }
}
