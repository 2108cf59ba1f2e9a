import CNcursesw
import FolioKit
import FoundationEssentials

/// Writes a frame's runs to the terminal as bytes, with the terminfo strings ncurses would use,
/// without ncurses' screen update.
///
/// The frame already says exactly which cells changed, and ncurses' `doupdate` costs far more than
/// that: it hashes every line of the screen for its scroll optimisation whenever anything
/// changed (whatever `idlok` says; only the terminal's scrolling capabilities decide), and
/// compares each changed line over the screen's whole width. So a frame that changes two cells
/// cost what the screen's area costs. Here a frame costs its runs: a cursor address, the strings
/// from the style before to the run's (made once a change) and the text, a run; scrolls use the
/// scroll region.
/// ncurses still draws full repaints (after a resume, a resize, Ctrl-L), which clear the screen.
struct DirectOutput {
    private let cursorAddress: String
    /// True when `cup` is the ANSI `CSI row;col H`, which is formatted here without `tparm`.
    private let isANSICursorAddress: Bool
    private let resetAttributes: [UInt8]
    /// The length of `sgr0` alone within `resetAttributes`.
    private let sgr0Length: Int
    /// `sgr`, which sets all attributes in one string (and resets the others), when there is one.
    private let setAttributes: String?
    private let bold: [UInt8]
    private let dim: [UInt8]
    private let reverse: [UInt8]
    private let underline: [UInt8]
    private let setForeground: String?
    private let setBackground: String?
    private let scrollRegion: String?
    /// `ech`: erases characters from the cursor on, without moving it.
    private let eraseCharacters: String?
    private let scrollForward: [UInt8]
    private let scrollReverse: [UInt8]
    private let colors: Int
    /// `ech` is the ANSI `CSI n X`, formatted here without `tparm`.
    private let isANSIErase: Bool
    /// The terminal repeats the last character (`rep`, the ANSI `CSI n b`): a run of one ASCII
    /// character (a highlighted row's blanks, a rule of dashes) is written once and repeated.
    private let repeatsCharacters: Bool
    /// `sgr` begins with `\E(B` (the ASCII character set), left out as `sgr0`'s is.
    private let dropsCharacterSetReset: Bool
    /// Fewer repeats than this are written out: `CSI n b` would be no shorter.
    static let minimumRepeat = 7
    /// The style changes made so far: each style packed as cells pack it, the style it followed
    /// (packed; 0 is the default look), and the bytes that make the one from the other (same order).
    private var styleKeys: [UInt64] = []
    private var styleFroms: [UInt64] = []
    /// Where each style's bytes are in `styleStore` (one array, so writing them retains none).
    private var styleRanges: [Range<Int>] = []
    private var styleStore: [UInt8] = []

    /// The strings of the current terminal, or nil when it lacks cursor addressing or a way to
    /// reset attributes, or wraps early at the right margin (automatic margins without the
    /// newline glitch: writing the last column would move the cursor, or scroll at the bottom).
    init?(colors: Int, isMonochrome: Bool) {
        guard let cup = Self.string("cup"), let sgr0 = Self.string("sgr0") else { return nil }
        if tigetflag("am") > 0 && tigetflag("xenl") <= 0 { return nil }
        cursorAddress = cup
        isANSICursorAddress = cup == "\u{1B}[%i%p1%d;%p2%dH"
        // After an ANSI sgr0 the colours are the terminal's own again; others may need `op`.
        let resetsColors = sgr0.hasSuffix("\u{1B}[m") || sgr0.hasSuffix("\u{1B}[0m")
        // xterm's sgr0 and sgr begin by choosing the ASCII character set (`\E(B`, as `rmacs`
        // does) in case the line-drawing one was on. These frames never switch it on, and each
        // follows an ncurses repaint, which ends with it off: the three bytes go, a style change.
        let characterSetReset = Self.string("rmacs").flatMap { $0 == "\u{1B}(B" ? $0 : nil }
        dropsCharacterSetReset = characterSetReset != nil
        let reset = characterSetReset.map { sgr0.hasPrefix($0) ? String(sgr0.dropFirst($0.count)) : sgr0 } ?? sgr0
        resetAttributes = Array((reset + (resetsColors ? "" : Self.string("op") ?? "")).utf8)
        sgr0Length = reset.utf8.count
        setAttributes = Self.string("sgr")
        bold = Array((Self.string("bold") ?? "").utf8)
        dim = Array((Self.string("dim") ?? "").utf8)
        reverse = Array((Self.string("rev") ?? "").utf8)
        underline = Array((Self.string("smul") ?? "").utf8)
        setForeground = isMonochrome ? nil : Self.string("setaf")
        setBackground = isMonochrome ? nil : Self.string("setab")
        scrollRegion = Self.string("csr")
        eraseCharacters = Self.string("ech")
        isANSIErase = eraseCharacters == "\u{1B}[%p1%dX"
        repeatsCharacters = Self.string("rep") == "%p1%c\u{1B}[%p2%{1}%-%db"
        scrollForward = Array((Self.string("ind") ?? "").utf8)
        scrollReverse = Array((Self.string("ri") ?? "").utf8)
        self.colors = colors
    }

