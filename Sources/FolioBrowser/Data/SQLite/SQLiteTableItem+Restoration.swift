import FolioKit

extension SQLiteTableItem {
    /// The page of rows holding the row a restored place (or a reload) selects (any thread, at
    /// the list's first load).
    ///
    /// A table with a rowid counts the rows before it in one indexed query, then reads that page
    /// by rowid from both sides of the row; a `WITHOUT ROWID` table walks its keys in key order
    /// in short chunks (`keyPosition`) and reads the page by keyset; so the list finds the row
    /// without a statement on the main loop. Nil for a view (its key is its position: nothing to
    /// find) or a key not in the table.
    nonisolated static func restoredPage(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, keyText: String,
                                         count: Int) throws(SQLiteError) -> (page: Int, rows: [SQLiteRowSummary])? {
        guard let rowidName = query.table.rowidName else {
            guard !query.table.keyExpressions.isEmpty, let (position, before) = try keyPosition(query, connection, keyText: keyText),
                  position < count else { return nil }
            let page = position / SQLiteRowPager.pageSize
            return (page, try SQLiteRowPager.keysetPage(query, connection, page: page, count: count, previous: before, next: nil))
        }
        guard let rowid = Int64(keyText) else { return nil }
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

    /// The position in key order of the row whose key reads `keyText` (a key without a rowid:
    /// its text cannot be turned back into values), and the key of the row ending the page
    /// before its own (nil on the first page): the keys are read in chunks of
    /// `SQLiteChunkedScan.chunkSize`, each its own statement, so no writer waits for the walk.
    nonisolated static func keyPosition(_ query: SQLiteRowQuery, _ connection: SQLiteConnection,
                                        keyText: String) throws(SQLiteError) -> (position: Int, before: [SQLiteValue]?)? {
        let keys = query.table.keyExpressions
        let select = "SELECT \(keys.joined(separator: ", ")) " + query.from
        let order = " ORDER BY " + keys.joined(separator: ", ") + " LIMIT \(SQLiteChunkedScan.chunkSize)"
        let first = try connection.prepare(select + order)
        let next = try connection.prepare(select + " WHERE " + SQLiteSQL.rowValue(keys) + " > " + SQLiteSQL.placeholders(keys.count) + order)
        var last: [SQLiteValue]?, pageEnd: [SQLiteValue]?, position = 0
        while true {
            let statement = last == nil ? first : next
            try statement.bind(last ?? [])
            var read = 0
            while try statement.step() {
                let key = statement.values()
                if SQLiteRowSummary(key: key, preview: []).keyText == keyText {
                    statement.reset()  // the read lock goes now
                    return (position, position < SQLiteRowPager.pageSize ? nil : pageEnd)
                }
                if position % SQLiteRowPager.pageSize == SQLiteRowPager.pageSize - 1 { pageEnd = key }
                position += 1
                read += 1
                last = key
            }
            if read < SQLiteChunkedScan.chunkSize { return nil }
        }
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

    /// Finds a row again by the key part of its title (state restoration, a reload).
    ///
    /// No statement runs on the main loop: the row is looked for among the pages read (a
    /// restored place's page comes with the list's load, `restoredPage`), in a filtered or
    /// sorted list's keys, or at a view's row's position (its key). A pager with no background
    /// (no run loop) reads its pages here.
    func index(ofTitle title: String, in pager: SQLiteRowPager) -> Int? {
        let keyText = SQLiteRowSummary.keyText(ofTitle: title)
        if !keyText.isEmpty, let index = readIndex(ofKeyText: keyText, in: pager) { return index }
        switch pager.mode {
        case .offset:
            guard let position = Int(keyText), position >= 1, position <= pager.count else { return nil }
            return position - 1
        case .keys(let keys):
            if let rowid = Int64(keyText), table.rowidName != nil { return keys.firstIndex(of: [.integer(rowid)]) }
            return (0..<keys.count).first { SQLiteRowSummary(key: keys[$0], preview: []).keyText == keyText }
        case .keyset:
            guard pager.background == nil else { return nil }
            // No run loop (no list on screen): look through the first rows only.
            return (0..<min(pager.count, 10_000)).first { pager.summaryReadingNow(at: $0).keyText == keyText }
        }
    }
}
