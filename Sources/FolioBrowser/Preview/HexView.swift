import FolioKit

/// A hex view laid out for a column: offset, bytes in hex, the printable ones as text.
///
/// A row is `offset␣␣xx xx … xx␣␣text`: 16 bytes when they fit, else 8, else 4, else as many as
/// fit, so no row is ever wider than the column. The offset has 8 digits where they fit beside
/// the row, else only as many as the last offset needs (at least 4): a preview of the first
/// 1,024 bytes then keeps 16 bytes a row in a 74-column text area, which 8 digits would not.
public enum HexView {
    /// The row length and offset digits for `byteCount` bytes in `width` columns.
    public static func layout(width: Int, byteCount: Int) -> (bytesPerRow: Int, digits: Int) {
        let short = shortDigits(byteCount: byteCount)
        for candidate in [16, 8, 4] {
            if rowWidth(bytes: candidate, digits: 8) <= width { return (candidate, 8) }
            if rowWidth(bytes: candidate, digits: short) <= width { return (candidate, short) }
        }
        // Fewer: each byte costs four columns ("xx " and its text column).
        return (max(1, (width - short - 3) / 4), short)
    }

    /// Bytes a row shows in `width` columns, for a view of `byteCount` bytes.
    public static func bytesPerRow(width: Int, byteCount: Int = Int(UInt32.max)) -> Int {
        layout(width: width, byteCount: byteCount).bytesPerRow
    }

    /// Columns of a row showing `bytes` bytes with `digits` offset digits.
    public static func rowWidth(bytes: Int, digits: Int) -> Int { digits + 2 + bytes * 3 - 1 + 2 + bytes }

    /// The fewest offset digits that show every offset of `byteCount` bytes: 4 to 8.
    static func shortDigits(byteCount: Int) -> Int {
        var digits = 1
        var last = max(0, byteCount - 1) >> 4
        while last > 0 { digits += 1; last >>= 4 }
        return min(8, max(4, digits))
    }

    /// The styled hex view of `bytes` for `width` columns.
    public static func render(_ bytes: [UInt8], width: Int) -> StyledText {
        let (perRow, digits) = layout(width: width, byteCount: bytes.count)
        let offsetStyle = Style(foreground: .brightBlack)
        var out = StyledText()
        var offset = 0
        while offset < bytes.count {
            let row = bytes[offset..<min(offset + perRow, bytes.count)]
            if offset > 0 { out.append("\n", style: .plain) }
            out.append(hex(offset, digits: digits), style: offsetStyle)
            var hexPart = " "
            for byte in row { hexPart += " " + hex(Int(byte), digits: 2) }
            hexPart += String(repeating: "   ", count: perRow - row.count)
            out.append(hexPart + "  ", style: .plain)
            let text = String(String.UnicodeScalarView(row.map { $0 >= 32 && $0 < 127 ? Unicode.Scalar($0) : "." }))
            out.append(text, style: .plain)
            offset += perRow
        }
        return out
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return text.count >= digits ? String(text.suffix(digits)) : String(repeating: "0", count: digits - text.count) + text
    }
}
