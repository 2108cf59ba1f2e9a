import FolioKit

/// One row of a CSV file, parsed: its fields' bytes and its exact text in the file.
struct CSVRow {
    /// The fields, unquoted (as many as the row has: a short row has fewer than the header).
    let fields: [[UInt8]]
    /// The row's bytes as written, without its line break.
    let line: [UInt8]
}

/// The rows of a CSV file, read where they lie: where each row starts is kept (8 bytes a row),
/// and the rows on screen are read by offset and parsed when asked for, a block of
/// `blockRows` at a time, the last few blocks kept.
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
    private var blocks: [Int: [Result<CSVRow, BrowserError>]] = [:]
    private var blockOrder: [Int] = []

    /// How many rows one read parses.
    static let blockRows = 128
    /// How many blocks are kept.
    static let keptBlocks = 8

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

    /// The bytes this table keeps: row starts and parsed blocks (roughly), not the file's.
    var memoryFootprint: Int {
        offsets.capacity * MemoryLayout<Int>.stride
            + blocks.values.reduce(0) { $0 + $1.reduce(0) { $0 + ((try? $1.get().line.count) ?? 0) * 2 } }
    }

    /// Adds the rows the background index found after the first ones; the table is then whole.
    func complete(with more: [Int]) {
        offsets += more
        isComplete = true
        knownEnd = source.size
        blocks = [:]
        blockOrder = []
    }

    /// The row at `index`, read and parsed with its block when not kept.
    func row(_ index: Int) -> Result<CSVRow, BrowserError> {
        let block = index / Self.blockRows
        if let rows = blocks[block] {
            if blockOrder.last != block { blockOrder.removeAll { $0 == block }; blockOrder.append(block) }
            return rows[index - block * Self.blockRows]
        }
        let rows = readBlock(block)
        blocks[block] = rows
        blockOrder.append(block)
        if blockOrder.count > Self.keptBlocks { blocks[blockOrder.removeFirst()] = nil }
        return rows[index - block * Self.blockRows]
    }

    /// The fields of row `index`, or none when it cannot be read.
    func fields(_ index: Int) -> [[UInt8]] {
        (try? row(index).get())?.fields ?? []
    }

    private func readBlock(_ block: Int) -> [Result<CSVRow, BrowserError>] {
        let first = block * Self.blockRows
        let last = min(first + Self.blockRows, offsets.count)
        let start = offsets[first]
        let end = last < offsets.count ? offsets[last] : knownEnd
        let bytes: [UInt8]
        do {
            bytes = try source.read(start..<end)
        } catch {
            return Array(repeating: .failure(error), count: last - first)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            (first..<last).map { index in
                let from = offsets[index] - start
                let record = CSVParser.record(buffer, from: from, delimiter: format.delimiter)
                return .success(CSVRow(fields: record.fields, line: Array(buffer[from..<record.end])))
            }
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
