import Testing
import FolioKit
import FolioTesting

/// Tests written for mutants of Scripts/mutants_list.py that the suite let through: each
/// names the change it catches.
@MainActor
@Suite struct MutantSurvivorTests {
    /// Mutant: a hidden toolbar's item keys still work.
    @Test func aHiddenToolbarsKeysDoNothing() {
        var presses = 0
        let root = titled("Root")
        root.toolbarItems = [BarButtonItem(title: "Mark", key: .character("m")) { presses += 1 }]
        let nav = NavigationController(rootViewController: root)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        harness.press(.character("m"))
        #expect(presses == 0, "the toolbar is hidden by default: its key is not offered")
        #expect(!nav.keyCommands.contains { $0.title == "Mark" })
        nav.setToolbarHidden(false, animated: false)
        harness.press(.character("m"))
        #expect(presses == 1)
        nav.hidesBarsWhenVerticallyCompact = true
        harness.resize(to: Size(width: 40, height: 10))
        harness.press(.character("m"))
        #expect(presses == 1, "hidden by vertical compactness: the key does nothing either")
    }
}
