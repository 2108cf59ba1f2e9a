import FolioKit
import Testing
@testable import FolioTerminal

/// The whole-read input decoder: what each byte sequence means, however the reads cut it.
@Suite struct InputDecoderTests {
    /// An xterm-like table: terminfo's keypad-mode arrows and a few keys, then the extra and
    /// common sequences, as the terminal builds it.
    static let table: [(String, Key)] = [
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[5~", .pageDown), ("\u{1B}[3~", .delete),
        ("\u{1B}OP", .f(1)), ("\u{1B}[15~", .f(5)), ("\u{7F}", .backspace),
        ("\u{1B}[A", .pageUp),   // a later meaning for a sequence already named does not win below
    ] + KeyDecoder.extraSequences + KeyDecoder.commonSequences

    static func keys(_ chunks: [String], flush: Bool = true) -> [InputDecoder.Event] {
        var decoder = InputDecoder(sequences: table)
        var events: [InputDecoder.Event] = []
        for chunk in chunks { events += decoder.feed(Array(chunk.utf8)) }
        if flush { events += decoder.flush() }
        return events
    }

    static func bytes(_ chunks: [[UInt8]]) -> [InputDecoder.Event] {
        var decoder = InputDecoder(sequences: table)
        var events: [InputDecoder.Event] = []
        for chunk in chunks { events += decoder.feed(chunk) }
        return events + decoder.flush()
    }

    @Test func bothCursorFormsAndTerminfoKeysDecode() {
        #expect(Self.keys(["\u{1B}OB"]) == [.key(.down)])
        #expect(Self.keys(["\u{1B}[B"]) == [.key(.down)], "ESC [ B is sent regardless of keypad mode")
        #expect(Self.keys(["\u{1B}[5~", "\u{1B}[3~", "\u{1B}OP", "\u{1B}[15~"]) == [.key(.pageDown), .key(.delete), .key(.f(1)), .key(.f(5))])
        #expect(Self.keys(["\u{1B}[1;5C", "\u{1B}[1;2A", "\u{1B}[Z"]) == [.key(Key(.right, modifiers: .control)), .key(.shift(.up)), .key(.backTab)])
    }

    @Test func theFirstMeaningGivenWins() {
        #expect(Self.keys(["\u{1B}[A"]) == [.key(.pageUp)])
    }

    @Test func manyKeysInOneRead() {
        #expect(Self.keys(["jj\u{1B}OBk\r\t\u{7F}\u{15}"]) == [
            .key(.character("j")), .key(.character("j")), .key(.down), .key(.character("k")),
            .key(.enter), .key(.tab), .key(.backspace), .key(.ctrl("u")),
        ])
    }

