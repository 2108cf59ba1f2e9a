/// What one terminal cell shows: a base character with its zero-width marks, one or two columns wide.
public struct Glyph: Hashable, Sendable {
    /// The characters sent to the terminal for this cell.
    public var text: String
    /// Columns taken: 1 or 2.
    public var width: Int
    /// Creates a glyph.
    public init(_ text: String, width: Int) { self.text = text; self.width = width }
}

/// Display width of text in terminal columns, and how text is cut into cells.
///
/// The policy, chosen to match what tmux 3.3 and ncurses (both on glibc's `wcwidth`) put on the
/// screen, cell for cell:
/// - each scalar counts as `wcwidth` says: CJK and emoji-presentation characters 2, combining
///   marks, variation selectors and joiners 0;
/// - a variation selector 16 does not widen (`❤️` is 1 column, like `❤`);
/// - an emoji skin-tone modifier is a character of its own (2 columns), so `👍🏽` is 4;
/// - a zero-width-joiner sequence is drawn as its first character: what follows a ZWJ is dropped
///   (`👨‍👩‍👧` is shown as `👨`, 2 columns), because tmux folds it into that cell and ncurses could
///   not place it there;
/// - a regional-indicator flag is two 1-column characters;
/// - a zero-width mark with no character to sit on is drawn on a space when it extends one (a
///   combining accent at the start: ` ́`, one column); one that does not (a lone Hangul vowel or
///   final such as U+D7D1, a zero-width space) takes no column and is drawn with the glyph before
///   it, as a terminal draws it, or not at all at the start. So a glyph's text always measures
///   as wide as the glyph, and text measures as `wcswidth` counts it;
/// - control characters (C0, DEL, C1) are drawn visibly in caret form (`^[`, `^?`, `<9B>`), so no
///   text can drive the terminal; unassigned code points are drawn as `�`;
/// - bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) are drawn the
///   same way (`<202E>`), so a name cannot reorder what a bidi-capable terminal shows (the
///   "Trojan Source" trick: `bidi-\u{202E}gnp.exe` read as `…exe.png`).
public enum TextWidth {
    /// Columns one Unicode scalar takes, or -1 for a control character, -2 for an unprintable one.
    public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || v == 0x7F { return -1 }
        if v < 0x7F { return 1 }
        if v < 0xA0 { return -1 }
        if contains(WidthTable.zeroWidth, v) { return 0 }
        if contains(WidthTable.doubleWidth, v) { return 2 }
        if contains(WidthTable.unprintable, v) { return -2 }
        return 1
    }

    /// Columns the text takes on screen, after control characters are made visible.
    public static func width(of text: String) -> Int {
        if let ascii = asciiWidth(text) { return ascii }
        if let single = singleScalar(text), scalarWidth(single) > 0 { return scalarWidth(single) }
        var total = 0
        forEachGlyph(in: text) { total += $0.width }
        return total
    }

    /// Columns one grapheme cluster takes on screen.
    public static func width(of character: Character) -> Int {
        var total = 0
        glyphs(of: character) { total += $0.width }
        return total
    }

    /// The glyphs the text is drawn as, in order.
    public static func glyphs(_ text: String) -> [Glyph] {
        var result: [Glyph] = []
        forEachGlyph(in: text) { result.append($0) }
        return result
    }

    /// Calls `body` with each glyph of the text, in order.
    public static func forEachGlyph(in text: String, _ body: (Glyph) -> Void) {
        if asciiWidth(text) != nil {
            for byte in text.utf8 { body(Glyph(String(UnicodeScalar(byte)), width: 1)) }
            return
        }
        if let single = singleScalar(text), scalarWidth(single) > 0 {
            // One printable scalar (a box-drawing line, an arrow): no cluster analysis needed.
            body(Glyph(text, width: scalarWidth(single)))
            return
        }
        // Each glyph waits for the next cluster: a mark that cannot sit on a space of its own
        // joins it, in the same cell, as the terminal would draw it.
        var pending: Glyph?
        for character in text {
            glyphs(of: character, unattached: { scalar in pending?.text.unicodeScalars.append(scalar) }) { glyph in
                if let waiting = pending { body(waiting) }
                pending = glyph
            }
        }
        if let waiting = pending { body(waiting) }
    }

    /// True for the bidirectional formatting characters, which reorder text on a bidi-capable
    /// terminal: embeddings and overrides, isolates, the LRM/RLM marks and the Arabic letter mark.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// True when the scalar is drawn as its visible form instead of itself: a control character
    /// or a bidirectional control.
    public static func needsVisibleForm(_ scalar: Unicode.Scalar) -> Bool {
        scalarWidth(scalar) == -1 || isBidiControl(scalar)
    }

    /// The visible form of a control character: `^[` for ESC, `^?` for DEL, `<9B>` for a C1
    /// control, `<202E>` for a bidirectional control.
    public static func visibleForm(of scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        if v < 0x20 { return "^" + String(UnicodeScalar(UInt8(v + 0x40))) }
        if v == 0x7F { return "^?" }
        let hex = String(v, radix: 16, uppercase: true)
        return "<" + (hex.count < 2 ? "0" + hex : hex) + ">"
    }

    /// The text with every control character (bidirectional ones included) replaced by its
    /// visible form.
    ///
    /// Text that holds one is rebuilt from its glyphs, as it is drawn: a combining mark after a
    /// control stays on its own cell instead of decorating the last letter of `^A`.
    public static func visible(_ text: String) -> String {
        if !containsControl(text) { return text }
        var out = ""
        forEachGlyph(in: text) { out += $0.text }
        return out
    }

    /// The text cut to at most `maxWidth` columns, ending in `ellipsis` when it was cut.
    ///
    /// Cuts fall between grapheme clusters, so no cluster or wide character is split. A cut
    /// right after the text's own ellipsis adds no second one.
    public static func truncate(_ text: String, toWidth maxWidth: Int, ellipsis: String = "…") -> String {
        if maxWidth <= 0 { return "" }
        if let count = asciiWidth(text) {
            // Printable ASCII: already visible, a column a byte, cut between any two bytes.
            if count <= maxWidth { return text }
            let ellipsisWidth = width(of: ellipsis)
            if ellipsisWidth > maxWidth { return String(repeating: ".", count: maxWidth) }
            return String(Substring(text.utf8.prefix(maxWidth - ellipsisWidth))) + ellipsis
        }
        let shown = visible(text)
        if width(of: shown) <= maxWidth { return shown }
        let ellipsisWidth = width(of: ellipsis)
        if ellipsisWidth > maxWidth { return String(repeating: ".", count: maxWidth) }
        let budget = maxWidth - ellipsisWidth
        var used = 0
        var result = ""
        for character in shown {
            let w = width(of: character)
            if used + w > budget { break }
            used += w
            result.append(character)
        }
        // A cut right after the text's own ellipsis (a JSON preview's `{…`) says so once: `{……`
        // would read as two cuts.
        return result.hasSuffix(ellipsis) && !ellipsis.isEmpty ? result : result + ellipsis
    }

    /// The text broken into lines of at most `maxWidth` columns, at spaces where possible.
    ///
    /// Newlines in the text end lines; a word wider than the line is cut between clusters, and a
    /// cluster wider than the line between its glyphs. No line is ever wider than `maxWidth`
    /// (a glyph wider than the whole line is shown as `…`), and breaking never makes an empty
    /// line: spaces at a break are dropped, leading spaces of a paragraph kept while they fit.
    public static func wrap(_ text: String, width maxWidth: Int) -> [String] {
        guard maxWidth > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(paragraph)
            // The visible form is what is measured again when the line is drawn.
            let shown = visible(text)
            if width(of: text) <= maxWidth && width(of: shown) <= maxWidth {
                lines.append(shown)
            } else {
                var wrapper = LineWrapper(width: maxWidth)
                for unit in wrapUnits(text, width: maxWidth) { wrapper.add(unit) }
                lines += wrapper.finish()
            }
        }
        return lines
    }

    /// The pieces wrapping places whole, as drawn: each cluster's glyphs, or one glyph at a time
    /// for a cluster wider than the line.
    private static func wrapUnits(_ text: String, width maxWidth: Int) -> [LineWrapper.Unit] {
        var units: [LineWrapper.Unit] = []
        for character in text {
            var parts: [Glyph] = []
            var marks: [Unicode.Scalar] = []
            glyphs(of: character, unattached: { marks.append($0) }) { parts.append($0) }
            // A mark no space can carry stays with the piece before it, as it is drawn.
            if !marks.isEmpty, !units.isEmpty { units[units.count - 1].text.unicodeScalars.append(contentsOf: marks) }
            if parts.isEmpty { continue }  // nothing drawn of its own (a lone joiner): no word, no break
            // A line is drawn again from its text, which is measured again: the wider of the
            // two counts, so no line can come out wider than asked (they agree: a glyph's text
            // measures as wide as the glyph).
            let text = parts.map(\.text).joined()
            let w = max(parts.reduce(0) { $0 + $1.width }, width(of: text))
            if w <= maxWidth {
                units.append(.init(text: text, width: w, isSpace: character == " "))
                continue
            }
            for glyph in parts {
                let glyphWidth = max(glyph.width, width(of: glyph.text))
                units.append(glyphWidth <= maxWidth
                    ? .init(text: glyph.text, width: glyphWidth, isSpace: false)
                    : .init(text: "…", width: 1, isSpace: false))
            }
        }
        return units
    }

    /// True when the text holds a C0 or C1 control character, DEL or a bidirectional control
    /// (checked on the UTF-8 bytes, so ordinary text is not copied).
    static func containsControl(_ text: String) -> Bool {
        // Over the contiguous bytes when there are some: the UTF8View's iterator costs several
        // times more a byte, and every metadata line and name passes through here.
        if let found = text.utf8.withContiguousStorageIfAvailable({ containsControl($0) }) { return found }
        return containsControl(text.utf8)
    }

    /// `containsControl` over UTF-8 bytes.
    @inline(__always)
    private static func containsControl<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2 && byte < 0xA0 { return true }  // U+0080–U+009F
            if previous == 0xD8 && byte == 0x9C { return true }  // U+061C
            if beforePrevious == 0xE2 && previous == 0x80
                && (byte == 0x8E || byte == 0x8F || (0xAA...0xAE).contains(byte)) { return true }  // U+200E/F, U+202A–E
            if beforePrevious == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(byte) { return true }  // U+2066–9
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// The text's only scalar when it is exactly one scalar, else nil.
    @inline(__always)
    static func singleScalar(_ text: String) -> Unicode.Scalar? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 4 else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }

    /// Width of text that is printable ASCII only (the common case, one column per byte), else nil.
    @inline(__always)
    static func asciiWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte >= 0x7F { return nil }
            count += 1
        }
        return count
    }

    /// True when a space and `scalar` make one grapheme cluster (a combining mark), so the
    /// space can carry the scalar in a cell of its own and measure the same afterwards.
    static func extendsSpace(_ scalar: Unicode.Scalar) -> Bool {
        var text = " "
        text.unicodeScalars.append(scalar)
        return text.count == 1
    }

    /// Cuts one grapheme cluster into glyphs under the policy above.
    ///
    /// A zero-width scalar with no character before it in the cluster that a space cannot carry
    /// goes to `unattached` (drawn with the glyph before, if any), not into a glyph.
    static func glyphs(of character: Character, unattached: (Unicode.Scalar) -> Void = { _ in }, _ body: (Glyph) -> Void) {
        var current = ""
        var currentWidth = 0
        var afterJoiner = false
        var dropping = false
        func flush() {
            if currentWidth > 0 { body(Glyph(current, width: currentWidth)) }
            current = ""
            currentWidth = 0
        }
        for scalar in character.unicodeScalars {
            let w = scalarWidth(scalar)
            if w == -1 || isBidiControl(scalar) {
                flush()
                for form in visibleForm(of: scalar) { body(Glyph(String(form), width: 1)) }
                afterJoiner = false; dropping = false
                continue
            }
            if scalar.value == 0x200D { afterJoiner = true; continue }
            if afterJoiner {
                afterJoiner = false
                if w != 0 { dropping = true; continue }
            }
            if w == 0 {
                if dropping { continue }
                if currentWidth == 0 {
                    guard extendsSpace(scalar) else {
                        unattached(scalar)
                        continue
                    }
                    current = " "; currentWidth = 1
                }
                current.unicodeScalars.append(scalar)
                continue
            }
            dropping = false
            flush()
            if w == -2 {
                current = "\u{FFFD}"; currentWidth = 1
            } else {
                current = String(scalar); currentWidth = w
            }
        }
        flush()
    }

    private static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0, high = table.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[2 * mid] {
                high = mid - 1
            } else if value > table[2 * mid + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
