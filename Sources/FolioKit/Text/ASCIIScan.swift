/// Byte-level tests for the ASCII fast paths of layout and drawing.
///
/// A printable ASCII byte is a whole grapheme cluster of one column when the byte after it is
/// ASCII too (or the text ends): no ASCII character extends, joins or prepends, and a line
/// holds no `\r\n` pair. Only such bytes skip the cluster walk, so the cuts the fast paths
/// make are the ones the walk over `Character`s makes.
enum ASCIIScan {
    /// True when byte `offset` of `bytes` (text ending at `end`) is one printable ASCII cell.
    @inline(__always)
    static func isCell(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Bool {
        let byte = bytes[offset]
        guard byte >= 0x20, byte < 0x7F else { return false }
        return offset + 1 >= end || bytes[offset + 1] < 0x80
    }

    /// Number of one-cell ASCII bytes from `offset`, looking no further than `limit`.
    @inline(__always)
    static func cellRun(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, limit: Int, end: Int) -> Int {
        var position = offset
        while position < limit && isCell(bytes, at: position, end: end) { position += 1 }
        return position - offset
    }
}
