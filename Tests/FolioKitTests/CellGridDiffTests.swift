import Testing
import FolioKit

/// `changes(from:)` skips unchanged rows by comparing their bytes; a change anywhere in a row,
/// at any width, must still come out as a run.
@Suite struct CellGridDiffTests {
    @Test(arguments: [1, 2, 3, 4, 5, 11, 80, 121])
    func aChangeInAnyColumnOfAnyWidthIsFound(width: Int) {
        var before = CellGrid(size: Size(width: width, height: 3))
        before.draw(String(repeating: "x", count: width), at: Point(x: 0, y: 1), style: .plain)
        #expect(before.changes(from: before).isEmpty)
        for column in 0..<width {
            var after = before
            after.draw("y", at: Point(x: column, y: 1), style: .plain)
            let runs = after.changes(from: before)
            #expect(runs.count == 1 && runs.first?.row == 1 && runs.first?.column == column, "width \(width), column \(column)")
            var restyled = before
            restyled.restyle(Rect(x: column, y: 2, width: 1, height: 1)) { _ in Style(.reverse) }
            #expect(restyled.changes(from: before).map(\.row) == [2], "a style change alone is a change")
        }
    }
}
