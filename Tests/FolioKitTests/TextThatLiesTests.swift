import Foundation
import Testing
import FolioKit
import FolioTesting

/// Text must never show something it is not: bidirectional controls are drawn visibly, and
/// wrapped lines never run past their column or sprout empty lines.
@Suite struct WrapRegressionTests {
    /// Checks the width invariant and that no line is empty, then returns the lines.
    func wrapped(_ text: String, _ width: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let lines = TextWidth.wrap(text, width: width)
        for line in lines {
            #expect(TextWidth.width(of: line) <= width, "\(line.debugDescription) is wider than \(width)", sourceLocation: sourceLocation)
            #expect(!line.isEmpty, "an empty line in \(lines)", sourceLocation: sourceLocation)
        }
        return lines
    }

    @Test func leadingSpaceThenAWideCharacter() {
        // Was [" ", "abc一"] (width 5): the break after the leading space left the tail plus 一.
        #expect(wrapped(" abc一", 4) == [" abc", "一"])
    }

    @Test func leadingSpaceThenAControlThenAWideCharacter() {
        // Was width 4: ^A is two columns once visible.
        #expect(wrapped(" \u{1}\u{C000}", 3) == [" ^A", "\u{C000}"])
    }

    @Test func clusterWiderThanTheLineIsCutBetweenItsGlyphs() {
        // "o" + a skin-tone modifier is one grapheme cluster but two glyphs, 3 columns.
        #expect(wrapped("o🏽", 2) == ["o", "🏽"])
        let long = "a" + String(repeating: "🏽", count: 10)  // one cluster, 21 columns
        #expect(wrapped(long, 8) == ["a🏽🏽🏽", "🏽🏽🏽🏽", "🏽🏽🏽"])
    }

    @Test func spacesAtABreakAreDroppedAndIndentationIsKept() {
        #expect(wrapped("abc  def", 3) == ["abc", "def"])
        #expect(wrapped("  ab cd", 5) == ["  ab", "cd"])
        #expect(wrapped("      ab", 3) == ["ab"])
        #expect(wrapped("ab     ", 3) == ["ab"])
        #expect(TextWidth.wrap("     ", width: 3) == [""], "a paragraph of spaces is one blank line")
        #expect(TextWidth.wrap("a\n\nb", width: 5) == ["a", "", "b"], "empty paragraphs stay")
    }

    @Test func aGlyphWiderThanTheWholeLineBecomesAnEllipsis() {
        #expect(wrapped("中a", 1) == ["…", "a"])
    }

    @Test func wordsLongerThanTheLineAreCutAndTheRestCarriedOn() {
        #expect(wrapped("ab cdefgh ij", 4) == ["ab", "cdef", "gh", "ij"])
        #expect(wrapped("ab cde一", 5) == ["ab", "cde一"])
        #expect(wrapped("ab cdef一", 5) == ["ab", "cdef", "一"])
    }
}

@Suite struct WrapPropertyTests {
    /// Pieces text is made of: spaces, ASCII, CJK, combining marks, emoji with modifiers and
    /// joiners, flags, controls, bidi controls, unassigned code points.
    static let pieces = [
        " ", " ", " ", "a", "b", "word", "中", "文", "\u{C000}", "e\u{301}", "\u{301}", "👍", "🏽", "👨‍👩‍👧",
        "🇵🇹", "❤️", "\u{1}", "\u{1B}", "\u{9B}", "\u{7F}", "\t", "\u{202E}", "\u{2066}", "\u{200F}",
        "\u{061C}", "\u{E0080}", "\u{200D}", "ação", "Ж",
    ]

    static func sample(_ random: inout SplitMix64, newlines: Bool) -> String {
        var text = ""
        for _ in 0..<random.below(24) {
            if newlines && random.below(12) == 0 { text += "\n" } else { text += pieces[random.below(pieces.count)] }
        }
        return text
    }

    @Test func noLineIsEverWiderThanItsColumnNorSpuriouslyEmpty() {
        var random = SplitMix64(state: 2026)
        for _ in 0..<4000 {
            let text = Self.sample(&random, newlines: true)
            let width = 1 + random.below(12)
            let lines = TextWidth.wrap(text, width: width)
            let blankParagraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.allSatisfy { $0 == " " } }.count
            #expect(lines.filter(\.isEmpty).count <= blankParagraphs, "\(text.debugDescription) at \(width): \(lines)")
            for line in lines {
                #expect(TextWidth.width(of: line) <= width, "\(text.debugDescription) at \(width): \(line.debugDescription)")
            }
        }
    }

    @Test func wrappingKeepsEveryGlyphInOrder() {
        // From two columns up every glyph fits a line, so nothing but break spaces may go.
        var random = SplitMix64(state: 9)
        func glyphs(_ text: String) -> [String] { TextWidth.glyphs(text).map(\.text).filter { $0 != " " } }
        for _ in 0..<3000 {
            let text = Self.sample(&random, newlines: false)
            let width = 2 + random.below(11)
            let lines = TextWidth.wrap(text, width: width)
            #expect(lines.flatMap(glyphs) == glyphs(text), "\(text.debugDescription) at \(width): \(lines)")
        }
    }
}

