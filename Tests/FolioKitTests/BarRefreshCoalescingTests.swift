import Testing
@testable import FolioKit
import FolioTesting

/// A title or bar item change marks the navigation controller's bars for a rebuild that runs
/// once, in the next layout pass; whatever reads the bars before that pass sees the change.
@MainActor
@Suite struct BarRefreshCoalescingTests {
    static let size = Size(width: 60, height: 8)

    /// A pushed controller titled `title` with a counter on the right of its bar and two toolbar items.
    static func stack(title: String = "Top", counter: String = "1/9") -> (ScreenHarness, NavigationController, ViewController) {
        let top = titled(title)
        top.navigationItem.rightBarButtonItem = BarButtonItem(title: counter)
        top.toolbarItems = [BarButtonItem(title: "Filter", key: .character("/")) {},
                            BarButtonItem(title: "Sort", key: .character("s")) {}]
        let nav = NavigationController(rootViewController: titled("Root"))
        nav.isToolbarHidden = false
        nav.pushViewController(top, animated: false)
        return (ScreenHarness(root: nav, size: size), nav, top)
    }

    /// Retitling the controller and its counter in one key rebuilds the bars once, and the screen
    /// (text and styles) equals a fresh one's.
    ///
    /// Catches `childContentDidChange` rebuilding at once (two rebuilds) and a layout pass that
    /// forgets the waiting rebuild (stale screen).
    @Test func twoChangesInOneKeyRebuildTheBarsOnce() {
        let (harness, nav, top) = Self.stack()
        var rebuilds = 0
        nav.barsRebuildObserver = { rebuilds += 1 }
        // What a Down does in the browser: the title and the counter change, then a frame.
        top.title = "Second"
        top.navigationItem.rightBarButtonItem?.title = "2/9"
        harness.settle()
        #expect(rebuilds == 1, "one rebuild for both changes")
        #expect(!nav.barsNeedRefresh)
        #expect(harness.screen.contains("Second"))
        let fresh = Self.stack(title: "Second", counter: "2/9").0
        #expect(harness.terminal.screen == fresh.terminal.screen, "the screens (text and styles) are equal")
    }

    /// Changes wait for the layout pass: none rebuilds the bars by itself.
    ///
    /// Catches a setter (a bar item's title, the navigation item's) that still rebuilds at once.
    @Test func changesWaitForTheLayoutPass() {
        let (harness, nav, top) = Self.stack()
        var rebuilds = 0
        nav.barsRebuildObserver = { rebuilds += 1 }
        top.title = "Second"
        top.navigationItem.rightBarButtonItem?.title = "2/9"
        top.toolbarItems?[1].title = "Sort: name"
        top.navigationItem.prompt = nil
        #expect(rebuilds == 0)
        #expect(nav.barsNeedRefresh)
        harness.settle()
        #expect(rebuilds == 1)
        #expect(nav.navigationBar.content.title == "Second")
        #expect(nav.navigationBar.content.rightItems == ["2/9"])
    }

    /// A toolbar item set right before a click is hit by that click, before any frame.
    ///
    /// Catches a pointer hit test that reads the toolbar's items without rebuilding first.
    @Test func aClickRightAfterAChangeHitsTheNewItems() {
        let (harness, nav, top) = Self.stack()
        var pressed = 0
        top.toolbarItems = [BarButtonItem(title: "Archive", key: .character("v")) { pressed += 1 }]
        let origin = nav.toolbar.screenOrigin
        let drag = nav.pointerDrag(beginningAt: Point(x: origin.x + 3, y: origin.y))
        #expect(drag != nil, "the new item is under the pointer")
        #expect(nav.toolbar.items.map(\.title) == ["Archive"])
        _ = drag?.pointerReleased(at: Point(x: origin.x + 3, y: origin.y))
        #expect(pressed == 1)
        _ = harness
    }

    /// An item without a key gets one as soon as the key commands are asked for (as help and key
    /// dispatch do), before any frame.
    ///
    /// Catches `keyCommands` reading the items without rebuilding first.
    @Test func keyCommandsRightAfterAChangeHaveTheNewItemsKeys() {
        let (_, nav, top) = Self.stack()
        top.toolbarItems = [BarButtonItem(title: "Archive") {}]
        let titles = nav.keyCommands.filter { $0.keys == [.character("a")] }.map(\.title)
        #expect(titles == ["Archive"])
    }

    /// `refreshBarsIfNeeded()` rebuilds waiting bars at once, and only once.
    ///
    /// Catches a `refreshBarsIfNeeded` that does nothing (stale title) or that rebuilds when
    /// nothing waits (count +2).
    @Test func refreshBarsIfNeededRebuildsWaitingBarsOnce() {
        let (_, nav, top) = Self.stack()
        var rebuilds = 0
        nav.barsRebuildObserver = { rebuilds += 1 }
        top.title = "Second"
        nav.refreshBarsIfNeeded()
        #expect(nav.navigationBar.content.title == "Second")
        nav.refreshBarsIfNeeded()
        #expect(rebuilds == 1)
    }

    /// The dirty region read right after a retitle already covers the retitled counter.
    ///
    /// Catches `Window.dirtyRegion` not rebuilding waiting bars first.
    @Test func theDirtyRegionRightAfterARetitleCoversTheCounter() {
        let (harness, _, top) = Self.stack()
        #expect(harness.window.dirtyRegion.isEmpty)
        top.navigationItem.rightBarButtonItem?.title = "10/19"
        #expect(!harness.window.dirtyRegion.span(row: 0).isEmpty)
    }

    /// A rebuild that leaves the bar's state as drawn marks nothing for redrawing; one that
    /// changes it marks the bar.
    ///
    /// Catches a bar state setter without its change check (every rebuild redraws the bar).
    @Test func aRebuildThatChangesNothingMarksNothing() {
        let (harness, nav, top) = Self.stack()
        nav.refreshBars()
        #expect(harness.window.dirtyRegion.isEmpty)
        top.title = "Second"
        nav.refreshBars()
        #expect(!harness.window.dirtyRegion.span(row: 0).isEmpty)
    }
}
