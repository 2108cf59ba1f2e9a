/// Where a text's lines and wrapped rows are, found lazily: line starts by one byte scan,
/// rows only for the lines that are asked for, so showing a 100 MB string costs the rows on
/// screen, not the whole text.
///
/// Lines end at `\n` (a `\r` before it is dropped); tabs stop every 8 columns from the start
/// of the row; control characters take the width of their visible form (`^M`).
public struct TextLayout {
    /// The text laid out.
    public let text: StyledText
    /// The width rows are wrapped to (columns for a line's first row).
    public let width: Int
    /// When true, rows after the first start at the line's indentation plus a marker, so
    /// they are narrower.
    public let indentsContinuations: Bool
    /// Rows found by wrapping so far (the work done; tests bound it).
    public private(set) var rowsLaidOut = 0
    /// The byte offset where each line starts.
    private let lineStarts: [Int]
    /// Row starts found per line, and whether the line is fully wrapped.
    private var rowStarts: [Int: (starts: [Int], isComplete: Bool)] = [:]

    /// Columns a continuation row gives to its marker (`↪ `).
    public static let markerWidth = 2

    /// Indexes the lines of `text` for rows of `width` columns.
    public init(text: StyledText, width: Int, indentsContinuations: Bool = false) {
        self.text = text
        self.width = max(1, width)
        self.indentsContinuations = indentsContinuations
        self.lineStarts = Self.scanLineStarts(text.string)
    }

    /// A layout of `text` made from parts already found: its line starts and the rows known.
    private init(text: StyledText, width: Int, indentsContinuations: Bool, lineStarts: [Int],
                 rowStarts: [Int: (starts: [Int], isComplete: Bool)]) {
        self.text = text
        self.width = width
        self.indentsContinuations = indentsContinuations
        self.lineStarts = lineStarts
        self.rowStarts = rowStarts
    }

