/// A CSV file opened far enough to show its first screen: its format, its header and where its
/// first rows start; the rest of the rows are found by `CSVOpening.indexRest` in the background.
struct CSVOpening: Sendable {
    let source: CSVSource
    let format: CSVFormat
    /// True when the data starts with a UTF-8 byte-order mark (skipped).
    let hasByteOrderMark: Bool
    /// The field names: the header's, widened to the widest of the first rows.
    let names: [String]
    /// How many fields the header names.
    let headerCount: Int
    /// Where the first data rows start.
    let offsets: [Int]
    /// The scan after them, to go on from.
    let indexer: CSVRowIndexer
    /// True when the rows found are all the rows.
    let isComplete: Bool

    /// How many rows the first screen reads at once.
    static let firstRows = 200
    /// How much is read a time.
    static let chunkSize = 1 << 20
    /// How much of the head detection looks at.
    static let sampleSize = 64 * 1024

    /// Opens `source`: detects the delimiter (by `name`), reads the header and the first
    /// `rows` rows.
    static func open(_ source: CSVSource, name: String, rows: Int = firstRows) throws(BrowserError) -> CSVOpening {
        let sample = try source.read(0..<sampleSize)
        let bom = sample.starts(with: [0xEF, 0xBB, 0xBF])
        let start = bom ? 3 : 0
        let format = CSVFormat.detect(Array(sample[start...]), name: name, isWhole: sample.count == source.size)
        var indexer = CSVRowIndexer(delimiter: format.delimiter, from: start)
        var starts: [Int] = []
        var position = 0
        var head: [UInt8] = []
        while starts.count <= rows && position < source.size {
            let chunk = position == 0 ? sample : try source.read(position..<position + sampleSize)
            if chunk.isEmpty { break }
            let skip = position == 0 ? start : 0
            chunk.withUnsafeBufferPointer { buffer in
                indexer.scan(UnsafeBufferPointer(rebasing: buffer[skip...]), at: position + skip) { starts.append($0) }
            }
            head += chunk[skip...]
            position += chunk.count
        }
        let complete = position >= source.size
        if complete { indexer.finish { starts.append($0) } }
        guard let headerStart = starts.first else {
            return CSVOpening(source: source, format: format, hasByteOrderMark: bom, names: [], headerCount: 0, offsets: [],
                               indexer: indexer, isComplete: true)
        }
        let header = CSVParser.record(head, from: headerStart - start, delimiter: format.delimiter).fields
        // The first rows set the columns; rows found later that are wider still show their extra fields.
        let shown = starts.dropFirst().prefix(rows)
        let width = shown.map { CSVParser.record(head, from: $0 - start, delimiter: format.delimiter).fields.count }.max() ?? 0
        let names = CSVFormat.fieldNames(header: header, width: width)
        return CSVOpening(source: source, format: format, hasByteOrderMark: bom, names: names, headerCount: header.count,
                          offsets: Array(starts.dropFirst()),
                          indexer: indexer, isComplete: complete)
    }

    /// Where the rest of the rows start, from where the opening stopped to the end of the data,
    /// reading a megabyte at a time; reports the bytes read, stops (with what it found) when
    /// `job` is cancelled.
    static func indexRest(_ source: CSVSource, from indexer: CSVRowIndexer, averageRow: Int,
                          progress: (Int) -> Void, isCancelled: () -> Bool) throws(BrowserError) -> [Int] {
        var indexer = indexer
        var starts: [Int] = []
        starts.reserveCapacity((source.size - indexer.position) / max(averageRow, 1) + 16)
        var position = indexer.position
        while position < source.size {
            if isCancelled() { return starts }
            let chunk = try source.read(position..<position + chunkSize)
            if chunk.isEmpty { break }
            chunk.withUnsafeBufferPointer { buffer in indexer.scan(buffer, at: position) { starts.append($0) } }
            position += chunk.count
            progress(position)
        }
        indexer.finish { starts.append($0) }
        return starts
    }
}
