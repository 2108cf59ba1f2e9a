import Testing
import FolioKit
import FolioTesting

/// The UIKit-style setters and items added for ported apps, checked on the drawn bars.
@MainActor
@Suite struct PortedItemAPITests {
    let previous: ViewController = titled("Mail")
    let top: ViewController = titled("Inbox")
    let nav: NavigationController
    let harness: ScreenHarness

    init() {
        nav = NavigationController(rootViewController: previous)
        nav.pushViewController(top, animated: false)
        harness = ScreenHarness(root: nav, size: Size(width: 60, height: 8))
    }

    var lines: [String] {
        harness.settle()
        return harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aTitledItemStartsWithItsTitle() {
        let item = NavigationItem(title: "Drafts")
        #expect(item.title == "Drafts")
        #expect(item.leftBarButtonItems.isEmpty && !item.hidesBackButton)
    }

    @Test func setHidesBackButtonHidesAndShowsIt() {
        #expect(lines[0].hasPrefix(" ‹ Mail"))
        top.navigationItem.setHidesBackButton(true, animated: true)
        #expect(top.navigationItem.hidesBackButton)
        #expect(!lines[0].contains("‹"))
        top.navigationItem.setHidesBackButton(false, animated: false)
        #expect(lines[0].hasPrefix(" ‹ Mail"))
    }

    @Test func theLeftSettersReplaceTheBackButton() {
        let edit = BarButtonItem(title: "Edit", key: .character("e"))
        top.navigationItem.setLeftBarButton(edit, animated: true)
        #expect(top.navigationItem.leftBarButtonItems.count == 1 && top.navigationItem.leftBarButtonItem === edit)
        #expect(lines[0].hasPrefix(" e Edit"))
        top.navigationItem.setLeftBarButtonItems([BarButtonItem(title: "A", key: .character("a")), BarButtonItem(title: "B", key: .character("b"))], animated: false)
        #expect(lines[0].hasPrefix(" a A  b B"))
        top.navigationItem.setLeftBarButtonItems(nil, animated: false)
        #expect(top.navigationItem.leftBarButtonItems.isEmpty)
        #expect(lines[0].hasPrefix(" ‹ Mail"))
    }

    @Test func theRightSettersPutItemsAtTheRightEdge() {
        top.navigationItem.setRightBarButton(BarButtonItem(title: "Done", key: .character("d")), animated: true)
        #expect(lines[0].hasSuffix("d Done"))
        top.navigationItem.setRightBarButtonItems([BarButtonItem(title: "X", key: .character("x")), BarButtonItem(title: "Y", key: .character("y"))], animated: false)
        #expect(top.navigationItem.rightBarButtonItems.count == 2)
        #expect(lines[0].hasSuffix("x X  y Y"))
        top.navigationItem.setRightBarButton(nil, animated: false)
        #expect(top.navigationItem.rightBarButtonItems.isEmpty)
        #expect(!lines[0].contains("y Y"))
    }

    @Test func setToolbarItemsFillsTheToolbar() {
        nav.isToolbarHidden = false
        top.setToolbarItems([BarButtonItem(title: "Archive", key: .character("a"))], animated: true)
        #expect(top.toolbarItems?.count == 1)
        #expect(lines[7] == " a Archive")
        top.setToolbarItems(nil, animated: false)
        #expect(top.toolbarItems == nil)
        #expect(!lines[7].contains("Archive"))
    }

    @Test func aFixedSpaceTakesItsColumnsBetweenItems() {
        let space = BarButtonItem.fixedSpace(7)
        #expect(space.fixedSpaceWidth == 7)
        #expect(BarButtonItem(title: "x").fixedSpaceWidth == 0)
        #expect(BarButtonItem.fixedSpace(-3).fixedSpaceWidth == 0)
        nav.isToolbarHidden = false
        top.toolbarItems = [BarButtonItem(title: "L", key: .character("1")), space, BarButtonItem(title: "R", key: .character("2"))]
        let bar = lines[7]
        let left = bar.range(of: "1 L"), right = bar.range(of: "2 R")
        #expect(left != nil && right != nil)
        if let left, let right {
            #expect(bar.distance(from: left.upperBound, to: right.lowerBound) == 2 + 7, "the gap after L, then the space: \(bar)")
        }
    }

    @Test func anItemWithoutAKeyGetsAFreeLetterOfItsTitle() {
        var archived = 0
        let archive = BarButtonItem(title: "Archive") { archived += 1 }
        let silent = BarButtonItem(title: "Label")
        #expect(archive.effectiveKey == nil)
        nav.isToolbarHidden = false
        top.toolbarItems = [archive, silent]
        harness.settle()
        #expect(archive.effectiveKey == .character("a"))
        #expect(silent.effectiveKey == nil, "an item that does nothing needs no key")
        harness.press(.character("a"))
        #expect(archived == 1)
        let keyed = BarButtonItem(title: "Keyed", key: .character("z"))
        #expect(keyed.effectiveKey == .character("z"), "its own key wins")
    }
}
