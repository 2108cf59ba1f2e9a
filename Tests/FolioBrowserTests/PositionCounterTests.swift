import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The list's position counter, written as bytes, says what interpolation said.
@MainActor
@Suite struct PositionCounterTests {
    let fixture = Fixture()

    @Test func theCounterReadsAsBefore() {
        #expect(PositionCounter.text(selected: nil, total: 0, of: nil) == "0/0")
        #expect(PositionCounter.text(selected: nil, total: 5, of: 7) == "0/0 of 7")
        #expect(PositionCounter.text(selected: 0, total: 1, of: nil) == "1/1")
        #expect(PositionCounter.text(selected: 9, total: 1005, of: nil) == "10/1005")
        #expect(PositionCounter.text(selected: 9, total: 10, of: 1005) == "10/10 of 1005")
        #expect(PositionCounter.text(selected: 99, total: 100, of: 1000) == "100/100 of 1000")
        #expect(PositionCounter.text(selected: Int.max - 1, total: Int.max, of: Int.max)
                == "\(Int.max)/\(Int.max) of \(Int.max)")
    }

    @Test func marksAreCountedAfterThePosition() {
        #expect(PositionCounter.text(selected: 2, total: 12, of: nil, marked: 2) == "3/12 [2 marked]")
        #expect(PositionCounter.text(selected: 2, total: 5, of: 12, marked: 1) == "3/5 of 12 [1 marked]")
        #expect(PositionCounter.text(selected: 0, total: 1, of: nil, marked: 0) == "1/1")
        #expect(PositionCounter.text(selected: Int.max - 1, total: Int.max, of: Int.max, marked: Int.max)
                == "\(Int.max)/\(Int.max) of \(Int.max) [\(Int.max) marked]", "the longest fits its buffer")
    }

    @Test func aFilterChangesTheTotalAndClearingItRestoresIt() throws {
        for index in 0..<12 { fixture.file(index < 3 ? "q\(index).txt" : "file\(index).txt") }
        let context = BrowserContext(runner: .runsNothing)
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: BrowserCoordinator())
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 20))
        let list = try #require(split.primaryNavigation?.topViewController as? ItemListViewController)
        BrowserHarness.wait(harness, "the rows") { list.isLoaded && list.worker.isBusy == false }
        harness.press(.down)
        harness.press(.down)
        #expect(list.navigationItem.rightBarButtonItem?.title == "3/12")
        list.applyFilter("q")
        let row = try #require(list.listView.selectedRow)
        #expect(list.navigationItem.rightBarButtonItem?.title == "\(row + 1)/3 of 12")
        harness.press(.down)
        #expect(list.navigationItem.rightBarButtonItem?.title == "\(row + 2)/3 of 12")
        list.applyFilter("")
        harness.settle()
        let back = try #require(list.listView.selectedRow)
        #expect(list.navigationItem.rightBarButtonItem?.title == "\(back + 1)/12")
        #expect(harness.screen.contains("\(back + 1)/12"))
    }
}
