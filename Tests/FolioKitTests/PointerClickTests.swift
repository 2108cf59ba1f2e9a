import Testing
import FolioKit
import FolioTesting

/// Clicks on bar buttons: the back button pops, bar and toolbar items are pressed, the split's
/// display-mode button shows and hides the primary; a button acts when released over it.
@MainActor
@Suite struct PointerClickTests {
    func mouse(_ harness: ScreenHarness, _ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
        harness.app.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        harness.settle()
    }

    @Test func aClickOnTheBackButtonPops() {
        let nav = NavigationController(rootViewController: Rows("Places"))
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 20))
        nav.pushViewController(Rows("Detail"), animated: false)
        harness.settle()
        #expect(harness.screen.hasPrefix(" ‹ Places"))
        mouse(harness, .click, 10, 0)
        #expect(nav.viewControllers.count == 2, "the column after the label is no button")
        mouse(harness, .click, 30, 0)
        #expect(nav.viewControllers.count == 2, "the title is no button")
        mouse(harness, .click, 4, 0)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aButtonActsOnlyWhenReleasedOverIt() {
        let nav = NavigationController(rootViewController: Rows("Places"))
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 20))
        nav.pushViewController(Rows("Detail"), animated: false)
        harness.settle()
        mouse(harness, .press, 2, 0)
        #expect(nav.viewControllers.count == 2, "nothing happens while the button is held")
        mouse(harness, .drag, 20, 0)
        mouse(harness, .release, 20, 0)
        #expect(nav.viewControllers.count == 2, "released away from it, the back button does nothing")
        mouse(harness, .press, 2, 0)
        mouse(harness, .drag, 20, 0)
        mouse(harness, .drag, 3, 0)
        mouse(harness, .release, 3, 0)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func clicksPressBarAndToolbarItems() {
        var pressed: [String] = []
        let rows = Rows("Mail")
        rows.navigationItem.leftBarButtonItem = BarButtonItem(title: "Mailboxes", key: .character("m")) { pressed.append("Mailboxes") }
        rows.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Edit", key: .character("e")) { pressed.append("Edit") },
            BarButtonItem(title: "Off", key: .character("o")) { pressed.append("Off") },
        ]
        rows.navigationItem.rightBarButtonItems[1].isEnabled = false
        rows.toolbarItems = [
            BarButtonItem(title: "Share", key: .character("x")) { pressed.append("Share") },
            BarButtonItem(title: "Delete", key: .character("y")) { pressed.append("Delete") },
        ]
        let nav = NavigationController(rootViewController: rows)
        nav.isToolbarHidden = false
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 20))
        let bar = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(bar == " m Mailboxes                Mail              e Edit  o Off")
        mouse(harness, .click, 3, 0)
        mouse(harness, .click, 48, 0)
        mouse(harness, .click, 56, 0)
        mouse(harness, .click, 30, 0)
        #expect(pressed == ["Mailboxes", "Edit"], "a disabled item and the title do nothing")
        mouse(harness, .click, 1, 19)
        mouse(harness, .click, 17, 19)
        mouse(harness, .click, 8, 19)
        #expect(pressed == ["Mailboxes", "Edit", "Share", "Delete"], "the gap between items is no item")
    }

    @Test func aClickOnTheDisplayModeButtonTogglesThePrimary() {
        let split = SplitViewController()
        let detail = Rows("Detail")
        split.viewControllers = [NavigationController(rootViewController: Rows("List")),
                                 NavigationController(rootViewController: detail)]
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        split.preferredDisplayMode = .primaryHidden
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(!split.isPrimaryVisible)
        mouse(harness, .click, 3, 0)
        #expect(split.displayMode == .allVisible)
        let x = split.primaryColumnWidth + 1 + 3
        mouse(harness, .click, x, 0)
        #expect(split.displayMode == .primaryHidden)
    }

    @Test func aClickDuringAPushEndsThePushThenActs() {
        let clock = VirtualClock()
        let places = Rows("Places", count: 9)
        let detail = Rows("Detail", count: 9)
        let nav = NavigationController(rootViewController: places)
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 20), clock: clock)
        nav.pushViewController(detail, animated: true)
        harness.advance(by: 0.03)
        #expect(nav.transitionCoordinator != nil, "the push is still moving")
        #expect(!harness.screen.split(separator: "\n")[3].hasPrefix(" Detail"), "the detail has not reached the left edge")
        mouse(harness, .click, 5, 3)
        #expect(nav.transitionCoordinator == nil, "the click ended the push")
        #expect(detail.list.selectedRow == 2, "then it selected the detail's row under the pointer")
        #expect(places.list.selectedRow == 0, "not the row of the screen that was leaving")
    }
}
