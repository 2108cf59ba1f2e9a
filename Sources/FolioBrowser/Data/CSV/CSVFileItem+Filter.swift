import FolioKit

/// `/` in a CSV file: the rows whose text (as written) holds the pattern, found off the main
/// loop by reading the file a megabyte at a time (a million rows take a moment, not the keys).
extension CSVFileItem {
    /// Starts filtering for `text`, cancelling a filter still running.
    ///
    /// The list is told the rows when found. The empty text lists every row again.
    public func filterChildren(_ text: String) {
        filterText = text
        guard let table, let observer, let app = observer.application else { return }
        if text.isEmpty {
            filterLane.cancel()
            filterMatches = nil
            let all = list()
            observer.showQueriedRows(all: all, shown: all, filter: "", error: nil, keepsSelection: false)
            return
        }
        let source = table.source, offsets = table.offsets, end = table.knownEnd, total = Int64(offsets.count)
        let order = rowOrder
        observer.showQueryProgress("Filtering…")
        filterLane.submit(to: app, { job in
            let found = try Self.rowsMatching(text, in: source, offsets: offsets, end: end,
                                              progress: { job.report(JobProgress(completed: Int64($0), total: total)) },
                                              isCancelled: { job.isCancelled })
            return (found, order.map { Self.ordered(found, by: $0) })
        }, progress: { [weak self] progress in
            guard let fraction = progress.fraction else { return }
            self?.observer?.showQueryProgress("Filtering… \(Int(fraction * 100))%")
        }, completion: { [weak self] (outcome: Result<([Int], [Int]?), Error>) in
            guard let self, let observer = self.observer else { return }
            switch outcome {
            case .success(let (indices, sorted)):
                self.filterMatches = indices
                observer.showQueriedRows(all: self.list(), shown: self.listMatching(indices, sorted: order == self.rowOrder ? sorted : nil),
                                         filter: text, error: nil, keepsSelection: false)
            case .failure(let error):
                self.filterMatches = nil
                observer.showQueriedRows(all: self.list(), shown: .empty, filter: text, error: String(describing: error), keepsSelection: false)
            }
        })
    }

    /// The rows `matches` (a filter's, in file order) as the list shows them: in the sort's
    /// order when the rows are sorted (`sorted`: that order, when already worked out).
    func listMatching(_ matches: [Int], sorted: [Int]? = nil) -> ChildList {
        guard let rowOrder else { return list(picking: matches) }
        return list(picking: sorted ?? Self.ordered(matches, by: rowOrder), ascending: false)
    }

    /// The rows `matches` (ascending row numbers) in the order `order` (every row once) gives.
    nonisolated static func ordered(_ matches: [Int], by order: [Int]) -> [Int] {
        var wanted = [Bool](repeating: false, count: order.count)
        for row in matches where row < wanted.count { wanted[row] = true }
        return order.filter { wanted[$0] }
    }

    /// The indices of the rows (starting at `offsets`, the last ending at `end`) whose text
    /// holds `pattern` (smart case, as every filter: a capital makes it case-sensitive).
    nonisolated static func rowsMatching(_ pattern: String, in source: CSVSource, offsets: [Int], end: Int,
                                         progress: (Int) -> Void, isCancelled: () -> Bool) throws(BrowserError) -> [Int] {
        let sensitive = pattern.contains(where: { $0.isUppercase })
        let folded = sensitive ? pattern : pattern.lowercased()
        var found: [Int] = []
        var first = 0
        while first < offsets.count {
            if isCancelled() { return found }
            let start = offsets[first]
            var last = first + 1
            while last < offsets.count && offsets[last] - start < CSVOpening.chunkSize { last += 1 }
            let chunkEnd = last < offsets.count ? offsets[last] : end
            let bytes = try source.read(start..<chunkEnd)
            for index in first..<last {
                let from = offsets[index] - start
                let to = min(bytes.count, (index + 1 < last ? offsets[index + 1] : chunkEnd) - start)
                let text = String(decoding: bytes[from..<max(from, to)], as: UTF8.self)
                let matches = ItemListViewController.asciiMatch(in: text, of: pattern)
                    ?? (sensitive ? text.contains(folded) : text.lowercased().contains(folded))
                if matches { found.append(index) }
            }
            first = last
            progress(first)
        }
        return found
    }
}
