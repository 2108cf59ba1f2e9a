/// The state of finding where a wrapped row ends, fed one character at a time.
///
/// Shared by the byte fast path and the walk over grapheme clusters in `TextLayout`, so both
/// break rows by the same rule: at the last space that fits, else before the first character
/// that does not fit; a row always takes at least one character.
struct RowBreaker {
    /// Columns the row may take.
    let width: Int
    /// Byte offset after the characters fed so far.
    private(set) var offset: Int
    private var column = 0
    private var afterSpace: Int?
    /// A space before any word (indentation) is no break: it would leave a blank row.
    private var hasWord = false

    init(width: Int, offset: Int) {
        self.width = width
        self.offset = offset
    }

    /// Adds a character of `bytes` UTF-8 bytes and `width` columns (a tab's width comes from its
    /// column); returns where the row ends when the character does not fit.
    @inline(__always)
    mutating func add(isSpace: Bool, isTab: Bool, width characterWidth: Int, bytes: Int) -> Int? {
        let w = isTab ? 8 - column % 8 : characterWidth
        if column + w > width && column > 0 {
            if isSpace && hasWord { return offset + 1 }
            if let afterSpace { return afterSpace }
            return offset
        }
        column += w
        offset += bytes
        if isSpace { if hasWord { afterSpace = offset } } else { hasWord = true }
        return nil
    }
}
