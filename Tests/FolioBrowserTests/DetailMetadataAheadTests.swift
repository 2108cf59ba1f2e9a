import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A reused detail makes the metadata lines of the items beside the selection once a frame is
/// out, so a move's preview request finds them made: the lines a move shows were made ahead,
/// say what a fresh detail says, and are made again when the item's status changed since.
@MainActor
@Suite struct DetailMetadataAheadTests {
    let fixture = Fixture()

    /// Files of different sizes (every one's metadata differs), a browser on them with the
    /// preview made on the worker as in the app, on the first file's neighbour.
    ///
    /// Waits at the end, and gives its tally of the detail's work from then on.
    func start() -> (BrowserRun, WorkTally) {
        for index in 0..<8 { fixture.file("f\(index).txt", String(repeating: "x", count: index * 700)) }
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        run.context.makesPreviewsInBackground()
        run.harness.press(.down)
        #expect(run.waitUntilSettled())
        let tally = WorkTally()
        tally.watch(run.split)
        return (run, tally)
    }

    func detail(_ run: BrowserRun) -> ItemDetailViewController? {
        (run.split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
    }

    @Test func movesShowLinesMadeAheadThatAFreshDetailWouldShow() {
        let (run, tally) = start()
        let shown = detail(run)
        let keys: [Key] = [.down, .down, .down, .up, .up, .character("j"), .character("k"), .character("k")]
        for (index, key) in keys.enumerated() {
            run.harness.press(key)
            #expect(detail(run) === shown, "key \(index + 1) (\(key)): the detail is reused")
            #expect(tally[.metadataOnDemand] == 0, "key \(index + 1) (\(key)): its lines were made before it came")
            #expect(run.waitUntilSettled())
            if let problem = run.differenceFromFresh(label: "after key \(index + 1)") { Issue.record(Comment(rawValue: problem)) }
        }
    }

    @Test func theNextItemsLinesAreMadeAfterTheFrameNotBeforeIt() {
        let (run, tally) = start()
        let frames = run.harness.app.frameCount
        run.harness.app.handle(.key(.down))
        #expect(tally[.metadataPrepared] == 0, "nothing made ahead before the key's frame")
        run.harness.app.renderIfNeeded()
        #expect(run.harness.app.frameCount == frames + 1)
        // The frame is out: the item after the new selection is made (the one before it, the
        // item just left, kept its lines).
        #expect(tally[.metadataPrepared] == 1)
        let beside = detail(run)?.preparedMetadata.map { ($0.item as? FileItem)?.title ?? "?" }.sorted()
        #expect(beside == ["f1.txt", "f3.txt"])
        #expect(run.waitUntilSettled())
    }

    @Test func anItemWhoseStatusChangedSinceGetsNewLines() {
        let (run, tally) = start()  // on f1.txt: f2.txt's lines are made
        guard let list = run.focusedList, let next = (0..<list.rows.count).map({ list.rows[$0] }).first(where: { $0.title == "f2.txt" }) as? FileItem else {
            Issue.record("no f2.txt in the list")
            return
        }
        #expect(detail(run)?.preparedMetadata.contains { $0.item === next } == true)
        fixture.file("f2.txt", String(repeating: "y", count: 5000))
        next.invalidateStatus()
        run.harness.press(.down)
        #expect(tally[.metadataOnDemand] == 1, "the lines made ahead say the old size")
        #expect(detail(run)?.knownMetadataLines?.contains("Size: 4.9K (5000 bytes)") == true,
                "\(detail(run)?.knownMetadataLines ?? [])")
        #expect(run.waitUntilSettled())
    }
}
