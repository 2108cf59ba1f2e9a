import Testing
@testable import FolioKit

/// The incremental draw walk (Window.renderDirty over View.render) asks only the views meeting
/// the dirty area to draw, and its buffers kept between frames never leave a stale screen.
@MainActor
@Suite struct RenderWalkTests {
    /// A window with two side-by-side views, each 10 columns, inside a container at (2, 1).
    func makeWindow() -> (Window, DrawCountingView, DrawCountingView) {
        let window = Window(size: Size(width: 30, height: 6))
        let container = View(frame: Rect(x: 2, y: 1, width: 24, height: 4))
        let left = DrawCountingView(frame: Rect(x: 0, y: 0, width: 10, height: 4), letter: "L")
        let right = DrawCountingView(frame: Rect(x: 12, y: 0, width: 10, height: 4), letter: "R")
        container.addSubview(left)
        container.addSubview(right)
        window.addSubview(container)
        window.layoutIfPending()
        return (window, left, right)
    }

    @Test func viewOutsideTheDirtyAreaIsNotAskedToDraw() {
        let (window, left, right) = makeWindow()
        _ = window.renderDirty()
        #expect(left.draws > 0 && right.draws > 0)
        left.draws = 0
        right.draws = 0
        right.setNeedsDisplay()
        let (grid, _) = window.renderDirty()
        // The right view's rows are one rectangle: it draws once, the left one never.
        #expect(right.draws == 1)
        #expect(left.draws == 0)
        #expect(grid == window.render())
    }

    @Test func hiddenViewInsideTheDirtyAreaIsNotDrawn() {
        let (window, left, right) = makeWindow()
        _ = window.renderDirty()
        right.isHidden = true
        right.draws = 0
        left.draws = 0
        let (grid, _) = window.renderDirty()
        #expect(right.draws == 0)
        #expect(left.draws == 0)
        #expect(grid.text.contains("R") == false)
        #expect(grid == window.render())
    }

    @Test func subviewDrawsAtItsOwnOriginAndTheParentsSurfaceIsRestored() {
        let (window, left, right) = makeWindow()
        let (grid, _) = window.renderDirty()
        // The left view starts at the container's origin, the right one 12 columns on; a view
        // drawn after a sibling starts from the parent's origin, not the sibling's.
        #expect(grid[2, 1].text == "L" && grid[11, 1].text == "L" && grid[12, 1].text == " ")
        #expect(grid[14, 1].text == "R" && grid[23, 1].text == "R" && grid[24, 1].text == " ")
        #expect(grid[2, 0].text == " " && grid[2, 5].text == " ")
        #expect(left.draws == 1 && right.draws == 1)
    }

    @Test func reusedRegionsAcrossResizesGiveAFullRendersScreen() {
        let (window, _, right) = makeWindow()
        for size in [Size(width: 30, height: 6), Size(width: 12, height: 3), Size(width: 40, height: 9), Size(width: 40, height: 9)] {
            window.resize(to: size)
            window.layoutIfPending()
            let (first, region) = window.renderDirty()
            #expect(region.size == size)
            #expect(first == window.render())
            // A second frame reuses the first one's region: only the new change is dirty.
            right.frame = right.frame.offsetBy(dx: 1, dy: 0)
            let (second, next) = window.renderDirty()
            #expect(next.size == size)
            #expect(next.rowCount <= 4)
            #expect(second == window.render())
            #expect(window.dirtyRegion.isEmpty)
        }
    }

    @Test func regionKeptFromTheLastFrameIsClearedBeforeItCollectsTheNext() {
        let (window, left, right) = makeWindow()
        _ = window.renderDirty()
        left.setNeedsDisplay()
        let (_, first) = window.renderDirty()
        #expect(first.rowCount == 4)
        // The next frame marks only the right view: the left rows must not come back.
        right.setNeedsDisplay(Rect(x: 0, y: 2, width: 10, height: 1))
        #expect(window.dirtyRegion.rects == [Rect(x: 14, y: 3, width: 10, height: 1)])
        let (_, second) = window.renderDirty()
        #expect(second.rects == [Rect(x: 14, y: 3, width: 10, height: 1)])
        // A frame with nothing dirty returns an empty region.
        let (_, third) = window.renderDirty()
        #expect(third.isEmpty)
    }

    @Test func forEachRectMatchesRects() {
        var region = DirtyRegion(size: Size(width: 20, height: 10))
        region.add(Rect(x: 2, y: 1, width: 5, height: 3))
        region.add(Rect(x: 4, y: 6, width: 3, height: 1))
        region.add(Rect(x: 0, y: 7, width: 3, height: 2))
        region.add(Rect(x: 1, y: 9, width: 3, height: 1))
        var seen: [Rect] = []
        region.forEachRect { seen.append($0) }
        #expect(seen == [Rect(x: 2, y: 1, width: 5, height: 3), Rect(x: 4, y: 6, width: 3, height: 1),
                         Rect(x: 0, y: 7, width: 3, height: 2), Rect(x: 1, y: 9, width: 3, height: 1)])
        #expect(seen == region.rects)
    }
}
