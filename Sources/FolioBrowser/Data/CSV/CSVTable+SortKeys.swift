/// Sorting a CSV file by a column: the column's values read off the main loop in one pass
/// over the indexed rows, a megabyte at a time; only the keys are kept, never the rows.
extension CSVTable {
    /// The sort keys of field `column` of the rows, in row order.
    ///
    /// The rows start at `offsets`, the last ending at `end`. Stops early (with the keys so
    /// far) when `isCancelled`.
    nonisolated static func sortKeys(column: Int, in source: CSVSource, offsets: [Int], end: Int, delimiter: UInt8,
                                     progress: (Int) -> Void, isCancelled: () -> Bool) throws(BrowserError) -> [RecordSortKey] {
        var keys: [RecordSortKey] = []
        keys.reserveCapacity(offsets.count)
        var first = 0
        while first < offsets.count {
            if isCancelled() { return keys }
            let start = offsets[first]
            var last = first + 1
            while last < offsets.count && offsets[last] - start < CSVOpening.chunkSize { last += 1 }
            let chunkEnd = last < offsets.count ? offsets[last] : end
            let bytes = try source.read(start..<chunkEnd)
            bytes.withUnsafeBufferPointer { buffer in
                for index in first..<last {
                    let from = offsets[index] - start
                    guard from < buffer.count else { keys.append(.missing); continue }
                    let fields = CSVParser.record(buffer, from: from, delimiter: delimiter).fields
                    keys.append(column < fields.count ? key(fields[column]) : .missing)
                }
            }
            first = last
            progress(first)
        }
        return keys
    }

    /// A field's key: its number when it reads as one, else its text (empty: missing).
    nonisolated static func key(_ field: [UInt8]) -> RecordSortKey {
        guard !field.isEmpty else { return .missing }
        if let number = number(String(decoding: field, as: UTF8.self)), !number.isNaN { return .number(number) }
        return .text(field)
    }
}
