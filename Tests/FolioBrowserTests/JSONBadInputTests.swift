import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Hostile documents: each gets a clear message in the list or the detail, keys keep working,
/// and nothing from the document reaches the terminal raw.
@MainActor
@Suite struct JSONBadInputTests {
    /// True when no cell of the screen holds a control character (they must be drawn as `^X`).
    func screenIsClean(_ harness: ScreenHarness) -> Bool {
        let screen = harness.terminal.screen
        for y in 0..<screen.size.height {
            for x in 0..<screen.size.width where screen[x, y].text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                return false
            }
        }
        return true
    }

    @Test func aHundredThousandLevelsDeepOpensAndAnswers() throws {
        let depth = 100_000
        let file = try JSONScreens.file(String(repeating: "[", count: depth) + "\"bottom\"" + String(repeating: "]", count: depth), name: "deep.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (harness, _) = JSONScreens.browser(file: file, until: "[0]", size: Size(width: 100, height: 8))
        #expect(harness.screen.contains("array, 1 element"))
        harness.press(.character("v"))
        #expect(harness.screen.contains("raw JSON (v: summary)"), "the raw view prints iteratively: \(harness.screen)")
        for _ in 0..<20 { harness.press(.enter) }
        #expect(harness.screen.contains("[0]"))
        harness.press(.character("f"))
        harness.type("bottom")
        harness.press(.enter)
        JSONScreens.waitFor("1 match", in: harness)
        #expect(harness.screen.contains("1 match"))
    }

    @Test func loneSurrogatesReadAsReplacementCharacters() throws {
        let (harness, _) = try JSONScreens.browser(#"{"text": "a\uD800b", "low": "\uDC00", "pair": "\uD83D\uDE00"}"#, size: Size(width: 160, height: 8))
        #expect(harness.screen.contains("text  \"a\u{FFFD}b\""))
        #expect(harness.screen.contains("note: 1 unpaired surrogate escape (\\uD800–\\uDFFF alone) shown as \u{FFFD}"))
        harness.press(.down, .down)
        #expect(harness.screen.contains("pair  \"😀\""))
        #expect(!harness.screen.contains("note:"), "a proper pair needs no note")
    }

    @Test func nulAndEscapesInStringsAreShownVisibly() throws {
        let (harness, _) = try JSONScreens.browser(#"{"nul": "x\u0000y", "esc": "\u001b[31mred\u001b[0m", "bell\u0007": 1}"#, size: Size(width: 100, height: 8))
        #expect(harness.screen.contains(#"nul  "x\u0000y""#), "the preview escapes it")
        #expect(harness.screen.contains("x^@y"), "the detail shows the decoded text in caret form: \(harness.screen)")
        harness.press(.down)
        #expect(harness.screen.contains("^[[31mred^[[0m"))
        harness.press(.down)
        #expect(harness.screen.contains("bell^G"))
        #expect(screenIsClean(harness))
        // A raw NUL byte inside a string is not JSON: the message names it.
        let error = try? JSONDocument.parse(Array("[\"x\u{0}y\"]".utf8))
        #expect(error == nil)
        do {
            _ = try JSONDocument.parse(Array("[\"x\u{0}y\"]".utf8))
        } catch let error as JSONParseError {
            #expect(error.description == #"line 1, column 4: control character U+0000 inside a string must be escaped as \u0000"#)
        }
    }

    @Test func duplicateNamesAreFlagged() throws {
        let (harness, _) = try JSONScreens.browser(#"{"a": 1, "b": 2, "a": 3}"#, size: Size(width: 160, height: 8))
        #expect(harness.screen.contains(#"note: this object uses the name "a" 2 times (members 1, 3); jq and most tools keep the last"#))
        harness.press(.down)
        #expect(!harness.screen.contains("note:"))
        harness.press(.down)
        #expect(harness.screen.contains("(members 1, 3)"))
        #expect(harness.screen.contains("a  3"))
    }

    @Test func byteOrderMarks() throws {
        let utf8 = try JSONDocument.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(utf8.childCount(of: utf8.root) == 1)
        for bytes: [UInt8] in [[0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], [0x5B, 0x00, 0x5D, 0x00]] {
            do {
                _ = try JSONDocument.parse(bytes)
                Issue.record("UTF-16 parsed: \(bytes)")
            } catch let error as JSONParseError {
                #expect(error.message == "the document looks like UTF-16 or UTF-32; JSON must be UTF-8 (convert it with iconv -t UTF-8)")
            }
        }
    }

    @Test func notJSONAtAllSaysWhereAndKeepsAnswering() throws {
        let file = try JSONScreens.file(String(repeating: "y\n", count: 2_000_000), name: "yes.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (harness, _) = JSONScreens.browser(file: file, until: "not valid JSON", size: Size(width: 100, height: 8))
        #expect(harness.screen.contains("not valid JSON: line 1, column 1:"))
        #expect(harness.screen.contains("'y' is not a JSON value"))
        harness.press(.character("/"))
        harness.type("x")
        harness.press(.escape)
        harness.press(.character("?"))
        #expect(harness.screen.contains("Filter"), "keys still answer")
        #expect(screenIsClean(harness))
    }
}
