import Testing
@testable import FolioKit

/// A view knows its window and its superview without walking weak references: the window is
/// handed down a subtree as it is added and taken back as it is removed, and a superview that
/// is freed first leaves its subviews without one.
@MainActor
@Suite struct ViewAttachmentTests {
    @Test func aSubtreeBuiltApartHasTheWindowOnceAddedAndNoneOnceRemoved() {
        let window = Window(size: Size(width: 20, height: 5))
        let branch = View(), twig = View(), leaf = View()
        twig.addSubview(leaf)
        branch.addSubview(twig)
        #expect(leaf.window == nil)
        window.addSubview(branch)
        #expect(branch.window === window && twig.window === window && leaf.window === window)
        // A view added below an attached one is attached at once.
        let late = View()
        leaf.addSubview(late)
        #expect(late.window === window)
        twig.removeFromSuperview()
        #expect(twig.window == nil && leaf.window == nil && late.window == nil)
        #expect(branch.window === window)
        // Moved into another window: every view of the subtree follows.
        let other = Window(size: Size(width: 20, height: 5))
        other.insertSubview(twig, belowSubview: other)
        #expect(twig.window === other && late.window === other)
        #expect(window.window === window)
    }

    @Test func aViewWhoseSuperviewIsFreedHasNoSuperviewAndStillTakesRequests() {
        let child = View(frame: Rect(x: 0, y: 0, width: 3, height: 1))
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 5, height: 2))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        // The walks up the tree end at the child itself.
        child.setNeedsDisplay()
        child.setNeedsLayout()
        #expect(child.screenOrigin == Point(x: 0, y: 0))
        #expect(child.isDescendant(of: child))
    }

    @Test func invalidationDeepInTheTreeMarksTheScreenAreaClippedByEveryViewAbove() {
        let window = Window(size: Size(width: 30, height: 10))
        let outer = View(frame: Rect(x: 5, y: 2, width: 10, height: 6))
        let inner = View(frame: Rect(x: 3, y: 1, width: 20, height: 3))
        let leaf = View(frame: Rect(x: 2, y: 1, width: 8, height: 4))
        inner.addSubview(leaf)
        outer.addSubview(inner)
        window.addSubview(outer)
        window.layoutIfPending()
        _ = window.renderDirty()
        leaf.setNeedsDisplay()
        // The leaf spans screen columns 10..<18 and rows 4..<8; the outer view ends at column
        // 15 and the inner one before row 6.
        #expect(window.dirtyRegion.rects == [Rect(x: 10, y: 4, width: 5, height: 2)])
        _ = window.renderDirty()
        inner.isHidden = true
        _ = window.renderDirty()
        leaf.setNeedsDisplay()
        #expect(window.dirtyRegion.isEmpty, "a view under a hidden one marks nothing")
    }
}
