import FolioKit

/// Text width, truncation and wrapping: whatever the text (any bytes, read as UTF-8 with
/// repairs) and width, a truncated string fits the width, every wrapped line fits it, the
/// visible form has no control character and measures as the text, every glyph's text measures
/// as wide as the glyph, and drawing the text into a grid never splits a wide glyph or writes
/// outside the clip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextWidth(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let width = Int(bytes[0] % 40)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let truncated = TextWidth.truncate(text, toWidth: width)
    precondition(TextWidth.width(of: truncated) <= width, "truncate(\(text.debugDescription), \(width)) is wider")
    // At width 0 nothing is shown, even text that draws nothing (a lone joiner).
    if width > 0 && TextWidth.width(of: TextWidth.visible(text)) <= width {
        precondition(truncated == TextWidth.visible(text), "text that fits is kept whole")
    }
    for line in TextWidth.wrap(text, width: width) {
        precondition(TextWidth.width(of: line) <= max(width, 2), "wrap(\(text.debugDescription), \(width)) has a wider line")
        precondition(!line.contains("\n"))
    }
    for scalar in TextWidth.visible(text).unicodeScalars {
        precondition(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value),
                     "visible form keeps a control character")
    }
    precondition(TextWidth.width(of: text) >= 0)
    // What is drawn measures as it is drawn: a glyph's text as wide as the glyph, the visible
    // form as wide as the text (a lone Hangul final, U+D7D1, once measured two as drawn one).
    for glyph in TextWidth.glyphs(text) {
        precondition(TextWidth.width(of: glyph.text) == glyph.width, "glyph \(glyph.text.debugDescription) measures otherwise")
    }
    precondition(TextWidth.width(of: TextWidth.visible(text)) == TextWidth.width(of: text), "the visible form measures otherwise")

    var grid = CellGrid(size: Size(width: 12, height: 2))
    let clip = Rect(x: 2, y: 0, width: max(0, width % 9), height: 1)
    let end = grid.draw(text, at: Point(x: Int(bytes[0] % 5), y: 0), style: .plain, clip: clip)
    precondition(end >= Int(bytes[0] % 5))
    for x in 0..<12 {
        let cell = grid[x, 0]
        if x < clip.minX || x >= clip.maxX { precondition(cell == .blank, "drawn outside the clip at \(x)") }
        if cell.width == 2 { precondition(x + 1 < 12 && grid[x + 1, 0].width == 0, "a wide glyph without its right half") }
        if cell.width == 0 { precondition(x > 0 && grid[x - 1, 0].width == 2, "a right half without its glyph") }
    }
    return 0
}
