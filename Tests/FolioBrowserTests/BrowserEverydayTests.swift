import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What a new user reaches for first: sort and dotfiles that really reorder, going anywhere,
/// and the small actions (copy, marks, open with).
@MainActor
@Suite struct BrowserEverydayTests {
    /// Files of known sizes and times: `small` is newest, `big` oldest, names in neither order.
    func sized(_ b: BrowserHarness) {
        b.fixture.file("b-middle.txt", String(repeating: "m", count: 500))
        b.fixture.file("a-big.txt", String(repeating: "b", count: 5000))
        b.fixture.file("c-small.txt", "s")
        b.fixture.file(".dotfile", "hidden")
        b.fixture.directory("sub")
        b.fixture.file("sub/x-small", "1")
        b.fixture.file("sub/y-big", String(repeating: "y", count: 900))
        b.fixture.file("sub/.hidden-too", "")
        for (name, age) in [("a-big.txt", 3000.0), ("b-middle.txt", 2000), ("c-small.txt", 1000)] {
            let date = Date().addingTimeInterval(-age)
            try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: b.fixture.path(name))
        }
    }

    @Test func sortReordersTheListAndEveryListOpenedAfterAndSurvivesRefresh() {
        let b = BrowserHarness()
        sized(b)
        b.open()
        #expect(b.titles == ["sub", "a-big.txt", "b-middle.txt", "c-small.txt"])
        b.press(.character("s"))
        #expect(b.context.settings.options.sortOrder == .size)
        #expect(b.titles == ["sub", "a-big.txt", "b-middle.txt", "c-small.txt"], "largest first: the name order happens to agree")
        b.press(.character("s"))
        #expect(b.context.settings.options.sortOrder == .time)
        #expect(b.titles == ["sub", "c-small.txt", "b-middle.txt", "a-big.txt"], "newest first")
        b.press(.character("r"))
        #expect(b.titles == ["sub", "c-small.txt", "b-middle.txt", "a-big.txt"], "refresh keeps the order")
        b.press(.character("s"))  // back to name, then size for the list opened next
        b.press(.character("s"))
        b.press(.character("g"), .enter)
        #expect(b.list?.item.title == "sub")
        #expect(b.titles == ["y-big", "x-small"], "a list opened after the change is sorted by size too")
    }

    @Test func dotfilesShowInTheListAndInListsOpenedAfterAndInTheListsBelowOnReturn() {
        let b = BrowserHarness()
        sized(b)
        b.open()
        #expect(!b.titles.contains(".dotfile"))
        b.press(.enter)  // into sub
        #expect(b.titles == ["x-small", "y-big"])
        b.press(.character("."))
        #expect(b.titles == [".hidden-too", "x-small", "y-big"])
        b.press(.left)
        #expect(b.titles.contains(".dotfile"), "the list below catches up when it shows again")
        b.press(.character("r"))
        #expect(b.titles.contains(".dotfile"), "refresh keeps dotfiles shown")
    }

    @Test func aSizeSortNeverStatsOnTheMainLoop() {
        let b = BrowserHarness()
        sized(b)
        b.open()
        let directory = b.list?.item as? DirectoryItem
        b.harness.press(.character("s"))  // no settle: the worker may still be running
        #expect(directory?.isCurrent == false || b.list?.worker.isBusy == false,
                "the rows are only replaced when the worker answers")
        b.settle()
        #expect(directory?.isCurrent == true)
    }

    @Test func hAtTheRootGoesToTheParentKeepingTheChildSelectedUpToTheRoot() {
        let b = BrowserHarness()
        b.fixture.directory("one/two")
        b.open(b.fixture.path("one/two"))
        #expect(b.list?.item.title == "two")
        b.press(.character("h"))
        #expect(b.list?.item.title == "one")
        #expect(b.list?.selectedItem?.title == "two", "the directory left is selected")
        #expect(b.lists.count == 1, "the parent replaces the root; no stack grows above /")
        for _ in 0..<40 { b.press(.left) }
        #expect(b.list?.item.title == "/")
        b.press(.left)
        #expect(b.list?.item.title == "/", "h at / stays")
    }

    @Test func theJumpPromptOpensDirectoriesAndFilesAndSaysWhatIsWrong() {
        let b = BrowserHarness()
        b.fixture.directory("deep/er")
        b.fixture.file("deep/er/note.txt", "hello")
        b.open()
        b.press(.character(":"))
        #expect(b.row(28).hasPrefix(" :"), "the prompt takes the row above the toolbar: \(b.row(28))")
        b.type("deep/er")
        b.press(.enter)
        #expect(b.list?.item.title == "er")
        b.press(.character(":"))
        b.type(b.fixture.path("deep/er/note.txt"))
        b.press(.enter)
        #expect(b.list?.item.title == "er")
        #expect(b.list?.selectedItem?.title == "note.txt", "a file opens its folder with it selected")
        b.press(.character(":"))
        b.type("/no/such/place")
        b.press(.enter)
        #expect(b.harness.window.notice?.contains("Cannot open /no/such/place") == true)
        #expect(b.list?.item.title == "er", "a bad path changes nothing")
    }

    @Test func tabCompletesDirectoryNamesInTheJumpPrompt() {
        let b = BrowserHarness()
        b.fixture.directory("projects/alpha")
        b.fixture.directory("projects/alps")
        b.fixture.directory("pictures")
        b.open()
        b.press(.character(":"))
        b.type("pro")
        b.press(.tab)
        #expect(b.list?.screen.filterField.text == "projects/")
        b.type("al")
        b.press(.tab)
        #expect(b.list?.screen.filterField.text == "projects/alp")
        #expect(b.harness.window.notice?.contains("alpha") == true && b.harness.window.notice?.contains("alps") == true)
        b.press(.escape)
        #expect(b.list?.screen.filterField.isHidden == true)
        #expect(b.list?.item.title == b.fixture.root.lastPathComponent, "Esc goes nowhere")
    }

    @Test func homeBookmarksAndThePreviousPlace() throws {
        let b = BrowserHarness(environment: ["HOME": "/", "XDG_STATE_HOME": Fixture().root.path])
        b.fixture.directory("work/src")
        b.open(b.fixture.path("work/src"))
        b.press(.character("m"), .character("w"))
        #expect(b.harness.window.notice?.hasPrefix("Bookmark w:") == true)
        b.press(.character("~"))
        #expect(b.list?.item.title == "/")
        b.press(.character("'"), .character("w"))
        #expect(b.list?.item.title == "src")
        b.press(.character("'"), .character("'"))
        #expect(b.list?.item.title == "/", "'' returns to where the last jump came from")
        let saved = try String(contentsOfFile: b.context.bookmarks.path, encoding: .utf8)
        #expect(saved.contains("w " + b.fixture.path("work/src")), "bookmarks are on disk for the next run")
        b.press(.character("'"), .character("z"))
        #expect(b.harness.window.notice?.contains("No bookmark z") == true)
    }

    @Test func yCopiesThePathAndYTheNameThroughTheTerminal() {
        let b = BrowserHarness()
        b.fixture.file("report.pdf", "x")
        b.open()
        b.press(.character("y"))
        #expect(b.harness.terminal.clipboard == [b.fixture.path("report.pdf")])
        #expect(b.harness.window.notice?.hasPrefix("Sent the path to the clipboard: /") == true, "the notice says what was sent")
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboard.last == "report.pdf")
    }

    @Test func spaceMarksRowsAndChooseListsEveryMarkInOrder() {
        let b = BrowserHarness()
        for name in ["a", "b", "c"] { b.fixture.file(name, name) }
        b.open()
        b.press(.character(" "))
        #expect(b.list?.listView.selectedRow == 1, "a mark moves down, as in lf and ranger")
        b.press(.down, .character(" "))
        #expect(b.context.marks.paths.texts == [b.fixture.path("a"), b.fixture.path("c")])
        #expect(b.row(1).hasPrefix("*a"), "a marked row shows * in its margin: \(b.row(1))")
        #expect(b.harness.terminal.screen[0, 1].style == Style(foreground: .magenta, attributes: .bold))
        #expect(b.context.marks.choiceOutput(fallback: Array("/here".utf8)).texts == [b.fixture.path("a"), b.fixture.path("c")])
        b.press(.character("u"))
        #expect(b.context.marks.isEmpty)
        #expect(b.context.marks.choiceOutput(fallback: Array("/here".utf8)).texts == ["/here"])
    }

    @Test func openWithRunsTheOpenerWithThePathAndNoShell() {
        var ran: [[String]] = []
        let b = BrowserHarness(environment: ["FOLIO_OPENER": "my-open --new", "PATH": "/nonexistent"],
                               runner: ProgramRunner(run: { ran.append($0.texts); return nil }))
        b.fixture.file("a b.txt", "x")
        b.open()
        b.press(.character("O"))
        #expect(ran == [["my-open", "--new", b.fixture.path("a b.txt")]])
        #expect(b.harness.terminal.suspendCount == 1, "the terminal is handed over and taken back")

        let none = BrowserHarness(environment: ["PATH": "/nonexistent"])
        none.fixture.file("x", "x")
        none.open()
        none.press(.character("O"))
        #expect(none.harness.window.notice?.contains("FOLIO_OPENER") == true)
    }

    @Test func thePagerReadsACompressedFileDecompressed() {
        var piped: [[String]] = [], ran: [[String]] = []
        let b = BrowserHarness(environment: ["PAGER": "less -R", "PATH": "/usr/bin:/bin"],
                               runner: ProgramRunner(run: { ran.append($0.texts); return nil },
                                                     runPipeline: { piped += [$0.texts, $1.texts]; return nil }))
        b.fixture.file("notes.txt.gz", "x")
        b.fixture.file("plain.txt", "x")
        b.open()
        b.press(.character("o"))
        #expect(piped == [["gzip", "-dc", "--", b.fixture.path("notes.txt.gz")], ["less", "-R"]], "gzip -dc FILE | less -R")
        #expect(ran.isEmpty)
        b.press(.down, .character("o"))
        #expect(ran == [["less", "-R", b.fixture.path("plain.txt")]], "a plain file is given to the pager by name")
        #expect(b.harness.terminal.suspendCount == 2)

        // Without its tool, the pager gets the file as it is, and says why.
        var bare: [[String]] = []
        let none = BrowserHarness(environment: ["PATH": "/nonexistent"], runner: ProgramRunner(run: { bare.append($0.texts); return nil }))
        none.fixture.file("log.xz", "x")
        none.open()
        none.press(.character("o"))
        #expect(bare == [["less", none.fixture.path("log.xz")]])
        #expect(none.harness.window.notice == "xz is not installed: the pager shows the compressed file")
    }

    @Test func arrowsMoveWhileFilteringAndTheMatchIsEmphasised() {
        let b = BrowserHarness()
        for name in ["apple", "banana", "grape", "pineapple"] { b.fixture.file(name, name) }
        b.open()
        b.press(.character("/"))
        b.type("ap")
        #expect(b.titles == ["apple", "grape", "pineapple"])
        // The filter is the list's search controller (issue 32): typed in its bar, active.
        #expect(b.list?.navigationItem.searchController?.isActive == true)
        b.press(.down)
        #expect(b.list?.selectedItem?.title == "grape")
        #expect(b.list?.screen.searchBar.text == "ap", "the arrow moved the list, it typed nothing")
        b.press(.up)  // back to apple
        // "ap" in "apple" is underlined and bold, the rest of the row only reversed.
        let y = 1
        #expect(b.harness.terminal.screen[1, y].style.attributes.contains([.underline, .bold]))
        #expect(b.harness.terminal.screen[2, y].style.attributes.contains(.underline))
        #expect(!b.harness.terminal.screen[3, y].style.attributes.contains(.underline))
        #expect(b.harness.terminal.screen[3, y].style.attributes.contains([.reverse, .bold]),
                "the list still looks focused while the filter types for it")
    }

    @Test func theListColumnWithoutFocusShowsADimmedSelection() {
        let b = BrowserHarness()
        b.fixture.file("a.txt", "a")
        b.open()
        #expect(b.harness.terminal.screen[1, 1].style.attributes == [.reverse, .bold])
        b.press(.tab)
        #expect(b.harness.terminal.screen[1, 1].style.attributes == [.reverse, .dim])
    }

    @Test func linksToDirectoriesSortWithDirectoriesOpenAsListsAndAreMarked() throws {
        let b = BrowserHarness()
        b.fixture.directory("real")
        b.fixture.file("real/inside.txt", "x")
        b.fixture.file("aaa.txt", "x")
        try FileManager.default.createSymbolicLink(atPath: b.fixture.path("zlink"), withDestinationPath: b.fixture.path("real"))
        b.open()
        #expect(b.titles == ["real", "zlink", "aaa.txt"], "a link to a directory sorts with the directories")
        let link = b.list?.rows[1]
        #expect(link?.hasChildren == true)
        #expect(link?.subtitle == "→", "and says it is a link")
        b.press(.down, .enter)
        #expect(b.list?.item.title == "zlink")
        #expect(b.titles == ["inside.txt"])
    }

    @Test func aSortAskedForDuringTheFirstReadIsAppliedWhenTheReadLands() {
        let b = BrowserHarness()
        sized(b)
        let root = DirectoryItem(path: RawPath(b.fixture.root.path), options: b.context.settings.options)
        let split = Browser.makeRootController(for: root, context: b.context, coordinator: b.coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        let list = (split.viewControllers.first as? NavigationController)?.topViewController as? ItemListViewController
        harness.press(.character("s"))  // the read started by the list is probably still running
        BrowserHarness.wait(harness) { list?.worker.isBusy == false && list?.isLoaded == true && root.isCurrent }
        #expect(b.context.settings.options.sortOrder == .size)
        #expect(root.isCurrent, "the rows follow the size order, whenever the key came")
    }

    @Test func enterOnAJSONFileInADirectoryOpensTheDocument() {
        let b = BrowserHarness()
        b.fixture.file("data.json", #"{"name": "folio", "tags": ["a", "b"]}"#)
        b.fixture.file("notes.txt", "plain")
        b.open()
        #expect(b.row(1).hasSuffix("› │") || b.row(1).contains(" ›"), "a document row leads somewhere: \(b.row(1))")
        b.press(.enter)
        #expect(b.list?.item.title == "data.json")
        #expect(b.titles == ["name", "tags"])
        b.press(.down, .character("y"))
        #expect(b.harness.terminal.clipboard.last == ".tags", "inside the document, y copies the jq path")
        b.press(.left, .down, .enter)
        #expect(b.list?.item.title == b.fixture.root.lastPathComponent, "a text file still shows its detail")
    }
}
