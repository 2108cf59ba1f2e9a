import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Previews made by the worker: compressed files, bad input, names that try to forge lines.
@MainActor
@Suite struct PreviewTests {
    let fixture = Fixture()

    func document(_ name: String, options: PreviewOptions = PreviewOptions()) -> PreviewDocument {
        FilePreview.document(for: RawPath(fixture.path(name)), options: options)
    }

    /// Compresses `text` with the system's gzip (present on every Debian system).
    func gzip(_ text: String) -> [UInt8] {
        let input = fixture.path("gzip-input")
        fixture.file("gzip-input", text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", input]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: input)
        return Array(data)
    }

    @Test func gzipShowsItsDecompressedText() {
        fixture.bytes(Array("notes.txt.gz".utf8), gzip("first line\nsecond line\n"))
        let text = document("notes.txt.gz").plainText()
        #expect(text.contains("first line\nsecond line"))
        #expect(!text.contains("Binary data"))
    }

    @Test func gzipOfKnownLanguageIsHighlighted() {
        fixture.bytes(Array("data.json.gz".utf8), gzip("{\"key\": 12}"))
        guard case .text(let body) = document("data.json.gz").body else { Issue.record("no text body"); return }
        #expect(body.string == "{\"key\": 12}")
        #expect(body.style(at: 1) == PreviewTheme.standard.style(.key))
        #expect(body.style(at: 8) == PreviewTheme.standard.style(.number))
    }

    @Test func truncatedGzipSaysSoAndShowsTheBytes() {
        let whole = gzip((0..<3000).map { "line \($0) of some text\n" }.joined())
        fixture.bytes(Array("cut.gz".utf8), Array(whole.prefix(whole.count / 2)))
        let doc = document("cut.gz")
        #expect(doc.plainText().contains("Truncated gzip data"))
        guard case .hex(let bytes) = doc.body else { Issue.record("no hex view"); return }
        #expect(Array(bytes.prefix(2)) == [0x1F, 0x8B])
    }

    @Test func notGzipSaysSoAndShowsTheBytes() {
        fixture.file("fake.gz", "just text")
        let doc = document("fake.gz")
        #expect(doc.plainText().contains("Not gzip data"))
        #expect(doc.body == .hex(Array("just text".utf8)))
    }

    @Test func corruptGzipSaysSo() {
        var bytes = gzip(String(repeating: "abcdefgh", count: 100))
        for index in 12..<min(bytes.count - 8, 40) { bytes[index] ^= 0x5A }
        fixture.bytes(Array("bad.gz".utf8), bytes)
        let text = document("bad.gz").plainText()
        #expect(text.contains("Corrupt gzip data") || text.contains("Truncated gzip data"))
    }

    @Test(arguments: [("xz", "xz"), ("bzip2", "bz2"), ("zstd", "zst")])
    func compressedThroughItsTool(tool: String, suffix: String) throws {
        guard Syscall.isExecutableInPath(tool, path: ProcessInfo.processInfo.environment["PATH"]) else {
            print("skipped: \(tool) is not installed"); return
        }
        fixture.file("plain.txt", "compressed with \(tool)\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool, "-q", "-k", fixture.path("plain.txt")]
        try process.run()
        process.waitUntilExit()
        #expect(document("plain.txt.\(suffix)").plainText().contains("compressed with \(tool)"))
        fixture.file("broken.\(suffix)", "not compressed at all")
        let broken = document("broken.\(suffix)").plainText()
        #expect(broken.contains("\(tool) could not decompress it"))
        #expect(broken.contains("Binary data"))
    }

    @Test func aNewlineInANameCannotForgeAPreviewLine() {
        fixture.file("notes.txt\nKind: directory", "text")
        let text = document("notes.txt\nKind: directory").plainText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasSuffix("notes.txt^JKind: directory"))
        #expect(lines.filter { $0.hasPrefix("Kind:") } == ["Kind: file"])
        // In a directory's summary too.
        fixture.directory("folder")
        fixture.file("folder/evil\nKind: directory", "")
        let summary = document("folder").plainText()
        #expect(summary.contains("evil^JKind: directory"))
        #expect(summary.split(separator: "\n").filter { $0.hasPrefix("Kind:") } == ["Kind: directory"], "only the folder's own kind")
    }

    @Test func aCancelledDirectorySummaryStopsReading() {
        fixture.directory("many")
        for index in 0..<50 { fixture.file("many/f\(index)") }
        let cancelled = CancellationFlag()
        cancelled.cancel()
        #expect(DirectorySummary.lines(RawPath(fixture.path("many")), cancellation: cancelled) == [])
        let lines = DirectorySummary.lines(RawPath(fixture.path("many")), cancellation: CancellationFlag())
        #expect(lines.first == "50 entries: 0 directories, 50 other")
    }

    @Test func symlinkTargetsAreShownVisibly() {
        symlink("target\u{1B}[2J", fixture.path("link"))
        let text = document("link").plainText()
        #expect(text.contains("Target: target^[[2J"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func aHugeItemTextIsCappedBeforeItReachesTheView() {
        let huge = String(repeating: "x", count: 20_000_000)
        let capped = ItemDetailViewController.capped(huge)
        #expect(capped.utf8.count < ItemDetailViewController.textLimit + 200)
        #expect(capped.hasSuffix("(showing the first 64K of 19M)"))
        #expect(ItemDetailViewController.capped("small") == "small")
        // A cut inside a multi-byte character leaves no broken character behind.
        let wide = String(repeating: "é", count: ItemDetailViewController.textLimit)
        #expect(!ItemDetailViewController.capped(wide).contains("\u{FFFD}"))
    }
}