    /// True when bands of rows can be shifted: a scroll region, and scrolling both ways in it.
    var canScroll: Bool { scrollRegion != nil && !scrollForward.isEmpty && !scrollReverse.isEmpty }

    private static func string(_ name: String) -> String? {
        guard let raw = tigetstr(name), Int(bitPattern: raw) != -1 else { return nil }
        return String(cString: raw)
    }

    /// Appends to `out` the bytes for `update`, a frame that is not a full repaint.
    ///
    /// The screen has `rows` rows and `columns` columns; `text` gives a glyph's characters as the terminal's locale can
    /// show them (nil: the cells' own characters as UTF-8). ASCII cells are written as they are.
    ///
    /// Every frame starts and ends in the default look (as ncurses leaves the terminal too), so
    /// rows a scroll brings in are blank in it.
    mutating func append(_ update: FrameUpdate, rows: Int, columns: Int, to out: inout FrameBytes, text fold: ((Glyph) -> String)? = nil) {
        for scroll in update.scrolls where scroll.distance != 0 && !scroll.rows.isEmpty {
            appendScroll(scroll, rows: rows, to: &out)
        }
        // The style written last, packed as cells pack it (0 is the default look), and a cell in it.
        var current: UInt64 = 0
        var currentCell = Cell.blank
        // Where the cursor is after the last run, when known: a run that starts there (the next
        // style on the same row) needs no address. Past the last column it is not known.
        var cursorRow = -1, cursorColumn = -1
        let runs = update.runs
        for (index, run) in runs.enumerated() {
            if cursorRow != run.row || cursorColumn != run.column {
                appendCursorAddress(row: run.row, column: run.column, to: &out)
            }
            run.cells.withUnsafeBufferPointer { cells in
                guard let first = cells.first else { return }
                let packed = first.packedStyle
                // A long stretch of plain blanks at the end of a run (a shorter name over a
                // longer one) is erased in one string, as ncurses does; the cursor then stays
                // before it.
                var blanks = 0
                if packed == 0 {
                    while blanks < cells.count && cells[cells.count - 1 - blanks].isPlainSpace { blanks += 1 }
                }
                // Repeated instead when the next run starts where this one ends (the next style
                // on the row): the cursor then is there, and needs no address.
                let nextFollows = index + 1 < runs.count && runs[index + 1].row == run.row
                    && runs[index + 1].column == run.column + cells.count
                let erases = blanks > 12 && eraseCharacters != nil && !(repeatsCharacters && nextFollows)
                if packed != current {
                    appendStyle(packed, of: first, after: current, currentCell, to: &out)
                    current = packed
                    currentCell = first
                }
                let end = run.column + appendText(cells, count: erases ? cells.count - blanks : cells.count, fold: fold, to: &out)
                if erases {
                    appendErase(blanks, to: &out)
                    cursorRow = -1
                } else {
                    cursorRow = end < columns ? run.row : -1
                    cursorColumn = end
                }
            }
        }
        if current != 0 { out.append(resetAttributes) }
        if let cursor = update.cursor { appendCursorAddress(row: cursor.y, column: cursor.x, to: &out) }
    }

