import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Moves between files with the detail on screen draw what a full render and a fresh browser draw.
///
/// A move keeps the previous file's detail until the next file's preview lands: at every step
/// the screen (text and styles) equals a full render of the same views, and once settled that
/// of a fresh browser;
/// for metadata of another line count (a link has a Target line), a scrolled detail, and
/// wrapped lines whose rows change. The worker reuses the detail's lines only for an unchanged
/// file.
@MainActor
@Suite struct DetailMetadataMoveTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()

    /// Files, links (one broken) and names long enough to wrap the path line in the detail.
    func makeTree() {
        fixture.file("a.txt", (1...60).map { "line \($0) of a" }.joined(separator: "\n"))
        symlink(fixture.path("a.txt"), fixture.path("b-link"))
        symlink(fixture.path("nowhere"), fixture.path("c-broken"))
        fixture.file("d-empty")
        fixture.file("e-" + String(repeating: "long-name-", count: 9) + "e", "e\n")
        fixture.file("f-" + String(repeating: "long-name-", count: 9) + "f", "f\n")
        fixture.file("g-empty")
    }

    /// Records how the run's screen differs from a full render now.
    func expectFullRender(_ run: BrowserRun, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = run.differenceFromFullRender(label: label) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    /// Waits for the run to settle, then records how its screen differs from a fresh browser's.
    func expectFresh(_ run: BrowserRun, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.waitUntilSettled(), "\(label): settles", sourceLocation: sourceLocation)
        expectFullRender(run, label, sourceLocation: sourceLocation)
        if let problem = run.differenceFromFresh(label: label) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }

    /// The detail column's controller.
    func detail(_ run: BrowserRun) -> ItemDetailViewController? {
        (run.split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
    }

    /// Catches a splice that keeps the rows below when a Target line is added or dropped (they
    /// must move), and one whose kept layout is shifted wrongly (the preview's text that follows
    /// is compared against it and would leave stale rows).
    @Test func movesAcrossLinksAndFilesDrawWhatAFreshBrowserDraws() {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        expectFresh(run, "on a.txt")
        for index in 1...6 {
            run.harness.press(.down)
            expectFresh(run, "after Down \(index)")
        }
        for index in 1...6 {
            run.harness.press(.up)
            expectFresh(run, "after Up \(index)")
        }
    }

    /// Catches a splice made while the detail is scrolled (the metadata rows are off screen),
    /// and a landing preview that leaves the view scrolled.
    @Test func aScrolledDetailMovesToTheNextFileAtItsTop() {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 20))
        expectFresh(run, "on a.txt")
        run.harness.press(.tab, .character("j"), .character("j"), .character("j"), .tab)
        #expect(run.waitUntilSettled())
        expectFullRender(run, "a.txt scrolled")
        run.harness.press(.down)
        expectFresh(run, "on b-link")
        #expect(detail(run)?.textView.topLine == 0)
    }

    /// Wrapped metadata whose rows change in number draws what a full render draws.
    ///
    /// The path line of a long name takes two rows, of a short one one row, so a move changes the rows of the metadata (the rows below move) or keeps them (two long names).
    /// A fresh browser does not wrap, so each step is held to a full render and to the text the
    /// document lays out. Catches a redraw that compares rows by line and misses a wrapped row.
    @Test func wrappedMetadataOfAnotherRowCountDrawsWhatAFullRenderDraws() throws {
        makeTree()
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 100, height: 30))
        run.harness.press(.down, .down, .down, .tab, .character("w"), .tab)
        #expect(run.waitUntilSettled())
        #expect(run.context.previewChoices.wrapsLines)
        let shown = try #require(detail(run))
        let keys: [Key] = [.down, .down, .down, .up, .up, .up]
        var titles: [String] = [], wrappedRows = 0
        for (index, key) in keys.enumerated() {
            run.harness.press(key)
            #expect(run.waitUntilSettled())
            expectFullRender(run, "wrapped, after key \(index + 1)")
            #expect(detail(run) === shown)
            let document = try #require(shown.document)
            #expect(shown.textView.styledText == document.rendered(width: shown.textView.textWidth), "after key \(index + 1)")
            titles.append(shown.item.title)
            if run.harness.screen.contains("↪") { wrappedRows += 1 }
        }
        #expect(titles.first?.hasPrefix("e-long") == true && titles[1].hasPrefix("f-long"))
        #expect(wrappedRows == 4, "the long paths wrap, the short ones do not")
    }

    /// A file that grew after the listing read it shows its new size once the preview lands.
    ///
    /// The worker reads the status again. Catches a worker that takes the detail's lines without
    /// comparing the status they came from.
    @Test func aFileChangedAfterTheListingShowsItsFreshStatus() throws {
        fixture.file("a.txt", "a")
        fixture.file("b.txt", "b")
        let run = BrowserRun(path: fixture.root.path, size: Size(width: 120, height: 40))
        #expect(run.waitUntilSettled())
        #expect(run.harness.screen.contains("Size: 1 (1 bytes)"))
        fixture.file("b.txt", String(repeating: "b", count: 5000) + "\n")
        run.harness.press(.down)
        #expect(run.waitUntilSettled())
        #expect(detail(run)?.item.title == "b.txt")
        #expect(run.harness.screen.contains("(5001 bytes)"))
        #expect(!run.harness.screen.contains("(1 bytes)"))
    }

    /// The worker takes the lines handed to it only for the status they came from.
    ///
    /// Its document starts with them when the file's status is that one, and with lines made
    /// afresh when it is not. Catches a worker that ignores the
    /// known lines (the main thread's work is done twice) or trusts a stale status.
    @Test func theWorkerUsesKnownLinesOnlyForTheStatusTheyCameFrom() throws {
        fixture.file("a.txt", "a")
        let path = RawPath(fixture.path("a.txt"))
        guard case .success(let status) = FileStatus.read(path) else { throw CancellationError() }
        var options = PreviewOptions()
        options.knownMetadata = KnownMetadata(status: status, lines: ["known 1", "known 2"])
        let reused = FilePreview.document(for: path, options: options)
        #expect(reused.header.prefix(2).map(\.string) == ["known 1", "known 2"])
        #expect(reused.metadataCount == 2)
        var stale = status
        stale.size += 1
        options.knownMetadata = KnownMetadata(status: stale, lines: ["known 1", "known 2"])
        let fresh = FilePreview.document(for: path, options: options)
        #expect(Array(fresh.header.prefix(fresh.metadataCount).map(\.string)) == FilePreview.metadata(path, status))
    }

    /// Lines lent by a neighbour (kind, permissions, time) equal the lines made afresh.
    ///
    /// For every pair of a file, one with other permissions, one with another time, a link and a directory.
    /// Catches a lent line whose status field was not compared, or taken from the wrong place.
    @Test func linesLentByANeighbourAreTheLinesMadeAfresh() throws {
        fixture.file("a.txt", "a")
        fixture.file("b.txt", "bb")
        fixture.file("c.txt", "c")
        fixture.directory("d")
        chmod(fixture.path("b.txt"), 0o600)
        var times = [timeval(tv_sec: 86_400 * 400, tv_usec: 0), timeval(tv_sec: 86_400 * 400, tv_usec: 0)]
        utimes(fixture.path("c.txt"), &times)
        symlink(fixture.path("a.txt"), fixture.path("e-link"))
        var known: [(RawPath, KnownMetadata)] = []
        for name in ["a.txt", "b.txt", "c.txt", "d", "e-link"] {
            let path = RawPath(fixture.path(name))
            guard case .success(let status) = FileStatus.read(path) else { throw CancellationError() }
            known.append((path, KnownMetadata(status: status, lines: FilePreview.metadata(path, status))))
        }
        for (path, next) in known {
            for (_, previous) in known {
                #expect(FilePreview.metadata(path, next.status, reusing: previous) == next.lines, "\(path.display) after \(previous.lines[0])")
            }
        }
    }
}
