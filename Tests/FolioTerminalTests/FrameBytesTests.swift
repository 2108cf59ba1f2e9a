import CNcursesw
@testable import FolioKit
import Testing
@testable import FolioTerminal

/// A frame from the grid diff to the bytes on the terminal: what `CellGrid.update(to:in:)` finds
/// and `DirectOutput` writes, for known changes (exact bytes), and for random changes (the
/// bytes, played on a model of the terminal showing the old screen, give the new grid, styles
/// included).
@MainActor
@Suite(.serialized) struct FrameBytesTests {
    /// The writer for xterm-256color (terminfo loaded with `setupterm`, no screen opened).
    func xterm() -> DirectOutput? {
        var status: Int32 = 0
        guard setupterm("xterm-256color", -1, &status) == OK else { return nil }
        return DirectOutput(colors: 256, isMonochrome: false)
    }

    /// The bytes of the frame from `old` to `new` over `region` (the whole screen when nil),
    /// as the application makes it: scrolls first when `scrolls`, then the diff.
    func frame(from old: CellGrid, to new: CellGrid, region: DirtyRegion? = nil, scrolls: Bool = false,
               fold: ((Glyph) -> String)? = nil) -> [UInt8] {
        guard var output = xterm() else { return Array("no terminfo".utf8) }
        var dirty = region ?? DirtyRegion(size: new.size)
        if region == nil { dirty.addAll() }
        var front = old
        let shifted = scrolls ? front.scrollRows(toward: new, in: dirty) : []
        let runs = front.update(to: new, in: dirty)
        #expect(front == new, "the front grid takes the new cells")
        var bytes = FrameBytes(capacity: 16)
        output.append(FrameUpdate(runs: runs, scrolls: shifted), rows: new.size.height, columns: new.size.width, to: &bytes, text: fold)
        return bytes.array
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aStyleChangeMidRowNeedsNoAddressAndTheFrameEndsPlain() {
        let old = CellGrid(size: Size(width: 20, height: 3))
        var new = old
        new.draw("ab", at: Point(x: 2, y: 1), style: .plain)
        new.draw("cd", at: Point(x: 4, y: 1), style: Style(.bold))
        new.draw("ef", at: Point(x: 6, y: 1), style: Style(foreground: .red))
        #expect(text(frame(from: old, to: new)) == "\u{1B}[2;3Hab\u{1B}[1mcd\u{1B}[m\u{1B}[31mef\u{1B}[m")
    }

    @Test func aWideGlyphIsWrittenOnceAndTheCursorFollowsBothItsColumns() {
        var old = CellGrid(size: Size(width: 12, height: 2))
        old.draw("x漢y", at: Point(x: 0, y: 0), style: .plain)
        var new = CellGrid(size: old.size)
        new.draw(" x漢", at: Point(x: 0, y: 0), style: .plain)
        new.draw("y", at: Point(x: 4, y: 0), style: Style(.reverse))
        #expect(text(frame(from: old, to: new)) == "\u{1B}[1H x漢\u{1B}[7my\u{1B}[m",
                "the reversed y follows the wide glyph without an address: the cursor moved two columns")
    }

    @Test func aChangeOnTheRightHalfOfAWideGlyphWritesTheWholeGlyph() {
        var old = CellGrid(size: Size(width: 12, height: 1))
        old.draw("aabc", at: Point(x: 0, y: 0), style: .plain)
        var new = CellGrid(size: old.size)
        new.draw("aa漢", at: Point(x: 0, y: 0), style: .plain)
        // Only the right half's column is dirty: the run starts at the glyph's first column.
        var region = DirtyRegion(size: old.size)
        region.add(Rect(x: 3, y: 0, width: 9, height: 1))
        var front = old
        front[2, 0] = new[2, 0]  // the left half already agrees, as when a span was not widened
        #expect(text(frame(from: front, to: new, region: region)) == "\u{1B}[1;3H漢")
    }

