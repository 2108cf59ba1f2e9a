import Testing
import FolioKit
import FolioTesting

/// The ported tabs-and-search app (PortedTabsAndSearch.swift) compiles, and runs.
@MainActor
@Suite struct PortedTabsAndSearchTests {
    @Test func searchThenSwitchTabs() {
        let scene = TabsSceneDelegate()
        let harness = ScreenHarness(root: scene.tabBarController, size: Size(width: 60, height: 10))
        harness.press(.character("/"))
        harness.type("al")
        #expect(harness.screen.contains("Alan Turing") && !harness.screen.contains("Grace Hopper"))
        harness.press(.enter, Key(.right, modifiers: .control))
        #expect(scene.selections == ["Recents"])
        #expect(harness.screen.contains("3 recent calls"))
        #expect(!harness.screen.contains("(3)"))
    }

    /// The Recents tab's trash button presents an alert; Esc is its cancel action, Enter its
    /// preferred (destructive) action, whose handler runs after the dismissal.
    @Test func theTrashButtonAsksBeforeClearing() {
        let scene = TabsSceneDelegate()
        scene.tabBarController.selectedIndex = 1
        let harness = ScreenHarness(root: scene.tabBarController, size: Size(width: 60, height: 12))
        harness.press(.delete)
        #expect(harness.screen.contains("Clear All Recents?"))
        harness.press(.escape)
        #expect(!harness.screen.contains("Clear All Recents?") && harness.screen.contains("3 recent calls"))
        harness.press(.delete, .enter)
        harness.settle()
        #expect(harness.screen.contains("No recent calls") && !harness.screen.contains("Clear All Recents?"))
    }
}
