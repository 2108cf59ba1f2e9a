/// A CSV column's frequency table (`F`): the column's fields read off the main loop in one pass
/// over the indexed rows, a megabyte at a time, as a sort reads its keys; only the distinct
/// values and a value number per row are kept, never the rows.
extension CSVTable {
    /// The summary of field `column` of the rows starting at `offsets`, the last ending at `end`;
    /// of the rows `picked` (their indices, ascending: a filter's) when given, else of all.
    ///
    /// Throws when the file cannot be read, or when `isCancelled` (nothing is left to show).
    nonisolated static func summary(column: Int, in source: CSVSource, offsets: [Int], end: Int, delimiter: UInt8, picked: [Int]? = nil,
                                    progress: (Int) -> Void, isCancelled: () -> Bool) throws(BrowserError) -> ColumnSummary {
        let count = picked?.count ?? offsets.count
        func row(_ position: Int) -> Int { picked?[position] ?? position }
        var counter = ColumnSummary.Counter<[UInt8]>(rows: count)
        var field: [UInt8] = []
        var first = 0
        while first < count {
            if isCancelled() { throw BrowserError("The summary was cancelled") }
            let start = offsets[row(first)]
            var last = first + 1
            while last < count && offsets[row(last)] - start < CSVOpening.chunkSize { last += 1 }
            // The chunk ends where the row after its last one starts.
            let after = row(last - 1) + 1
            let chunkEnd = after < offsets.count ? offsets[after] : end
            let bytes = try source.read(start..<chunkEnd)
            bytes.withUnsafeBufferPointer { buffer in
                for position in first..<last {
                    let from = offsets[row(position)] - start
                    let found = from < buffer.count && CSVParser.field(buffer, from: from, column: column, delimiter: delimiter, into: &field)
                    counter.add(found && !field.isEmpty ? field : nil)
                }
            }
            first = last
            progress(first)
        }
        return counter.summary { bytes in
            let text = text(bytes)
            return (text, number(text))
        }
    }
}

extension CSVParser {
    /// Puts field `column` of the record starting at `start` into `field` (unquoted, by the
    /// rules of `record`); false when the record has fewer fields.
    ///
    /// Reads no further than that field, and keeps no other: a summary reads a million rows.
    static func field(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, column: Int, delimiter: UInt8,
                      into field: inout [UInt8]) -> Bool {
        field.removeAll(keepingCapacity: true)
        var index = 0
        var atFieldStart = true, inQuotes = false, quotePending = false
        var endsInCR = false  // the field's last byte is a CR read outside quotes
        var i = start
        while i < buffer.count {
            let byte = buffer[i]
            i += 1
            if inQuotes && !quotePending {
                if byte == quote { quotePending = true } else if index == column { field.append(byte); endsInCR = false }
                continue
            }
            if quotePending {
                quotePending = false
                if byte == quote {
                    if index == column { field.append(quote) }
                    endsInCR = false
                    continue
                }
                inQuotes = false
            }
            if atFieldStart && byte == quote {
                inQuotes = true
                atFieldStart = false
            } else if byte == delimiter {
                if index == column { return true }
                index += 1
                endsInCR = false
                atFieldStart = true
            } else if byte == lineFeed {
                guard index == column else { return false }
                if endsInCR { field.removeLast() }
                return true
            } else {
                if index == column { field.append(byte) }
                endsInCR = byte == carriageReturn
                atFieldStart = false
            }
        }
        guard index == column else { return false }
        if endsInCR { field.removeLast() }
        return true
    }
}