    @Test func aWideGlyphInTheLastColumnsIsWholeAndTheNextRowIsAddressed() {
        let old = CellGrid(size: Size(width: 10, height: 2))
        var new = old
        new.draw("漢", at: Point(x: 8, y: 0), style: .plain)
        new.draw("z", at: Point(x: 0, y: 1), style: .plain)
        #expect(text(frame(from: old, to: new)) == "\u{1B}[1;9H漢\u{1B}[2Hz",
                "after the last column the cursor is not known: the next run is addressed")
    }

    @Test func aListThatScrolledIsOneShiftAndTheRowThatCameIn() {
        var old = CellGrid(size: Size(width: 20, height: 8))
        var new = old
        for row in 1..<7 { old.draw("item \(row)", at: Point(x: 0, y: row), style: .plain) }
        for row in 1..<7 { new.draw("item \(row + 1)", at: Point(x: 0, y: row), style: .plain) }
        for grid in [0, 1] {
            var target = grid == 0 ? old : new
            target.draw("title", at: Point(x: 0, y: 0), style: Style(.bold))
            target.draw("7 items", at: Point(x: 0, y: 7), style: .plain)
            if grid == 0 { old = target } else { new = target }
        }
        var region = DirtyRegion(size: old.size)
        region.add(Rect(x: 0, y: 1, width: 20, height: 6))
        let bytes = frame(from: old, to: new, region: region, scrolls: true)
        // The space the scroll left blank is not written again: the 7 is addressed.
        #expect(text(bytes) == "\u{1B}[2;7r\u{1B}[7H\n\u{1B}[1;8r\u{1B}[7Hitem\u{1B}[7;6H7")
        var screen = ANSIScreenModel(showing: old)
        #expect(screen.apply(bytes).isEmpty)
        #expect(screen.grid == new, "\(screen.grid.lines())")
    }

    @Test func combiningMarksGoOutWithTheirBaseAndAFoldingLocaleFoldsOnlyWhatIsNotASCII() {
        let old = CellGrid(size: Size(width: 10, height: 1))
        var new = old
        new.draw("e\u{301}漢a", at: Point(x: 0, y: 0), style: .plain)
        #expect(frame(from: old, to: new) == Array("\u{1B}[1He\u{301}漢a".utf8))
        var folded: [String] = []
        let bytes = frame(from: old, to: new) { glyph in
            folded.append(glyph.text)
            return String(repeating: "?", count: glyph.width)
        }
        #expect(text(bytes) == "\u{1B}[1H???a")
        #expect(folded == ["e\u{301}", "漢"])
    }

    @Test func aLongPlainTailIsErasedWithTheCountFormattedHere() {
        var old = CellGrid(size: Size(width: 40, height: 1))
        old.draw("a-much-longer-name-than-the-new-one", at: Point(x: 0, y: 0), style: .plain)
        var new = CellGrid(size: old.size)
        new.draw("b", at: Point(x: 0, y: 0), style: .plain)
        #expect(text(frame(from: old, to: new)) == "\u{1B}[1Hb\u{1B}[34X")
    }

    /// The bytes of a frame from `old` to `new`, played on a model of the terminal showing
    /// `old`: the screen it leaves, and the sequences the model did not know.
    func played(from old: CellGrid, to new: CellGrid) -> (bytes: String, screen: CellGrid, unknown: [String]) {
        let bytes = frame(from: old, to: new)
        var model = ANSIScreenModel(showing: old)
        let unknown = model.apply(bytes)
        return (text(bytes), model.grid, unknown)
    }

    @Test func aHighlightedRowsBlanksAreWrittenOnceAndRepeated() {
        let old = CellGrid(size: Size(width: 40, height: 2))
        var new = old
        new.draw(" name" + String(repeating: " ", count: 35), at: Point(x: 0, y: 1), style: Style(.reverse))
        let result = played(from: old, to: new)
        #expect(result.bytes == "\u{1B}[2H\u{1B}[7m name \u{1B}[34b\u{1B}[m",
                "xterm's rep: one blank, then CSI 34 b, in the reversed style")
        #expect(result.unknown.isEmpty)
        #expect(result.screen == new, "the terminal shows the whole reversed row")
    }

    @Test func aRepeatIsUsedFromEightOfTheSameCharacterOn() {
        let old = CellGrid(size: Size(width: 30, height: 2))
        var new = old
        new.draw("a" + String(repeating: "-", count: 8) + "z", at: Point(x: 0, y: 0), style: .plain)
        new.draw("a" + String(repeating: "-", count: 7) + "z", at: Point(x: 0, y: 1), style: .plain)
        let result = played(from: old, to: new)
        #expect(result.bytes == "\u{1B}[1Ha-\u{1B}[7bz\u{1B}[2Ha-------z",
                "eight dashes are one and a repeat of seven; seven are written out")
        #expect(result.unknown.isEmpty)
        #expect(result.screen == new)
    }

    @Test func aPlainTailBeforeTheNextStyleOnTheRowIsRepeatedNotErased() {
        var old = CellGrid(size: Size(width: 30, height: 1))
        old.draw(String(repeating: "x", count: 24) + "9", at: Point(x: 0, y: 0), style: .plain)
        var new = CellGrid(size: old.size)
        new.draw("b", at: Point(x: 0, y: 0), style: .plain)
        new.draw("7", at: Point(x: 24, y: 0), style: Style(.dim))
        let result = played(from: old, to: new)
        #expect(result.bytes == "\u{1B}[1Hb \u{1B}[22b\u{1B}[2m7\u{1B}[m",
                "the repeat leaves the cursor before the 7: no erase, no second address")
        #expect(result.unknown.isEmpty)
        #expect(result.screen == new)
    }
}
