import Testing
import FolioKit
@testable import FolioBrowser

@Suite struct HexViewTests {
    @Test func everyRowFitsTheColumnAtEveryWidth() {
        let bytes = (0..<1024).map { UInt8($0 % 256) }
        for width in 20...120 {
            let rows = HexView.render(bytes, width: width).string.split(separator: "\n")
            for row in rows { #expect(TextWidth.width(of: String(row)) <= width, "width \(width): \(row)") }
            let perRow = HexView.bytesPerRow(width: width)
            // The most bytes that fit: one more would not.
            if perRow != 16 {
                #expect(HexView.rowWidth(bytes: perRow + (perRow == 8 ? 8 : 1), digits: 8) > width || perRow < 8)
            }
            #expect(rows.count == (1024 + perRow - 1) / perRow)
        }
    }

    @Test func sixteenEightOrFewerBytesByWidth() {
        #expect(HexView.bytesPerRow(width: 75) == 16)
        #expect(HexView.bytesPerRow(width: 74) == 8)
        #expect(HexView.bytesPerRow(width: 43) == 8)
        #expect(HexView.bytesPerRow(width: 42) == 8)  // a 4-digit offset keeps 8 bytes
        #expect(HexView.bytesPerRow(width: 38) == 7)
        #expect(HexView.bytesPerRow(width: 20) == 3)
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
