import Testing
import FolioKit
import FolioTesting

/// A change to the bars writes only the cells that changed, and the bars draw what a fresh bar
/// draws.
@MainActor
@Suite struct ToolbarRedrawTests {
    static let size = Size(width: 80, height: 12)

    /// A stack whose top has three toolbar items and a counter on the right of its bar.
    static func stack(counter: String = "1/9", middle: String = "Sort", lastEnabled: Bool = true,
                      title: String = "Top", titleView: View? = nil) -> (ScreenHarness, ViewController) {
        let root = titled("Root")
        let top = titled(title)
        top.navigationItem.titleView = titleView
        top.toolbarItems = [
            BarButtonItem(title: "Filter", key: .character("/")) {},
            BarButtonItem(title: middle, key: .character("s")) {},
            BarButtonItem(title: "Refresh", key: .character("r")) {},
        ]
        top.toolbarItems?[2].isEnabled = lastEnabled
        top.navigationItem.rightBarButtonItem = BarButtonItem(title: counter)
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        nav.pushViewController(top, animated: false)
        return (ScreenHarness(root: nav, size: size), top)
    }

    /// The dirty columns of each dirty row.
    static func dirty(_ window: Window) -> [Int: Range<Int>] {
        var rows: [Int: Range<Int>] = [:]
        for y in 0..<size.height where !window.dirtyRegion.span(row: y).isEmpty { rows[y] = window.dirtyRegion.span(row: y) }
        return rows
    }

    /// The columns of row `y` from the first cell that differs between `before` and `after` to
    /// the last: the most a frame's grid diff writes for the row.
    static func changedSpan(_ before: CellGrid, _ after: CellGrid, row y: Int) -> Int {
        let changed = (0..<after.size.width).filter { before[$0, y] != after[$0, y] }
        guard let first = changed.first, let last = changed.last else { return 0 }
        return last - first + 1
    }

    /// Characters the last frame wrote, and the most it should have for the row `y` it changed.
    static func written(_ harness: ScreenHarness, row y: Int, before: CellGrid) -> (written: Int, span: Int) {
        (harness.terminal.lastFrameCharacters, changedSpan(before, harness.terminal.screen, row: y))
    }

    /// Retitling the middle item writes it and what it pushes along, on the toolbar row only.
    ///
    /// The bar then equals a fresh one. Catches a toolbar that is not redrawn or that keeps a
    /// stale layout (screens differ), or a frame that writes the unchanged items again.
    @Test func retitlingOneItemRedrawsThatItemAndWhatMoved() {
        let (harness, top) = Self.stack()
        #expect(harness.window.dirtyRegion.isEmpty)
        let before = harness.terminal.screen
        top.toolbarItems?[1].title = "Sort: name"
        let rows = Self.dirty(harness.window)
        #expect(Array(rows.keys) == [Self.size.height - 1], "the toolbar row only: \(rows)")
        harness.settle()
        // "/ Filter" and "s Sort" stay; what follows the old title changes.
        let cost = Self.written(harness, row: Self.size.height - 1, before: before)
        #expect(cost.written > 0 && cost.written <= cost.span && cost.span <= Self.size.width - 16, "\(cost)")
        #expect(harness.screen.contains("s Sort: name  r Refresh"))
        let same = harness.terminal.screen == Self.stack(middle: "Sort: name").0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }

    /// Retitling the last item leaves the others, and its own key, alone: catches writing
    /// every segment.
    @Test func retitlingTheLastItemLeavesTheOthers() {
        let (harness, top) = Self.stack()
        top.toolbarItems?[2].title = "Reload"
        harness.settle()
        // The key r at 19 and " Re" stay; "fresh" at 23-27 becomes "load" and a blank.
        #expect(harness.terminal.lastFrameCharacters == 5)
    }

    /// The counter on the navigation bar writes its changed digit only: catches a frame that
    /// writes the whole row on a content change.
    @Test func aRetitledCounterRedrawsItsColumnsOnly() {
        let (harness, top) = Self.stack()
        top.navigationItem.rightBarButtonItem?.title = "2/9"
        #expect(Array(Self.dirty(harness.window).keys) == [0], "the bar row only")
        harness.settle()
        // "1/9" at 76-78 becomes "2/9": only the digit that changed, at 76, is written.
        #expect(harness.terminal.lastFrameCharacters == 1)
        let same = harness.terminal.screen == Self.stack(counter: "2/9").0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
    }

    /// A refresh that changes nothing draws nothing: catches bars that mark themselves dirty
    /// whenever the navigation controller refreshes them.
    @Test func aRefreshThatChangesNothingDrawsNothing() {
        let (harness, top) = Self.stack()
        top.navigationItem.rightBarButtonItem?.title = "1/9"
        top.toolbarItems?[0].isHidden = false
        top.title = "Top"
        #expect(harness.window.dirtyRegion.isEmpty, "\(harness.window.dirtyRegion.rects)")
    }

    /// A disabled item dims on its own columns and draws as a fresh dimmed bar does: catches a
    /// layout cache that ignores the item's state.
    @Test func disablingAnItemRedrawsItDimmed() {
        let (harness, top) = Self.stack()
        let before = harness.terminal.screen
        top.toolbarItems?[2].isEnabled = false
        harness.settle()
        // "r Refresh" at 19-27, dimmed: those 9 cells and no other.
        #expect(Self.changedSpan(before, harness.terminal.screen, row: Self.size.height - 1) == 9)
        #expect(harness.terminal.lastFrameCharacters == 9)
        let same = harness.terminal.screen == Self.stack(lastEnabled: false).0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
        let (untouched, _) = Self.stack()
        let differs = harness.terminal.screen != untouched.terminal.screen
        #expect(differs, "the screens differ")
    }

    /// A title view hides the title text and taking it away brings it back.
    ///
    /// The content is the same both times, and the title is wider than the title view's place.
    /// Catches a bar that redraws only on content changes (the title's ends would stay, or stay
    /// blank).
    @Test func addingAndRemovingTheTitleViewRedrawsTheTitle() {
        let long = "A title far wider than the middle third"
        let (harness, top) = Self.stack(title: long)
        top.navigationItem.titleView = Label("[view]")
        harness.settle()
        let same = harness.terminal.screen == Self.stack(title: long, titleView: Label("[view]")).0.terminal.screen
        #expect(same, "the screens (text and styles) are equal")
        top.navigationItem.titleView = nil
        harness.settle()
        #expect(harness.screen.contains(long))
        let sameAfter = harness.terminal.screen == Self.stack(title: long).0.terminal.screen
        #expect(sameAfter, "the screens (text and styles) are equal")
    }
}
