import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser rooted at a CSV file (as `folio FILE.csv` opens it), whose index of rows runs on
/// `executor` (a test may hold it).
@MainActor
final class CSVHarness: SettlingBrowser {
    let context: BrowserContext
    let split: BrowserSplitViewController
    let harness: ScreenHarness
    let item: CSVFileItem
    let folder: URL
    var browserSplit: BrowserSplitViewController? { split }
    var screenHarness: ScreenHarness? { harness }
    /// The top list.
    var list: ItemListViewController? { lists.last }
    /// The titles of the top list's rows.
    var titles: [String] { list.map { list in (0..<list.rows.count).map { list.rows.title(at: $0) } } ?? [] }

    /// Writes `bytes` to a file `name` in a new folder and opens it at `size`.
    init(_ bytes: [UInt8], name: String, size: Size, limit: DocumentLimit = .standard, executor: JobExecutor = .thread) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        context = BrowserContext(runner: .runsNothing)
        item = CSVFileItem(path: RawPath(file.path), limit: limit, indexExecutor: executor)
        split = Browser.makeRootController(for: item, context: context, coordinator: BrowserCoordinator())
        harness = ScreenHarness(root: split, size: size)
        context.notices.onNotice = { [weak harness] text in harness?.window.notice = text.isEmpty ? nil : text }
        settle()
    }

    /// Settles until the index of rows has landed too.
    func settleIndex() {
        let deadline = Date().addingTimeInterval(20)
        while item.indexLane.isBusy && Date() < deadline {
            harness.settle()
            usleep(1000)  // the index runs on its thread; polled with the deadline above
        }
        settle()
    }

    /// Settles until the filter has landed.
    func settleFilter() {
        let deadline = Date().addingTimeInterval(20)
        while item.filterLane.isBusy && Date() < deadline {
            harness.settle()
            usleep(1000)  // the filter runs on its thread; polled with the deadline above
        }
        settle()
    }

    func close() { try? FileManager.default.removeItem(at: folder) }

    func check(_ name: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }
}

/// Jobs kept until the test runs them.
final class HeldJobs: @unchecked Sendable {
    private let lock = NSLock()
    private var runners: [@Sendable () -> Void] = []

    var executor: JobExecutor {
        JobExecutor(start: { [self] _, runner in lock.withLock { runners.append(runner) } })
    }

    var count: Int { lock.withLock { runners.count } }

    /// Runs the jobs held so far, here.
    func runAll() {
        let taken = lock.withLock { () -> [@Sendable () -> Void] in defer { runners = [] }; return runners }
        for runner in taken { runner() }
    }
}

/// CSV files through the browser: rows, fields, quirks, copying, lazy opening, `.csv.gz`.
@MainActor
@Suite struct CSVBrowseTests {
    /// A BOM, CRLF, a repeated and an empty header name, quotes, a quoted line break, a blank
    /// line, a short and a long row, an invalid byte, no final line break.
    static let quirky: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("id,name,,name,note\r\n1,Ada,x,Lovelace,\"says \"\"hi\"\"\"\r\n2,\"Bob\nSmith\",y\r\n\r\n3,Cy,z,Q,ok,extra\r\n4,caf".utf8)
        + [0xFF] + Array(",w,V,last".utf8)

