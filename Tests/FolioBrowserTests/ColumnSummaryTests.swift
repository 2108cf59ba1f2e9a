import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// `F` in a table of records (issue 31): the current column's values with their counts and
/// shares, the most frequent first, numbers' min, max and mean; Enter filters the table to a
/// value's rows; leaving the level stops the count; `y` copies the current cell.
@MainActor
@Suite struct ColumnSummaryTests {
    /// The counts a plain dictionary gives, ordered by count, then as a sort by the column.
    static func reference(_ values: [RecordValue?]) -> [(text: String, count: Int)] {
        var counts: [String: Int] = [:], firstValue: [String: RecordValue?] = [:]
        for value in values {
            let text = value?.text ?? ""
            counts[text, default: 0] += 1
            if firstValue[text] == nil { firstValue[text] = .some(text.isEmpty ? nil : value) }
        }
        let texts = Array(counts.keys)
        let order = RecordSortTests.reference(texts.map { RecordSortKey(firstValue[$0] ?? nil) }, descending: false)
        var rank: [String: Int] = [:]
        for (position, index) in order.enumerated() { rank[texts[Int(index)]] = position }
        return texts.map { (text: $0, count: counts[$0, default: 0], rank: rank[$0, default: 0]) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.rank < $1.rank }
            .map { ($0.text, $0.count) }
    }

    @Test func countsSharesAndNumbersOfMixedValuesMatchAReference() throws {
        var generator = SystemRandomNumberGenerator()
        let pool: [RecordValue?] = [RecordValue(text: "4", number: 4), RecordValue(text: "8", number: 8), RecordValue(text: "-2.5", number: -2.5),
                                    RecordValue(text: "USA"), RecordValue(text: "file10"), RecordValue(text: "file2"), RecordValue(text: ""), nil]
        let values = (0..<300).map { _ in pool[Int.random(in: 0..<pool.count, using: &generator)] }
        let summary = ColumnSummary.of(values)
        let expected = Self.reference(values)
        #expect(summary.entries.map(\.text) == expected.map(\.text))
        #expect(summary.entries.map(\.count) == expected.map(\.count))
        #expect(summary.total == 300)
        for (row, value) in values.enumerated() {
            #expect(summary.entries[Int(summary.rowEntries[row])].text == (value?.text ?? ""), "row \(row)")
        }
        let numbers = values.compactMap { $0?.number }
        #expect(summary.numberCount == numbers.count)
        #expect(summary.minimum == numbers.min() && summary.maximum == numbers.max())
        #expect(abs((summary.mean ?? 0) - numbers.reduce(0, +) / Double(numbers.count)) < 1e-9)
        #expect(summary.emptyCount == values.filter { ($0?.text ?? "").isEmpty }.count)
        #expect(summary.textCount == 300 - summary.numberCount - summary.emptyCount)
        // Ties: equal counts in the column's sort order (numbers, text in natural order, empty last).
        let tied = ColumnSummary.of([RecordValue(text: "b"), nil, RecordValue(text: "10", number: 10), RecordValue(text: "file10"),
                                     RecordValue(text: "file2"), RecordValue(text: "9", number: 9)])
        #expect(tied.entries.map(\.text) == ["9", "10", "b", "file2", "file10", ""])
        #expect(tied.rows(holding: 5) == [1])
    }

    @Test func aCSVColumnIsCountedFromTheFileAsItsTableShowsIt() throws {
        let csv = Array("id,name,n\r\n1,\"a,b\",3\r\n2,\"say \"\"hi\"\"\",\r\n3,\"two\nlines\",3\r\n4\r\n5,x,1e1\r\n6,a\"b, 3\n7,\"a,b\"\n".utf8)
        let rows = CSVParser.records(csv, delimiter: UInt8(ascii: ",")).dropFirst()
        let offsets: [Int] = {
            var indexer = CSVRowIndexer(delimiter: UInt8(ascii: ","))
            var starts: [Int] = []
            csv.withUnsafeBufferPointer { indexer.scan($0, at: 0) { starts.append($0) } }
            indexer.finish { starts.append($0) }
            return Array(starts.dropFirst())
        }()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("folio-summary-\(UUID().uuidString).csv")
        try Data(csv).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let source = try CSVSource.open(RawPath(file.path), limit: .standard)
        for column in 0..<4 {
            let summary = try CSVTable.summary(column: column, in: source, offsets: offsets, end: csv.count, delimiter: UInt8(ascii: ","),
                                               progress: { _ in }, isCancelled: { false })
            let values: [RecordValue?] = rows.map { column < $0.count ? CSVTable.value($0[column]) : nil }
            #expect(summary == ColumnSummary.of(values), "column \(column)")
        }
        let names = try CSVTable.summary(column: 1, in: source, offsets: offsets, end: csv.count, delimiter: UInt8(ascii: ","),
                                         progress: { _ in }, isCancelled: { false })
        #expect(names.entries.first?.text == "a,b" && names.entries.first?.count == 2)
        #expect(names.entries.count == 6 && names.entries.last?.text == "", "the short row's missing name is the empty value")
    }

