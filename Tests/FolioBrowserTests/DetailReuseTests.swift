import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A move between two files gives the detail on screen the new file, as a table reuses a cell:
/// the same controller; the old file's title and text, whole, until the worker has read the new
/// one, then the new title, metadata and content together; never the old file's late preview.
@MainActor
@Suite struct DetailReuseTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()
    let gates = Gates("a.txt", "b.txt", "c.txt")

    /// A context whose previewer prints "text of NAME" once the gate NAME opens.
    func gatedContext() -> BrowserContext {
        GatedDetailBrowser.context(fixture, gates: gates, output: #"echo "text of $name""#)
    }

    /// The split browser on the fixture at 120x30, once the list has its rows.
    func browse(_ context: BrowserContext) -> (ScreenHarness, BrowserSplitViewController) {
        GatedDetailBrowser.browse(fixture, context, coordinator: coordinator)
    }

    /// The detail column's controller.
    func detail(_ split: BrowserSplitViewController) -> ItemDetailViewController? { GatedDetailBrowser.detail(split) }

    /// The detail column's cells (text and styles), row by row.
    func detailColumn(_ harness: ScreenHarness, _ split: BrowserSplitViewController) -> [[Cell]] {
        guard let frame = split.viewControllers.last?.viewIfLoaded?.frame else { return [] }
        let grid = harness.terminal.screen
        return (frame.origin.y..<(frame.origin.y + frame.size.height)).map { y in
            (frame.origin.x..<(frame.origin.x + frame.size.width)).map { grid[$0, y] }
        }
    }

    /// Catches a move that puts b.txt's title or metadata over a.txt's text while b.txt's
    /// preview is being made: the column is a.txt's, every cell and style, until it lands.
    @Test func aMoveBetweenFilesKeepsTheOldFileWholeUntilTheNewPreviewLands() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, split) = browse(context)
        BrowserHarness.wait(harness, "a.txt's preview") { harness.screen.contains("text of a.txt") }
        let shown = detail(split)
        let tally = WorkTally()
        tally.watch(split)
        let before = detailColumn(harness, split)
        #expect(before.joined().contains { $0.text == "a" }, "the column is on screen")
        harness.press(.down)
        #expect(detail(split) === shown, "the detail on screen takes b.txt")
        #expect(tally[.detailController] == 0)
        #expect(shown?.item.title == "b.txt")
        #expect(shown?.toolbarItems?.map(\.title) == ["Pager", "Edit"])
        #expect(detailColumn(harness, split) == before, "a.txt's title, metadata and text stay whole: \(harness.screen)")
        #expect(harness.screen.contains("2/3"), "the list's selection moved: \(harness.screen)")
        gates.open("b.txt")
        BrowserHarness.wait(harness, "b.txt's preview") { harness.screen.contains("text of b.txt") }
        let lines = harness.screen.split(separator: "\n").map(String.init)
        #expect(shown?.title == "b.txt")
        #expect(lines.first?.contains("b.txt") == true, "the detail's bar says b.txt: \(lines.first ?? "")")
        #expect(lines.contains { $0.contains(fixture.path("b.txt")) }, "the path row is b.txt's with its text")
        #expect(!lines.contains { $0.contains(fixture.path("a.txt")) })
        #expect(!harness.screen.contains("text of a.txt"))
        #expect(detail(split) === shown)
    }

    @Test func aLatePreviewOfTheOldFileNeverShows() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        let context = gatedContext()
        let (harness, split) = browse(context)
        BrowserHarness.wait(harness, "a.txt's preview to be asked for") { detail(split)?.isLoadingPreview == true }
        // a.txt's preview finishes and is posted, but the main loop has not run it yet when
        // the Down moves the detail to b.txt.
        gates.open("a.txt")
        #expect(context.previewWorker.waitUntilIdle(timeout: 10))
        harness.app.handle(.key(.down))
        harness.app.drainInbox()
        harness.app.renderIfNeeded()
        #expect(detail(split)?.item.title == "b.txt")
        #expect(detail(split)?.isLoadingPreview == true)
        #expect(!harness.screen.contains("text of a.txt"), "a.txt's preview never lands on b.txt")
        gates.open("b.txt")
        BrowserHarness.wait(harness, "b.txt's preview") { harness.screen.contains("text of b.txt") }
        #expect(!harness.screen.contains("text of a.txt"))
    }

    /// The browser on files named `names` (each holding its name), a.txt's preview shown, the
    /// timers on a clock the test moves.
    func browseFromA(_ names: [String]) -> (ScreenHarness, BrowserSplitViewController, VirtualClock) {
        for name in names { fixture.file(name, name) }
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, split) = browse(context)
        BrowserHarness.wait(harness, "a.txt's preview") { harness.screen.contains("text of a.txt") }
        let clock = VirtualClock(start: harness.app.clock())
        harness.app.clock = clock.function
        return (harness, split, clock)
    }

    @Test func theTimerSaysLoadingForTheNewFileUnderItsMetadata() {
        let (harness, split, clock) = browseFromA(["a.txt", "b.txt"])
        harness.press(.down)
        clock.advance(by: ItemDetailViewController.loadingDelay)
        harness.app.fireDueTimers()
        harness.settle()
        let text = detail(split)?.textView.text ?? ""
        #expect(detail(split)?.title == "b.txt", "the title comes with the metadata")
        #expect(text.hasPrefix(fixture.path("b.txt") + "\nKind: file\n"), "\(text)")
        #expect(text.hasSuffix("\n\nLoading…"))
        #expect(!harness.screen.contains("of a.txt"))
        gates.open("b.txt")
        BrowserHarness.wait(harness, "b.txt's preview") { harness.screen.contains("text of b.txt") }
        #expect(!harness.screen.contains("Loading…"))
    }

    /// The timer is set once the key's frame is out; one left from the file before, due when
    /// the next key comes, says nothing about the new file, whose own delay starts afresh.
    @Test func aTimerLeftFromThePreviousFileDoesNotSayLoadingForTheNext() {
        let (harness, split, clock) = browseFromA(["a.txt", "b.txt", "c.txt"])
        harness.press(.down)  // b.txt, its preview held: its timer is set
        clock.advance(by: ItemDetailViewController.loadingDelay)
        // As the run loop does: the key, then the timers that are due, then the frame.
        harness.app.handle(.key(.down))
        harness.app.fireDueTimers()
        harness.app.renderIfNeeded()
        #expect(detail(split)?.item.title == "c.txt")
        #expect(!harness.screen.contains("Loading…"), "b.txt's timer fired after the move to c.txt")
        clock.advance(by: ItemDetailViewController.loadingDelay)
        harness.app.fireDueTimers()
        harness.settle()
        #expect(harness.screen.contains("Loading…"), "c.txt's own timer")
        gates.open("b.txt")
        gates.open("c.txt")
        BrowserHarness.wait(harness, "c.txt's preview") { harness.screen.contains("text of c.txt") }
    }

    @Test func aDirectoryThenAFileGetNewDetailsAndTwoFilesShareOne() {
        fixture.file("d/inner.txt", "inner")
        fixture.file("a.txt", "a")
        fixture.file("b.txt", "b")
        let context = BrowserContext(runner: .runsNothing)
        let (harness, split) = browse(context)
        harness.settle()
        #expect(detail(split)?.item.title == "d")
        let tally = WorkTally()
        tally.watch(split)
        harness.press(.down)  // d → a.txt: a file's screen after a directory's
        #expect(tally[.detailController] == 1)
        let fileDetail = detail(split)
        harness.press(.down)  // a.txt → b.txt
        #expect(tally[.detailController] == 1)
        #expect(detail(split) === fileDetail)
        harness.press(.up, .up)  // back to d
        #expect(tally[.detailController] == 2)
        #expect(detail(split)?.toolbarItems == nil, "a directory's detail has no Pager or Edit")
    }

    @Test func aPushAndAPopMakeNewDetailsEvenBetweenTwoDirectories() {
        fixture.file("d1/inner/x.txt", "x")
        fixture.file("d2/y.txt", "y")
        let context = BrowserContext(runner: .runsNothing)
        let (harness, split) = browse(context)
        harness.settle()
        #expect(detail(split)?.item.title == "d1")
        let tally = WorkTally()
        tally.watch(split)
        harness.press(.character("l"))  // into d1: its first row, inner, is previewed
        BrowserHarness.wait(harness, "d1's list") { detail(split)?.item.title == "inner" }
        #expect(tally[.detailController] == 1, "a push shows a new detail")
        harness.press(.character("h"))  // back: d1 is previewed again
        BrowserHarness.wait(harness, "the root list") { detail(split)?.item.title == "d1" }
        #expect(tally[.detailController] == 2, "a pop shows a new detail")
        harness.press(.down)  // d1 → d2: a move between two directories reuses the detail
        #expect(detail(split)?.item.title == "d2")
        #expect(tally[.detailController] == 2)
    }

    @Test func theButtonsAndKeysOfAReusedDetailOpenTheNewFile() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        var ran: [[String]] = []
        let context = BrowserContext(environment: ["PAGER": "pager", "EDITOR": "editor"], runner: ProgramRunner(run: { ran.append($0.texts); return nil }))
        let (harness, split) = browse(context)
        harness.settle()
        harness.press(.down)
        let reused = detail(split)
        #expect(reused?.item.title == "b.txt")
        reused?.toolbarItems?.first { $0.title == "Pager" }?.action?()
        reused?.toolbarItems?.first { $0.title == "Edit" }?.action?()
        harness.press(.tab, .character("e"))  // the detail's own key, with the keys in the detail
        let b = fixture.path("b.txt")
        #expect(ran == [["pager", b], ["editor", b], ["editor", b]])
    }
}
