import Testing
import FolioKit
import FolioTesting

/// Drags by the pointer: the split's divider, the left-edge swipe, and a press that becomes a
/// drag only when a controller claims it.
@MainActor
@Suite struct PointerDragTests {
    func mouse(_ harness: ScreenHarness, _ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
        harness.app.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        harness.settle()
    }

    func makeSplit() -> SplitViewController {
        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: Rows("Primary", count: 3)),
                                 NavigationController(rootViewController: Rows("Detail", count: 3))]
        return split
    }

    @Test func draggingTheDividerSetsTheWidthWithinTheLimits() {
        let split = makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(split.primaryColumnWidth == 42)
        mouse(harness, .press, 42, 10)
        mouse(harness, .drag, 50, 11)
        #expect(split.primaryColumnWidth == 50)
        #expect(split.preferredPrimaryColumnWidth == 50)
        mouse(harness, .drag, 3, 11)
        #expect(split.primaryColumnWidth == 24, "clamped to minimumPrimaryColumnWidth")
        mouse(harness, .drag, 110, 11)
        #expect(split.primaryColumnWidth == 60, "clamped to maximumPrimaryColumnWidth")
        split.maximumPrimaryColumnWidth = 100
        mouse(harness, .drag, 110, 11)
        #expect(split.primaryColumnWidth == 79, "the secondary keeps a third of the width")
        mouse(harness, .release, 70, 11)
        #expect(split.primaryColumnWidth == 70)
        mouse(harness, .drag, 90, 11)
        #expect(split.primaryColumnWidth == 70, "after the release, motion moves nothing")
        #expect(split.focusedColumn == .primary, "a press on the divider focuses no column")
    }

    @Test func aPressBesideTheDividerDragsNothing() {
        let split = makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        mouse(harness, .press, 43, 2)
        mouse(harness, .drag, 60, 2)
        mouse(harness, .release, 60, 2)
        #expect(split.primaryColumnWidth == 42)
        #expect(split.preferredPrimaryColumnWidth == nil)
        #expect(split.focusedColumn == .secondary, "the press was a click in the detail")
    }

    @Test func theDraggedDividerIsDrawnWhereThePointerLeftIt() {
        let split = makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6))
        #expect(split.primaryColumnWidth == 28)
        mouse(harness, .press, 28, 3)
        mouse(harness, .drag, 30, 3)
        #expect(split.primaryColumnWidth == 30)
        mouse(harness, .drag, 33, 3)
        #expect(split.primaryColumnWidth == 33)
        mouse(harness, .release, 33, 3)
        let problem = harness.mismatch("""
                         Primary             │                    Detail
             Primary row 1                   │ Detail row 1
             Primary row 2                   │ Detail row 2
             Primary row 3                   │ Detail row 3
                                             │
                                             │
            ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
            rrrrrrrrrrrrraaaaaaarrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrr
            aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaadRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                             d
                                             d
                                             d
                                             d
            """, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func theControllersSayWhichPressesTheyDrag() {
        let split = makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(split.pointerDrag(beginningAt: Point(x: 42, y: 7)) != nil, "the divider")
        #expect(split.pointerDrag(beginningAt: Point(x: 41, y: 7)) == nil, "the list beside it")
        split.dragDivider(toColumn: 30)
        harness.settle()
        #expect(split.primaryColumnWidth == 30)
        split.dragDivider(toColumn: 200)
        #expect(split.primaryColumnWidth == 60, "clamped as a drag is")
        let nav = NavigationController(rootViewController: Rows("Places"))
        let stack = ScreenHarness(root: nav, size: Size(width: 60, height: 20))
        #expect(nav.pointerDrag(beginningAt: Point(x: 0, y: 5)) == nil, "nothing to pop at the root")
        nav.pushViewController(Rows("Detail"), animated: false)
        stack.settle()
        #expect(nav.pointerDrag(beginningAt: Point(x: 0, y: 5)) != nil, "the left edge of a pushed screen")
        #expect(nav.pointerDrag(beginningAt: Point(x: 2, y: 0)) != nil, "the back button")
        #expect(nav.pointerDrag(beginningAt: Point(x: 30, y: 0)) == nil, "the title")
    }
}
