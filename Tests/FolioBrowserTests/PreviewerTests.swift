import Foundation
import Glibc
import Testing
import FolioKit
@testable import FolioBrowser

/// The external previewer: fake previewers are small shell scripts in a temporary directory.
@Suite struct PreviewerTests {
    let fixture = Fixture()

    /// Writes an executable script and returns its path.
    func script(_ name: String, _ body: String) -> String {
        fixture.file(name, "#!/bin/sh\n" + body + "\n")
        chmod(fixture.path(name), 0o755)
        return fixture.path(name)
    }

    func preview(with previewer: String, timeLimit: Double = 2, cap: Int = 1 << 20) -> PreviewDocument {
        fixture.file("file.txt", "Folio's own preview\n")
        var options = PreviewOptions(previewerCommand: [previewer], width: 50, height: 20, colorDepth: .full)
        options.previewerTimeLimit = timeLimit
        options.previewerOutputCap = cap
        return FilePreview.document(for: RawPath(fixture.path("file.txt")), options: options)
    }

    @Test func itGetsThePathWidthAndHeightAndItsOutputIsShown() {
        let previewer = script("args.sh", "printf '%s|' \"$@\"")
        let text = preview(with: previewer).plainText()
        #expect(text.contains("\(fixture.path("file.txt"))|50|20|"))
        #expect(!text.contains("Folio's own preview"))
    }

    @Test func coloursBecomeStylesAndOtherEscapesAreDropped() {
        let previewer = script("colour.sh", #"printf '\033]0;title\007\033[2J\033[1;31mred\033[0m plain\033[10;1H\n'"#)
        let document = preview(with: previewer)
        guard case .text(let body) = document.body else { Issue.record("no text"); return }
        #expect(body.string == "red plain\n")
        #expect(body.style(at: 0) == Style(foreground: .red, attributes: .bold))
        #expect(body.style(at: 4) == .plain)
    }

    @Test func aHangingPreviewerIsStoppedAndFoliosPreviewShown() {
        let previewer = script("hang.sh", "echo partial; exec tail -f /dev/null")
        let text = preview(with: previewer, timeLimit: 0.3).plainText()
        #expect(text.contains("took longer than 0.3 s and was stopped"))
        #expect(text.contains("Folio's own preview"))
    }

    @Test func aFloodingPreviewerIsCut() {
        let previewer = script("flood.sh", "yes 'flood flood flood'")
        let document = preview(with: previewer, cap: 64 * 1024)
        guard case .text(let body) = document.body else { Issue.record("no text"); return }
        #expect(body.utf8Count <= 64 * 1024 + 100)
        #expect(body.string.hasPrefix("flood flood flood\nflood"))
        #expect(body.string.hasSuffix("(the previewer's output was cut at 64K)"))
    }

    @Test func aFailingPreviewerShowsItsFirstErrorLineAndFoliosPreview() {
        let previewer = script("fail.sh", "echo 'cannot preview \u{1B}[31mthis' >&2; echo second >&2; exit 3")
        let text = preview(with: previewer).plainText()
        #expect(text.contains("failed (exit status 3): cannot preview this"))
        #expect(!text.contains("second"))
        #expect(text.contains("Folio's own preview"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func aMissingPreviewerSaysSo() {
        let text = preview(with: fixture.path("no-such-previewer")).plainText()
        #expect(text.contains("The previewer could not start"))
        #expect(text.contains("Folio's own preview"))
    }

    @Test func theProcessGroupIsKilledWithIt() throws {
        let pidFile = fixture.path("grandchild.pid")
        // The previewer leaves a grandchild that would block forever (its output elsewhere, so a
        // closed pipe cannot end it), and hangs itself.
        let previewer = script("child.sh", "tail -f /dev/null >/dev/null 2>&1 & echo $! > '\(pidFile)'; exec tail -f /dev/null")
        _ = preview(with: previewer, timeLimit: 0.2)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killing the group ends the grandchild too: poll its process entry, with a deadline.
        let deadline = Date().addingTimeInterval(10)
        while Self.isAlive(pid) && Date() < deadline { _ = poll(nil, 0, 10) }
        #expect(!Self.isAlive(pid), "the previewer's background child was killed with its group")
    }

    /// True while `pid` runs (a zombie waiting for its parent counts as ended).
    static func isAlive(_ pid: pid_t) -> Bool {
        // /proc files have no size, so they are read as a stream.
        guard kill(pid, 0) == 0, let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/stat") else { return false }
        defer { try? handle.close() }
        let stat = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        guard let close = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    @Test func cancellingStopsItAtOnce() {
        let previewer = script("slow.sh", "exec tail -f /dev/null")
        let token = CancellationFlag()
        token.cancel()
        let output = ChildProcess([previewer], timeLimit: 30).run(cancellation: token)
        #expect(output.ending == .cancelled)
    }
}

extension PreviewerTests {
    @Test func aNameThatIsNotUTF8ReachesThePreviewerByItsBytes() {
        fixture.bytes(Array("caf".utf8) + [0xE9] + Array(".txt".utf8), Array("latin-1 named\n".utf8))
        let previewer = script("cat.sh", "cat \"$1\"")
        let path = RawPath(bytes: Array(fixture.root.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".txt".utf8))
        let document = FilePreview.document(for: path, options: PreviewOptions(previewerCommand: [previewer]))
        #expect(document.plainText().contains("latin-1 named"))
        #expect(document.plainText().contains("caf\u{FFFD}.txt"), "the header shows the name decoded")
    }

    @Test func itInheritsNoDescriptorButItsOwnThree() throws {
        let descriptor = open(fixture.path("held-open"), O_CREAT | O_WRONLY, 0o644)  // no O_CLOEXEC on purpose
        defer { close(descriptor) }
        let previewer = script("fds.sh", "for fd in /proc/self/fd/*; do readlink \"$fd\"; done")
        let text = preview(with: previewer).plainText()
        #expect(!text.contains("held-open"), "folio's own open files stay folio's")
    }
}
