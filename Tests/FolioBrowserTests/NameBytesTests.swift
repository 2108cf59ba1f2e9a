import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A path is bytes from the directory read to every place it leaves the program.
///
/// That is another program's arguments, the clipboard, `--choose`, marks, the saved place. Each
/// test runs on a name that is not UTF-8, one holding a newline and one starting with `-`.
@MainActor
@Suite struct NameBytesTests {
    nonisolated static let names: [[UInt8]] = [
        Array("bad_utf8_".utf8) + [0xFF, 0xFE] + Array(".txt".utf8),
        Array("new\nline.txt".utf8),
        Array("-rf.txt".utf8),
    ]

    /// A browser on a folder holding only `name`, selected; and the file's whole path.
    func browse(_ name: [UInt8], environment: [String: String] = ["PAGER": "pager -R", "EDITOR": "editor", "FOLIO_OPENER": "opener"],
                runner: ProgramRunner = .runsNothing) -> (BrowserHarness, [UInt8]) {
        let b = BrowserHarness(environment: environment, runner: runner)
        b.fixture.bytes(name, Array("contents\n".utf8))
        b.open()
        return (b, Array(b.fixture.root.path.utf8) + [UInt8(ascii: "/")] + name)
    }

    @Test(arguments: names) func thePagerTheEditorAndTheOpenerGetTheNamesBytes(name: [UInt8]) {
        var ran: [[[UInt8]]] = []
        let (b, path) = browse(name, runner: ProgramRunner(run: { ran.append($0); return nil }))
        b.press(.character("o"))
        b.press(.character("e"))
        b.press(.character("O"))
        #expect(ran == [
            [Array("pager".utf8), Array("-R".utf8), path],
            [Array("editor".utf8), path],
            [Array("opener".utf8), path],
        ])
    }

    @Test(arguments: names) func theDetailsButtonsAndKeysGiveTheNamesBytes(name: [UInt8]) {
        var ran: [[[UInt8]]] = []
        let (b, path) = browse(name, runner: ProgramRunner(run: { ran.append($0); return nil }))
        b.press(.character("l"))
        b.press(.character("o"))
        b.press(.character("e"))
        #expect(ran == [[Array("pager".utf8), Array("-R".utf8), path], [Array("editor".utf8), path]])
    }

    @Test(arguments: names) func aCompressedFileReachesItsToolByItsBytes(name: [UInt8]) {
        var piped: [[[UInt8]]] = []
        let b = BrowserHarness(environment: ["PAGER": "pager", "PATH": "/usr/bin:/bin"],
                               runner: ProgramRunner(runPipeline: { piped += [$0, $1]; return nil }))
        let compressed = name + Array(".gz".utf8)
        b.fixture.bytes(compressed, [0x1F, 0x8B])
        b.open()
        b.press(.character("o"))
        let path = Array(b.fixture.root.path.utf8) + [UInt8(ascii: "/")] + compressed
        #expect(piped == [["gzip", "-dc", "--"].map { Array($0.utf8) } + [path], [Array("pager".utf8)]])
    }

    @Test(arguments: names) func yAndYCopyThePathsAndTheNamesBytes(name: [UInt8]) {
        let (b, path) = browse(name)
        b.press(.character("y"))
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboardBytes == [path, name])
        #expect(b.harness.window.notice?.hasPrefix("Sent the name to the clipboard: ") == true, "\(b.harness.window.notice ?? "")")
        #expect(b.harness.window.notice?.contains("\n") == false, "the notice shows the name's visible form")
    }

    @Test(arguments: names) func marksAndChooseHoldTheBytes(name: [UInt8]) {
        let (b, path) = browse(name)
        b.press(.character(" "))
        #expect(b.context.marks.paths == [path])
        #expect(b.row(1).hasPrefix("*"), "the marked row shows its mark: \(b.row(1))")
        #expect(b.context.marks.choiceOutput(fallback: nil) == [path])
        b.press(.character(" "))
        #expect(b.context.marks.isEmpty, "marking again unmarks: \(b.context.marks.paths.texts)")
    }

    @Test func aDocumentWithANameThatIsNotUTF8Opens() {
        let b = BrowserHarness()
        b.fixture.bytes(Array("d".utf8) + [0xFF] + Array(".json".utf8), Array(#"{"answer": 42}"#.utf8))
        b.open()
        b.press(.character("l"))
        #expect(b.titles == ["answer"], "the document opened by its real bytes: \(b.harness.screen)")
    }

    @Test func theCopyNoticeSaysItWasSentAndInTmuxHowToKeepIt() {
        let b = BrowserHarness(environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
        b.fixture.file("a.txt", "x")
        b.open()
        b.press(.character("Y"))
        #expect(b.harness.window.notice == "Sent the name to the clipboard: a.txt (tmux keeps it only with: set -g set-clipboard on)")
        b.press(.character("Y"))
        #expect(b.harness.window.notice == "Sent the name to the clipboard: a.txt", "the tmux hint is given once")
    }

    @Test func aRelativePathStartingWithADashIsNoOption() {
        #expect(RawPath("-rf").argument == Array("./-rf".utf8))
        #expect(RawPath("/x/-rf").argument == Array("/x/-rf".utf8))
        #expect(RawPath("a-b").argument == Array("a-b".utf8))
    }

    @Test(arguments: names + [Array(#"back\slash\x41"#.utf8), [0xC3], [0xE2, 0x82], Array("é€😀".utf8) + [0x80]])
    func theEscapedTextFormReadsBackByteForByte(name: [UInt8]) throws {
        let path = RawPath(bytes: Array("/tmp/".utf8) + name)
        let text = path.escapedText
        #expect(try #require(RawPath(escapedText: text)) == path, "\(text)")
        #expect(String(decoding: Array(text.utf8), as: UTF8.self) == text, "the form is valid UTF-8")
    }

    @Test func theEscapedTextFormKeepsValidNamesAsTheyAre() {
        #expect(RawPath("/usr/share/doc/é").escapedText == "/usr/share/doc/é")
        #expect(RawPath(bytes: [0x2F, 0x61, 0xFF]).escapedText == #"/a\xFF"#)
        #expect(RawPath("/a\\b").escapedText == #"/a\\b"#)
        #expect(RawPath(escapedText: #"/a\qb"#) == nil, "an unknown escape is refused")
    }

    @Test func folioOpenerIsSplitAsTheConfigFileSplitsAndItsFailuresNameIt() {
        var ran: [[[UInt8]]] = []
        let (b, path) = browse(Array("a.txt".utf8), environment: ["FOLIO_OPENER": "'/x/bin dir/open' --flag"],
                               runner: ProgramRunner(run: { ran.append($0); return "/x/bin dir/open: command not found" }))
        b.press(.character("O"))
        #expect(ran == [[Array("/x/bin dir/open".utf8), Array("--flag".utf8), path]])
        #expect(b.harness.window.notice == "/x/bin dir/open: command not found (set FOLIO_OPENER (or opener in the config file))")

        let (bad, _) = browse(Array("a.txt".utf8), environment: ["FOLIO_OPENER": "'unclosed --flag"],
                              runner: ProgramRunner(run: { _ in Issue.record("nothing runs on a quoting mistake"); return nil }))
        bad.press(.character("O"))
        #expect(bad.harness.window.notice?.hasPrefix("FOLIO_OPENER: ") == true, "\(bad.harness.window.notice ?? "")")
    }

    @Test func folioPreviewerIsSplitAsTheConfigFileSplits() {
        #expect(BrowserContext(environment: ["FOLIO_PREVIEWER": "\"/opt/my tools/preview\" --plain"]).settings.previewerCommand
            == ["/opt/my tools/preview", "--plain"])
        let bad = BrowserContext(environment: ["FOLIO_PREVIEWER": "'oops"])
        #expect(bad.settings.previewerCommand == nil)
        #expect(bad.notices.notice?.hasPrefix("FOLIO_PREVIEWER: ") == true)
    }

    @Test func aDatabaseWithANameThatIsNotUTF8OpensAndItsLocatorsKeepTheBytes() throws {
        let b = BrowserHarness()
        let sqlite = SQLiteFixture()
        let made = sqlite.database("plain.db", "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'x');")
        let name = Array("d".utf8) + [0xFF] + Array(".db".utf8)
        let path = Array(b.fixture.root.path.utf8) + [UInt8(ascii: "/")] + name
        let contents = try Data(contentsOf: URL(fileURLWithPath: made))
        b.fixture.bytes(name, Array(contents))
        b.open()
        b.press(.character("l"))
        BrowserHarness.wait(b.harness, "the tables", until: { b.titles.contains("t") })
        b.press(.character("y"))
        #expect(b.harness.terminal.clipboardBytes.last == path + Array(":t".utf8), "the database's own bytes, then the table")
    }
}
