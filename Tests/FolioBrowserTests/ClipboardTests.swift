import Foundation
import Testing
@testable import FolioBrowser

/// The OSC 52 sequence `y` and `Y` write, and its size cap.
@Suite struct ClipboardTests {
    @Test(arguments: [
        ("a", "\u{1B}]52;c;YQ==\u{1B}\\"),
        ("/tmp", "\u{1B}]52;c;L3RtcA==\u{1B}\\"),
        ("/home/u/notes.txt", "\u{1B}]52;c;L2hvbWUvdS9ub3Rlcy50eHQ=\u{1B}\\"),
        ("café 😀", "\u{1B}]52;c;Y2Fmw6kg8J+YgA==\u{1B}\\"),
        ("two\nlines", "\u{1B}]52;c;dHdvCmxpbmVz\u{1B}\\"),  // control characters travel inside base64, harmless
    ])
    func sequences(text: String, sequence: String) throws {
        #expect(try Clipboard.sequence(copying: text).get() == sequence)
    }

    @Test func rawBytesAreCopiedAsTheyAre() throws {
        let sequence = try Clipboard.sequence(copying: [0x2F, 0xFF, 0xFE]).get()
        #expect(sequence == "\u{1B}]52;c;L//+\u{1B}\\")
    }

    @Test func payloadDecodesBackToTheText() throws {
        let text = String(repeating: "path/ü/", count: 1000)
        let sequence = try Clipboard.sequence(copying: text).get()
        let payload = sequence.dropFirst("\u{1B}]52;c;".count).dropLast(2)
        #expect(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) } == text)
        #expect(sequence.hasSuffix("\u{1B}\\"))
    }

    @Test func sizeCap() throws {
        let atLimit = [UInt8](repeating: 0x61, count: Clipboard.maximumBytes)
        let sequence = try Clipboard.sequence(copying: atLimit).get()
        #expect(sequence.utf8.count == 100_000 + 9)
        let over = [UInt8](repeating: 0x61, count: Clipboard.maximumBytes + 1)
        #expect(Clipboard.sequence(copying: over) == .failure(.tooLarge(bytes: 75_001, limit: 75_000)))
        #expect(ClipboardError.tooLarge(bytes: 75_001, limit: 75_000).description
            == "not copied: 75001 bytes is more than the 75000 bytes a terminal takes in one copy (OSC 52)")
    }

    @Test func emptyIsAnError() {
        #expect(Clipboard.sequence(copying: "") == .failure(.empty))
    }
}