    @Test func aSequenceCutAcrossReadsWaitsForItsRest() {
        var decoder = InputDecoder(sequences: Self.table)
        #expect(decoder.feed(Array("x\u{1B}".utf8)) == [.key(.character("x"))])
        #expect(decoder.isWaiting)
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("1;5".utf8)) == [])
        #expect(decoder.feed(Array("Dy".utf8)) == [.key(Key(.left, modifiers: .control)), .key(.character("y"))])
        #expect(!decoder.isWaiting)
    }

    @Test func aLoneEscapeIsEscapeOnlyOnceTheWaitEnds() {
        var decoder = InputDecoder(sequences: Self.table)
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.isWaiting)
        #expect(Self.keys(["\u{1B}\u{1B}"]) == [.key(.escape), .key(.escape)])
        #expect(Self.keys(["\u{1B}\u{1B}OA"]) == [.key(.escape), .key(.up)], "Esc before a sequence is no Alt chord")
    }

    @Test func escapeAndACharacterIsAnAltChord() {
        #expect(Self.keys(["\u{1B}x"]) == [.key(Key(.character("x"), modifiers: .alt))])
        #expect(Self.keys(["\u{1B}\u{04}"]) == [.key(Key(.character("d"), modifiers: [.control, .alt]))])
        #expect(Self.keys(["\u{1B}é"]) == [.key(Key(.character("é"), modifiers: .alt))])
        #expect(Self.keys(["\u{1B}\u{1E}q"]) == [.key(.escape), .key(.character("q"))], "Esc before a code that means nothing stays Esc")
        // Alt-[ and Alt-O start sequences: they stand alone only when nothing follows in time.
        #expect(Self.keys(["\u{1B}["]) == [.key(Key(.character("["), modifiers: .alt))])
        #expect(Self.keys(["\u{1B}O"]) == [.key(Key(.character("O"), modifiers: .alt))])
        #expect(Self.keys(["\u{1B}["], flush: false) == [])
    }

    @Test func unknownCompleteSequencesAreDropped() {
        #expect(Self.keys(["\u{1B}[99~a", "\u{1B}[?1;2c", "\u{1B}OzB"]) == [.key(.character("a")), .key(.character("B"))])
        // A control code inside a CSI ends it: the code still counts.
        #expect(Self.keys(["\u{1B}[1\r"]) == [.key(.enter)])
    }

    @Test func utf8CharactersEvenWhenCut() {
        let bytes = Array("中é🙂".utf8)
        #expect(Self.bytes([Array(bytes[0..<2]), Array(bytes[2..<4]), Array(bytes[4..<7]), Array(bytes[7...])])
                == [.key(.character("中")), .key(.character("é")), .key(.character("🙂"))])
        // Invalid bytes are skipped; an overlong form and a surrogate are invalid.
        #expect(Self.bytes([[0xFF, 0x61, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x62]]) == [.key(.character("a")), .key(.character("b"))])
        // A lead byte the wait never completed is dropped, what follows decodes.
        #expect(Self.bytes([[0xE4, 0xB8]]) == [])
    }

    @Test func sgrMouseReports() {
        #expect(Self.keys(["\u{1B}[<0;5;3M"]) == [.mouse(.pressed, x: 4, y: 2)])
        #expect(Self.keys(["\u{1B}[<32;6;3M"]) == [.mouse(.moved, x: 5, y: 2)])
        #expect(Self.keys(["\u{1B}[<0;6;3m"]) == [.mouse(.released, x: 5, y: 2)])
        #expect(Self.keys(["\u{1B}[<64;10;20M", "\u{1B}[<65;10;20M"]) == [.mouse(.wheelUp, x: 9, y: 19), .mouse(.wheelDown, x: 9, y: 19)])
        // Other buttons, motion with none held, and malformed reports mean nothing.
        #expect(Self.keys(["\u{1B}[<2;1;1M", "\u{1B}[<35;1;1M", "\u{1B}[<0;0;1M", "\u{1B}[<0;1M", "\u{1B}[<;;M"]) == [])
        // A letter ends a CSI wherever it comes: the rest is typed text, as for any terminal.
        #expect(Self.keys(["\u{1B}[<0;x;1M"]) == [.key(.character(";")), .key(.character("1")), .key(.character("M"))])
        // Cut anywhere, a report waits for its end.
        #expect(Self.keys(["\u{1B}[<0;1", "20;4", "0M"]) == [.mouse(.pressed, x: 119, y: 39)])
        // Coordinates past 223 columns, which X10 cannot say.
        #expect(Self.keys(["\u{1B}[<0;300;100M"]) == [.mouse(.pressed, x: 299, y: 99)])
    }

    @Test func x10MouseReports() {
        // ESC [ M, then button + 32, column + 33, row + 33.
        #expect(Self.bytes([[0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]]) == [.mouse(.pressed, x: 4, y: 2)])
        #expect(Self.bytes([[0x1B, 0x5B, 0x4D, 35, 33, 33]]) == [.mouse(.released, x: 0, y: 0)])
        #expect(Self.bytes([[0x1B, 0x5B, 0x4D, 64, 40], [40]]) == [.mouse(.moved, x: 7, y: 7)])
        #expect(Self.bytes([[0x1B, 0x5B, 0x4D, 96, 33, 33, 0x1B, 0x5B, 0x4D, 97, 33, 33]]) == [.mouse(.wheelUp, x: 0, y: 0), .mouse(.wheelDown, x: 0, y: 0)])
    }

    @Test func theLinuxConsolesFunctionKeysAreOneSequence() {
        var decoder = InputDecoder(sequences: [("\u{1B}[[A", .f(1))])
        #expect(decoder.feed(Array("\u{1B}[[Ab".utf8)) == [.key(.f(1)), .key(.character("b"))])
    }

    /// Any split of a stream into reads decodes as the whole stream in one read.
    @Test func everySplitDecodesAsTheWhole() {
        let stream = Array("a\u{1B}OB中\u{1B}[<0;12;7M\u{1B}x\u{1B}[15~\u{1B}\u{1B}[1;5Dé".utf8)
        let whole = Self.bytes([stream])
        #expect(whole.count == 9)
        for cut in 1..<stream.count {
            for second in cut..<stream.count {
                let parts = [Array(stream[0..<cut]), Array(stream[cut..<second]), Array(stream[second...])]
                #expect(Self.bytes(parts) == whole, "cut at \(cut) and \(second)")
            }
        }
    }
}