    /// Writes the characters of the first `count` of `cells` (continuation cells add none) and
    /// returns the columns they cover.
    private func appendText(_ cells: UnsafeBufferPointer<Cell>, count: Int, fold: ((Glyph) -> String)?, to out: inout FrameBytes) -> Int {
        var columns = 0
        guard let fold else {
            // At most four scalars of four bytes a cell: room for the run is made once, then
            // each byte is a store.
            let repeats = repeatsCharacters
            // A repeat (8 bytes at most) stands for more cells than its bytes: the room stays enough.
            out.appendUnchecked(maximum: count * 16) { target in
                // Locals the compiler keeps in registers: nothing captured by an inner closure.
                var written = 0, covered = 0, index = 0
                while index < count {
                    let cell = cells[index]
                    let width = Int(cell.width)
                    index &+= 1
                    if width == 0 { continue }
                    covered &+= width
                    if let byte = cell.asciiByte {
                        target[written] = byte
                        written &+= 1
                        guard repeats else { continue }
                        let more = Self.repeats(of: byte, in: cells, from: index, before: count)
                        if more > 0 {
                            written &+= Self.storeRepeat(more, at: target + written)
                            covered &+= more
                            index &+= more
                        }
                    } else {
                        written &+= Self.storeScalars(of: cell, at: target + written)
                    }
                }
                columns = covered
                return written
            }
            return columns
        }
        var index = 0
        while index < count {
            let cell = cells[index]
            index += 1
            if cell.width == 0 { continue }
            columns += Int(cell.width)
            if let byte = cell.asciiByte {
                out.append(byte)
                guard repeatsCharacters else { continue }
                let more = Self.repeats(of: byte, in: cells, from: index, before: count)
                if more > 0 {
                    out.appendUnchecked(maximum: 8) { Self.storeRepeat(more, at: $0) }
                    columns += more
                    index += more
                }
            } else {
                var folded = fold(Glyph(cell.text, width: Int(cell.width)))
                folded.withUTF8 { out.append(UnsafeRawBufferPointer($0)) }
            }
        }
        return columns
    }

    /// How many cells from `start` (up to `end`) repeat the ASCII `byte` just written: worth a
    /// `CSI n b` from `minimumRepeat` on, else 0 (they are written out).
    private static func repeats(of byte: UInt8, in cells: UnsafeBufferPointer<Cell>, from start: Int, before end: Int) -> Int {
        var same = start
        while same < end && cells[same].asciiByte == byte { same &+= 1 }
        return same &- start >= minimumRepeat ? same &- start : 0
    }

    /// Stores `CSI count b` (the last character again `count` times) at `target` and returns
    /// how many bytes (at most 8 for a count below 10,000).
    private static func storeRepeat(_ count: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = 0x1B
        target[1] = UInt8(ascii: "[")
        var written = 2
        var divisor = 1
        while divisor <= count / 10 { divisor &*= 10 }
        var rest = count
        while divisor > 0 {
            target[written] = UInt8(truncatingIfNeeded: 0x30 &+ rest / divisor)
            written &+= 1
            rest %= divisor
            divisor /= 10
        }
        target[written] = UInt8(ascii: "b")
        return written &+ 1
    }

    /// Stores the UTF-8 bytes of `cell`'s scalars at `target` (room for sixteen) and returns
    /// how many.
    private static func storeScalars(of cell: Cell, at target: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        cell.forEachScalar { scalar in
            UTF8.encode(scalar) { byte in
                target[written] = byte
                written += 1
            }
        }
        return written
    }

