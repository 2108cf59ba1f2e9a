import Foundation
import Testing
import FolioKit

/// Found by the textwidth fuzz target (`make fuzz-smoke`): a lone Hangul final consonant is drawn
/// on a space, and that glyph's text measures one column wider than the glyph, so a wrapped
/// line came out wider than asked once measured (or drawn) again from its text.
@Suite struct WrapMeasureTests {
    @Test func noWrappedLineMeasuresWiderThanTheWidthAfterALoneHangulFinal() throws {
        let bytes = try #require(Data(base64Encoded: "BfCfkY3wn4+9IPCfkajjgI3tn5Gp4oCN8J+RpyDwn4er8KGHtyCBzOKAjfCBzIHMgf///w=="))
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        // Caught if wrapping counted the glyph's drawn width only (the line "👨」 ퟑ" was 6 wide).
        for line in TextWidth.wrap(text, width: 5) {
            #expect(TextWidth.width(of: line) <= 5, "\(line.debugDescription) is \(TextWidth.width(of: line)) wide")
        }
    }

    @Test func aParagraphThatFitsAsTextButNotAsShownIsWrapped() throws {
        // The fuzzer's second input: at width 37 the text measured 37 but its visible form 40.
        let bytes = try #require(Data(base64Encoded: "7Z9lBfARjAEAAwHwn4+9IPCfkajigI3tn5Gp4oCN8JHtn5+nIP//8J+RqOKAje2fkamN8MT/"))
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let lines = TextWidth.wrap(text, width: 37)
        for line in lines { #expect(TextWidth.width(of: line) <= 37, "\(line.debugDescription)") }
        // The text and its visible form measure alike now (issue 26, bug 15: a lone Hangul
        // final drawn on a space measured one column more once shown).
        #expect(TextWidth.width(of: text) == TextWidth.width(of: TextWidth.visible(text)))
    }

    @Test func aLoneFinalAmongWordsKeepsEveryLineWithinTheWidth() {
        for width in 2...8 {
            let text = "ab \u{11A8}cd \u{D7D1} ef\u{D7D1}gh ij"
            for line in TextWidth.wrap(text, width: width) {
                #expect(TextWidth.width(of: line) <= width, "width \(width): \(line.debugDescription)")
            }
        }
        // Ordinary text wraps as before: words kept whole where they fit.
        #expect(TextWidth.wrap("ab cdefgh ij", width: 4) == ["ab", "cdef", "gh", "ij"])
    }
}
