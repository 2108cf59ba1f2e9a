import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A move in the list keeps the previous detail on screen until the new preview is ready (as
/// ranger and lf do), so a Down writes only what differs: never a blank column, never a stale
/// preview left standing.
@MainActor
@Suite struct DetailHandoverTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()
    let gates = Gates("a.txt", "b.txt")

    /// A previewer that prints "text of NAME" and 40 numbered lines once the gate NAME opens
    /// (files without a gate go at once): the test decides when each preview finishes.
    func gatedContext() -> BrowserContext {
        let script = """
        #!/bin/sh
        name=$(basename "$1")
        [ -p '\(gates.folder)/'"$name" ] && read _ < '\(gates.folder)/'"$name"
        echo "text of $name"
        i=1; while [ $i -le 40 ]; do echo "line $i of $name"; i=$((i+1)); done
        """
        fixture.file("gated.sh", script)
        chmod(fixture.path("gated.sh"), 0o755)
        let context = BrowserContext(settings: BrowserSettings(previewer: [fixture.path("gated.sh")]))
        context.makesPreviewsInBackground()
        return context
    }

    /// The split browser on the fixture, once the list has its rows and `marker` is on screen.
    func browse(_ context: BrowserContext, size: Size, until marker: String) -> (ScreenHarness, BrowserSplitViewController) {
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: size)
        wait(harness) { harness.screen.contains(marker) }
        return (harness, split)
    }

    /// Runs posted work and draws until `condition` holds (the workers post from their threads),
    /// with a generous deadline.
    func wait(_ harness: ScreenHarness, until condition: () -> Bool) {
        BrowserHarness.wait(harness, until: condition)
    }

    /// The detail column's controller.
    func detail(_ split: BrowserSplitViewController) -> ItemDetailViewController? {
        (split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
    }

    @Test func theOldPreviewStaysUntilTheNewOneIsReadyThenGoes() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, split) = browse(context, size: Size(width: 120, height: 30), until: "text of a.txt")
        harness.press(.down)
        #expect(detail(split)?.item.title == "b.txt")
        #expect(detail(split)?.isLoadingPreview == true)
        #expect(harness.screen.contains("text of a.txt"), "the previous preview stays while b.txt's is made")
        #expect(!harness.screen.contains("Loading…"))
        gates.open("b.txt")
        wait(harness) { harness.screen.contains("text of b.txt") }
        #expect(!harness.screen.contains("of a.txt"), "no line of the previous preview is left")
        #expect(detail(split)?.isLoadingPreview == false)
    }

    /// The detail column's cells (text and styles), row by row.
    func detailColumn(_ harness: ScreenHarness, _ split: BrowserSplitViewController) -> [[Cell]] {
        guard let frame = split.viewControllers.last?.viewIfLoaded?.frame else { return [] }
        let grid = harness.terminal.screen
        return (frame.origin.y..<(frame.origin.y + frame.size.height)).map { y in
            (frame.origin.x..<(frame.origin.x + frame.size.width)).map { grid[$0, y] }
        }
    }

    /// Catches a new detail that puts its own title or metadata over the text handed over from
    /// the detail before it (a directory's, here): the column stays the directory's, every cell
    /// and style, until the file's preview lands.
    @Test func aNewDetailKeepsThePreviousTitleWithTheHandedOverText() {
        fixture.file("d/inner.txt", "inner")
        fixture.file("a.txt", "a")
        let context = gatedContext()
        let (harness, split) = browse(context, size: Size(width: 120, height: 30), until: "a.txt")
        let before = detail(split)
        wait(harness) { before?.document != nil }
        #expect(before?.item.title == "d")
        let column = detailColumn(harness, split)
        harness.press(.down)
        let after = detail(split)
        #expect(after !== before && after?.item.title == "a.txt", "a file after a directory gets a new detail")
        #expect(after?.title == "d")
        #expect(detailColumn(harness, split) == column, "the directory's title and text stay whole: \(harness.screen)")
        gates.open("a.txt")
        wait(harness) { harness.screen.contains("text of a.txt") }
        #expect(after?.title == "a.txt")
        #expect(harness.screen.contains(fixture.path("a.txt")))
    }

    @Test func aSlowPreviewReplacesTheHandedOverTextWithLoadingAfterTheDelay() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, _) = browse(context, size: Size(width: 120, height: 30), until: "text of a.txt")
        // Time stands still unless the test moves it.
        var now = harness.app.clock()
        harness.app.clock = { now }
        harness.press(.down)
        harness.app.fireDueTimers()
        harness.settle()
        #expect(harness.screen.contains("text of a.txt"))
        now += ItemDetailViewController.loadingDelay
        harness.app.fireDueTimers()
        harness.settle()
        #expect(harness.screen.contains("Loading…"))
        #expect(!harness.screen.contains("of a.txt"), "a stale preview never outlives the loading delay")
        gates.open("b.txt")  // lets the previewer finish
        wait(harness) { harness.screen.contains("text of b.txt") }
        #expect(!harness.screen.contains("Loading…"))
    }

    @Test func theScrollPositionIsHandedOverWithTheText() {
        for name in ["a.txt", "b.txt"] { fixture.file(name, name) }
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, split) = browse(context, size: Size(width: 120, height: 30), until: "text of a.txt")
        detail(split)?.textView.scroll(to: 12)
        harness.settle()
        let shown = harness.screen
        #expect(!shown.contains("text of a.txt"), "scrolled past the first line")
        harness.press(.down)
        #expect(detail(split)?.item.title == "b.txt")
        #expect(detail(split)?.textView.topLine == 12)
        #expect(harness.screen.contains("line 12 of a.txt"))
        gates.open("b.txt")
        wait(harness) { harness.screen.contains("text of b.txt") }
        #expect(detail(split)?.textView.topLine == 0, "the new preview starts at its top")
    }

    /// The detail column's cells on row `y`, from column `x`, as text and style letters.
    func cells(_ harness: ScreenHarness, row y: Int, from x: Int) -> [Cell] {
        let grid = harness.terminal.screen
        return (x..<grid.size.width).map { grid[$0, y] }
    }

    @Test func aDownBetweenEmptyFilesRewritesOnlyWhatDiffers() {
        for name in ["a.txt", "b.txt"] { fixture.file(name) }
        let context = BrowserContext()
        context.makesPreviewsInBackground()
        let (harness, split) = browse(context, size: Size(width: 120, height: 40), until: "(empty file)")
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kindRow = lines.firstIndex { $0.contains("Kind:") } ?? -1
        let permissionsRow = lines.firstIndex { $0.contains("Permissions:") } ?? -1
        #expect(kindRow > 0 && permissionsRow > kindRow)
        let column = lines[max(0, kindRow)].distance(of: "Kind:") - 1
        let unchanged = [kindRow, permissionsRow].map { cells(harness, row: $0, from: column) }
        func expectUnchanged(_ moment: String) {
            #expect([kindRow, permissionsRow].map { cells(harness, row: $0, from: column) } == unchanged, "\(moment)")
        }
        // The detail takes b.txt in place, in the key's own frame: an empty file's preview needs
        // no read, so its title and metadata go out in that frame, rewriting only the rows
        // that differ (the title, the path); the worker's preview, the same, writes nothing.
        let frames = harness.app.frameCount
        harness.app.handle(.key(.down))
        harness.app.renderIfNeeded()
        #expect(harness.app.frameCount == frames + 1)
        #expect(detail(split)?.item.title == "b.txt", "the detail follows in the list's frame")
        #expect(detail(split)?.title == "b.txt", "an empty file is shown whole at once")
        expectUnchanged("in the key's frame")
        harness.app.drainInbox()
        harness.app.renderIfNeeded()
        _ = context.previewWorker.waitUntilIdle(timeout: 10)
        harness.app.drainInbox()
        harness.app.renderIfNeeded()
        #expect(detail(split)?.isLoadingPreview == false)
        #expect(detail(split)?.title == "b.txt")
        #expect(harness.app.frameCount == frames + 1, "the preview that lands is what is shown")
        expectUnchanged("after the preview landed")
        #expect(harness.screen.contains("b.txt\n") || harness.screen.contains("/b.txt"))
    }
}

private extension String {
    /// Characters before the first `part`, or 0.
    func distance(of part: String) -> Int {
        range(of: part).map { self.distance(from: startIndex, to: $0.lowerBound) } ?? 0
    }
}