    @Test func quirkyFileRowsAndFields() throws {
        let item = CSVFileItem(path: RawPath("/nonexistent"))
        #expect(throws: BrowserError.self) { try item.children() }
        let browser = try CSVHarness(Self.quirky, name: "people.csv", size: Size(width: 80, height: 24))
        defer { browser.close() }
        let rows = try #require(browser.list?.rows)
        #expect(rows.count == 4)
        #expect(rows.records?.names == ["id", "name", "column 3", "name (column 4)", "note", "column 6"])
        #expect(rows.records?.valuesAt(0).map { $0?.text } == ["1", "Ada", "x", "Lovelace", "says \"hi\"", nil])
        #expect(rows.records?.valuesAt(0).first??.number == 1)
        #expect(rows.records?.valuesAt(1).compactMap { $0?.text } == ["2", "Bob^JSmith", "y"], "a short row lacks fields")
        #expect(rows[0].copyBytes == Array("1,Ada,x,Lovelace,\"says \"\"hi\"\"\"".utf8), "Y: the row as written")
        #expect(rows[1].copyBytes == Array("2,\"Bob\nSmith\",y".utf8))
        #expect(rows[0].locator == browser.item.absolutePath + ":1")
        let fields = try rows[3].children()
        #expect(fields.map { $0.title } == ["id", "name", "column 3", "name (column 4)", "note"])
        #expect(fields[1].copyBytes == [0x63, 0x61, 0x66, 0xFF], "y on a field: its bytes")
        #expect(fields[1].rowPreview == "caf\u{FFFD}")
        #expect(try rows[2].children().last?.title == "column 6")
        #expect(browser.item.detailText().contains("CSV, comma-separated, 4 rows, UTF-8 with BOM"))
        #expect(StartingFile.kind(of: RawPath(browser.folder.appendingPathComponent("people.csv").path)) == .csv, "folio FILE.csv")
        #expect(FileItem.documentEndingIndex(name: "A.TSV.GZ", kind: .regular, isDirectory: false) != nil, "Enter opens it")
        browser.check("csv-rows-80x24", #"""
                 people.csv     1/4 │                       row 1
               id name     column 3 │ row 1 of 4, 5 fields
         row 1  1 Ada      x        │
         row 2  2 Bob^JSm… y        │ id               1
         row 3  3 Cy       z        │ name             Ada
         row 4  4 caf�     w        │ column 3         x
                                    │ name (column 4)  Lovelace
                                    │ note             says "hi"
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
                                    │
         / Filter                   │
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrRRRRRRRRRRrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrr
         RRRRR UU UUUUUUUU UUUUUUUU d
        RaaaaaRRRRRRRRRRRRRRRRRRRRRRd
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
                                    d
                                    d
                                    d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        browser.press(.down)
        browser.press(.enter)
        browser.harness.resize(to: Size(width: 60, height: 20))
        browser.settle()
        browser.check("csv-fields-60x20", #"""
         ‹ people.csv              row 2                        1/3
         id  2
         name  Bob^JSmith
         column 3  y















         / Filter
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
               dddddddddd
                   d















        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)
    }

    @Test func filterMatchesRowText() throws {
        let browser = try CSVHarness(Array("city,n\nOslo,1\nLima,2\nOsaka,3\n".utf8), name: "c.csv", size: Size(width: 60, height: 10))
        defer { browser.close() }
        browser.press(.character("/"))
        browser.type("Os")
        browser.press(.enter)
        browser.settleFilter()
        #expect(browser.titles == ["row 1", "row 3"])
        #expect(browser.harness.screen.contains("2/2 of 3") || browser.harness.screen.contains("1/2 of 3"))
        browser.press(.character("/"))
        browser.type("LIMA")
        browser.press(.enter)
        browser.settleFilter()
        #expect(browser.titles == [], "a capital makes the filter case-sensitive")
    }

    @Test func gzipIsDecompressedAndRefusedOverTheLimit() throws {
        let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xCB, 0x4B, 0xCC, 0x4D, 0xE5, 0xCC, 0xE3,
                             0x4A, 0x4C, 0x49, 0xE4, 0x34, 0xE4, 0x4A, 0xCA, 0x4F, 0xE2, 0x34, 0xE2, 0x02, 0x00, 0xD9, 0xD3, 0x26,
                             0xE5, 0x13, 0x00, 0x00, 0x00]
        let browser = try CSVHarness(gzip, name: "t.tsv.gz", size: Size(width: 60, height: 8))
        defer { browser.close() }
        #expect(browser.titles == ["row 1", "row 2"])
        #expect(try browser.list?.rows[1].children().map { $0.copyValue } == ["bob", "2"])
        let small = CSVFileItem(path: RawPath(browser.folder.appendingPathComponent("t.tsv.gz").path), limit: DocumentLimit(bytes: 10))
        #expect(throws: BrowserError.self) { try small.children() }
        do { _ = try small.children() } catch let error as BrowserError {
            #expect(error.message.hasSuffix("t.tsv.gz: it decompresses to more than the 10 bytes limit for documents; raise it with --max-size, or decompress it first (gunzip -k) to browse it without holding it in memory"))
        }
    }

    @Test func aBigFileShowsItsFirstScreenBeforeTheIndexEnds() throws {
        var text = "n,square\n"
        for n in 1...50_000 { text += "\(n),\(n * n)\n" }
        let held = HeldJobs()
        let browser = try CSVHarness(Array(text.utf8), name: "big.csv", size: Size(width: 60, height: 8), executor: held.executor)
        defer { browser.close() }
        #expect(held.count == 1, "the index waits")
        let first = try #require(browser.list?.rows.count)
        #expect(first >= 200 && first < 10_000, "the rows of the first 64 KB are listed before the index ends")
        #expect(browser.harness.screen.contains("row 1"))
        let early = try #require(browser.item.table?.memoryFootprint)
        browser.press(.down)
        #expect(browser.list?.listView.selectedRow == 1, "keys are answered meanwhile")
        held.runAll()
        browser.settleIndex()
        #expect(browser.list?.rows.count == 50_000)
        #expect(browser.list?.listView.selectedRow == 1, "the selection stays")
        browser.press(.character("G"))
        #expect(browser.list?.selectedItem?.rowPreview == "50000 · 2500000000")
        let footprint = try #require(browser.item.table?.memoryFootprint)
        // The file is 638,894 bytes: the table keeps its row starts and a few parsed blocks.
        #expect(early < 64 * 1024 && footprint < 600_000, "\(early) then \(footprint) bytes")
    }
}
