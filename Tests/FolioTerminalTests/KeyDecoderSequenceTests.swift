import CNcursesw
import FolioKit
import Testing
@testable import FolioTerminal

/// The pure decoder on whole sequences of reads, with a made-up code table (no curses).
@Suite struct KeyDecoderSequenceTests {
    let codes = FunctionKeyCodes(keys: [500: .up, 501: .shift(.right)], f0: 600)

    @Test func charactersControlCodesAndFunctionKeysInOrder() {
        let reads: [KeyRead] = [.character(0x61), .functionKey(500), .character(13), .character(21), .functionKey(605), .character(0x4E2D)]
        #expect(KeyDecoder.decode(reads, codes: codes) == [.character("a"), .up, .enter, .ctrl("u"), .f(5), .character("中")])
    }

    @Test func escapeThenACharacterIsAnAltChord() {
        #expect(KeyDecoder.decode([.character(27), .character(0x78)], codes: codes) == [Key(.character("x"), modifiers: .alt)])
        #expect(KeyDecoder.decode([.character(27), .character(4)], codes: codes) == [Key(.character("d"), modifiers: [.control, .alt])])
        #expect(KeyDecoder.decode([.character(27)], codes: codes) == [.escape])
        #expect(KeyDecoder.decode([.character(27), .character(27)], codes: codes) == [.escape, .escape])
        #expect(KeyDecoder.decode([.character(27), .functionKey(500)], codes: codes) == [.escape, .up])
        #expect(KeyDecoder.decode([.character(27), .character(30), .character(0x71)], codes: codes) == [.escape, .character("q")],
                "ESC before a code that means nothing stays a plain Esc")
    }

    @Test func readsThatMeanNothingAreSkipped() {
        let reads: [KeyRead] = [.functionKey(499), .character(0xD800), .character(29), .functionKey(600), .functionKey(625), .character(0x62)]
        #expect(KeyDecoder.decode(reads, codes: codes) == [.character("b")])
        #expect(KeyDecoder.decode(functionKey: 624, codes: codes) == .f(24))
    }

    @Test func theCursesTableKnowsTheKeypadAndTakesExtraCodes() {
        let table = FunctionKeyCodes.curses(extra: [KEY_MAX + 1: .shift(.left), KEY_F0 + 3: .home])
        #expect(KeyDecoder.decode(functionKey: KEY_UP, codes: table) == .up)
        #expect(KeyDecoder.decode(functionKey: KEY_MAX + 1, codes: table) == .shift(.left))
        #expect(KeyDecoder.decode(functionKey: KEY_F0 + 3, codes: table) == .home, "a defined extra code wins")
        #expect(KeyDecoder.decode(functionKey: KEY_F0 + 4, codes: table) == .f(4))
        #expect(KeyDecoder.decode(functionKey: KEY_RESIZE, codes: table) == nil)
    }
}
