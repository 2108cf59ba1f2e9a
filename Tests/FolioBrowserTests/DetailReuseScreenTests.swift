import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A reused detail draws exactly what a new one would: after moves across files of several
/// kinds and a directory, across collapse and expand, and in a restored place, the screen (text
/// and styles) equals that of a fresh browser brought to the same state.
@MainActor
@Suite struct DetailReuseScreenTests {
    let fixture = Fixture()

    /// A directory first, then files whose previews differ in length, highlighting and kind.
    func makeTree() {
        fixture.file("docs/readme.md", "# Title\n\nSome text.\n")
        fixture.file("a.swift", "let answer = 42\n")
        fixture.file("b.txt", (1...80).map { "line \($0) of b, long enough to be cut at the edge of the detail column" }.joined(separator: "\n"))
        fixture.file("c.json", "{\"key\": [1, 2, 3]}\n")
        fixture.file("empty")
    }

    /// Waits for the browser to settle, then records how its screen differs from a fresh one's.
    func expectFresh(_ run: BrowserRun, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.waitUntilSettled(), "\(label): settles", sourceLocation: sourceLocation)
        if let problem = run.differenceFromFresh(label: label) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    @Test func movesAcrossFilesAndADirectoryDrawWhatAFreshBrowserDraws() {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        let tally = WorkTally()
        tally.watch(run.split)
        let keys: [Key] = [.down, .down, .down, .down, .up, .up, .character("G"), .character("g"), .down]
        for (index, key) in keys.enumerated() {
            run.harness.press(key)
            expectFresh(run, "after key \(index + 1) (\(key))")
        }
        // New details only where the screen changes kind: docs → a.swift, a.swift → docs (g),
        // docs → a.swift again.
        #expect(tally[.detailController] == 3)
    }

    @Test func aScrolledDetailGoesToTheTopWhenTheNextFileLands() {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        run.harness.press(.down, .down)  // b.txt, longer than the screen
        expectFresh(run, "on b.txt")
        run.harness.press(.tab, .character("j"), .character("j"), .character("j"))
        expectFresh(run, "b.txt scrolled down")
        // Sideways too (which the fresh browser's state leaves out, so it is checked below).
        run.harness.press(.character(">"), .tab)
        run.harness.press(.down)
        expectFresh(run, "on c.json")
        let detail = (run.split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
        #expect(detail?.textView.topLine == 0)
        #expect(detail?.textView.leftColumn == 0)
    }

    @Test func collapseAndExpandAroundReusedDetailsDrawWhatAFreshBrowserDraws() {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        run.harness.press(.down, .down)
        expectFresh(run, "on b.txt")
        run.harness.resize(to: Size(width: 60, height: 30))
        expectFresh(run, "collapsed")
        run.harness.press(.down)
        run.harness.resize(to: Size(width: 120, height: 40))
        expectFresh(run, "expanded on c.json")
        run.harness.press(.down)
        expectFresh(run, "on empty, after the expansion")
        run.harness.press(.enter)  // the detail takes the keys, then the terminal narrows
        run.harness.resize(to: Size(width: 60, height: 30))
        expectFresh(run, "collapsed with the detail on top")
        run.harness.resize(to: Size(width: 120, height: 40))
        expectFresh(run, "expanded again")
        run.harness.press(.tab, .up)
        expectFresh(run, "back on c.json")
    }

    @Test func aRestoredPlaceOnAFileDrawsWhatTheMovesThereDrew() {
        fixture.file("a.swift", "let answer = 42\n")
        fixture.file("b.txt", "plain text\n")
        fixture.file("c.json", "{\"key\": [1, 2, 3]}\n")
        fixture.file("d.md", "# Title\n")
        let moved = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        moved.harness.press(.down, .down)
        expectFresh(moved, "moved to c.json")
        let state = BrowserState.capture(from: moved.split)

        let context = BrowserContext(runner: .runsNothing)
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: BrowserCoordinator())
        state.apply(to: split)
        let tally = WorkTally()
        tally.watch(split)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        BrowserHarness.wait(harness, "the restored preview of c.json") {
            let detail = (split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
            return detail?.item.title == "c.json" && detail?.isLoadingPreview == false && context.previewWorker.isIdle
        }
        harness.settle()
        // The rows load after the split is built (the column holds the empty screen until then):
        // one detail is made, c.json's, and none for the row selected before the restored one.
        #expect(tally[.detailController] == 1)
        if let problem = ScreenComparison.mismatch(grid: harness.terminal.screen, expected: moved.golden, name: "restored", styles: true) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
