import Testing
import FolioKit
@testable import FolioBrowser

@Suite struct SGRParserTests {
    static let red = Style(foreground: .red)

    /// Input, the text that remains, and the style of its first character.
    static let table: [(String, String, Style)] = [
        ("plain", "plain", .plain),
        ("\u{1B}[31mred", "red", Style(foreground: .red)),
        ("\u{1B}[1;4mbu", "bu", Style(attributes: [.bold, .underline])),
        ("\u{1B}[2;7mdr", "dr", Style(attributes: [.dim, .reverse])),
        ("\u{1B}[91mbright", "bright", Style(foreground: .palette(9))),
        ("\u{1B}[44mbg", "bg", Style(background: .blue)),
        ("\u{1B}[103mbg", "bg", Style(background: .palette(11))),
        ("\u{1B}[38;5;208morange", "orange", Style(foreground: .palette(208))),
        ("\u{1B}[38:5:208morange", "orange", Style(foreground: .palette(208))),
        ("\u{1B}[48;5;17mnavy", "navy", Style(background: .palette(17))),
        ("\u{1B}[38;2;255;0;0mtrue", "true", Style(foreground: .palette(196))),
        ("\u{1B}[38:2::0:0:255mtrue", "true", Style(foreground: .palette(21))),
        ("\u{1B}[38;2;128;128;128mgrey", "grey", Style(foreground: .palette(244))),
        ("\u{1B}[31m\u{1B}[0mreset", "reset", .plain),
        ("\u{1B}[31m\u{1B}[mreset", "reset", .plain),
        ("\u{1B}[1;31m\u{1B}[22mnotbold", "notbold", Style(foreground: .red)),
        ("\u{1B}[31m\u{1B}[39mdefault", "default", .plain),
        ("\u{9B}32mc1", "c1", Style(foreground: .green)),
        ("\u{1B}[3;9mitalic", "italic", .plain),
    ]

    @Test(arguments: table)
    func sequencesBecomeStyles(input: String, text: String, style: Style) {
        let parsed = SGRParser.parse(input)
        #expect(parsed.string == text)
        #expect(parsed.style(at: 0) == style)
    }

    /// Hostile or foreign sequences: nothing of them survives, the text around them does.
    static let hostile: [(String, String)] = [
        ("a\u{1B}[2Jb", "ab"),                                  // clear screen
        ("a\u{1B}[10;10Hb", "ab"),                              // cursor position
        ("a\u{1B}]0;owned title\u{07}b", "ab"),                 // window title (BEL)
        ("a\u{1B}]52;c;ZXZpbA==\u{1B}\\b", "ab"),               // clipboard write (ST)
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),  // hyperlink: text kept
        ("a\u{1B}P+q544e\u{1B}\\b", "ab"),                      // DCS request
        ("a\u{1B}[?1049hb", "ab"),                              // alternate screen
        ("a\u{1B}[>4;2mb", "ab"),                               // private 'm' is not SGR
        ("a\u{1B}(0b", "ab"),                                   // line-drawing charset
        ("a\u{1B}cb", "ab"),                                    // full reset
        ("a\u{9D}0;title\u{9C}b", "ab"),                        // 8-bit OSC
        ("a\u{7}\u{8}\u{0}\u{7F}\rb", "ab"),                    // BEL, BS, NUL, DEL, CR
        ("a\u{1B}", "a"),                                       // lone ESC at the end
        ("a\u{1B}[31", "a"),                                    // unterminated CSI
        ("a\u{1B}]0;never ends", "a"),                          // unterminated OSC
        ("a\u{1B}[" + String(repeating: "9", count: 100) + "mb", "ab"),   // huge parameter
        ("a\u{1B}[" + String(repeating: "1;", count: 300) + "mb", "ab"), // too many parameters
        ("x\ty\nz", "x\ty\nz"),                                 // tab and newline stay
    ]

    @Test(arguments: hostile)
    func hostileSequencesLeaveNothing(input: String, text: String) {
        let parsed = SGRParser.parse(input)
        #expect(parsed.string == text)
        #expect(!parsed.string.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || ($0.value >= 0x7F && $0.value < 0xA0) })
    }

    @Test func coloursAreReducedToTheTerminalsDepth() {
        #expect(SGRParser.parse("\u{1B}[91mx", depth: .eight).style(at: 0).foreground == .red)
        #expect(SGRParser.parse("\u{1B}[38;5;196mx", depth: .sixteen).style(at: 0).foreground == .palette(9))
        #expect(SGRParser.parse("\u{1B}[38;5;196mx", depth: .eight).style(at: 0).foreground == .red)
        #expect(SGRParser.parse("\u{1B}[38;2;0;0;200mx", depth: .eight).style(at: 0).foreground == .blue)
        #expect(SGRParser.parse("\u{1B}[38;2;250;250;250mx", depth: .sixteen).style(at: 0).foreground == .palette(15))
    }

    @Test func stylesChangeWhereTheSequencesAre() {
        let parsed = SGRParser.parse("a\u{1B}[32mbc\u{1B}[0md")
        #expect(parsed.string == "abcd")
        #expect(parsed.style(at: 0) == .plain)
        #expect(parsed.style(at: 1) == Style(foreground: .green))
        #expect(parsed.style(at: 2) == Style(foreground: .green))
        #expect(parsed.style(at: 3) == .plain)
    }

    @Test func depthFollowsTheTerminalDescription() {
        #expect(ColorDepth(environment: ["TERM": "xterm-256color"]) == .full)
        #expect(ColorDepth(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .full)
        #expect(ColorDepth(environment: ["TERM": "xterm"]) == .sixteen)
        #expect(ColorDepth(environment: ["TERM": "vt220"]) == .eight)
    }
}
