import CNcursesw
import FolioKit
import FoundationEssentials
@_spi(_Unicode) import Swift

/// Drawing: frames go straight to the terminal as runs (`DirectOutput`); full repaints, and
/// every frame on a terminal the direct writer does not suit, go to ncurses as runs of wide
/// characters with attributes and colour pairs.
extension NcursesTerminal {
    /// True when bands of rows can be shifted (frames then send a scrolled list as a scroll).
    public var scrollsRows: Bool { direct?.canScroll ?? false }

    /// Draws the changed runs and the cursor: straight to the terminal (see `DirectOutput`), or
    /// through ncurses for a full repaint or the first frame at a new size, which clears the
    /// screen and writes every cell.
    public func present(_ update: FrameUpdate) {
        let screenSize = size
        if direct != nil, !update.isFullRepaint, directScreenSize == screenSize {
            outputBytes.removeAll()
            // In a UTF-8 locale the cells' characters go out as they are, without a string a glyph.
            direct?.append(update, rows: screenSize.height, columns: screenSize.width, to: &outputBytes,
                           text: isUTF8 ? nil : { [unowned self] in outputText($0) })
            outputBytes.withBytes { writeToTerminal(bytes: $0) }
            curs_set(update.cursor == nil ? 0 : 1)
            return
        }
        let window = folio_stdscr()
        // stdscr holds the last frame ncurses drew, not what direct frames wrote since: start
        // from a clear screen (such a frame writes every cell).
        if update.isFullRepaint || direct != nil {
            werase(window)
            clearok(folio_curscr(), true)
        }
        var chars = wideText
        wideText = []
        for run in update.runs {
            wattr_set(window, attributes(for: run.style), pair(for: run.style), nil)
            chars.removeAll(keepingCapacity: true)
            for glyph in run.glyphs {
                for scalar in outputText(glyph).unicodeScalars { chars.append(wchar_t(bitPattern: scalar.value)) }
            }
            let count = Int32(chars.count)
            chars.append(0)
            _ = mvwaddnwstr(window, Int32(run.row), Int32(run.column), chars, count)
        }
        wideText = chars
        wattr_set(window, folio_a_normal(), 0, nil)
        if let cursor = update.cursor {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            curs_set(1)
        } else {
            // With the cursor hidden, doupdate need not move it anywhere after the last run: one
            // cursor-motion computation less a frame.
            leaveok(window, true)
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
        directScreenSize = screenSize
    }

    /// In a non-UTF-8 locale, text is folded to ASCII: accents dropped, other characters `?`
    /// (one per column, so the layout holds) and box drawing as ASCII lines.
    private func outputText(_ glyph: Glyph) -> String {
        if isUTF8 { return glyph.text }
        if glyph.text.unicodeScalars.allSatisfy({ $0.isASCII }) { return glyph.text }
        if let line = Self.asciiLines[glyph.text] { return line }
        // Decomposed (NFD, the standard library's `_nfd`), its combining marks dropped: é is e.
        let folded = String(String.UnicodeScalarView(glyph.text._nfd.filter { $0.properties.generalCategory != .nonspacingMark }))
        if folded.unicodeScalars.allSatisfy({ $0.isASCII }), TextWidth.width(of: folded) == glyph.width { return folded }
        return String(repeating: "?", count: glyph.width)
    }

    private static let asciiLines: [String: String] = [
        "─": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "┬": "+", "┴": "+",
        "›": ">", "‹": "<", "…": ".", "▸": ">", "•": "*",
    ]

    private func attributes(for style: Style) -> attr_t {
        var attrs = folio_a_normal()
        if style.attributes.contains(.bold) { attrs |= folio_a_bold() }
        if style.attributes.contains(.dim) { attrs |= folio_a_dim() }
        if style.attributes.contains(.reverse) { attrs |= folio_a_reverse() }
        if style.attributes.contains(.underline) { attrs |= folio_a_underline() }
        return attrs
    }

    private func pair(for style: Style) -> Int16 {
        guard !isMonochrome, style.foreground != .default || style.background != .default else { return 0 }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        // Runs in a row mostly share colours: the last pair answers without hashing.
        if let last = lastPair, last.key == key { return last.pair }
        if let known = pairKeys[key] {
            lastPair = (key, known)
            return known
        }
        let next = Int16(pairKeys.count + 1)
        guard Int32(next) < folio_color_pairs() else { return 0 }
        init_pair(next, colorNumber(style.foreground), colorNumber(style.background))
        pairKeys[key] = next
        return next
    }

    private func colorNumber(_ color: Color) -> Int16 {
        switch color {
        case .default: return -1
        case .palette(let n): return Int32(n) < folio_colors() ? Int16(n) : Int16(n % 8)
        }
    }
}
