/// RFC 4180 records: fields split by a delimiter, a field in double quotes may hold the
/// delimiter, line breaks and doubled quotes (`""` for one `"`); a record ends at a line break
/// (LF or CRLF) outside quotes, or at the end of the data without one.
///
/// Lenient where files are: a quote inside an unquoted field is kept as it is; text after a
/// closing quote joins the field; a quote never closed runs to the end of the data. Blank lines
/// (nothing, or a lone CR) are not records. `record` (the fields) and `CSVRowIndexer` (where
/// records start) follow the same rules.
enum CSVParser {
    static let quote = UInt8(ascii: "\"")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// One record: its fields' bytes (unquoted), where its text ends (before its line break) and
    /// where the next one may start (after it).
    struct Record: Equatable {
        var fields: [[UInt8]]
        var end: Int
        var next: Int
    }

    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    /// The record starting at `start` in `buffer`.
    static func record(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8) -> Record {
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        var state = State.fieldStart
        var endsInCR = false  // the field's last byte is a CR read outside quotes
        var i = start
        while i < buffer.count {
            let byte = buffer[i]
            switch state {
            case .quoted:
                if byte == quote { state = .quoteInQuoted } else { field.append(byte); endsInCR = false }
            case .quoteInQuoted where byte == quote:
                field.append(quote)
                endsInCR = false
                state = .quoted
            case .fieldStart where byte == quote:
                state = .quoted
            default:
                if byte == delimiter {
                    fields.append(field)
                    field = []
                    endsInCR = false
                    state = .fieldStart
                } else if byte == lineFeed {
                    if endsInCR { field.removeLast() }
                    fields.append(field)
                    return Record(fields: fields, end: endsInCR ? i - 1 : i, next: i + 1)
                } else {
                    field.append(byte)
                    endsInCR = byte == carriageReturn
                    state = .unquoted
                }
            }
            i += 1
        }
        if endsInCR { field.removeLast() }
        fields.append(field)
        return Record(fields: fields, end: endsInCR ? i - 1 : i, next: i)
    }

    /// `record(_:from:delimiter:)` over an array.
    static func record(_ bytes: [UInt8], from start: Int, delimiter: UInt8) -> Record {
        bytes.withUnsafeBufferPointer { record($0, from: start, delimiter: delimiter) }
    }

    /// Every record of `bytes` (a whole small file), blank lines skipped.
    static func records(_ bytes: [UInt8], delimiter: UInt8) -> [[[UInt8]]] {
        var indexer = CSVRowIndexer(delimiter: delimiter)
        var starts: [Int] = []
        bytes.withUnsafeBufferPointer { indexer.scan($0, at: 0) { starts.append($0) } }
        indexer.finish { starts.append($0) }
        return starts.map { record(bytes, from: $0, delimiter: delimiter).fields }
    }
}

/// Finds where records start, a chunk of the file at a time, by the rules of `CSVParser`,
/// without keeping any field: what the background index runs over the whole file.
struct CSVRowIndexer: Sendable {
    let delimiter: UInt8
    private var inQuotes = false
    private var quotePending = false
    private var atFieldStart = true
    private var blank = true
    /// Where the record being read started.
    private(set) var recordStart = 0
    /// How far the scan has read: where the next chunk starts.
    private(set) var position = 0

    /// An indexer at the start of the data.
    init(delimiter: UInt8, from start: Int = 0) {
        self.delimiter = delimiter
        recordStart = start
        position = start
    }

    /// Reads `chunk`, the bytes from `base` (where the last chunk ended), calling `found` with
    /// the start of each non-blank record that ends in it.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>, at base: Int, found: (Int) -> Void) {
        let quote = CSVParser.quote, lineFeed = CSVParser.lineFeed, cr = CSVParser.carriageReturn, delimiter = self.delimiter
        var inQuotes = self.inQuotes, quotePending = self.quotePending, atFieldStart = self.atFieldStart, blank = self.blank
        var recordStart = self.recordStart
        for i in 0..<chunk.count {
            let byte = chunk[i]
            if inQuotes {
                if quotePending {
                    quotePending = false
                    if byte == quote { continue }
                    inQuotes = false
                } else {
                    if byte == quote { quotePending = true }
                    continue
                }
            }
            if byte == lineFeed {
                if !blank { found(recordStart) }
                recordStart = base + i + 1
                blank = true
                atFieldStart = true
            } else if byte == delimiter {
                atFieldStart = true
                blank = false
            } else {
                if byte == quote && atFieldStart { inQuotes = true }
                if byte != cr { blank = false }
                atFieldStart = false
            }
        }
        self.inQuotes = inQuotes
        self.quotePending = quotePending
        self.atFieldStart = atFieldStart
        self.blank = blank
        self.recordStart = recordStart
        position = base + chunk.count
    }

    /// The end of the data: the last record, if it has no line break and is not blank.
    mutating func finish(found: (Int) -> Void) {
        if !blank { found(recordStart) }
        blank = true
        recordStart = position
    }
}
