import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct SplitViewControllerAPITests {
    let split = SplitViewController()
    let primary = NavigationController(rootViewController: Rows("Primary"))
    let secondary = NavigationController(rootViewController: Rows("Secondary"))

    init() {
        split.viewControllers = [primary, secondary]
    }

    /// The column of the divider on each screen row (nil when a row has none).
    func dividerColumn(_ harness: ScreenHarness) -> Int? {
        let row = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[2]
        return Array(row).firstIndex(of: "│")
    }

    @Test func thePrimaryWidthIsTheFractionClampedByMinimumAndMaximum() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.preferredPrimaryColumnWidthFraction == 0.35)
        #expect(split.primaryColumnWidth == 42)                      // 35% of 120
        #expect(dividerColumn(harness) == 42)
        split.preferredPrimaryColumnWidthFraction = 0.25
        harness.settle()
        #expect(split.primaryColumnWidth == 30)
        #expect(dividerColumn(harness) == 30)
        split.minimumPrimaryColumnWidth = 36
        harness.settle()
        #expect(split.primaryColumnWidth == 36, "the minimum wins over a smaller fraction")
        #expect(dividerColumn(harness) == 36)
        split.preferredPrimaryColumnWidthFraction = 0.6
        split.maximumPrimaryColumnWidth = 50
        harness.settle()
        #expect(split.primaryColumnWidth == 50, "the maximum wins over a larger fraction")
        #expect(dividerColumn(harness) == 50)
        #expect(primary.view.frame.width == 50)
        #expect(secondary.view.frame.minX == 51)
    }

    @Test func eachColumnsControllerIsTheOneSetForItCollapsedOrNot() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)
        harness.resize(to: Size(width: 60, height: 30))
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) == nil, "its controllers are on the primary's stack")
        harness.resize(to: Size(width: 120, height: 30))
        #expect(split.viewController(for: .secondary) === split.viewControllers.last)
    }

    @Test func collapsedThePrimaryTakesNoColumns() {
        _ = ScreenHarness(root: split, size: Size(width: 60, height: 30))
        #expect(split.isCollapsed)
        #expect(split.primaryColumnWidth == 0)
        #expect(split.isPrimaryVisible)
    }

    @Test func isPrimaryVisibleFollowsTheDisplayMode() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.isPrimaryVisible)
        split.preferredDisplayMode = .primaryHidden
        harness.settle()
        #expect(!split.isPrimaryVisible)
        #expect(!harness.screen.contains("Primary row 1"))
        split.preferredDisplayMode = .primaryOverlay
        harness.settle()
        #expect(split.isPrimaryVisible)
        #expect(harness.screen.contains("Primary row 1"))
    }

    @Test func focusMovesTheKeysToAColumnThatIsShown() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.focusedColumn == .primary)
        #expect(split.focusedChild === primary)
        split.focus(.secondary)
        harness.settle()
        #expect(split.focusedColumn == .secondary)
        #expect(split.focusedChild === secondary)
        #expect(harness.window.focusedController === secondary.topViewController)
        harness.press(.down)
        #expect((secondary.topViewController as? Rows)?.list.selectedRow == 1, "keys go to the focused column")
        #expect((primary.topViewController as? Rows)?.list.selectedRow == 0)
        split.preferredDisplayMode = .primaryHidden
        split.focus(.primary)
        #expect(split.focusedColumn == .secondary, "a hidden primary cannot take the focus")
        #expect(split.focusedChild === secondary)
    }

    @Test func keyCommandsSwitchColumnsGoBackAndToggleTheList() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        let titles = split.keyCommands.map(\.title)
        #expect(titles == ["Switch column", "Back to the list", "Hide list"])
        #expect(split.keyCommands[0].isEnabled)
        #expect(!split.keyCommands[1].isEnabled, "back to the list only from the secondary")
        harness.press(.tab)
        #expect(split.focusedColumn == .secondary)
        #expect(split.keyCommands[1].isEnabled)
        harness.press(.escape)
        #expect(split.focusedColumn == .primary)
        harness.press(.character("\\"))
        #expect(split.displayMode == .primaryHidden)
        #expect(!split.keyCommands[0].isEnabled, "one column shown: nothing to switch to")
    }

    @Test func targetDisplayModeForActionAndPerformingIt() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.displayMode == .allVisible)
        #expect(split.targetDisplayModeForAction() == .primaryHidden)
        split.performDisplayModeAction()
        harness.settle()
        #expect(split.displayMode == .primaryHidden)
        #expect(split.targetDisplayModeForAction() == .allVisible)
        #expect(!harness.screen.contains("Primary row 1"))
        split.performDisplayModeAction()
        #expect(split.displayMode == .allVisible)
    }

    @Test func performDisplayModeActionDoesNothingCollapsed() {
        _ = ScreenHarness(root: split, size: Size(width: 60, height: 30))
        let before = split.displayMode
        split.performDisplayModeAction()
        #expect(split.displayMode == before)
        #expect(split.isCollapsed)
    }

    @Test func theGestureRecognizersRevealAndHideThePrimary() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.gestureRecognizers.count == 2)
        #expect(split.gestureRecognizers[0] is ScreenEdgePanGestureRecognizer)
        #expect((split.gestureRecognizers[1] as? SwipeGestureRecognizer)?.direction == .left)
        split.preferredDisplayMode = .primaryHidden
        harness.settle()
        split.focus(.secondary)
        harness.press(.character("["))          // swipe right from the left edge: reveal
        #expect(split.displayMode == .allVisible)
        split.preferredDisplayMode = .primaryOverlay
        harness.settle()
        harness.press(.character("]"))          // swipe left over the overlay: hide
        #expect(split.displayMode == .primaryHidden)
    }

    @Test func theResponderTitleNamesTheColumnsUnlessTitled() {
        #expect(split.responderTitle == "Columns")
        split.title = "Mail"
        #expect(split.responderTitle == "Mail")
    }
}
