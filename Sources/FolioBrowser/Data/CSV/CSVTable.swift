import FolioKit

/// One row of a CSV file, parsed: its fields' bytes and its exact text in the file.
struct CSVRow {
    /// The fields, unquoted (as many as the row has: a short row has fewer than the header).
    let fields: [[UInt8]]
    /// The row's bytes as written, without its line break.
    let line: [UInt8]
}

/// The rows of a CSV file, read where they lie: where each row starts is kept (8 bytes a row),
/// and the rows on screen are read by offset and parsed when asked for, each on its own (the
/// last `keptRows` kept).
///
/// One row a read, not a block of neighbours: sorted, the rows on screen lie anywhere in the
/// file, and a block of 128 rows read and parsed for each (8 blocks kept, fewer than a
/// screen's rows, so each frame read them all again) made every Down in 1,000,000 sorted rows
/// cost 175 ms on a quiet machine, 750 ms at load 8 (now 9-29 ms; Scripts/bench/csv.py,
/// Docs/PERFORMANCE.md); in the file's order a screen of rows is a screen of small `pread`s.
@MainActor
final class CSVTable {
    let source: CSVSource
    let format: CSVFormat
    let hasByteOrderMark: Bool
    /// The field names (the header's, widened to the widest of the first rows).
    let names: [String]
    /// How many fields the header names (a row with fewer is short).
    let headerCount: Int
    /// Where each row known so far starts.
    private(set) var offsets: [Int]
    /// Where the rows known so far end.
    private(set) var knownEnd: Int
    /// True once every row's start is known.
    private(set) var isComplete: Bool
    /// The rows read lately, by row number.
    private var kept: [Int: Result<CSVRow, BrowserError>] = [:]
    /// The row numbers in `kept`, in a ring: the oldest is dropped first.
    private var keptOrder: [Int] = []
    private var nextDropped = 0
    /// How many rows have been read and parsed (a test counts them: a screen reads its own
    /// rows, not their neighbours in the file).
    private(set) var rowsRead = 0

    /// How many parsed rows are kept: several screens' worth, a few hundred KB at most.
    static let keptRows = 1024

    init(_ opening: CSVOpening) {
        source = opening.source
        format = opening.format
        hasByteOrderMark = opening.hasByteOrderMark
        names = opening.names
        headerCount = opening.headerCount
        offsets = opening.offsets
        isComplete = opening.isComplete
        knownEnd = opening.isComplete ? opening.source.size : opening.indexer.recordStart
    }

    /// How many rows are known.
    var count: Int { offsets.count }

    /// The bytes this table keeps: row starts and parsed rows (roughly), not the file's.
    var memoryFootprint: Int {
        offsets.capacity * MemoryLayout<Int>.stride
            + kept.values.reduce(0) { $0 + ((try? $1.get().line.count) ?? 0) * 2 }
    }

    /// Adds the rows the background index found after the first ones; the table is then whole.
    func complete(with more: [Int]) {
        offsets += more
        isComplete = true
        knownEnd = source.size
        // The last row known before ended where the index had come to: it is read again.
        kept = [:]
        keptOrder = []
        nextDropped = 0
    }

    /// The row at `index`, read and parsed when not kept.
    func row(_ index: Int) -> Result<CSVRow, BrowserError> {
        if let row = kept[index] { return row }
        let row = readRow(index)
        if keptOrder.count < Self.keptRows {
            keptOrder.append(index)
        } else {
            kept[keptOrder[nextDropped]] = nil
            keptOrder[nextDropped] = index
            nextDropped = (nextDropped + 1) % Self.keptRows
        }
        kept[index] = row
        return row
    }

    /// The fields of row `index`, or none when it cannot be read.
    func fields(_ index: Int) -> [[UInt8]] {
        (try? row(index).get())?.fields ?? []
    }

    private func readRow(_ index: Int) -> Result<CSVRow, BrowserError> {
        rowsRead += 1
        let start = offsets[index]
        let end = index + 1 < offsets.count ? offsets[index + 1] : knownEnd
        let bytes: [UInt8]
        do {
            bytes = try source.read(start..<end)
        } catch {
            return .failure(error)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let record = CSVParser.record(buffer, from: 0, delimiter: format.delimiter)
            return .success(CSVRow(fields: record.fields, line: Array(buffer[0..<record.end])))
        }
    }

    /// The name of field `index` of a row: the header's, or `column 9` past it (a long row).
    func name(ofField index: Int) -> String {
        index < names.count ? names[index] : "column \(index + 1)"
    }

    /// A field's bytes as visible text: invalid UTF-8 as U+FFFD, controls (a line break in a
    /// quoted field) in their visible form.
    nonisolated static func text(_ bytes: [UInt8]) -> String {
        TextWidth.visible(String(decoding: bytes, as: UTF8.self))
    }

    /// A field as a table shows it: its text, and its number when it reads as one.
    static func value(_ bytes: [UInt8]) -> RecordValue {
        let text = text(bytes)
        return RecordValue(text: text, number: number(text))
    }

    /// The number a field holds (`12`, `-3.5`, `1e6`), nil for text (`nan`, `inf` and `0x10`
    /// are text).
    nonisolated static func number(_ text: String) -> Double? {
        guard !text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "x") }) else { return nil }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              let last = text.utf8.last, last == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last) else { return nil }
        return Double(text)
    }

    /// The columns for a table of the rows (`ChildList.records`).
    func records() -> RecordColumns {
        let width = names.count
        return RecordColumns(names: names, valuesAt: { [self] index in
            let fields = self.fields(index)
            return (0..<width).map { $0 < fields.count ? Self.value(fields[$0]) : nil }
        })
    }
}