    /// This layout for `newText`, this text with its first `count` lines replaced.
    ///
    /// `newText` has `newCount` new lines, then every byte from line `count` on: the kept lines'
    /// starts and wrapped rows shift instead of being found again. Nil when the text has no line
    /// after the first `count`, or `newText` does not have `newCount` lines before the kept part.
    public func replacingLeadingLines(_ count: Int, newCount: Int, in newText: StyledText) -> TextLayout? {
        guard count > 0, newCount > 0, count < lineStarts.count else { return nil }
        let keptStart = lineStarts[count]
        let newKeptStart = newText.utf8Count - (text.utf8Count - keptStart)
        guard newKeptStart > 0 else { return nil }
        var starts: [Int] = []
        starts.reserveCapacity(lineStarts.count - count + newCount)
        starts.append(0)
        var copy = newText.string
        copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < newKeptStart, let found = memchr(base + position, 10, newKeptStart - position) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                starts.append(index + 1)
                position = index + 1
            }
        }
        // The last newline of the new lines must end exactly where the kept part starts.
        guard starts.count == newCount + 1, starts[newCount] == newKeptStart else { return nil }
        let shift = newKeptStart - keptStart
        for line in (count + 1)..<lineStarts.count { starts.append(lineStarts[line] + shift) }
        var rows: [Int: (starts: [Int], isComplete: Bool)] = [:]
        if !rowStarts.isEmpty { rows.reserveCapacity(rowStarts.count) }
        for (line, entry) in rowStarts where line >= count {
            rows[line - count + newCount] = (entry.starts.map { $0 + shift }, entry.isComplete)
        }
        return TextLayout(text: newText, width: width, indentsContinuations: indentsContinuations,
                          lineStarts: starts, rowStarts: rows)
    }

    /// Number of lines (a text without a newline is one line; an empty text has one empty line).
    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `index`, without its line break.
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : text.utf8Count
        if end > start, byte(at: end - 1) == 13 { end -= 1 }
        return start..<end
    }

    /// The line's characters from byte `start` up to the line's end.
    public func characters(ofLine index: Int, from start: Int? = nil) -> Substring {
        let range = lineRange(index)
        let utf8 = text.string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start ?? range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return text.string[lower..<upper]
    }

    /// Columns of leading blanks that continuation rows of line `index` keep (0 when not
    /// indenting, or when the indentation would leave too little room).
    public func continuationIndent(ofLine index: Int) -> Int {
        guard indentsContinuations else { return 0 }
        var column = 0
        for character in characters(ofLine: index) {
            if character == " " { column += 1 } else if character == "\t" { column += 8 - column % 8 } else { break }
        }
        return column + Self.markerWidth <= width / 2 ? column : 0
    }

    /// Columns available to row `row` of a line with continuation indent `indent`.
    public func rowWidth(row: Int, indent: Int) -> Int {
        row == 0 || !indentsContinuations ? width : max(1, width - indent - Self.markerWidth)
    }

    /// The byte offset where row `row` of line `line` starts, or nil when the line has fewer rows.
    public mutating func rowStart(line: Int, row: Int) -> Int? {
        var entry = rowStarts[line] ?? ([lineRange(line).lowerBound], false)
        if row >= entry.starts.count && !entry.isComplete {
            let end = lineRange(line).upperBound
            let indent = continuationIndent(ofLine: line)
            while row >= entry.starts.count && !entry.isComplete {
                let last = entry.starts[entry.starts.count - 1]
                let next = nextRowStart(line: line, from: last, width: rowWidth(row: entry.starts.count - 1, indent: indent))
                rowsLaidOut += 1
                if next >= end { entry.isComplete = true } else { entry.starts.append(next) }
            }
        }
        rowStarts[line] = entry
        return row < entry.starts.count ? entry.starts[row] : nil
    }

    /// The byte range of row `row` of line `line`, or nil when there is no such row.
    public mutating func rowRange(line: Int, row: Int) -> Range<Int>? {
        guard let start = rowStart(line: line, row: row) else { return nil }
        let end = rowStart(line: line, row: row + 1) ?? lineRange(line).upperBound
        return start..<end
    }

    /// Rows of line `line` (wraps the whole line).
    public mutating func rowCount(line: Int) -> Int {
        var count = 1
        while rowStart(line: line, row: count) != nil { count += 1 }
        return count
    }

    /// Where the row starting at byte `start` ends.
    ///
    /// At the last space that fits, else before the first character that does not fit. A row always
    /// takes at least one character.
    func nextRowStart(line: Int, from start: Int, width: Int) -> Int {
        let end = lineRange(line).upperBound
        var breaker = RowBreaker(width: width, offset: start)
        let found = text.string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            while breaker.offset < end {
                // Runs of plain ASCII a byte at a time; anything else by grapheme cluster, until
                // the walk lands on plain ASCII again. A row holds at most `width` ASCII cells, so
                // the run looks no further than one past that: a 20 MB line costs a row, not the
                // rest of the line, per row.
                let run = ASCIIScan.cellRun(bytes, from: breaker.offset, limit: min(end, breaker.offset + width + 1), end: end)
                if run > 0 {
                    for position in breaker.offset..<(breaker.offset + run) {
                        if let found = breaker.add(isSpace: bytes[position] == 32, isTab: false, width: 1, bytes: 1) { return found }
                    }
                    continue
                }
                for character in characters(ofLine: line, from: breaker.offset) {
                    if let found = add(character, to: &breaker) { return found }
                    if breaker.offset >= end || ASCIIScan.isCell(bytes, at: breaker.offset, end: end) { break }
                }
            }
            return nil
        }
        if let found { return found ?? breaker.offset }
        breaker = RowBreaker(width: width, offset: start)
        for character in characters(ofLine: line, from: start) {
            if let found = add(character, to: &breaker) { return found }
        }
        return breaker.offset
    }

    /// Feeds one character to `breaker`; the row's end when it does not fit.
    private func add(_ character: Character, to breaker: inout RowBreaker) -> Int? {
        let isTab = character == "\t"
        return breaker.add(isSpace: character == " ", isTab: isTab, width: isTab ? 0 : Self.width(of: character),
                           bytes: character.utf8.count)
    }

    /// Columns a character takes, with the ASCII fast path.
    @inline(__always)
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 2 : 1 }
        return TextWidth.width(of: character)
    }

    private func byte(at offset: Int) -> UInt8 {
        let utf8 = text.string.utf8
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)]
    }

    /// Every line start, by `memchr` over the contiguous UTF-8 (memory speed, no decoding).
    private static func scanLineStarts(_ string: String) -> [Int] {
        var starts = [0]
        var copy = string
        copy.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            while position < buffer.count,
                  let found = memchr(base + position, 10, buffer.count - position) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                starts.append(index + 1)
                position = index + 1
            }
        }
        return starts
    }
}
