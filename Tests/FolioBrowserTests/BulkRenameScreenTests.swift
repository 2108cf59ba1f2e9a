import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The bulk rename (`R`) and the new empty file (`T`) on screen.
///
/// `R`: the marked names in the editor, one a line; a sheet shows each `old → new` before
/// anything is renamed; swaps and cycles work; `U` renames them back.
@MainActor
@Suite struct BulkRenameScreenTests {
    let size = Size(width: 60, height: 10)

    /// A browser whose "editor" replaces the file's text by what `edit` makes of it.
    func browser(_ files: [String], edit: @escaping ([UInt8]) -> [UInt8]) -> (BrowserHarness, Recorded) {
        let recorded = Recorded()
        let b = BrowserHarness(environment: ["EDITOR": "ed"], runner: ProgramRunner(run: { argv in
            recorded.argv.append(argv)
            guard let last = argv.last else { return "no file" }
            let path = RawPath(bytes: last)
            guard case .success(let text) = Syscall.readFile(path), case .success = Syscall.unlink(path) else { return "cannot read" }
            _ = Syscall.writeAtomically(edit(text), to: path)
            return nil
        }))
        for name in files { b.fixture.file("folder/" + name, name) }
        b.context.fileOperations.trash = Trash(home: RawPath(b.fixture.path("data/Trash")).normalized)
        return (b, recorded)
    }

    @Test func theMarkedNamesAreEditedShownThenSwappedAndUndoRenamesThemBack() throws {
        // The editor swaps the first two lines and renames the third.
        let (b, recorded) = browser(["a.txt", "b.txt", "c.txt"]) { text in
            let lines = text.split(separator: UInt8(ascii: "\n")).map(Array.init)
            return lines[1] + [10] + lines[0] + [10] + Array("c2.txt\n".utf8)
        }
        let folder = RawPath(b.fixture.path("folder")).normalized
        b.open(folder.display, size: size)
        b.press(.character(" "), .character(" "), .character(" "), .character("R"))
        #expect(recorded.argv.first?.first == Array("ed".utf8))
        let problem = ScreenComparison.mismatch(grid: b.harness.terminal.screen, expected: """
                      ┌──────────────────────────────┐/3 [3 marked]
        *a.txt        │ Rename 3 items?              │            5
        *b.txt        │                              │            5
        *c.txt        │ a.txt → b.txt                │            5
                      │ b.txt → a.txt                │
                      │ c.txt → c2.txt               │
                      │                              │
                      │ Enter renames, Esc cancels   │
                      └──────────────────────────────┘
         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: M=bold+magenta R=dim+reverse a=bold+reverse b=bold c=bold+dim+reverse d=dim e=bold+dim+reverse+magenta r=reverse
        rrrrrrrrrrrrrr                                rrrrrrrrrrrrrr
        Mbbbbb          bbbbbbbbbbbbbbb                          dd
        Mbbbbb                                                   dd
        ecccccRRRRRRRR aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa RRRRRRRRRRRRRR



                        dddddddddddddddddddddddddd

        rarrrrrrrrrarrrrrrrrrrrrrarrrrrrrrrrrrrrrrarrrrrrrrarrrrrrar
        """, name: "bulk-rename-plan", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        b.press(.enter)
        #expect(b.titles == ["a.txt", "b.txt", "c2.txt"])
        #expect(try FileOps.bytes(folder.appending(FileOps.name("a.txt"))) == FileOps.name("b.txt"), "swapped")
        #expect(try FileOps.bytes(folder.appending(FileOps.name("c2.txt"))) == FileOps.name("c.txt"))
        #expect(b.harness.window.notice == "Renamed 3 items (U to undo)")
        #expect(b.context.marks.isEmpty, "the marks named the old paths")
        b.press(.character("U"))
        #expect(b.harness.window.notice == "Undone: rename 3 items")
        #expect(try FileOps.bytes(folder.appending(FileOps.name("a.txt"))) == FileOps.name("a.txt"))
        #expect(try FileOps.bytes(folder.appending(FileOps.name("c.txt"))) == FileOps.name("c.txt"))
        #expect(try FileOps.names(folder) == ["a.txt", "b.txt", "c.txt"].map(FileOps.name), "the temporary file is gone too")
    }

    @Test func aNameWithANewlineALineAddedAndNoChangeAreRefusedWithNothingRenamed() throws {
        let (b, recorded) = browser(["a.txt", "b.txt"]) { $0 + Array("extra\n".utf8) }
        let folder = RawPath(b.fixture.path("folder")).normalized
        try FileOps.write(folder.appending(FileOps.name("new\nline")), [])
        b.open(folder.display, size: size)
        b.press(.character("R"))
        #expect(b.harness.window.notice == "Cannot rename: the text has 2 lines for 1 names: lines must not be added or removed; nothing was renamed")
        b.press(.character(" "), .character(" "), .character(" "), .character("R"))
        #expect(b.harness.window.notice?.hasPrefix("Cannot rename in the editor: “new\\nline” holds a newline") == true, "\(b.harness.window.notice ?? "")")
        #expect(recorded.argv.count == 1, "the editor never opened on a text that cannot hold the names")
        #expect(try FileOps.names(folder).count == 3)
    }

    @Test func newFileAsksForANameRefusesATakenOneAndUndoTrashesIt() throws {
        let (b, _) = browser(["a.txt"]) { $0 }
        let folder = RawPath(b.fixture.path("folder")).normalized
        b.open(folder.display, size: size)
        b.press(.character("T"))
        #expect(b.row(8) == " New file: a name: Enter makes it, Esc cancels")
        b.type("n.txt")
        b.press(.enter)
        #expect(b.titles == ["a.txt", "n.txt"])
        #expect(b.list?.selectedTitle == "n.txt")
        #expect(b.harness.window.notice == "Made the file n.txt (U to undo)")
        #expect(try FileOps.bytes(folder.appending(FileOps.name("n.txt"))) == [])
        b.press(.character("T"))
        b.type("a.txt")
        b.press(.enter)
        #expect(b.harness.window.notice?.hasPrefix("Cannot make the file: ") == true, "\(b.harness.window.notice ?? "")")
        #expect(try FileOps.bytes(folder.appending(FileOps.name("a.txt"))) == FileOps.name("a.txt"), "nothing replaced")
        b.press(.character("U"))
        #expect(b.titles == ["a.txt"])
    }
}