    @Test func fSummarisesAColumnEnterShowsTheRowsOfAValueAndYCopiesACell() throws {
        let b = try DocumentHarness(RecordTableScreenTests.cars, name: "cars.json", size: Size(width: 80, height: 24))
        defer { b.close() }
        b.press(.character(">"), .character(">"), .character("F"))
        let summary = b.lists.last?.item as? ColumnSummaryItem
        #expect(summary?.summary?.entries.map(\.text) == ["18", "24", "27.5", ""])
        // The values are read from the document off the main loop (a million rows of JSON
        // Lines took the main loop seconds when the list read them for the count).
        guard case .reader(_, field: 1)? = summary?.cells else {
            Issue.record("the values were read on the main loop: \(String(describing: summary?.cells))")
            return
        }
        #expect(summary?.numbersLine == "min 18 · max 27.5 · mean 23.17 · 1 empty")
        b.check("summary-miles", #"""
         ‹ Back  Miles_per_Ga…  1/4 │                        18
         Miles_p… count share       │ 18
               18     1 25.0%       │ 1 of 4 rows (25.0%)
               24     1 25.0%       │
             27.5     1 25.0%       │ Miles_per_Gallon: 4 rows, 4 values
          (empty)     1 25.0%       │ numbers: 3, min 18, max 27.5, mean 23.17
                                    │ not numbers: 0, empty: 1
                                    │
                                    │ Enter: the rows holding 18
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
         / Filter                 … │
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrRRRRRRRRRRRRRrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrRRrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRRRR UUUUU UUUUU       d
        RaaaaaaaaRRRRRRRRRRRRRRRRRRRd
                                    d
                                    d
         dddddddd                   d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
        rRrrrrrrrrrrrrrrrrrrrrrrrrRrd
        """#)
        b.press(.escape, .character(">"), .character(">"), .character("F"))
        #expect(b.lists.last?.title == "Origin: 3 values")
        b.press(.enter)
        let table = b.lists.last
        #expect(b.lists.count == 1, "Enter went back to the table")
        #expect(table.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } == ["[1]", "[3]"], "Japan's rows")
        #expect(table?.filterText == "Origin = Japan")
        #expect(b.harness.window.notice == "2 rows hold Origin Japan (Esc shows every row)")
        b.press(.character("/"))
        #expect(table?.screen.searchBar.text == "", "/ starts a new filter, not one after `Origin = Japan`")
        b.press(.enter)
        #expect(table?.rows.count == 2, "an empty filter kept: still Japan's rows")
        b.press(.character("<"), .character("<"), .character("<"), .character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == Array("toyota corona mark ii".utf8), "y: the current cell")
        #expect(b.harness.window.notice?.hasPrefix("Sent the value of Name to the clipboard") == true, "\(b.harness.window.notice ?? "")")
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboardBytes.last
                == Array(#"{"Name":"toyota corona mark ii","Miles_per_Gallon":24,"Cylinders":4,"Origin":"Japan"}"#.utf8), "Y: the row")
        b.press(.escape)
        #expect(table?.rows.count == 4, "Esc shows every row again")
    }

    @Test func aCSVSummaryFiltersByFileRowsAndLeavingItStopsTheCount() throws {
        let csv = Array("name,kind\na,x\nb,y\nc,x\nd,\ne,x\n".utf8)
        let b = try CSVHarness(csv, name: "kinds.csv", size: Size(width: 80, height: 12))
        defer { b.close() }
        b.settleIndex()
        b.press(.character(">"), .character(">"), .character("F"))
        #expect(b.titles == ["x", "y", "(empty)"])
        b.press(.character("j"), .character("j"), .enter)
        #expect(b.titles == ["row 4"], "the empty kind's row")
        b.press(.escape)
        #expect(b.titles.count == 5)
        b.press(.character("F"), .enter)
        #expect(b.titles == ["row 1", "row 3", "row 5"], "kind x")
        b.press(.character("<"), .character("F"))
        #expect(b.titles == ["a", "c", "e"], "a filtered file counts the rows shown")
        b.press(.character("j"), .enter)
        #expect(b.titles == ["row 3"])
        b.press(.escape)
        #expect(b.titles.count == 5)
        b.harness.press(.character("F"))
        let summary = b.list?.item as? ColumnSummaryItem
        #expect(summary != nil)
        b.press(.character("h"))
        #expect(summary?.cancellation.isCancelled == true, "back stops the count")
        #expect(b.list?.item === b.item)
    }
}
