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

    /// The screen's cells from the row where the file's text starts, as a grid of their own.
    func bodyGrid(_ harness: ScreenHarness) -> CellGrid {
        let grid = harness.terminal.screen
        let top = row(harness, containing: "Modified: ") + 2
        var body = CellGrid(size: Size(width: grid.size.width, height: max(0, grid.size.height - top)))
        for y in 0..<body.size.height {
            for x in 0..<grid.size.width { body[x, y] = grid[x, top + y] }
        }
        return body
    }

    /// Compares the text and styles below the metadata with a golden literal.
    func check(_ grid: CellGrid, _ name: String, _ expected: String) {
        let problem = ScreenComparison.mismatch(grid: grid, expected: expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func swiftAt60ColumnsIsCutWithMarkersAndHighlighted() {
        fixture.file("greet.swift", Self.swiftSource)
        let (harness, _) = detail("greet.swift", size: Size(width: 60, height: 16))
        check(bodyGrid(harness), "preview-swift-60", """
         import Foundation
         // Greets someone.
         func greet(_ name: String) -> String {
             let count = 42
             return "Hello, \\(name), you are visitor number \\(cou…
         }
        ~~~ styles: b=brightBlack c=cyan g=green m=magenta
         mmmmmm
         bbbbbbbbbbbbbbbbbb
         mmmm
             mmm         cc
             mmmmmm gggggggggggggggggggggggggggggggggggggggggggggb
        """)
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
        check(bodyGrid(harness), "preview-swift-42-wrapped", """
         import Foundation
         // Greets someone.
         func greet(_ name: String) -> String {
             let count = 42
             return "Hello, \\(name), you are
             ↪ visitor number \\(count) today"
         }
        ~~~ styles: b=brightBlack c=cyan g=green m=magenta
         mmmmmm
         bbbbbbbbbbbbbbbbbb
         mmmm
             mmm         cc
             mmmmmm ggggggggggggggggggggggggg
             b gggggggggggggggggggggggggggggg
        """)
        let continuation = row(harness, containing: "↪ visitor")
        #expect(harness.terminal.screen[5, continuation].style == Style(foreground: .brightBlack), "continuation marker")
        #expect(harness.terminal.screen[7, continuation].style == PreviewTheme.standard.style(.string), "the string goes on in its style")
        harness.press(.character("w"))
        #expect(body(harness).contains("you are vi…"), "w cuts again")
    }

    @Test func wrappingStaysOnAsTheSelectionMoves() {
        fixture.file("a.txt", "first " + String(repeating: "long ", count: 40))
        fixture.file("b.txt", "second " + String(repeating: "long ", count: 40))
        let context = BrowserContext()
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        waitForPreview(harness)
        harness.press(.tab, .character("w"), .tab, .down)
        waitForPreview(harness)
        #expect(harness.screen.contains("second long"))
        #expect(harness.screen.contains("↪ long"), "the next file's preview wraps too")
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
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("  w ") && $0.hasSuffix(" Wrap long lines") })
        #expect(help.contains("Scroll right") && help.contains("Scroll left"))
    }

    @Test func aResizeKeepsTheScrollPositionOfText() {
        fixture.file("lines.txt", (1...100).map { "line \($0)" }.joined(separator: "\n"))
        let (harness, controller) = detail("lines.txt", size: Size(width: 60, height: 20))
        harness.press(.pageDown, .pageDown)
        let top = controller.textView.topLine
        #expect(top > 10)
        harness.resize(to: Size(width: 70, height: 20))
        #expect(controller.textView.topLine == top)
    }

    @Test func aResizeLaysTheHexViewOutAgain() {
        fixture.bytes(Array("data.bin".utf8), [0] + Array(repeating: 0x41, count: 40))
        let (harness, _) = detail("data.bin", size: Size(width: 60, height: 14))
        #expect(harness.screen.contains("00000008  41 41"))
        harness.resize(to: Size(width: 90, height: 14))
        #expect(harness.screen.contains("00000010  41 41"), "16 bytes a row once they fit")
        #expect(!harness.screen.contains("00000008  41 41"))
    }

    @Test func hexAt60Columns() {
        fixture.bytes(Array("data.bin".utf8), Array("PK\u{3}\u{4}".utf8) + (0..<30).map { UInt8($0 * 7 % 256) })
        let (harness, _) = detail("data.bin", size: Size(width: 60, height: 14))
        check(bodyGrid(harness), "preview-hex-60", """
         Binary data; the first 34 bytes:

         00000000  50 4b 03 04 00 07 0e 15  PK......
         00000008  1c 23 2a 31 38 3f 46 4d  .#*18?FM
         00000010  54 5b 62 69 70 77 7e 85  T[bipw~.
         00000018  8c 93 9a a1 a8 af b6 bd  ........
         00000020  c4 cb                    ..
        ~~~ styles: b=brightBlack


         bbbbbbbb
         bbbbbbbb
         bbbbbbbb
         bbbbbbbb
         bbbbbbbb
        """)
    }

    @Test func hexAt77ColumnsShowsSixteenBytesARow() {
        // 77 columns: the detail of a 120-column split. 74 text columns: 8 offset digits and 16
        // bytes need 75, so the offset has the 4 digits a 1 KB view needs.
        fixture.bytes(Array("data.bin".utf8), Array("PK\u{3}\u{4}".utf8) + (0..<30).map { UInt8($0 * 7 % 256) })
        let (harness, _) = detail("data.bin", size: Size(width: 77, height: 16))
        check(bodyGrid(harness), "preview-hex-77", """
         Binary data; the first 34 bytes:

         0000  50 4b 03 04 00 07 0e 15 1c 23 2a 31 38 3f 46 4d  PK.......#*18?FM
         0010  54 5b 62 69 70 77 7e 85 8c 93 9a a1 a8 af b6 bd  T[bipw~.........
         0020  c4 cb                                            ..
        ~~~ styles: b=brightBlack


         bbbb
         bbbb
         bbbb
        """)
    }

    @Test func markdownAt50Columns() {
        fixture.file("README.md", "# Folio\n\nA *browser* with `code`.\n\n- one\n- two\n\n> quoted\n")
        let (harness, _) = detail("README.md", size: Size(width: 50, height: 16))
        check(bodyGrid(harness), "preview-markdown-50", """
         # Folio

         A *browser* with `code`.

         - one
         - two

         > quoted
        ~~~ styles: Y=bold+yellow b=brightBlack c=cyan y=yellow
         YYYYYYY

                          cccccc

         y
         y

         bbbbbbbb
        """)
    }

    @Test func previewerColoursAt60Columns() {
        fixture.file("x.txt", "x")
        fixture.file("colour.sh", "#!/bin/sh\nprintf '\\033[1;32mgreen bold\\033[0m and \\033[38;5;208morange\\033[0m\\n\\033[7mreversed\\033[27m\\n'\n")
        chmod(fixture.path("colour.sh"), 0o755)
        let item = FileItem.make(folder: RawPath(fixture.root.path), name: Array("x.txt".utf8), kind: .regular, options: DirectoryOptions())
        let context = BrowserContext(environment: ["FOLIO_PREVIEWER": fixture.path("colour.sh"), "TERM": "xterm-256color"])
        let harness = ScreenHarness(root: ItemDetailViewController(item: item, context: context), size: Size(width: 60, height: 12))
        check(bodyGrid(harness), "preview-previewer-60", """
         green bold and orange
         reversed
        ~~~ styles: G=bold+green p=palette208 r=reverse
         GGGGGGGGGG     pppppp
         rrrrrrrr
        """)
    }

    @Test func aHugeJSONStringCostsTheDetailAScreenful() throws {
        let document = try JSONDocument.parse(Array(("{\"s\": \"" + String(repeating: "0123456789 ", count: 2_000_000) + "\"}").utf8))
        let item = try #require(JSONItem.list(document, childrenOf: document.root).items.first)
        let controller = ItemDetailViewController(item: item, context: BrowserContext())
        let harness = ScreenHarness(root: controller, size: Size(width: 80, height: 24))
        _ = controller.textView.becomeFirstResponder()
        // 22 MB of string: the view holds the capped head, and a frame wraps only what it shows.
        #expect(controller.textView.text.utf8.count < ItemDetailViewController.textLimit + 200)
        #expect(controller.textView.rowsLaidOut <= 2 * 24)
        harness.press(.pageDown, .pageDown)
        #expect(controller.textView.rowsLaidOut <= 5 * 24)
        #expect(harness.screen.contains("0123456789 0123456789"))
    }

    @Test func controlCharactersInAFileAreShownVisibly() {
        fixture.file("escapes.txt", "red \u{1B}[31mtext\u{7}\rend\u{1B}]0;title\u{7}")
        let (harness, _) = detail("escapes.txt", size: Size(width: 60, height: 12))
        #expect(body(harness).hasPrefix(" red ^[[31mtext^G^Mend^[]0;title^G"))
        for y in 0..<12 {
            for x in 0..<60 { #expect(!harness.terminal.screen[x, y].text.unicodeScalars.contains { $0.value < 0x20 }) }
        }
    }

    @Test func hexFitsTheDetailColumnAt120x40InTheSplit() {
        fixture.bytes(Array("bytes.bin".utf8), (0..<64).map { UInt8($0) })
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: DirectoryOptions()),
                                               coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        waitForPreview(harness)
        // The detail has 74 text columns: 16 bytes a row with 4 offset digits (8 would not fit).
        let rows = harness.screen.split(separator: "\n").filter { $0.contains("0010  10 11") }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f  ................") == true, "a whole row, not cut")
        #expect(!harness.screen.split(separator: "\n").contains { $0.contains("0000") && $0.contains("…") })
    }

    @Test func theDetailSaysLoadingUntilTheWorkerAnswers() {
        fixture.file("a.txt", "text of a")
        // A previewer that waits at a gate (a FIFO): the preview cannot finish before the test
        // has looked at the screen, however fast the machine.
        let gates = Gates("gate")
        fixture.file("gated.sh", "#!/bin/sh\nread _ < '\(gates.path("gate"))'\necho \"text of $(basename \"$1\" .txt)\"\n")
        chmod(fixture.path("gated.sh"), 0o755)
        let context = BrowserContext(settings: BrowserSettings(previewer: [fixture.path("gated.sh")]))
        context.makesPreviewsInBackground()
        let (harness, _) = browse(context)
        // Time stands still unless the test moves it (timers made before count from `start`).
        let start = harness.app.clock()
        var now = start
        harness.app.clock = { now }
        // The list loads on its worker, then asks for the preview.
        BrowserHarness.wait(harness, "the preview request") {
            harness.screen.contains("text of") || (harness.window.rootViewController as? SplitViewController)
                .flatMap({ ($0.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController })?
                .isLoadingPreview == true
        }
        // Quick previews never flash a notice: it waits for the loading delay.
        harness.settle()
        #expect(!harness.screen.contains("Loading…"))
        now += ItemDetailViewController.loadingDelay
        harness.app.fireDueTimers()
        harness.settle()
        #expect(harness.screen.contains("Loading…"))
        #expect(!harness.screen.contains("text of a"))
        gates.open("gate")
        waitForPreview(harness, context)
        #expect(harness.screen.contains("text of a"))
        #expect(!harness.screen.contains("Loading…"))
    }

    @Test func aStalePreviewIsNeverShown() {
        for name in ["a.txt", "b.txt", "c.txt"] { fixture.file(name, name) }
        // Each preview waits at its file's gate: a.txt's is surely still being made when the
        // keys move on, however fast the machine.
        let gates = Gates("a.txt", "b.txt", "c.txt")
        // Each run of the previewer is logged: the test counts them.
        fixture.file("slow.sh", "#!/bin/sh\nbasename \"$1\" >> '\(fixture.path("runs.log"))'\nread _ < '\(gates.folder)/'\"$(basename \"$1\")\"\necho \"previewed $(basename \"$1\")\"\n")
        chmod(fixture.path("slow.sh"), 0o755)
        let context = BrowserContext(environment: ["FOLIO_PREVIEWER": fixture.path("slow.sh")])
        context.makesPreviewsInBackground()
        let (harness, _) = browse(context)
        harness.press(.down, .down)   // to c.txt while a.txt's preview is still being made
        for name in ["a.txt", "b.txt", "c.txt"] { gates.open(name) }
        waitForPreview(harness, context)
        #expect(harness.screen.contains("previewed c.txt"))
        #expect(!harness.screen.contains("previewed a.txt"))
        #expect(!harness.screen.contains("previewed b.txt"))
        let runs = (try? String(contentsOfFile: fixture.path("runs.log"), encoding: .utf8)) ?? ""
        #expect(runs.split(separator: "\n").count <= 3, "each file is previewed once at most: \(runs)")
    }

    func browse(_ context: BrowserContext) -> (ScreenHarness, SplitViewController) {
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        // The list reads its directory on its own worker: keys pressed before the rows arrive
        // would do nothing, so wait for them (with a deadline).
        let list = (split.viewControllers.first as? NavigationController)?.viewControllers.first as? ItemListViewController
        BrowserHarness.wait(harness, "the rows") { list?.isLoaded == true && list?.worker.isBusy == false }
        harness.settle()
        return (harness, split)
    }

    /// Waits (with a deadline) for the worker to finish, then draws what it posted.
    func waitForPreview(_ harness: ScreenHarness, _ context: BrowserContext? = nil) {
        BrowserHarness.wait(harness, "the preview") {
            _ = context?.previewWorker.waitUntilIdle(timeout: 5)
            harness.settle()  // draws what the worker posted (and rows a list loaded meanwhile)
            return !harness.screen.contains("Loading…") && context?.previewWorker.isIdle != false
        }
    }
}
