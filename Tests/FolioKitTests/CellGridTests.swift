import Testing
@testable import FolioKit

@Suite struct CellGridTests {
    @Test func drawsTextClippedToARect() {
        var grid = CellGrid(size: Size(width: 10, height: 2))
        grid.draw("Hello, world", at: Point(x: 2, y: 0), style: .plain, clip: Rect(x: 0, y: 0, width: 8, height: 2))
        #expect(grid.lines() == ["  Hello,", ""])
    }

    @Test func wideCharacterAtTheClipEdgeBecomesASpace() {
        var grid = CellGrid(size: Size(width: 5, height: 1))
        grid.draw("ab中文", at: .zero, style: .plain)
        #expect(grid.lines() == ["ab中"])
        #expect(grid[4, 0] == .blank)
        #expect(grid[3, 0].width == 0)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CellGrid(size: Size(width: 6, height: 1))
        grid.draw("中文", at: .zero, style: .plain)
        grid.draw("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(grid.lines() == [" x文"])
        grid.draw("y", at: Point(x: 2, y: 0), style: .plain)
        #expect(grid.lines() == [" xy"])
    }

    @Test func diffReturnsOnlyChangedRuns() {
        var a = CellGrid(size: Size(width: 10, height: 3))
        a.draw("one", at: .zero, style: .plain)
        a.draw("two", at: Point(x: 0, y: 1), style: .plain)
        var b = a
        b.draw("tWo", at: Point(x: 0, y: 1), style: .plain)
        b.draw("!", at: Point(x: 9, y: 2), style: Style(.bold))
        let runs = b.changes(from: a)
        #expect(runs == [
            GridRun(row: 1, column: 1, glyphs: [Glyph("W", width: 1)], style: .plain),
            GridRun(row: 2, column: 9, glyphs: [Glyph("!", width: 1)], style: Style(.bold)),
        ])
        #expect(b.changes(from: b).isEmpty)
    }

    @Test func diffSplitsRunsByStyleAndKeepsWideGlyphsWhole() {
        let a = CellGrid(size: Size(width: 8, height: 1))
        var b = a
        b.draw("中", at: .zero, style: .plain)
        b.draw("ab", at: Point(x: 2, y: 0), style: Style(.reverse))
        let runs = b.changes(from: a)
        #expect(runs.map(\.text) == ["中", "ab"])
        #expect(runs.map(\.column) == [0, 2])
        var c = b
        c[1, 0] = Cell(text: "", style: .plain, width: 0)  // unchanged continuation
        #expect(c.changes(from: b).isEmpty)
    }

    @Test func aResizedGridIsRedrawnWhole() {
        var small = CellGrid(size: Size(width: 3, height: 1))
        small.draw("abc", at: .zero, style: .plain)
        var big = CellGrid(size: Size(width: 4, height: 1))
        big.draw("abc", at: .zero, style: .plain)
        #expect(big.changes(from: small).map(\.text) == ["abc "])
    }
}
