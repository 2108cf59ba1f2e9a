import Testing
import FolioKit

/// The dirty region keeps one span a row; the diff and the copy read only inside it.
@Suite struct DirtyRegionTests {
    @Test func spansOfARowMergeAndEqualRowsBecomeOneRectangle() {
        var region = DirtyRegion(size: Size(width: 20, height: 6))
        #expect(region.isEmpty)
        region.add(Rect(x: 2, y: 1, width: 3, height: 2))
        region.add(Rect(x: 10, y: 2, width: 4, height: 1))
        region.add(Rect(x: 15, y: 5, width: 10, height: 3))  // clipped to the screen
        #expect(region.span(row: 1) == 2..<5)
        #expect(region.span(row: 2) == 2..<14, "two areas on a row merge into the span over both")
        #expect(region.span(row: 3).isEmpty)
        #expect(region.rects == [Rect(x: 2, y: 1, width: 3, height: 1), Rect(x: 2, y: 2, width: 12, height: 1),
                                 Rect(x: 15, y: 5, width: 5, height: 1)])
        #expect(region.cellCount == 3 + 12 + 5 && region.rowCount == 3)
        region.add(Rect(x: 2, y: 3, width: 12, height: 1))
        #expect(region.rects[1] == Rect(x: 2, y: 2, width: 12, height: 2), "rows with the same span join")
        region.removeAll()
        #expect(region.isEmpty && region.rects.isEmpty && region.cellCount == 0)
    }

    @Test func theDiffAndTheCopyStayInsideTheRegion() {
        let size = Size(width: 12, height: 3)
        let before = CellGrid(size: size)
        var after = before
        after.draw("inside", at: Point(x: 0, y: 0), style: .plain)
        after.draw("outside", at: Point(x: 0, y: 2), style: .plain)
        var region = DirtyRegion(size: size)
        region.add(Rect(x: 0, y: 0, width: 12, height: 1))
        let runs = after.changes(from: before, in: region)
        #expect(runs.map(\.row) == [0], "a change outside the region is not read")
        var front = before
        front.copy(region, from: after)
        #expect(front.lines() == ["inside", "", ""])
    }

    @Test func aChangeAtTheLeftOfAWideSpanEndsItsRun() {
        let size = Size(width: 200, height: 1)
        var before = CellGrid(size: size)
        before.draw("old text", at: Point(x: 0, y: 0), style: .plain)
        var after = CellGrid(size: size)
        after.draw("new", at: Point(x: 0, y: 0), style: .plain)
        var region = DirtyRegion(size: size)
        region.addAll()
        let runs = after.changes(from: before, in: region)
        // "new" over "old", the space stays, "text" is blanked; the unchanged rest writes nothing.
        #expect(runs.map(\.column) == [0, 4])
        #expect(runs.map { $0.glyphs.map(\.text).joined() } == ["new", "    "])
    }

    @Test func aChangeAfterAnUnchangedStretchIsStillFound() {
        let size = Size(width: 200, height: 2)
        var before = CellGrid(size: size)
        before.draw("abc def ghi", at: Point(x: 0, y: 1), style: .plain)
        var after = before
        after.draw("x", at: Point(x: 0, y: 1), style: .plain)
        after.draw("X", at: Point(x: 10, y: 1), style: .plain)
        after.draw("end", at: Point(x: 197, y: 1), style: .plain)
        var region = DirtyRegion(size: size)
        region.addAll()
        let runs = after.changes(from: before, in: region)
        #expect(runs.map(\.column) == [0, 10, 197])
        #expect(runs.allSatisfy { $0.row == 1 })
    }
}
