import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Folio's own layout choice over FolioKit's: the list stays beside the detail whenever the
/// detail keeps 60 columns; when the list is hidden, the detail's bar says how to get it back.
@MainActor
@Suite struct BrowserLayoutTests {
    func browser(_ size: Size, minimumDetailWidth: Int = 60) -> BrowserHarness {
        let b = BrowserHarness()
        b.fixture.file("first.txt", "the first file's text")
        b.fixture.file("second.txt", "two")
        b.open(size: size, minimumDetailWidth: minimumDetailWidth)
        return b
    }

    @Test func aTallHalfScreenWindowKeepsTheListBesideTheDetail() {
        for size in [Size(width: 100, height: 60), Size(width: 105, height: 57), Size(width: 120, height: 40)] {
            let b = browser(size)
            #expect(b.split.displayMode == .allVisible, "\(size)")
            #expect(b.harness.screen.contains("first.txt"), "the list is on screen at \(size)")
            #expect(b.harness.screen.contains("the first file's text"))
        }
    }

    @Test func theListTakesTheKeysInATallWindow() {
        let b = browser(Size(width: 100, height: 60))
        #expect(b.split.focusedColumn == .primary, "the list starts with the focus, as in a wide window")
        b.press(.character("j"))
        #expect(b.list?.selectedItem?.title == "second.txt")
        b.press(.tab)
        #expect(b.split.focusedColumn == .secondary)
    }

    @Test func theRuleIsTheDetailWidth() {
        #expect(browser(Size(width: 100, height: 60)).split.preferredMode(forWidth: 100) == .allVisible)
        // 85 columns: a 30-column list leaves 54 for the detail.
        #expect(browser(Size(width: 85, height: 60)).split.preferredMode(forWidth: 85) == .automatic)
        #expect(browser(Size(width: 100, height: 60), minimumDetailWidth: 70).split.displayMode == .primaryHidden,
                "a wider minimum sends the same window back to UIKit's portrait rule")
    }

    @Test func aHiddenListLeavesAButtonOnTheDetailBarAndBackRevealsIt() {
        let b = browser(Size(width: 85, height: 60))
        #expect(b.split.displayMode == .primaryHidden)
        #expect(b.row(0).hasPrefix(" \\ Show list"), "the display-mode button: \(b.row(0))")
        #expect(b.harness.screen.contains("the first file's text"))
        b.press(.character("h"))
        #expect(b.split.displayMode == .primaryOverlay)
        #expect(b.split.focusedColumn == .primary)
        #expect(b.harness.screen.contains("first.txt"))
        #expect(!b.row(0).contains("Show list"), "the button leaves once the list shows")
        b.press(.down)
        #expect(b.list?.selectedItem?.title == "second.txt", "the revealed list takes the keys")
    }

    @Test func aRestoredHiddenListStartsWithTheDetailAndItsHintNotABlankScreen() {
        let b = BrowserHarness()
        b.fixture.file("first.txt", "the first file's text")
        let state = BrowserState(opened: [], selected: "first.txt", displayMode: "primaryHidden", focusedColumn: "secondary")
        let root = DirectoryItem(path: RawPath(b.fixture.root.path), options: b.context.settings.options)
        let split = Browser.makeRootController(for: root, context: b.context, coordinator: b.coordinator)
        state.apply(to: split)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        BrowserHarness.wait(harness) { harness.screen.contains("the first file's text") }
        #expect(split.displayMode == .primaryHidden)
        #expect(harness.screen.contains("the first file's text"), "never an empty screen")
        #expect(harness.screen.split(separator: "\n").first?.hasPrefix(" \\ Show list") == true)
        harness.press(.character("\\"))
        #expect(split.displayMode == .allVisible)
    }
}
