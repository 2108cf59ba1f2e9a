import Testing
@testable import FolioKit

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("", 0),
        ("中文", 4),
        ("Привет", 6),
        ("ação", 4),
        ("e\u{301}", 1),            // combining acute attaches to its base
        ("👍", 2),
        ("👍🏽", 4),                 // skin-tone modifier: its own 2-column character, as tmux 3.3 draws it
        ("❤️", 1),                  // VS16 does not widen
        ("👨‍👩‍👧", 2),                // ZWJ sequence: its first emoji
        ("🇵🇹", 2),                  // two 1-column regional indicators
        ("\u{1B}[31m", 6),          // ESC drawn as ^[ (2 columns) + "[31m"
        ("a\tb", 4),                // tab drawn as ^I
        ("\u{9B}", 4),              // C1 control drawn as <9B>
    ])
    func widths(text: String, expected: Int) {
        #expect(TextWidth.width(of: text) == expected)
    }

    @Test func controlCharactersAreNeverDrawnRaw() {
        let glyphs = TextWidth.glyphs("a\u{1B}]2;pwned\u{07}b\u{7F}")
        let text = glyphs.map(\.text).joined()
        #expect(text == "a^[]2;pwned^Gb^?")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func visibleFormsReplaceEveryControlAndLeaveOtherTextAlone() {
        #expect(TextWidth.visible("a\u{9B}b\u{1B}c\u{7F}") == "a<9B>b^[c^?")
        #expect(TextWidth.visible("ação 中文 ¢ Ā") == "ação 中文 ¢ Ā", "U+00A0 and above are not controls")
        #expect(TextWidth.truncate("x\u{85}yz", toWidth: 10) == "x<85>yz")
    }

    @Test func zwjSequenceIsDrawnAsItsFirstEmoji() {
        #expect(TextWidth.glyphs("👨‍👩‍👧x") == [Glyph("👨", width: 2), Glyph("x", width: 1)])
        #expect(TextWidth.glyphs("👍🏽") == [Glyph("👍", width: 2), Glyph("🏽", width: 2)])
        #expect(TextWidth.glyphs("e\u{301}") == [Glyph("e\u{301}", width: 1)])
    }

    @Test(arguments: [
        ("Hello, world", 8, "Hello, …"),
        ("中文字符", 5, "中文…"),      // 2+2+1: the third wide character does not fit before "…"
        ("中文字符", 4, "中…"),        // 2+1, one column left blank rather than half a character
        ("short", 10, "short"),
        ("👨‍👩‍👧 family", 4, "👨‍👩‍👧 …"),
        ("ação", 3, "aç…"),
        ("abc", 0, ""),
        ("{a: {…}, c: 2}", 7, "{a: {…"),  // a cut right after the text's own "…" adds none: not "{a: {……"
        ("[{…}, {…}]", 3, "[{…"),
    ])
    func truncation(text: String, width: Int, expected: String) {
        let result = TextWidth.truncate(text, toWidth: width)
        #expect(result == expected)
        #expect(TextWidth.width(of: result) <= width)
    }

    @Test func truncationNeverSplitsAClusterOrWideCharacter() {
        let samples = ["e\u{301}e\u{301}e\u{301}e\u{301}", "中文中文中文", "👍🏽👍🏽👍🏽", "Привет мир", "🇵🇹🇧🇷🇨🇳"]
        for sample in samples {
            for width in 0...12 {
                let cut = TextWidth.truncate(sample, toWidth: width)
                #expect(TextWidth.width(of: cut) <= width)
                let kept = cut.hasSuffix("…") ? String(cut.dropLast()) : cut
                #expect(sample.hasPrefix(kept), "\(sample) cut to \(width) gave \(cut)")
            }
        }
    }

    @Test func wrapBreaksAtSpacesByDisplayWidth() {
        #expect(TextWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("中文中文中文", width: 5) == ["中文", "中文", "中文"])
        #expect(TextWidth.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        for line in TextWidth.wrap("Тише едешь — дальше будешь, 千里之行，始于足下", width: 7) {
            #expect(TextWidth.width(of: line) <= 7)
        }
    }

    @Test func tabsExpandToEightColumnStops() {
        #expect(TextView.expandTabs("a\tb") == "a       b")
        #expect(TextView.expandTabs("中\tx") == "中      x")
        #expect(TextView.expandTabs("12345678\tx\n\ty") == "12345678        x\n        y")
    }
}
