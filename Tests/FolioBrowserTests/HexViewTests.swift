import Testing
import FolioKit
@testable import FolioBrowser

@Suite struct HexViewTests {
    @Test func everyRowFitsTheColumnAtEveryWidth() {
        let bytes = (0..<1024).map { UInt8($0 % 256) }
        for width in 20...120 {
            let rows = HexView.render(bytes, width: width).string.split(separator: "\n")
            for row in rows { #expect(TextWidth.width(of: String(row)) <= width, "width \(width): \(row)") }
            let (perRow, digits) = HexView.layout(width: width, byteCount: bytes.count)
            // The most bytes of 16, 8 or 4 that fit: the next step up would not, even with 4 digits.
            if perRow < 16 {
                #expect(HexView.rowWidth(bytes: [4: 8, 8: 16][perRow] ?? 4, digits: 4) > width, "width \(width)")
            }
            #expect(digits == 8 || HexView.rowWidth(bytes: perRow, digits: 8) > width, "8 digits where they fit")
            #expect(rows.count == (1024 + perRow - 1) / perRow)
        }
    }

    @Test func sixteenEightOrFourBytesByWidth() {
        #expect(HexView.layout(width: 75, byteCount: 1024) == (16, 8))
        // The detail of a 77-column split: 74 text columns. A 1 KB view needs 4 offset digits.
        #expect(HexView.layout(width: 74, byteCount: 1024) == (16, 4))
        #expect(HexView.layout(width: 71, byteCount: 1024) == (16, 4))
        #expect(HexView.layout(width: 70, byteCount: 1024) == (8, 8))
        #expect(HexView.layout(width: 74, byteCount: 1 << 24) == (16, 6), "16 MB of offsets need 6 digits")
        #expect(HexView.layout(width: 42, byteCount: 1024) == (8, 4))  // a 4-digit offset keeps 8 bytes
        #expect(HexView.layout(width: 38, byteCount: 1024) == (4, 8))
        #expect(HexView.layout(width: 23, byteCount: 1024) == (4, 4))
        #expect(HexView.layout(width: 22, byteCount: 1024) == (3, 4))
        #expect(HexView.bytesPerRow(width: 74) == 8, "without a count, offsets may need 8 digits")
    }

    @Test func sixteenBytesARowWithShortOffsetsIn74Columns() {
        let text = HexView.render(Array("ABCDEFGHIJKLMNOPQ".utf8) + [0, 0xFF], width: 74)
        #expect(text.string == """
        0000  41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50  ABCDEFGHIJKLMNOP
        0010  51 00 ff                                         Q..
        """)
        #expect(text.style(at: 0) == Style(foreground: .brightBlack))
        #expect(text.style(at: 4) == .plain)
    }

    @Test func rowsShowOffsetHexAndText() {
        let text = HexView.render(Array("ABCDEFGHIJKLMNOPQ".utf8) + [0, 0xFF], width: 75)
        #expect(text.string == """
        00000000  41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e 4f 50  ABCDEFGHIJKLMNOP
        00000010  51 00 ff                                         Q..
        """)
        #expect(text.style(at: 0) == Style(foreground: .brightBlack))
        #expect(text.style(at: 10) == .plain)
    }
}
