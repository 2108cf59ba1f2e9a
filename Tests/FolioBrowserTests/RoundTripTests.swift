import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Round trips a user makes with the keys (issue 28): a toggle pressed twice gives the first
/// state back, a sort cycled back gives the first order, a key unmapped then mapped again runs
/// its command only when mapped, and what `y` and `Y` copy is the name's own bytes.
@MainActor
@Suite struct RoundTripTests {
    /// Mutant: `y`/`Y` put the visible form of a name (`^J`, `<202E>`) on the clipboard
    /// instead of its bytes.
    @Test func yAndYCopyTheRealBytesOfANameThatHasControlsAndInvalidUTF8() {
        let b = BrowserHarness()
        let name = Array("two\nlines\u{202E}txt.".utf8) + [0xFF] + Array("x".utf8)
        b.fixture.bytes(name, Array("x".utf8))
        b.open(size: Size(width: 100, height: 8))
        #expect(b.list?.rows.count == 1)
        b.press(.character("y"))
        b.press(.character("Y"))
        let path = Array(b.fixture.root.path.utf8) + [UInt8(ascii: "/")] + name
        #expect(b.harness.terminal.clipboardBytes == [path, name], "\(b.harness.terminal.clipboard)")
        // The notice, on screen, shows the visible form only.
        let notice = b.harness.window.notice ?? ""
        #expect(notice.hasPrefix("Sent the name to the clipboard: two^Jlines<202E>txt."), "\(notice)")
        #expect(!notice.contains("\n") && !notice.contains("\u{202E}"))
    }

    /// Mutant: a second `.` leaves dotfiles shown.
    @Test func dotShowsDotfilesAndDotAgainHidesThem() {
        let b = BrowserHarness()
        b.fixture.file(".profile", "p")
        b.fixture.file("a.txt", "a")
        b.fixture.directory(".cache")
        b.open(size: Size(width: 60, height: 8))
        let hidden = b.harness.screen
        #expect(b.titles == ["a.txt"])
        #expect(hidden.contains(". Show dotfiles"))
        b.press(.character("."))
        #expect(b.titles == [".cache", ".profile", "a.txt"])
        #expect(b.harness.screen.contains(". Hide dotfiles"))
        b.press(.character("."))
        #expect(b.titles == ["a.txt"], "a second . hides them again")
        #expect(b.harness.screen == hidden, "the same screen as before the first .")
    }

    /// Mutant: ties in a size or time sort come in reverse name order.
    ///
    /// The manual: size and time sort largest and newest first, ties in name order, and
    /// reversed the ties still read A to Z; `s` back to name gives the first order again.
    @Test func tiesInASizeOrTimeSortStayInNameOrderBothWays() throws {
        let b = BrowserHarness()
        for name in ["b.txt", "d.txt", "a.txt", "c.txt"] { b.fixture.file(name, "same") }
        b.fixture.file("big.txt", "much longer than the others")
        b.fixture.file("small.txt", "x")
        let then = Date(timeIntervalSince1970: 1_700_000_000)
        for name in ["a.txt", "b.txt", "c.txt", "d.txt"] {
            try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: b.fixture.path(name))
        }
        try FileManager.default.setAttributes([.modificationDate: then.addingTimeInterval(-100)], ofItemAtPath: b.fixture.path("small.txt"))
        try FileManager.default.setAttributes([.modificationDate: then.addingTimeInterval(100)], ofItemAtPath: b.fixture.path("big.txt"))
        b.open(size: Size(width: 60, height: 10))
        let byName = ["a.txt", "b.txt", "big.txt", "c.txt", "d.txt", "small.txt"]
        #expect(b.titles == byName)
        b.press(.character("s"))
        #expect(b.harness.screen.contains("s Sort: size"))
        #expect(b.titles == ["big.txt", "a.txt", "b.txt", "c.txt", "d.txt", "small.txt"])
        b.press(.character("S"))
        #expect(b.titles == ["small.txt", "a.txt", "b.txt", "c.txt", "d.txt", "big.txt"], "reversed, ties still A to Z")
        b.press(.character("S"))
        b.press(.character("s"))
        #expect(b.harness.screen.contains("s Sort: time"))
        #expect(b.titles == ["big.txt", "a.txt", "b.txt", "c.txt", "d.txt", "small.txt"])
        b.press(.character("S"))
        #expect(b.titles == ["small.txt", "a.txt", "b.txt", "c.txt", "d.txt", "big.txt"], "reversed, ties still A to Z")
        b.press(.character("S"))
        b.press(.character("s"))
        #expect(b.harness.screen.contains("s Sort: name"))
        #expect(b.titles == byName, "sorted back to name: the first order")
    }

    /// Mutant: a toolbar item keeps its default key when the key map leaves its command without
    /// one (an unmapped `o` still opens the pager).
    @Test func anUnmappedKeyRunsNothingAndMappedAgainRunsItsCommand() {
        var keyMap = KeyMap.defaults
        let commands: [BrowserCommand] = [.pager, .edit, .openWith, .copyPath, .copyName, .dotfiles, .sort, .refresh]
        for command in commands {
            for key in KeyMap.defaults.keys(for: command) { keyMap.unmap(key) }
        }
        let ran = RanPrograms()
        let b = BrowserHarness(environment: ["PAGER": "less", "EDITOR": "vi", "FOLIO_OPENER": "xdg-open"], keyMap: keyMap,
                               runner: ran.runner)
        b.fixture.file("notes.txt", "hello\n")
        b.fixture.file(".hidden", "h")
        b.open(size: Size(width: 80, height: 8))
        let before = b.harness.screen
        for key in ["o", "e", "O", "y", "Y", ".", "s", "r"] { b.press(.character(Character(key))) }
        #expect(ran.calls == [], "unmapped keys start no program")
        #expect(b.harness.terminal.clipboardBytes == [], "unmapped keys copy nothing")
        #expect(b.harness.screen == before, "nor change the list")
        #expect(!b.harness.window.helpSections().flatMap(\.rows).contains { $0.title == "Pager" || $0.title.hasPrefix("Open in the pager") })

        var mapped = keyMap
        mapped.map(.character("o"), to: .pager)
        let ranAgain = RanPrograms()
        let again = BrowserHarness(environment: ["PAGER": "less"], keyMap: mapped, runner: ranAgain.runner)
        again.fixture.file("notes.txt", "hello\n")
        again.open(size: Size(width: 80, height: 8))
        again.press(.character("o"))
        #expect(ranAgain.calls == [["less", again.fixture.path("notes.txt")]], "mapped again, o opens the pager")
    }
}

/// The programs a browser ran (each a list of arguments as text), through its runner.
@MainActor
final class RanPrograms {
    var calls: [[String]] = []

    var runner: ProgramRunner {
        ProgramRunner(run: { [self] in calls.append($0.texts); return nil },
                      runPipeline: { [self] in calls += [$0.texts, $1.texts]; return nil })
    }
}