@Suite struct BidiControlTests {
    static let controls: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                     0x2066, 0x2067, 0x2068, 0x2069]

    @Test func theTrojanSourceNameShowsItsOverride() {
        #expect(TextWidth.visible("bidi-\u{202E}gnp.exe") == "bidi-<202E>gnp.exe")
        #expect(TextWidth.glyphs("bidi-\u{202E}gnp.exe").map(\.text).joined() == "bidi-<202E>gnp.exe")
        #expect(TextWidth.width(of: "bidi-\u{202E}gnp.exe") == 18)
        #expect(TextWidth.truncate("\u{202E}abc", toWidth: 20) == "<202E>abc")
    }

    @Test(arguments: controls)
    func everyBidiControlIsDrawnInHex(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let form = "<" + String(value, radix: 16, uppercase: true) + ">"
        #expect(TextWidth.isBidiControl(scalar))
        #expect(TextWidth.visible("x" + String(scalar) + "y") == "x" + form + "y")
        let drawn = TextWidth.glyphs("x" + String(scalar) + "y").map(\.text).joined()
        #expect(drawn == "x" + form + "y")
        #expect(!drawn.unicodeScalars.contains { TextWidth.isBidiControl($0) })
        #expect(TextWidth.wrap(String(scalar) + "ab", width: 40) == [form + "ab"])
    }

    @Test(arguments: [0x061B, 0x061D, 0x200B, 0x200C, 0x200D, 0x2029, 0x202F, 0x2065, 0x206A] as [UInt32])
    func neighboursOfTheRangesAreLeftAlone(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(!TextWidth.isBidiControl(scalar))
        #expect(TextWidth.visible("x" + String(scalar) + "y") == "x" + String(scalar) + "y")
    }

    @Test func theFastByteCheckAgreesWithTheScalarRuleEverywhere() {
        // `visible` skips text its byte scan finds clean: the scan must see what the rule sees.
        // Up to U+FFFF covers every pattern the scan looks for: 4-byte sequences start with
        // F0–F4 and continue with bytes the scan never starts a match on.
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            let shown = TextWidth.visible(text)
            if (shown != text) != TextWidth.needsVisibleForm(scalar) && disagreements.count < 10 { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.map { String($0, radix: 16) })")
    }

    @MainActor
    @Test func everyViewDrawsTheVisibleForm() {
        let name = "bidi-\u{202E}gnp.exe"
        let detail = ViewController()
        detail.title = name
        detail.view = TextView(text: "Name: \(name)\nPath: /tmp/\(name)")
        let navigation = NavigationController(rootViewController: detail)
        let harness = ScreenHarness(root: navigation, size: Size(width: 60, height: 6))
        let screen = harness.screen
        #expect(!screen.unicodeScalars.contains { TextWidth.isBidiControl($0) }, "\(screen)")
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0] == "bidi-<202E>gnp.exe", "the bar title")
        #expect(lines.contains { $0.hasPrefix("Name: bidi-<202E>gnp.exe") }, "the text view\n\(screen)")
        #expect(lines.contains { $0.hasPrefix("Path: /tmp/bidi-<202E>gnp.exe") }, "the text view\n\(screen)")
    }
}

/// The detail's lazy layout breaks rows as `TextWidth.wrap` does at an indentation.
@Suite struct TextLayoutIndentationTests {
    func rows(_ text: String, _ width: Int) -> [String] {
        var layout = TextLayout(text: StyledText(text), width: width)
        var rows: [String] = []
        while let range = layout.rowRange(line: 0, row: rows.count) {
            rows.append(String(decoding: Array(text.utf8)[range], as: UTF8.self))
        }
        return rows
    }

    @Test func aLeadingSpaceIsNoBreakPoint() {
        // Was [" ", "abc", "一"]: a blank row, then the word.
        #expect(rows(" abc一", 4) == [" abc", "一"])
        #expect(rows("  ab cd", 5) == ["  ab ", "cd"])
        #expect(rows("ab cd", 3) == ["ab ", "cd"], "a space after a word still breaks")
    }
}
