import Testing
import FolioKit
import FolioTesting

/// `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` slide the bar over
/// the edge, row by row, and the content follows it; frame by frame on the virtual clock.
@MainActor
@Suite struct BarMotionTests {
    let clock = VirtualClock()

    func check(_ harness: ScreenHarness, _ expected: String, _ name: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func theNavigationBarSlidesUpAndBack() {
        let rows = Rows("Inbox", count: 3)
        rows.navigationItem.prompt = "Two rows"
        let nav = NavigationController(rootViewController: rows)
        let harness = ScreenHarness(root: nav, size: Size(width: 30, height: 6), clock: clock)
        let before = harness.screen
        nav.setNavigationBarHidden(true, animated: true)
        #expect(!nav.isNavigationBarHidden, "hidden only once out of sight")
        harness.advance(by: 0.03)
        check(harness, """
                        Inbox
             Inbox row 1
             Inbox row 2
             Inbox row 3
            ~~~ styles: R=bold+reverse r=reverse
            rrrrrrrrrrrrRRRRRrrrrrrrrrrrrr
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
            """, "bar-sliding-up")
        harness.advance(by: 0.2)
        #expect(nav.isNavigationBarHidden)
        check(harness, """
             Inbox row 1
             Inbox row 2
             Inbox row 3
            ~~~ styles: R=bold+reverse
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
            """, "bar-hidden")
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.isNavigationBarHidden, "shown at once, from above the edge")
        harness.settle()
        #expect(harness.screen.hasPrefix(" Inbox row 1"), "the bar starts out of sight")
        harness.advance(by: 0.03)
        check(harness, """
                        Inbox
             Inbox row 1
             Inbox row 2
             Inbox row 3
            ~~~ styles: R=bold+reverse r=reverse
            rrrrrrrrrrrrRRRRRrrrrrrrrrrrrr
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
            """, "bar-sliding-down")
        harness.advance(by: 0.2)
        #expect(harness.screen == before, "back where it started")
    }

    @Test func theToolbarSlidesInFromTheBottomAndAKeyEndsTheSlide() {
        let rows = Rows("Inbox", count: 3)
        rows.toolbarItems = [BarButtonItem(title: "Share", key: .character("x")) {}]
        let nav = NavigationController(rootViewController: rows)
        let harness = ScreenHarness(root: nav, size: Size(width: 30, height: 6), clock: clock)
        nav.setToolbarHidden(false, animated: true)
        harness.settle()
        #expect(!harness.screen.contains("x Share"), "the toolbar starts below the edge")
        harness.advance(by: 0.06)
        #expect(harness.screen.hasSuffix(" x Share"), "\(harness.screen)")
        nav.setToolbarHidden(true, animated: true)
        harness.advance(by: 0.01)
        #expect(!nav.isToolbarHidden)
        harness.press(.down)
        #expect(nav.isToolbarHidden, "a key ends the slide before it is handled")
        #expect(!harness.screen.contains("x Share"))
        #expect(rows.list.selectedRow == 1)
    }

    @Test func withoutMotionTheBarsChangeAtOnce() {
        let rows = Rows("Inbox", count: 3)
        let nav = NavigationController(rootViewController: rows)
        let harness = ScreenHarness(root: nav, size: Size(width: 30, height: 6))
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        harness.settle()
        #expect(harness.screen.hasPrefix(" Inbox row 1"))
    }
}
