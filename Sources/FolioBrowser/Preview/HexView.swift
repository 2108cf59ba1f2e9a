import FolioKit

/// A hex view laid out for a column: offset, bytes in hex, the printable ones as text.
///
/// A row is `offset␣␣xx xx … xx␣␣text`: 16 bytes when they fit, else 8, else as many as fit,
/// so no row is ever wider than the column.
public enum HexView {
    /// Bytes a row shows in `width` columns.
    public static func bytesPerRow(width: Int) -> Int {
        let digits = offsetDigits(width: width)
        for candidate in [16, 8] where rowWidth(bytes: candidate, digits: digits) <= width { return candidate }
        // Fewer: each byte costs four columns ("xx " and its text column).
        return max(1, (width - digits - 3) / 4)
    }

    /// Columns of a row showing `bytes` bytes with `digits` offset digits.
    public static func rowWidth(bytes: Int, digits: Int) -> Int { digits + 2 + bytes * 3 - 1 + 2 + bytes }

    /// Offset digits: 8, or 4 in a column too narrow for 8 bytes with them.
    static func offsetDigits(width: Int) -> Int { rowWidth(bytes: 8, digits: 8) <= width ? 8 : 4 }

    /// The styled hex view of `bytes` for `width` columns.
    public static func render(_ bytes: [UInt8], width: Int) -> StyledText {
        let perRow = bytesPerRow(width: width)
        let digits = offsetDigits(width: width)
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
