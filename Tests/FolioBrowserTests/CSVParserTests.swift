import Foundation
import Testing
@testable import FolioBrowser

/// CSV at the parser level: RFC 4180 quoting, line breaks, blank lines, delimiters, header names.
@Suite struct CSVParserTests {
    static func strings(_ records: [[[UInt8]]]) -> [[String]] {
        records.map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func quotedFieldsDoubledQuotesEmbeddedNewlinesCRLFAndNoFinalNewline() {
        let text = "a,b,c\r\n1,\"x,y\",\"say \"\"hi\"\"\"\r\n\r\n2,\"line1\nline2\r\nline3\",z\n\n3,,\"\"\n4,q\"uote,\"end\"tail"
        let records = Self.strings(CSVParser.records(Array(text.utf8), delimiter: UInt8(ascii: ",")))
        #expect(records == [
            ["a", "b", "c"],
            ["1", "x,y", "say \"hi\""],
            ["2", "line1\nline2\r\nline3", "z"],
            ["3", "", ""],
            ["4", "q\"uote", "endtail"],
        ])
    }

    @Test func aRecordEndsBeforeItsLineBreak() {
        let bytes = Array("1,\"a\"\r\n2,b\n3".utf8)
        let first = CSVParser.record(bytes, from: 0, delimiter: UInt8(ascii: ","))
        #expect(first.end == 5 && first.next == 7, "the CR of CRLF is not the row's")
        let last = CSVParser.record(bytes, from: 11, delimiter: UInt8(ascii: ","))
        #expect(last.end == 12 && last.next == 12)
    }

    @Test func theIndexFindsTheSameRowsWhereverTheChunksAreCut() {
        let bytes = Array("h1,h2\r\n\"a\nb\",\"c\"\"\"\r\n\r\n,\n\"\"\nx,\"unclosed\nstill".utf8)
        var whole = CSVRowIndexer(delimiter: UInt8(ascii: ","))
        var expected: [Int] = []
        bytes.withUnsafeBufferPointer { whole.scan($0, at: 0) { expected.append($0) } }
        whole.finish { expected.append($0) }
        #expect(expected == [0, 7, 22, 24, 27])
        for cut in 0...bytes.count {
            var indexer = CSVRowIndexer(delimiter: UInt8(ascii: ","))
            var found: [Int] = []
            bytes.withUnsafeBufferPointer { buffer in
                indexer.scan(UnsafeBufferPointer(rebasing: buffer[..<cut]), at: 0) { found.append($0) }
                indexer.scan(UnsafeBufferPointer(rebasing: buffer[cut...]), at: cut) { found.append($0) }
            }
            indexer.finish { found.append($0) }
            #expect(found == expected, "cut at \(cut)")
        }
        // Each record the parser reads ends where the index says the next one starts (or a blank line before it).
        for (start, next) in zip(expected, expected.dropFirst()) {
            let record = CSVParser.record(bytes, from: start, delimiter: UInt8(ascii: ","))
            #expect(record.next <= next && bytes[record.next..<next].allSatisfy { $0 == 0x0D || $0 == 0x0A })
        }
    }

    @Test func theDelimiterIsDetectedFromTheFirstLines() {
        func detected(_ text: String, name: String = "x.csv") -> String {
            String(UnicodeScalar(CSVFormat.detect(Array(text.utf8), name: name, isWhole: true).delimiter))
        }
        #expect(detected("a,b,c\n1,2,3\n") == ",")
        #expect(detected("a;b;c\n1,5;2,5;3\n") == ";", "decimal commas do not fool it")
        #expect(detected("a\tb\n1\t2\n") == "\t")
        #expect(detected("a|b|c\n1|2|3\n") == "|")
        #expect(detected("\"x;y\",b\n\"1;2\",3\n") == ",", "a delimiter inside quotes does not count")
        #expect(detected("justone\nvalue\n") == ",", "a single column is comma-separated")
        #expect(detected("a,b\n1,2\n", name: "DATA.TSV") == "\t", ".tsv means tab")
    }

    @Test func headerNamesEmptyRepeatedAndPastTheHeader() {
        let header = ["id", "name", "", "name", " "].map { Array($0.utf8) } + [[0x62, 0x1B, 0xFF]]
        #expect(CSVFormat.fieldNames(header: header, width: 8)
                == ["id", "name", "column 3", "name (column 4)", "column 5", "b^[\u{FFFD}", "column 7", "column 8"])
    }

    @Test func numbersAreNumbersAndWordsAreNot() {
        #expect(CSVTable.number("12") == 12 && CSVTable.number("-3.5") == -3.5 && CSVTable.number("1e6") == 1e6)
        #expect(CSVTable.number("nan") == nil && CSVTable.number("inf") == nil && CSVTable.number("12a") == nil)
        #expect(CSVTable.number("") == nil && CSVTable.number("0x10") == nil)
    }
}
