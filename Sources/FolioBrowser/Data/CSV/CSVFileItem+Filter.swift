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
        let all = list()
        if text.isEmpty {
            filterLane.cancel()
            observer.showQueriedRows(all: all, shown: all, filter: "", error: nil, keepsSelection: false)
            return
        }
        let source = table.source, offsets = table.offsets, end = table.knownEnd, total = Int64(offsets.count)
        observer.showQueryProgress("Filtering…")
        filterLane.submit(to: app, { job in
            try Self.rowsMatching(text, in: source, offsets: offsets, end: end,
                                  progress: { job.report(JobProgress(completed: Int64($0), total: total)) },
                                  isCancelled: { job.isCancelled })
        }, progress: { [weak self] progress in
            guard let fraction = progress.fraction else { return }
            self?.observer?.showQueryProgress("Filtering… \(Int(fraction * 100))%")
        }, completion: { [weak self] (outcome: Result<[Int], Error>) in
            guard let self, let observer = self.observer else { return }
            switch outcome {
            case .success(let indices):
                observer.showQueriedRows(all: all, shown: self.list(picking: indices), filter: text, error: nil, keepsSelection: false)
            case .failure(let error):
                observer.showQueriedRows(all: all, shown: .empty, filter: text, error: String(describing: error), keepsSelection: false)
            }
        })
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
