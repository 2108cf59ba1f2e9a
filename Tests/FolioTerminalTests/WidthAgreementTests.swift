import Foundation
import CNcursesw
import FolioKit
import Glibc
import Testing
@testable import FolioTerminal

/// FolioKit's width table must agree with the `wcwidth` that ncurses uses to place characters.
///
/// Otherwise the screen would drift. This checks every Unicode scalar.
@Suite struct WidthAgreementTests {
    @Test func everyScalarMatchesGlibcWcwidth() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        var mismatches: [String] = []
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), value != 0x7F, !(0x80..<0xA0).contains(value) else { continue }
            let ours = TextWidth.scalarWidth(scalar)
            let theirs = Int(folio_wcwidth(value))
            let expected = theirs < 0 ? -2 : theirs
            if ours != expected && mismatches.count < 10 {
                mismatches.append(String(format: "U+%04X ours %d glibc %d", value, ours, theirs))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Issue 26, bug 15: a lone zero-width cluster (U+D7D1, a Hangul final with no syllable before it) was drawn on a space of its own, one column, where the terminal puts it in the cell before, no column; and the glyph's text (`" ퟑ"`) measured two.
    ///
    /// Every zero-width scalar, after any character, must measure as `wcswidth` counts it, and every
    /// glyph's text as wide as the glyph.
    @Test func textWithAZeroWidthScalarMeasuresAsWcswidthCountsIt() {
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        var mismatches: [String] = []
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), folio_wcwidth(value) == 0, TextWidth.scalarWidth(scalar) == 0,
                  !TextWidth.isBidiControl(scalar) else { continue }
            let mark = String(scalar)
            for (before, columns) in [("a", 1), (" ", 1), ("中", 2)] {
                let width = TextWidth.width(of: before + mark + "b")
                if width != columns + 1 && mismatches.count < 10 {
                    mismatches.append(String(format: "U+%04X after %@: %d columns, wcswidth %d", value, before, width, columns + 1))
                }
            }
            for text in [mark, "a" + mark, "\u{1}" + mark, mark + mark] {
                for glyph in TextWidth.glyphs(text) where TextWidth.width(of: glyph.text) != glyph.width && mismatches.count < 10 {
                    mismatches.append(String(format: "U+%04X: the glyph %@ of %d columns measures %d", value,
                                             glyph.text.debugDescription, glyph.width, TextWidth.width(of: glyph.text)))
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(13), Key.enter), (10, .enter), (9, .tab), (27, .escape), (127, .backspace), (8, .backspace),
        (21, .ctrl("u")), (4, .ctrl("d")), (0x71, .character("q")), (0x4E2D, .character("中")),
    ])
    func characters(code: UInt32, key: Key) {
        #expect(KeyDecoder.decode(character: code) == key)
    }

    @Test func functionKeys() {
        #expect(KeyDecoder.decode(functionKey: KEY_UP, extra: [:]) == .up)
        #expect(KeyDecoder.decode(functionKey: KEY_SRIGHT, extra: [:]) == .shift(.right))
        #expect(KeyDecoder.decode(functionKey: KEY_SR, extra: [:]) == .shift(.up))
        #expect(KeyDecoder.decode(functionKey: KEY_NPAGE, extra: [:]) == .pageDown)
        #expect(KeyDecoder.decode(functionKey: folio_key_f(1), extra: [:]) == .f(1))
        #expect(KeyDecoder.decode(functionKey: KEY_MAX + 3, extra: [KEY_MAX + 3: .shift(.left)]) == .shift(.left))
        #expect(KeyDecoder.decode(functionKey: KEY_MOUSE, extra: [:]) == nil)
    }

    /// Each message names the problem, then after "; " the action that fixes it.
    @Test(arguments: [
        (TerminalError.noControllingTerminal, "/dev/tty", "run folio from an interactive terminal"),
        (.termUnset, "TERM is not set", "set it to your terminal's type, for example TERM=xterm-256color"),
        (.dumbTerminal, "TERM=dumb", "set TERM to your terminal's type, for example TERM=xterm-256color"),
        (.unknownTerminal("xyz"), "unknown terminal type 'xyz'", "set TERM to a known type such as xterm-256color, or install ncurses-term"),
    ])
    func errorsSayWhatToDo(error: TerminalError, problem: String, action: String) {
        let parts = error.description.components(separatedBy: "; ")
        #expect(parts.count == 2, "problem; action: \(error.description)")
        #expect(parts.first?.contains(problem) == true, "\(error.description)")
        #expect(parts.last == action, "\(error.description)")
    }
}
