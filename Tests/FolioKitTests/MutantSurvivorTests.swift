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

    /// Mutant: help lists a command again under a responder further up the chain.
    @Test func helpListsEachKeyUnderTheFirstResponderThatOffersIt() {
        final class Offering: ViewController {
            let commands: [KeyCommand]
            init(_ title: String, _ commands: [KeyCommand]) {
                self.commands = commands
                super.init()
                self.title = title
            }
            override var keyCommands: [KeyCommand] { commands }
        }
        let inner = Offering("Inner", [KeyCommand(.character("x"), title: "Cut") {}])
        let outer = Offering("Outer", [KeyCommand(.character("x"), title: "Exit") {}, KeyCommand(.character("y"), title: "Yank") {}])
        let text = HelpViewController.helpText(chain: [inner, outer], gestures: [])
        #expect(text == "Inner\n  x  Cut\n\nOuter\n  y  Yank", "\(text)")
        let shadowed = Offering("Shadowed", [KeyCommand(.character("x"), title: "Exit") {}])
        #expect(!HelpViewController.helpText(chain: [inner, shadowed], gestures: []).contains("Shadowed"),
                "a responder whose every key is taken below has no section")
    }

    /// Mutant: a key does not clear the notice.
    @Test func anyKeyClearsTheNotice() {
        let harness = ScreenHarness(root: NavigationController(rootViewController: titled("Root")), size: Size(width: 40, height: 6))
        harness.window.notice = "Copied"
        harness.settle()
        #expect(harness.screen.contains("Copied"))
        harness.press(.down)
        #expect(harness.window.notice == nil)
        #expect(!harness.screen.contains("Copied"))
    }

    /// Mutant: q does not quit while the terminal is too small.
    @Test func qQuitsEvenWhenTheTerminalIsTooSmall() {
        final class Counting: ViewController {
            var presses = 0
            override var keyCommands: [KeyCommand] { [KeyCommand(.character("x"), title: "Count") { [unowned self] in self.presses += 1 }] }
        }
        let root = Counting()
        let harness = ScreenHarness(root: root, size: Size(width: 10, height: 3))
        #expect(harness.app.isTooSmall)
        #expect(!harness.runLoopQuits(after: [.key(.character("x"))]))
        #expect(root.presses == 0, "keys other than q are ignored while too small")
        #expect(harness.runLoopQuits(after: [.key(.character("q"))]))
        #expect(harness.runLoopQuits(after: [.key(.character("Q"))]))
    }
}
