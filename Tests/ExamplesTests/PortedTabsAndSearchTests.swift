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
        #expect(harness.screen.contains("No recent calls"))
        #expect(!harness.screen.contains("(3)"))
    }
}
