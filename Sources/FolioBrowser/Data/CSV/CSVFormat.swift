import FolioKit

/// How a CSV file is written: its delimiter, and the names of its fields.
public struct CSVFormat: Equatable, Sendable {
    /// The byte between fields: `,` `;` tab or `|`.
    public var delimiter: UInt8

    /// The delimiters detection chooses from, in order of preference on a tie.
    static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "|")]
    /// How many records detection looks at.
    static let sampleRecords = 20

    /// The delimiter's name for the detail: `comma`, `tab`.
    var delimiterName: String {
        switch delimiter {
        case UInt8(ascii: ","): return "comma"
        case UInt8(ascii: "\t"): return "tab"
        case UInt8(ascii: ";"): return "semicolon"
        case UInt8(ascii: "|"): return "vertical bar"
        default: return "byte \(delimiter)"
        }
    }

    /// The format of a file named `name` starting with `head` (`isWhole` when `head` is the whole
    /// file): a `.tsv` name means tab; otherwise the delimiter that splits the first records into
    /// the same number of fields most often (more fields winning a tie); a comma when none does.
    static func detect(_ head: [UInt8], name: String, isWhole: Bool) -> CSVFormat {
        let lower = name.lowercased()
        if lower.hasSuffix(".tsv") || lower.hasSuffix(".tsv.gz") || lower.hasSuffix(".tab") {
            return CSVFormat(delimiter: UInt8(ascii: "\t"))
        }
        var best = (delimiter: UInt8(ascii: ","), agreeing: 0, fields: 1)
        for delimiter in candidates {
            let counts = sampleFieldCounts(head, delimiter: delimiter, isWhole: isWhole)
            guard let first = counts.first, first > 1 else { continue }
            let agreeing = counts.filter { $0 == first }.count
            if agreeing > best.agreeing || (agreeing == best.agreeing && first > best.fields) {
                best = (delimiter, agreeing, first)
            }
        }
        return CSVFormat(delimiter: best.delimiter)
    }

    /// The field counts of the first whole records of `head` split by `delimiter`.
    private static func sampleFieldCounts(_ head: [UInt8], delimiter: UInt8, isWhole: Bool) -> [Int] {
        var indexer = CSVRowIndexer(delimiter: delimiter)
        var starts: [Int] = []
        head.withUnsafeBufferPointer { buffer in
            indexer.scan(buffer, at: 0) { if starts.count <= sampleRecords { starts.append($0) } }
        }
        if isWhole { indexer.finish { if starts.count <= sampleRecords { starts.append($0) } } }
        return starts.prefix(sampleRecords).map { CSVParser.record(head, from: $0, delimiter: delimiter).fields.count }
    }

    /// The field names from the header record `header`, widened to `width` fields.
    ///
    /// An empty name, or a field past the header (a long row), is `column 3`; a name already
    /// used is `name (column 3)`. Names are visible text (controls shown, invalid UTF-8 as U+FFFD).
    static func fieldNames(header: [[UInt8]], width: Int) -> [String] {
        var names: [String] = []
        var used = Set<String>()
        for index in 0..<max(width, header.count) {
            let number = index + 1
            var name = index < header.count ? TextWidth.visible(String(decoding: header[index], as: UTF8.self)) : ""
            if name.trimmingBlanks.isEmpty {
                name = "column \(number)"
            } else if used.contains(name) {
                name += " (column \(number))"
            }
            used.insert(name)
            names.append(name)
        }
        return names
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingBlanks: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return self[first...last]
    }
}
