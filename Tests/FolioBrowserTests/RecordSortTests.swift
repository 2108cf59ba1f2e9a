import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Sorting a table of records by its current column (issue 31): numbers as numbers before
/// text, empty values last, stable, either way, in the background, the selection kept.
@MainActor
@Suite struct RecordSortTests {
    /// The order a plain stable sort gives: (group, value, row) with numbers, then texts in
    /// natural order, then missing; descending turns the first two groups round.
    static func reference(_ keys: [RecordSortKey], descending: Bool) -> [Int32] {
        func group(_ key: RecordSortKey) -> Int {
            switch key {
            case .number: return descending ? 1 : 0
            case .text: return descending ? 0 : 1
            case .missing: return 2
            }
        }
        func before(_ a: RecordSortKey, _ b: RecordSortKey) -> Bool {
            switch (a, b) {
            case (.number(let x), .number(let y)): return descending ? x > y : x < y
            case (.text(let x), .text(let y)):
                guard x != y else { return false }
                return descending ? NaturalOrder.precedes(y, x) : NaturalOrder.precedes(x, y)
            default: return false
            }
        }
        return keys.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            if group(a) != group(b) { return group(a) < group(b) }
            if before(a, b) { return true }
            if before(b, a) { return false }
            return i < j
        }.map { Int32($0) }
    }

    @Test func mixedNumbersTextAndMissingSortStablyEitherWay() {
        let values: [RecordValue?] = [RecordValue(text: "file10"), RecordValue(text: "10", number: 10), nil,
                                      RecordValue(text: "2", number: 2), RecordValue(text: "file2"), RecordValue(text: ""),
                                      RecordValue(text: "-1.5", number: -1.5), RecordValue(text: "File2"), RecordValue(text: "10.0", number: 10),
                                      RecordValue(text: "apple"), RecordValue(text: "file2")]
        let keys = values.map(RecordSortKey.init)
        let ascending = RecordSort.order(keys, descending: false)
        #expect(ascending == Self.reference(keys, descending: false))
        #expect(ascending.map { values[Int($0)]?.text ?? "nil" } == ["-1.5", "2", "10", "10.0", "apple", "File2", "file2", "file2", "file10", "nil", ""])
        #expect(ascending.firstIndex(of: 1)! < ascending.firstIndex(of: 8)!, "equal numbers keep their order")
        #expect(ascending.firstIndex(of: 4)! < ascending.firstIndex(of: 10)!, "equal texts keep their order")
        let descending = RecordSort.order(keys, descending: true)
        #expect(descending == Self.reference(keys, descending: true))
        #expect(descending.map { values[Int($0)]?.text ?? "nil" } == ["file10", "file2", "file2", "File2", "apple", "10", "10.0", "2", "-1.5", "nil", ""])
        // A bigger random mix against the reference.
        var generator = SystemRandomNumberGenerator()
        let many: [RecordSortKey] = (0..<500).map { _ in
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return .number(Double(Int.random(in: 0..<20, using: &generator)))
            case 1: return .text(Array("n\(Int.random(in: 0..<20, using: &generator))".utf8))
            default: return .missing
            }
        }
        #expect(RecordSort.order(many, descending: false) == Self.reference(many, descending: false))
        #expect(RecordSort.order(many, descending: true) == Self.reference(many, descending: true))
    }

    /// Settles until the list's sort has landed.
    static func settleSort(_ b: some SettlingBrowser, _ list: ItemListViewController?) {
        let deadline = Date().addingTimeInterval(20)
        while list?.recordSortLane.isBusy == true && Date() < deadline {
            b.screenHarness?.settle()
            usleep(1000)  // the sort runs on its thread; polled with the deadline above
        }
        b.settle()
    }

    @Test func sSortsByTheCurrentColumnKeepingTheSelection() throws {
        let b = try DocumentHarness(RecordTableScreenTests.cars, name: "cars.json", size: Size(width: 100, height: 8))
        defer { b.close() }
        let list = b.lists.last
        b.press(.character("j"), .character(">"), .character(">"), .character("s"))
        Self.settleSort(b, list)
        #expect(list.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } == ["[0]", "[1]", "[3]", "[2]"])
        #expect(list?.listView.selectedRow == 1, "still on [1]")
        b.check("records-sorted", #"""
                     cars.json         2/4 │                              [1]
             Name        Miles_pe… ▲ Cyli… │ .[1]
         [0] chevrolet …          18     8 │ object, 4 members (v: raw JSON)
         [1] toyota cor…          24     4 │
         [3] datsun pl5…        27.5     4 │ Name  "toyota corona mark ii"
         [2] citroen ds…                 4 │ Miles_per_Gallon  24
                                           │ Cylinders  4
         / Filter                        … │ Origin  "Japan"
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUU UUUUUUUUUUU RRRRRRRRRRR UUUUU d
                                           d
        RRRRRRRRRRRRRRRRRaaaaaaaaaaaRRRRRRRd
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrd
        """#)
        b.press(.character("s"))
        Self.settleSort(b, list)
        #expect(list.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } == ["[3]", "[1]", "[0]", "[2]"])
        #expect(list?.listView.selectedRow == 1)
        b.press(.character("S"))
        Self.settleSort(b, list)
        #expect(list.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } == ["[0]", "[1]", "[3]", "[2]"])
        b.press(.character("<"), .character("<"), .character("s"))
        Self.settleSort(b, list)
        #expect(list.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } == ["[0]", "[1]", "[2]", "[3]"], "the first column: the first order")
        #expect(list?.listView.selectedRow == 1)
    }

    @Test func aCSVFileSortsByANumberColumn() throws {
        let csv = Array("name,size\nb,10\na,9\nc,\nd,x\ne,9\n".utf8)
        let browser = try CSVHarness(csv, name: "sizes.csv", size: Size(width: 80, height: 12))
        defer { browser.close() }
        browser.settleIndex()
        browser.press(.character(">"), .character(">"), .character("s"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 2", "row 5", "row 1", "row 4", "row 3"])
        browser.press(.character("s"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 4", "row 1", "row 2", "row 5", "row 3"])
    }

    /// `S` sorts by the current column largest first, as in a SQLite table, whatever the sort in
    /// force (it used to only turn a sort in force the other way, and do nothing unsorted).
    @Test func capitalSSortsTheCurrentColumnLargestFirst() throws {
        let csv = Array("name,size\nb,10\na,9\nc,\nd,x\ne,9\n".utf8)
        let browser = try CSVHarness(csv, name: "sizes.csv", size: Size(width: 80, height: 12))
        defer { browser.close() }
        browser.settleIndex()
        browser.press(.character(">"), .character(">"), .character("S"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 4", "row 1", "row 2", "row 5", "row 3"], "size, largest first, unsorted before")
        #expect(browser.list?.recordSort?.descending == true)
        browser.press(.character("S"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 2", "row 5", "row 1", "row 4", "row 3"], "again: the other way")
        browser.press(.character("<"), .character("S"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 5", "row 4", "row 3", "row 1", "row 2"], "name, Z first: the current column, not the sorted one")
        #expect(browser.list?.recordSort?.column == 1)
    }

    /// Sorted, the rows on screen lie anywhere in the file (here 300 rows apart): a frame reads
    /// and parses the rows it shows, not a block of their neighbours for each (which, fewer
    /// blocks kept than rows on screen, every frame read again: 500 ms a Down at 1,000,000 rows).
    @Test func aSortedCSVTableReadsOnlyTheRowsItShows() throws {
        var text = "id,group\n"
        for row in 0..<3000 { text += "\(row),\(row % 300)\n" }
        let browser = try CSVHarness(Array(text.utf8), name: "groups.csv", size: Size(width: 80, height: 12))
        defer { browser.close() }
        browser.settleIndex()
        browser.press(.character(">"), .character(">"))
        guard let table = browser.item.table else { Issue.record("no table"); return }
        let unsorted = table.rowsRead
        browser.press(.character("s"))
        Self.settleSort(browser, browser.list)
        let rows = browser.list?.rows
        #expect((0..<3).map { rows?.title(at: $0) } == ["row 1", "row 301", "row 601"])
        let sorted = table.rowsRead - unsorted
        #expect(sorted <= 12, "a screen of rows: read \(sorted)")
        for _ in 0..<12 { browser.press(.down) }
        #expect(table.rowsRead - unsorted - sorted <= 12, "12 Downs show 12 rows at most not shown before: read \(table.rowsRead - unsorted - sorted)")
        #expect(browser.list?.selectedItem?.title == "row 602", "group 1's third row")
    }

    /// `s` on a filtered table sorts every row: the filtered ones shown sorted, the filter
    /// kept; clearing it shows every row in the sorted order; the selection stays on its record.
    @Test func sortingAFilteredTableKeepsTheFilterAndSortsEveryRow() throws {
        let b = try DocumentHarness(RecordTableScreenTests.cars, name: "cars.json", size: Size(width: 100, height: 8))
        defer { b.close() }
        let list = b.lists.last
        func titles() -> [String] { list.map { l in (0..<l.rows.count).map { l.rows.title(at: $0) } } ?? [] }
        b.press(.character("/"))
        b.type("ro")
        b.press(.enter, .character("j"), .character(">"), .character("s"))
        Self.settleSort(b, list)
        #expect(titles() == ["[0]", "[2]", "[1]"], "chevrolet, citroen, toyota")
        #expect(list?.filterText == "ro")
        #expect(list?.selectedItem?.title == "[1]")
        b.press(.escape)
        #expect(list?.filterText == "")
        #expect(titles() == ["[0]", "[2]", "[3]", "[1]"], "every row, sorted")
        #expect(list?.selectedItem?.title == "[1]")
        #expect(list?.recordSort?.order != nil, "the sort is still in force")
        // A filter typed on the sorted rows keeps their order.
        b.press(.character("/"))
        b.type("Japan")
        #expect(titles() == ["[3]", "[1]"])
        b.press(.escape)
        // A CSV file: the same through its background filter.
        let csv = Array("name,size\nb,10\na,9\nbb,\nab,x\nba,9\n".utf8)
        let browser = try CSVHarness(csv, name: "sizes.csv", size: Size(width: 80, height: 12))
        defer { browser.close() }
        browser.settleIndex()
        browser.press(.character("/"))
        browser.type("b")
        browser.press(.enter)
        browser.settleFilter()
        #expect(browser.titles == ["row 1", "row 3", "row 4", "row 5"])
        browser.press(.character("j"), .character(">"), .character(">"), .character("s"))
        Self.settleSort(browser, browser.list)
        #expect(browser.titles == ["row 5", "row 1", "row 4", "row 3"], "9, 10, x, then the empty size")
        #expect(browser.list?.filterText == "b")
        #expect(browser.list?.selectedItem?.title == "row 3")
        browser.press(.escape)
        browser.settleFilter()
        #expect(browser.titles == ["row 2", "row 5", "row 1", "row 4", "row 3"])
        browser.press(.character("/"))
        browser.type("a")
        browser.press(.enter)
        browser.settleFilter()
        #expect(browser.titles == ["row 2", "row 5", "row 4"], "a filter on sorted rows keeps their order")
    }

    /// A JSON array's sort keys are read where the sort runs, off the main loop: the rows'
    /// values are read on it only for the rows drawn.
    @Test func aJSONSortReadsItsKeysOffTheMainLoop() throws {
        let json = "[" + (0..<3000).map { "{\"s\": \"x\($0)\", \"n\": \(3000 - $0)}" }.joined(separator: ",") + "]"
        let b = try DocumentHarness(json, name: "many.json", size: Size(width: 60, height: 8))
        defer { b.close() }
        let list = try #require(b.lists.last)
        let valuesAt = try #require(list.allRows.records?.valuesAt)
        var mainReads = 0
        list.allRows.records?.valuesAt = { mainReads += 1; return valuesAt($0) }
        b.press(.character(">"), .character(">"), .character("s"))
        Self.settleSort(b, list)
        #expect(list.rows.title(at: 0) == "[2999]")
        #expect(mainReads < 300, "\(mainReads) rows' values read on the main loop for a sort of 3,000")
    }

    /// JSON Lines sort through the document's key reader too: an invalid line by its error in
    /// the first column, missing elsewhere.
    @Test func jsonLinesSortWithAnInvalidLine() throws {
        let lines = """
        {"level": "warn", "msg": "slow disk", "pid": 7}
        not json
        {"level": "error", "msg": "tab", "pid": 42}
        {"level": "info", "msg": "started", "pid": 3}
        """
        let b = try DocumentHarness(lines, name: "log.jsonl", size: Size(width: 60, height: 8))
        defer { b.close() }
        let list = try #require(b.lists.last)
        #expect(list.allRows.records?.valueReader != nil)
        func titles() -> [String] { (0..<list.rows.count).map { list.rows.title(at: $0) } }
        b.press(.character(">"), .character("s"))
        Self.settleSort(b, list)
        #expect(titles() == ["line 3", "line 4", "line 1", "line 2"], "error, info, warn, then the line's error text")
        b.press(.character(">"), .character(">"), .character("s"))
        Self.settleSort(b, list)
        #expect(titles() == ["line 4", "line 1", "line 3", "line 2"], "3, 7, 42, then the invalid line's missing pid")
        // A name given twice: the cell shows the last value, and the sort uses it.
        let twice = try DocumentHarness(#"[{"a": 1, "a": 5}, {"a": 3}]"#, name: "twice.json", size: Size(width: 60, height: 6))
        defer { twice.close() }
        let array = try #require(twice.lists.last)
        #expect(array.rows.records?.valuesAt(0).first??.text == "5")
        twice.press(.character(">"), .character("s"))
        Self.settleSort(twice, array)
        #expect((0..<array.rows.count).map { array.rows.title(at: $0) } == ["[1]", "[0]"])
    }
}
