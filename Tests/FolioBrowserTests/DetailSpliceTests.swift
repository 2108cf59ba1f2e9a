import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A move between two files puts the new file's metadata lines into the text on screen in
/// place of the old ones (`splice`), keeping the body: the result must be the very text and
/// styles a full layout of the new document gives, whatever the lines' widths.
@MainActor
@Suite struct DetailSpliceTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()
    let gates = Gates("a.txt", "b.txt")

    /// A context whose previewer prints a coloured line once the gate for the file opens.
    func gatedContext() -> BrowserContext {
        GatedDetailBrowser.context(fixture, gates: gates, output: #"printf '\033[1;31m%s\033[0m body\nplain \033[32mgreen\033[0m\n' "$name""#)
    }

    /// The split browser on the fixture at 120x30, once the list has its rows.
    func browse(_ context: BrowserContext) -> (ScreenHarness, BrowserSplitViewController) {
        GatedDetailBrowser.browse(fixture, context, coordinator: coordinator)
    }

    /// The detail column's controller.
    func detail(_ split: BrowserSplitViewController) -> ItemDetailViewController? { GatedDetailBrowser.detail(split) }

    /// The browser once a.txt's preview landed: its detail and the document it shows.
    func browsedWithFirstPreview() throws
        -> (ScreenHarness, BrowserSplitViewController, ItemDetailViewController, PreviewDocument) {
        let context = gatedContext()
        gates.open("a.txt")
        let (harness, split) = browse(context)
        let shown = try #require(detail(split))
        BrowserHarness.wait(harness, "a.txt's preview") { shown.document != nil }
        return (harness, split, shown, try #require(shown.document))
    }

    /// The metadata lines the worker would start `name`'s preview with.
    func metadata(_ name: String) throws -> [String] {
        let path = RawPath(fixture.path(name))
        guard case .success(let status) = FileStatus.read(path) else { throw CancellationError() }
        return FilePreview.metadata(path, status)
    }

    /// `document` with its metadata lines replaced by `lines`, as a full layout makes it.
    func replaced(_ document: PreviewDocument, with lines: [String]) -> PreviewDocument {
        var made = PreviewDocument(header: lines.map { StyledText($0) } + document.header.dropFirst(document.metadataCount),
                                   body: document.body, footer: document.footer)
        made.metadataCount = lines.count
        return made
    }

    @Test func newMetadataOfAnotherWidthSplicesToTheFullLayoutsTextAndStyles() throws {
        fixture.file("a.txt", "a")
        fixture.file("b.txt", String(repeating: "b", count: 123_456))
        // Other permissions and another time, so every line but the kind differs.
        chmod(fixture.path("b.txt"), 0o600)
        var times = [timeval(tv_sec: 86_400 * 400, tv_usec: 0), timeval(tv_sec: 86_400 * 400, tv_usec: 0)]
        utimes(fixture.path("b.txt"), &times)
        let (harness, split, shown, document) = try browsedWithFirstPreview()
        let width = shown.textView.textWidth
        #expect(document.metadataCount > 0)
        #expect(!shown.textView.styledText.runs.isEmpty, "the body is styled, so its runs must move with it")
        let (linesA, linesB) = (try metadata("a.txt"), try metadata("b.txt"))
        #expect(linesA != linesB && linesA.map(\.utf8.count) != linesB.map(\.utf8.count))

        // Longer lines over a's document: the splice must give what a full layout gives.
        let longer = replaced(document, with: linesB).rendered(width: width)

        // The move itself: b's lines over a's body, on screen before b's preview is read.
        harness.press(.down)
        #expect(detail(split) === shown)
        #expect(shown.item.title == "b.txt")
        #expect(shown.textView.styledText == longer)
        #expect(shown.shownText == longer)
        #expect(harness.screen.contains("123456 bytes"))

        // And back to shorter lines, from the provisional document now shown.
        let provisional = try #require(shown.shownDocument)
        #expect(shown.splice(linesA, over: provisional))
        #expect(shown.textView.styledText == replaced(provisional, with: linesA).rendered(width: width))
        #expect(shown.textView.styledText == document.rendered(width: width))
    }

    @Test func aSpliceIsRefusedWhenTheScreenDoesNotShowTheDocument() throws {
        fixture.file("a.txt", "a")
        fixture.file("b.txt", "bb")
        let (_, _, shown, document) = try browsedWithFirstPreview()
        #expect(shown.splice(try metadata("b.txt"), over: document))
        #expect(shown.textView.styledText == replaced(document, with: try metadata("b.txt")).rendered(width: shown.textView.textWidth))
        // Other text on screen (a previewer's raw text set by hand): a splice would keep it.
        shown.textView.text = "something else"
        #expect(!shown.splice(try metadata("b.txt"), over: document))
        #expect(shown.textView.text == "something else")
        // A document without metadata lines has nothing to replace.
        #expect(!shown.splice(try metadata("b.txt"), over: PreviewDocument(lines: ["x"])))
    }
}