    /// `append(_:rows:columns:to:text:)` into an array, with `text` for every glyph that is not
    /// ASCII (tests read a frame's bytes this way).
    mutating func append(_ update: FrameUpdate, rows: Int, columns: Int, to out: inout [UInt8], text: (Glyph) -> String) {
        var bytes = FrameBytes(capacity: 256)
        withoutActuallyEscaping(text) { fold in append(update, rows: rows, columns: columns, to: &bytes, text: fold) }
        out += bytes.array
    }

    /// `ech` for `count` cells: formatted here when it is the ANSI `CSI n X`.
    private func appendErase(_ count: Int, to out: inout FrameBytes) {
        guard let erase = eraseCharacters else { return }
        if isANSIErase {
            out.append(0x1B)
            out.append(UInt8(ascii: "["))
            out.appendDecimal(count)
            out.append(UInt8(ascii: "X"))
        } else {
            erase.withCString { Self.append(folio_tparm1($0, Int32(count)), to: &out) }
        }
    }

    /// The scroll region set to the band, the content moved by index (up) or reverse index
    /// (down) from its edge, and the region set back to the whole screen.
    private func appendScroll(_ scroll: RowScroll, rows: Int, to out: inout FrameBytes) {
        guard let region = scrollRegion, canScroll else { return }
        let last = scroll.rows.upperBound - 1
        appendParameters(region, scroll.rows.lowerBound, last, to: &out)
        if scroll.distance > 0 {
            appendCursorAddress(row: last, column: 0, to: &out)
            for _ in 0..<scroll.distance { out.append(scrollForward) }
        } else {
            appendCursorAddress(row: scroll.rows.lowerBound, column: 0, to: &out)
            for _ in 0..<(-scroll.distance) { out.append(scrollReverse) }
        }
        appendParameters(region, 0, rows - 1, to: &out)
    }

    private func appendCursorAddress(row: Int, column: Int, to out: inout FrameBytes) {
        if isANSICursorAddress && column == 0 {
            // The first column is the default: `CSI row H`, two bytes shorter (a row of a list).
            out.append(0x1B)
            out.append(UInt8(ascii: "["))
            out.appendDecimal(row + 1)
            out.append(UInt8(ascii: "H"))
        } else if isANSICursorAddress {
            out.appendControl(row + 1, column + 1, UInt8(ascii: "H"))
        } else {
            appendParameters(cursorAddress, row, column, to: &out)
        }
    }

    private func appendParameters(_ capability: String, _ a: Int, _ b: Int, to out: inout FrameBytes) {
        capability.withCString { Self.append(folio_tparm2($0, Int32(a), Int32(b)), to: &out) }
    }

