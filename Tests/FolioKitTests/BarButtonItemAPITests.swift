import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct BarButtonItemAPITests {
    func toolbar(_ items: [BarButtonItem], width: Int = 40) -> (ScreenHarness, ViewController) {
        let root = titled("Root")
        root.toolbarItems = items
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        return (ScreenHarness(root: nav, size: Size(width: width, height: 6)), root)
    }

    func lastLine(_ harness: ScreenHarness) -> String {
        harness.settle()
        return harness.screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    @Test func theLabelIsTheKeyThenTheTitle() {
        #expect(BarButtonItem(title: "Filter", key: .character("/")).label == "/ Filter")
        #expect(BarButtonItem(title: "Refresh", key: .ctrl("r")).label == "Ctrl-R Refresh")
        #expect(BarButtonItem(title: "Plain").label == "Plain")
        let item = BarButtonItem(title: "x")
        #expect(item.keyEquivalent == nil)
        item.keyEquivalent = .character("z")
        #expect(item.label == "z x")
    }

    @Test func pressRunsTheActionOnlyWhenEnabled() {
        var calls = 0
        let item = BarButtonItem(title: "Go") { calls += 1 }
        item.press()
        #expect(calls == 1)
        item.isEnabled = false
        item.press()
        #expect(calls == 1)
        item.isEnabled = true
        item.action = { calls += 10 }
        item.press()
        #expect(calls == 11)
        item.action = nil
        item.press()
        #expect(calls == 11)
    }

    @Test func theItemsKeyPressesItThroughTheToolbar() {
        var calls = 0
        let item = BarButtonItem(title: "Go", key: .character("g")) { calls += 1 }
        let (harness, _) = toolbar([item])
        harness.press(.character("g"))
        #expect(calls == 1)
        item.isEnabled = false
        harness.press(.character("g"))
        #expect(calls == 1, "a disabled item's key does nothing")
    }

    @Test func doneIsBoldAndDisabledIsDim() {
        let done = BarButtonItem(title: "Save", style: .done)
        #expect(done.style == .done)
        #expect(BarButtonItem(title: "x").style == .plain)
        let off = BarButtonItem(title: "Off")
        off.isEnabled = false
        let (harness, _) = toolbar([done, off])
        #expect(lastLine(harness) == " Save  Off")
        let y = harness.terminal.screen.size.height - 1
        #expect(harness.terminal.screen[1, y].style == Style(attributes: [.reverse, .bold]))
        #expect(harness.terminal.screen[7, y].style == Style(attributes: [.reverse, .dim]))
        #expect(harness.terminal.screen[0, y].style == Style(attributes: .reverse), "the bar itself")
    }

    @Test func aFlexibleSpacePushesTheItemsAfterItToTheRight() {
        let space = BarButtonItem.flexibleSpace()
        #expect(space.isFlexibleSpace)
        #expect(!BarButtonItem(title: "x").isFlexibleSpace)
        let (harness, _) = toolbar([BarButtonItem(title: "Left"), space, BarButtonItem(title: "Right")], width: 30)
        #expect(lastLine(harness) == " Left                  Right")
    }

    @Test func aTitleChangeRedrawsTheToolbar() {
        let item = BarButtonItem(title: "Before")
        let (harness, _) = toolbar([item])
        #expect(lastLine(harness) == " Before")
        item.title = "After"
        #expect(lastLine(harness) == " After")
    }
}
