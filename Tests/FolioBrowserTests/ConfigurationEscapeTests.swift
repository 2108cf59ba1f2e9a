import Foundation
import FolioKit
import Testing
@testable import FolioBrowser

/// Control characters in the config file never reach the terminal raw: `--print-config` writes
/// them as `$'…'` escapes that read back, and a problem quotes a bad value in its visible form,
/// cut short.
@Suite struct ConfigurationEscapeTests {
    let path = "/home/u/.config/folio/config"

    /// True when `text` holds a scalar a terminal would act on (newlines aside).
    func holdsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && TextWidth.needsVisibleForm($0) }
    }

    @Test(arguments: [
        "\u{1B}]0;PWNED\u{07}", "\u{1B}]52;c;aGk=\u{07}", "a\u{202E}b", "\u{9B}31m", "x\ny\tz\r", "it's \\ \u{1B}",
        "\u{0}", "\u{7F}", "'\u{301}", "#\u{301}x", " \u{301}", "\u{301}", "a\u{301} b", "\"\u{301}", "\\\u{301}",
    ])
    func wordsWithControlsOrMarksAreQuotedVisiblyAndReadBack(word: String) throws {
        let joined = CommandWords.join(["cmd", word, "end"])
        #expect(!holdsControl(joined), "\(TextWidth.visible(joined))")
        #expect(try CommandWords.split(joined).get() == ["cmd", word, "end"])
    }

    @Test func dollarQuotesReadTheShellsEscapes() throws {
        #expect(try CommandWords.split(#"$'\e]0;x\a' $'\x41\u00e9\U0001F600\101\n' a$'\'b'"#).get()
            == ["\u{1B}]0;x\u{07}", "A\u{E9}\u{1F600}A\n", "a'b"])
        #expect(try CommandWords.split(#"$'\q\x\uD800'"#).get() == [#"\q\x\uD800"#])
        #expect(CommandWords.split("$'open").map { _ in 0 } == .failure(CommandWordsError(message: "a $'…' quote is not closed")))
    }

    @Test func aQuoteFollowedByACombiningMarkStillQuotes() throws {
        #expect(try CommandWords.split("'\u{301}a b' c").get() == ["\u{301}a b", "c"])
        #expect(try CommandWords.split("a \u{301}b").get() == ["a", "\u{301}b"])
    }

    @Test func aRejectedValueIsEchoedInItsVisibleForm() {
        let (_, problems) = Configuration.parse("sort = \u{1B}]0;PWNED\u{07}\nbogus\u{1B}[2J = 1\nmap x \u{9B}down", path: path)
        #expect(problems.count == 3)
        for problem in problems { #expect(!holdsControl(problem.description), "\(TextWidth.visible(problem.description))") }
        #expect(problems.first?.description == "\(path):1: sort must be name, size or time, not '^[]0;PWNED^G'; line skipped")
    }

    @Test func aLongBadLineIsEchoedCutShort() {
        let (_, problems) = Configuration.parse("sort = " + String(repeating: "x", count: 1_000_000), path: path)
        #expect(problems.count == 1)
        #expect((problems.first?.description.count ?? .max) < 200)
        #expect(problems.first?.description.contains("xxx…'") == true)
    }

    @Test func aControlCharacterIsNoKey() {
        let (configuration, problems) = Configuration.parse("map \u{9B} down\nmap \u{202E} down", path: path)
        #expect(problems.count == 2)
        #expect(configuration.keyMap == KeyMap.defaults)
    }

    @Test func printedValuesHoldNoControlAndReadBack() {
        let text = "opener = $'\\e]52;c;aGk=\\a' '\u{301}x y'\npreviewer = \"a\u{202E}b\" $'\\x9B'"
        let (original, problems) = Configuration.parse(text, path: "/tmp/\u{1B}]0;t\u{07}/config")
        #expect(problems == [])
        #expect(original.opener == ["\u{1B}]52;c;aGk=\u{07}", "\u{301}x y"])
        let printed = original.printed(filePath: "/tmp/\u{1B}]0;t\u{07}/config")
        #expect(!holdsControl(printed), "\(TextWidth.visible(printed))")
        let (reread, rereadProblems) = Configuration.parse(printed, path: "printed")
        #expect(rereadProblems == [])
        #expect(reread.opener == original.opener)
        #expect(reread.previewer == ["a\u{202E}b", "\u{9B}"])
    }
}
