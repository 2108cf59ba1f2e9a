import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The edges of the formats Folio reads (issue 28): a gzip file of several members, a byte
/// order mark before JSON Lines, a previewer's APC escape (kitty graphics), a search pattern
/// whose case folds beyond ASCII.
@MainActor
@Suite struct FormatEdgeTests {
    let fixture = Fixture()

    /// `text` compressed by the system's gzip, one member.
    func gzip(_ text: String) -> [UInt8] {
        fixture.file("gzip-input", text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", fixture.path("gzip-input")]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { Issue.record("gzip: \(error)"); return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: fixture.path("gzip-input"))
        return Array(data)
    }

    /// Mutant: a .gz of several members (`cat a.gz b.gz`, what `gzip >>` makes) previews only
    /// the first member.
    @Test func everyMemberOfAConcatenatedGzipIsPreviewed() {
        let joined = gzip("first member\n") + gzip("second member\n") + gzip("third member\n")
        fixture.bytes(Array("log.txt.gz".utf8), joined)
        let text = FilePreview.document(for: RawPath(fixture.path("log.txt.gz")), options: PreviewOptions()).plainText()
        #expect(text.contains("first member\nsecond member\nthird member"), "\(text)")
        #expect(!text.contains("gzip data"), "no complaint about the data")
        // The reader itself, seven bytes at a time: member boundaries fall inside chunks.
        var rest = joined[...]
        let inflated = GzipReader.inflateHead(limit: 1000) {
            let chunk = Array(rest.prefix(7))
            rest = rest.dropFirst(7)
            return chunk
        }
        #expect(inflated == .success(Array("first member\nsecond member\nthird member\n".utf8)))
    }

    /// Mutant: a byte order mark before the first line makes line 1 of a JSON Lines file invalid.
    @Test func aByteOrderMarkBeforeJSONLinesLeavesLineOneValid() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"id\": 1}\r\n{\"id\": 2}\r\n{\"id\": 3}".utf8)
        let lines = try JSONLinesDocument.parse(JSONBytes(bytes))
        #expect(lines.lines.map(\.number) == [1, 2, 3])
        #expect(lines.lines.invalidCount == 0, "line 1 after the mark, CRLF endings and a last line without a newline are all valid")
        let first = try #require(lines.lines[0].root)
        #expect(lines.document.children(of: first).count == 1)
    }

    /// Mutant: an APC escape (ESC _ … ESC \, kitty's graphics protocol) from a previewer is
    /// shown as text.
    @Test func aPreviewersAPCEscapeIsDroppedNotShown() {
        #expect(SGRParser.parse("before\u{1B}_Gf=100,a=T;AAAA\u{1B}\\after").string == "beforeafter")
        fixture.file("show.sh", "#!/bin/sh\nprintf 'image:\\033_Ga=T,f=100;iVBORw0KGgo=\\033\\\\ done\\n'\n")
        chmod(fixture.path("show.sh"), 0o755)
        fixture.file("picture.png", "not really")
        let options = PreviewOptions(previewerCommand: [fixture.path("show.sh")], width: 50, height: 10, colorDepth: .full)
        let text = FilePreview.document(for: RawPath(fixture.path("picture.png")), options: options).plainText()
        #expect(text.contains("image: done"), "\(text)")
        #expect(!text.contains("Ga=T") && !text.contains("iVBOR"), "\(text)")
    }

    /// Mutant: `f café` finds `café` but not `CAFÉ` (case folded for ASCII only).
    @Test func fCafeFindsUpperCaseBeyondASCII() throws {
        let document = try JSONDocument.parse(Array(#"{"menu": ["CAFÉ NOIR", "café crème", "Cafe", "ÇA"], "CAFÉ": 1}"#.utf8))
        let scope = [JSONSearch.Scope(node: document.root)]
        let folded = try #require(JSONSearch.run(document, pattern: "café", scopes: scope))
        #expect(folded.hits.map(\.path) == [".menu[0]", ".menu[1]", ".\"CAFÉ\""])
        let exact = try #require(JSONSearch.run(document, pattern: "CAFÉ", scopes: scope))
        #expect(exact.hits.map(\.path) == [".menu[0]", ".\"CAFÉ\""], "a capital makes the case count")
        #expect(JSONSearch.run(document, pattern: "ça", scopes: scope)?.hits.map(\.path) == [".menu[3]"])
    }
}
