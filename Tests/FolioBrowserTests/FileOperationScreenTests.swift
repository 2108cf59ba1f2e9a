import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// File operations on screen: `d` trashes the selected row (or the marked ones) in the
/// background, the list is read again with the selection near, the notice says how to undo,
/// and `U` brings the items back; names are bytes throughout.
///
/// Goldens with their styles, at 60x8 (one column: the list alone).
@MainActor
@Suite struct FileOperationScreenTests {
    let size = Size(width: 60, height: 8)

    func check(_ b: BrowserHarness, _ name: String, _ expected: String) {
        let problem = ScreenComparison.mismatch(grid: b.harness.terminal.screen, expected: expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// A browser on `folder` of the fixture whose trash is the fixture's `data/Trash`.
    func browser(_ files: [String]) -> (BrowserHarness, RawPath) {
        let b = BrowserHarness()
        for name in files { b.fixture.file("folder/" + name, name) }
        let trash = RawPath(b.fixture.path("data/Trash")).normalized
        b.context.fileOperations.trash = Trash(home: trash)
        return (b, trash)
    }

    @Test func trashTheSelectedRowThenUndoRestoresIt() throws {
        let (b, trash) = browser(["a.txt", "b.txt", "c.txt"])
        b.open(b.fixture.path("folder"), size: size)
        b.press(.character("j"))
        b.press(.character("d"))
        #expect(b.titles == ["a.txt", "c.txt"])
        #expect(try FileOps.bytes(trash.appending(FileOps.name("files/b.txt"))) == FileOps.name("b.txt"))
        check(b, "trashed", """
                                   folder                       2/2
         a.txt                                                    5
         c.txt                                                    5




         Trashed 1 item (U to undo)
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                 dd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR




        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """)
        b.press(.character("U"))
        #expect(b.titles == ["a.txt", "b.txt", "c.txt"])
        #expect(try FileOps.bytes(RawPath(b.fixture.path("folder/b.txt"))) == FileOps.name("b.txt"))
        check(b, "undone", """
                                   folder                       3/3
         a.txt                                                    5
         b.txt                                                    5
         c.txt                                                    5



         Undone: trash b.txt
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                 dd
                                                                 dd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR



        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """)
    }

    @Test func trashTheMarkedRowsWithABytesNameAndUndoRestoresTheExactBytes() throws {
        let (b, trash) = browser(["a.txt", "c.txt"])
        let folder = RawPath(b.fixture.path("folder")).normalized
        let odd: [UInt8] = [0x62, 0xFF, 0x0A, 0x2E, 0x74]  // "b", an invalid byte, a newline, ".t"
        try FileOps.write(folder.appending(odd), FileOps.name("odd"))
        b.open(folder.display, size: size)
        #expect(b.titles.count == 3)
        b.press(.character(" "), .character(" "))  // marks a.txt and the odd name
        b.press(.character("d"))
        #expect(b.titles == ["c.txt"])
        #expect(b.context.marks.isEmpty, "the marks of trashed items go")
        #expect(try FileOps.names(trash.appending(FileOps.name("files"))).sorted { $0.lexicographicallyPrecedes($1) } == [FileOps.name("a.txt"), odd])
        b.press(.character("U"))
        #expect(try FileOps.names(folder).sorted { $0.lexicographicallyPrecedes($1) } == [FileOps.name("a.txt"), odd, FileOps.name("c.txt")])
        #expect(try FileOps.bytes(folder.appending(odd)) == FileOps.name("odd"))
        #expect(try FileOps.names(trash.appending(FileOps.name("info"))) == [], "the .trashinfo files go on restore")
    }

    /// Selects the row titled `title` in the innermost list.
    func select(_ b: BrowserHarness, _ title: String) {
        guard let index = b.titles.firstIndex(of: title) else { Issue.record("no row \(title) in \(b.titles)"); return }
        b.list?.listView.selectRow(index)
        b.settle()
    }

    @Test func pasteCopiesTheMarksKeepingBothOnAConflictAndUndoTrashesTheCopies() throws {
        let b = BrowserHarness()
        b.fixture.file("src/a.txt", "new")
        b.fixture.file("src/b.txt", "bee")
        b.fixture.file("dst/a.txt", "old")
        let trash = RawPath(b.fixture.path("data/Trash")).normalized
        b.context.fileOperations.trash = Trash(home: trash)
        b.open(b.fixture.path(""), size: size)
        select(b, "src")
        b.press(.enter, .character(" "), .character(" "), .character("h"))
        #expect(b.context.marks.count == 2)
        select(b, "dst")
        b.press(.enter, .character("p"))
        #expect(b.context.fileOperations.pendingQuestion != nil, "a name taken asks")
        b.press(.enter)
        #expect(b.titles == ["a (1).txt", "a.txt", "b.txt"])
        let dst = RawPath(b.fixture.path("dst")).normalized
        #expect(try FileOps.bytes(dst.appending(FileOps.name("a.txt"))) == FileOps.name("old"), "the existing file is kept")
        #expect(try FileOps.bytes(dst.appending(FileOps.name("a (1).txt"))) == FileOps.name("new"))
        #expect(b.context.marks.isEmpty)
        check(b, "pasted", """
         ‹ Back                     dst                         2/3
         a (1).txt                                                3
         a.txt                                                    3
         b.txt                                                    3



         Copied 2 items (U to undo)
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                 dd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                 dd



        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """)
        b.press(.character("U"))
        #expect(b.titles == ["a.txt"])
        #expect(try FileOps.names(RawPath(b.fixture.path("src")).normalized).count == 2, "the sources stay")
        #expect(try FileOps.names(trash.appending(FileOps.name("files"))).count == 2, "the copies went to the trash")
    }

    @Test func moveHereMovesTheMarksAndUndoMovesThemBack() throws {
        let b = BrowserHarness()
        b.fixture.file("src/a.txt", "new")
        b.fixture.file("dst/a.txt", "old")
        b.context.fileOperations.trash = Trash(home: RawPath(b.fixture.path("data/Trash")).normalized)
        b.open(b.fixture.path(""), size: size)
        select(b, "src")
        b.press(.enter, .character(" "), .character("h"))
        select(b, "dst")
        b.press(.enter, .character("P"))
        b.press(.enter)  // the name is taken: keep both, the default
        #expect(b.titles == ["a (1).txt", "a.txt"])
        #expect(try FileOps.names(RawPath(b.fixture.path("src")).normalized) == [])
        #expect(b.row(7).hasPrefix(" Moved a.txt (U to undo)"))
        b.press(.character("U"))
        #expect(b.titles == ["a.txt"])
        #expect(try FileOps.bytes(RawPath(b.fixture.path("src/a.txt")).normalized) == FileOps.name("new"))
        b.press(.character(" "), .character("P"))
        #expect(b.titles == ["a.txt"], "moving an item into its own directory leaves it")
        #expect(b.harness.window.notice == "The marked items are already here")
    }

    @Test func renameOpensOnTheNameWithTheCursorBeforeTheExtensionAndRefusesBadNames() throws {
        let (b, _) = browser(["a.txt", "report.txt"])
        b.open(b.fixture.path("folder"), size: size)
        select(b, "report.txt")
        b.press(.character("a"))
        check(b, "rename-prompt", """
                                   folder                       2/2
         a.txt                                                    5
         report.txt                                              10



         Rename: report.txt
         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                 dd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaR



         bbbbbbbb
        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        #expect(b.harness.terminal.cursor == Point(x: 15, y: 6), "before .txt")
        b.type("/x")
        b.press(.enter)
        #expect(b.row(6) == " Rename: report/x.txt", "a refused name keeps the prompt open")
        #expect(b.harness.window.notice == "Cannot rename: a name cannot contain “/”")
        b.press(.backspace, .backspace)
        b.press(.home, .delete, .delete, .delete, .delete, .delete, .delete)
        b.type("a")
        b.press(.enter)
        #expect(b.titles == ["a.txt", "report.txt"], "a taken name renames nothing")
        #expect(b.harness.window.notice?.hasSuffix("that name is taken; nothing was renamed") == true, "\(b.harness.window.notice ?? "")")
        let folder = RawPath(b.fixture.path("folder")).normalized
        #expect(try FileOps.bytes(folder.appending(FileOps.name("a.txt"))) == FileOps.name("a.txt"))
        b.press(.character("a"), .character("2"), .enter)
        #expect(b.titles == ["a.txt", "report2.txt"])
        #expect(b.list?.selectedTitle == "report2.txt", "the selection follows the renamed item")
        b.press(.character("U"))
        #expect(b.titles == ["a.txt", "report.txt"])
    }

    @Test func newDirectoryAsksForANameRefusesBadOnesAndUndoTrashesIt() throws {
        let (b, trash) = browser(["a.txt", "z.txt"])
        b.open(b.fixture.path("folder"), size: size)
        b.press(.character("M"))
        #expect(b.row(6) == " New directory: a name: Enter makes it, Esc cancels")
        b.type("n/w")
        b.press(.enter)
        #expect(b.harness.window.notice == "Cannot make the directory: a name cannot contain “/”")
        b.press(.left, .backspace, .enter)
        #expect(b.titles == ["nw", "a.txt", "z.txt"])
        #expect(b.list?.selectedTitle == "nw", "the new directory is selected")
        #expect(b.harness.window.notice == "Made the directory nw (U to undo)")
        b.press(.character("M"))
        b.type("nw")
        b.press(.enter)
        #expect(b.harness.window.notice?.hasPrefix("Cannot make the directory: ") == true, "\(b.harness.window.notice ?? "")")
        b.press(.character("U"))
        #expect(b.titles == ["a.txt", "z.txt"])
        #expect(try FileOps.names(trash.appending(FileOps.name("files"))) == [FileOps.name("nw")])
    }

    @Test func aShellCommandGetsTheMarksAsArgumentsInTheDirectoryAndEmptyOpensTheShell() throws {
        let recorded = Recorded()
        let b = BrowserHarness(environment: ["SHELL": "/bin/zsh"], runner: ProgramRunner(run: { recorded.argv.append($0); return nil }))
        b.fixture.file("folder/a.txt", "a")
        b.fixture.file("folder/-b.txt", "b")
        let folder = RawPath(b.fixture.path("folder")).normalized
        b.open(folder.display, size: size)
        b.press(.character(" "), .character(" "), .character("!"))
        #expect(b.row(6).hasPrefix(" !a shell command"))
        b.type("wc -l \"$@\"")
        b.press(.enter)
        let script = #"cd -- "$1" || exit; shift; fx=$(printf '%s\n' "$@"); export fx; wc -l "$@""#
            + "\n" + #"printf '\n[%s] Enter returns to folio ' "$?"; read folio_key"#
        #expect(recorded.argv.first == ["/bin/sh", "-c", script, "folio-shell", folder.display, folder.display + "/-b.txt", folder.display + "/a.txt"].map { Array($0.utf8) })
        b.press(.character("u"), .character("!"), .enter)
        #expect(recorded.argv.last == ["env", "FOLIO_SHELL=/bin/zsh", "/bin/sh", "-c", #"cd -- "$1" || exit; shift; fx=$(printf '%s\n' "$@"); export fx; exec "$FOLIO_SHELL""#,
                                       "folio-shell", folder.display, folder.display + "/a.txt"].map { Array($0.utf8) },
                "no marks: the selected item")
    }
}

/// What a test's program runner was asked to run.
@MainActor
final class Recorded {
    var argv: [[[UInt8]]] = []
}