    /// Appends the bytes that turn the style `previous` (that of `previousCell`; 0 is the default
    /// look) into the style `packed` (that of `cell`), made once a change and found again by the
    /// packed numbers, without building the `Style`s.
    private mutating func appendStyle(_ packed: UInt64, of cell: Cell, after previous: UInt64, _ previousCell: Cell,
                                      to out: inout FrameBytes) {
        // A screen makes a few tens of style changes at most: a scan of their numbers costs less
        // than hashing one.
        let found = styleKeys.withUnsafeBufferPointer { keys in
            styleFroms.withUnsafeBufferPointer { froms in keys.indices.first { keys[$0] == packed && froms[$0] == previous } }
        }
        let range: Range<Int>
        if let found {
            range = styleRanges[found]
        } else {
            let made = bytes(for: cell.style, after: previous == 0 ? nil : previousCell.style)
            range = styleStore.count..<(styleStore.count + made.count)
            styleKeys.append(packed)
            styleFroms.append(previous)
            styleRanges.append(range)
            styleStore += made
        }
        styleStore.withUnsafeBytes { out.append(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// The bytes that turn `previous` (nil: the default look) into `style`: the shortest of
    /// setting it whole and adding to `previous`.
    ///
    /// From the default look, where every frame starts, the reset that begins the whole setting
    /// is left out (`sgr0`, or the `0;` of an ANSI `CSI 0;…m`: a reset of nothing). Otherwise, as
    /// ncurses does, when nothing has to be turned off the attributes `style` adds are written
    /// with their own strings and only the colours that change: a selected row's dim size column
    /// is `CSI 2m` instead of `CSI 0;1;2;7m`. 12 of a Down's 120 bytes in a list (the stack layout).
    private func bytes(for style: Style, after previous: Style?) -> [UInt8] {
        let whole = bytes(for: style)
        guard let previous else {
            if whole.starts(with: resetAttributes) { return Array(whole.dropFirst(resetAttributes.count)) }
            let ansiReset: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: ";")]
            return whole.starts(with: ansiReset) ? [0x1B, UInt8(ascii: "[")] + whole.dropFirst(ansiReset.count) : whole
        }
        guard let added = adding(style, to: previous), added.count < whole.count else { return whole }
        return added
    }

    /// The bytes that turn `previous` into `style` by adding attributes and colours to it; nil
    /// when an attribute or a colour would have to be turned off or the terminal has no string
    /// for an attribute alone.
    private func adding(_ style: Style, to previous: Style) -> [UInt8]? {
        guard style.attributes.isSuperset(of: previous.attributes),
              previous.foreground == .default || previous.foreground == style.foreground,
              previous.background == .default || previous.background == style.background else { return nil }
        var result: [UInt8] = []
        for (attribute, string) in [(TextAttributes.bold, bold), (.dim, dim), (.reverse, reverse), (.underline, underline)]
        where style.attributes.contains(attribute) && !previous.attributes.contains(attribute) {
            if string.isEmpty { return nil }
            result += string
        }
        if style.foreground != previous.foreground { result += colorBytes(style.foreground, setForeground) }
        if style.background != previous.background { result += colorBytes(style.background, setBackground) }
        return result
    }

    /// The bytes that turn the default look into `style`, after a reset (a whole setting).
    private func bytes(for style: Style) -> [UInt8] {
        var result = resetAttributes
        let attributes = style.attributes
        let flags = [attributes.contains(.underline), attributes.contains(.reverse), attributes.contains(.dim),
                     attributes.contains(.bold)].map { Int32($0 ? 1 : 0) }
        var combined = setAttributes.map { sgr in sgr.withCString { Self.bytes(folio_tparm_sgr($0, flags[0], flags[1], flags[2], flags[3])) } }
        if dropsCharacterSetReset, let made = combined, made.starts(with: [0x1B, UInt8(ascii: "("), UInt8(ascii: "B")]) {
            combined = Array(made.dropFirst(3))
        }
        if let combined, !combined.isEmpty, attributes != [] {
            // One string for every attribute (it resets the others), as ncurses writes them,
            // after the reset when that also resets colours.
            result = resetAttributes.count > sgr0Length ? resetAttributes + combined : combined
        } else {
            if attributes.contains(.bold) { result += bold }
            if attributes.contains(.dim) { result += dim }
            if attributes.contains(.reverse) { result += reverse }
            if attributes.contains(.underline) { result += underline }
        }
        result += colorBytes(style.foreground, setForeground)
        result += colorBytes(style.background, setBackground)
        return result
    }

    private func colorBytes(_ color: Color, _ capability: String?) -> [UInt8] {
        guard case .palette(let index) = color, let capability, colors > 0 else { return [] }
        let number = Int(index) < colors ? Int(index) : Int(index) % 8
        return capability.withCString { Self.bytes(folio_tparm1($0, Int32(number))) }
    }

    /// The bytes of a string `tparm` filled in; none when it could not.
    private static func bytes(_ filled: UnsafePointer<CChar>?) -> [UInt8] {
        guard let filled else { return [] }
        return UnsafeRawBufferPointer(start: filled, count: strlen(filled)).map { $0 }
    }

    /// Appends a string `tparm` filled in; nothing when it could not.
    private static func append(_ filled: UnsafePointer<CChar>?, to out: inout FrameBytes) {
        guard let filled else { return }
        out.append(UnsafeRawBufferPointer(start: filled, count: strlen(filled)))
    }
}
