import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Previews on screen: golden text and styles at several widths, the Loading… state, stale
/// results, wrapping and sideways scrolling in the detail.
@MainActor
@Suite struct PreviewScreenTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()

    static let swiftSource = """
    import Foundation
    // Greets someone.
    func greet(_ name: String) -> String {
        let count = 42
        return "Hello, \\(name), you are visitor number \\(count) today"
    }
    """

    /// The detail of one file alone on a screen of `size`, its preview made at once.
    func detail(_ name: String, size: Size) -> (ScreenHarness, ItemDetailViewController) {
        let item = FileItem.make(folder: RawPath(fixture.root.path), name: Array(name.utf8), kind: .regular, options: DirectoryOptions())
        let controller = ItemDetailViewController(item: item, context: BrowserContext())
        let harness = ScreenHarness(root: controller, size: size)
        _ = controller.textView.becomeFirstResponder()
        return (harness, controller)
    }

    /// The screen from the row where the file's text starts (below the metadata, which holds
    /// a temporary path and a time).
    func body(_ harness: ScreenHarness, from marker: String = "Modified: ") -> String {
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        let start = (lines.firstIndex { $0.contains(marker) } ?? -2) + 2
        return lines.dropFirst(start).joined(separator: "\n")
    }

    /// The screen row holding `text`.
    func row(_ harness: ScreenHarness, containing text: String) -> Int {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? 0
    }

    func check(_ actual: String, _ expected: String, _ name: String) {
        let problem = ScreenComparison.mismatch(actual: actual, expected: expected, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func swiftAt60ColumnsIsCutWithMarkersAndHighlighted() {
        fixture.file("greet.swift", Self.swiftSource)
        let (harness, _) = detail("greet.swift", size: Size(width: 60, height: 16))
        check(body(harness), """
         import Foundation
         // Greets someone.
         func greet(_ name: String) -> String {
             let count = 42
             return "Hello, \\(name), you are visitor number \\(cou…
         }
        """, "preview-swift-60")
        let grid = harness.terminal.screen
        let theme = PreviewTheme.standard
        let top = row(harness, containing: "import Foundation")
        #expect(grid[1, top].style == theme.style(.keyword), "import")
        #expect(grid[8, top].style == .plain, "Foundation")
        #expect(grid[1, top + 1].style == theme.style(.comment))
        #expect(grid[17, top + 3].style == theme.style(.number), "42")
        #expect(grid[12, top + 4].style == theme.style(.string))
        #expect(grid[57, top + 4].text == "…")
        #expect(grid[57, top + 4].style == Style(foreground: .brightBlack), "the cut marker has its own style")
    }

    @Test func swiftAt40ColumnsWrapsWithMarkedIndentedContinuations() {
        fixture.file("greet.swift", Self.swiftSource)
        let (harness, _) = detail("greet.swift", size: Size(width: 42, height: 24))
        harness.press(.character("w"))
        check(body(harness, from: "Modified"), """
         import Foundation
         // Greets someone.
         func greet(_ name: String) -> String {
             let count = 42
             return "Hello, \\(name), you are
             ↪ visitor number \\(count) today"
         }
        """, "preview-swift-40-wrapped")
        let continuation = row(harness, containing: "↪ visitor")
        #expect(harness.terminal.screen[5, continuation].style == Style(foreground: .brightBlack), "continuation marker")
        #expect(harness.terminal.screen[7, continuation].style == PreviewTheme.standard.style(.string), "the string goes on in its style")
        harness.press(.character("w"))
        #expect(body(harness).contains("you are vi…"), "w cuts again")
    }

    @Test func sidewaysScrollingInTheDetail() {
        fixture.file("wide.txt", "0123456789" + String(repeating: "abcdefghij", count: 10))
        let (harness, _) = detail("wide.txt", size: Size(width: 40, height: 10))
        func line() -> String { harness.screen.split(separator: "\n").last { $0.contains("abcd") }.map(String.init) ?? "" }
        #expect(line().hasPrefix(" 0123456789abcdefghijabcdefghijabcdef…"))
        harness.press(.character(">"))
        #expect(line().hasPrefix(" ijabcdefghijabcdefghijabcdefghijabcd…"), "half a column to the right")
        harness.press(.character("<"))
        #expect(line().hasPrefix(" 0123456789abcdefghij"))
        let help = HelpViewController.helpText(chain: harness.window.firstResponder?.responderChain ?? [], gestures: [])
        #expect(help.contains("w    Wrap long lines") || help.contains("w        Wrap long lines"))
        #expect(help.contains("Scroll right") && help.contains("Scroll left"))
    }

    @Test func hexFitsTheDetailColumnAt120x40InTheSplit() {
        fixture.bytes(Array("bytes.bin".utf8), (0..<64).map { UInt8($0) })
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: DirectoryOptions()),
                                               coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        waitForPreview(harness)
        let rows = harness.screen.split(separator: "\n").filter { $0.contains("00000008  08 09") }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("08 09 0a 0b 0c 0d 0e 0f  ........") == true, "a whole row, not cut")
        #expect(!harness.screen.split(separator: "\n").contains { $0.contains("0000") && $0.contains("…") })
    }

    @Test func theDetailSaysLoadingUntilTheWorkerAnswers() {
        fixture.file("a.txt", "text of a")
        // A previewer that waits for a gate file: the preview cannot finish before the test
        // has looked at the screen, however fast the machine.
        let gate = fixture.path("gate")
        fixture.file("gated.sh", "#!/bin/sh\nwhile [ ! -e '\(gate)' ]; do sleep 0.01; done\necho \"text of $(basename \"$1\" .txt)\"\n")
        chmod(fixture.path("gated.sh"), 0o755)
        let context = BrowserContext()
        context.previewerCommand = [fixture.path("gated.sh")]
        context.previewWorker.runsInlineWithoutRunLoop = false
        let (harness, _) = browse(context)
        let deadline = Date().addingTimeInterval(10)
        while !harness.screen.contains("Loading…") && Date() < deadline {
            harness.settle()
            usleep(2000)  // the list loads on its worker, then asks for the preview
        }
        #expect(harness.screen.contains("Loading…"))
        #expect(!harness.screen.contains("text of a"))
        fixture.file("gate")
        waitForPreview(harness, context)
        #expect(harness.screen.contains("text of a"))
        #expect(!harness.screen.contains("Loading…"))
    }

    @Test func aStalePreviewIsNeverShown() {
        for name in ["a.txt", "b.txt", "c.txt"] { fixture.file(name, name) }
        fixture.file("slow.sh", "#!/bin/sh\nsleep 0.2\necho \"previewed $(basename \"$1\")\"\n")
        chmod(fixture.path("slow.sh"), 0o755)
        let context = BrowserContext(environment: ["FOLIO_PREVIEWER": fixture.path("slow.sh")])
        context.previewWorker.runsInlineWithoutRunLoop = false
        let (harness, _) = browse(context)
        harness.press(.down, .down)   // to c.txt while a.txt's preview is still being made
        waitForPreview(harness, context)
        #expect(harness.screen.contains("previewed c.txt"))
        #expect(!harness.screen.contains("previewed a.txt"))
        #expect(!harness.screen.contains("previewed b.txt"))
        #expect(context.previewWorker.completedCount <= 3)
    }

    func browse(_ context: BrowserContext) -> (ScreenHarness, SplitViewController) {
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        context.application = harness.app
        harness.settle()
        return (harness, split)
    }

    /// Waits (with a deadline) for the worker to finish, then draws what it posted.
    func waitForPreview(_ harness: ScreenHarness, _ context: BrowserContext? = nil) {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            _ = context?.previewWorker.waitUntilIdle(timeout: 5)
            harness.settle()
            usleep(2000)  // lets a list that loads in the background post its rows
        } while Date() < deadline && (harness.screen.contains("Loading…") || context?.previewWorker.isIdle == false)
    }
}
