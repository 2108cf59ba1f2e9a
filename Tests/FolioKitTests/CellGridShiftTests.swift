import Testing
import FolioKit

/// Moving a rectangle of cells up or down inside a grid, as a terminal's scroll region does.
@Suite struct CellGridShiftTests {
    /// Five rows of six columns, a letter and its row number, the middle row bold.
    func letters() -> CellGrid {
        var grid = CellGrid(size: Size(width: 6, height: 5))
        for (y, letter) in ["a", "b", "c", "d", "e"].enumerated() {
            grid.draw(letter + String(repeating: "\(y)", count: 5), at: Point(x: 0, y: y), style: y == 2 ? Style(.bold) : .plain)
        }
        return grid
    }

    @Test func movingUpByOneBlanksTheLastRowAndKeepsTheCellsOutside() {
        var grid = letters()
        grid.shift(Rect(x: 1, y: 1, width: 3, height: 3), by: -1)
        #expect(grid.lines() == ["a00000", "b22211", "c33322", "d   33", "e44444"])
        // Row 1 took row 2's cells, style and all; the columns outside kept row 1's.
        #expect(grid[1, 1].style == Style(.bold) && grid[0, 1].style == .plain && grid[4, 1].style == .plain)
        #expect(grid[1, 3] == .blank)
    }

    @Test func movingDownByTwoBlanksTheFirstTwoRows() {
        var grid = letters()
        grid.draw("xyz", at: Point(x: 2, y: 0), style: .plain)
        grid.shift(Rect(x: 2, y: 0, width: 4, height: 4), by: 2)
        #expect(grid.lines() == ["a0", "b1", "c2xyz0", "d31111", "e44444"])
    }

    @Test func aMoveOfTheWholeHeightOrNothingChangesWhatItShould() {
        var grid = letters()
        grid.shift(Rect(x: 0, y: 0, width: 6, height: 2), by: 0)
        #expect(grid == letters())
        grid.shift(Rect(x: 0, y: 0, width: 6, height: 2), by: 5)
        #expect(grid.lines() == ["", "", "c22222", "d33333", "e44444"])
    }

    @Test func aWideGlyphAcrossASideMakesTheRectangleInseparable() {
        var grid = CellGrid(size: Size(width: 6, height: 3))
        grid.draw("ab中d", at: Point(x: 0, y: 1), style: .plain)
        #expect(grid.isSeparable(Rect(x: 0, y: 0, width: 6, height: 3)))
        #expect(grid.isSeparable(Rect(x: 2, y: 0, width: 2, height: 3)))
        #expect(!grid.isSeparable(Rect(x: 3, y: 0, width: 3, height: 3)), "the glyph's right half starts the rectangle")
        #expect(!grid.isSeparable(Rect(x: 0, y: 0, width: 3, height: 3)), "the glyph's right half is just past it")
        #expect(grid.isSeparable(Rect(x: 3, y: 0, width: 3, height: 1)), "rows without the glyph")
    }
}
