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
}
