import Testing
import FolioKit
import FolioTesting

/// What a navigation item puts on the screen, checked on the drawn bar.
@MainActor
@Suite struct NavigationItemAPITests {
    let previous = titled("Mail")
    let top = titled("Inbox")
    let nav: NavigationController
    let harness: ScreenHarness

    init() {
        nav = NavigationController(rootViewController: previous)
        nav.pushViewController(top, animated: false)
        harness = ScreenHarness(root: nav, size: Size(width: 60, height: 8))
    }

    var bar: String {
        harness.settle()
        return String(harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[0])
    }

    @Test func aNewItemIsEmpty() {
        let item = NavigationItem()
        #expect(item.title == nil && item.titleView == nil && item.backBarButtonItem == nil)
        #expect(item.leftBarButtonItems.isEmpty && item.rightBarButtonItems.isEmpty)
        #expect(!item.hidesBackButton && !item.leftItemsSupplementBackButton)
    }

    @Test func theItemsTitleReplacesTheControllersInTheBar() {
        #expect(bar.contains("Inbox"))
        top.navigationItem.title = "Unread"
        #expect(bar.contains("Unread"))
        #expect(!bar.contains("Inbox"))
    }

    @Test func hidesBackButtonRemovesTheBackButtonFromTheBar() {
        #expect(bar.hasPrefix(" ‹ Mail"))
        top.navigationItem.hidesBackButton = true
        #expect(!bar.contains("‹"))
        #expect(bar.contains("Inbox"))
        top.navigationItem.hidesBackButton = false
        #expect(bar.hasPrefix(" ‹ Mail"))
    }

    @Test func aTitleViewIsDrawnInPlaceOfTheTitle() {
        top.navigationItem.titleView = Label("[search]")
        #expect(bar.contains("[search]"))
        #expect(!bar.contains("Inbox"))
        #expect(nav.navigationBar.subviews.contains { $0 === top.navigationItem.titleView })
        top.navigationItem.titleView = nil
        #expect(bar.contains("Inbox"))
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        var pressed: [String] = []
        let edit = BarButtonItem(title: "Edit", key: .character("e")) { pressed.append("edit") }
        top.navigationItem.leftBarButtonItems = [edit]
        #expect(top.navigationItem.leftBarButtonItem === edit)
        #expect(bar.hasPrefix(" e Edit"))
        #expect(!bar.contains("‹"))
        top.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.hasPrefix(" ‹ Mail  e Edit"))
        harness.press(.character("e"))
        #expect(pressed == ["edit"], "a bar item's key presses it")
        top.navigationItem.leftBarButtonItem = nil
        #expect(top.navigationItem.leftBarButtonItems.isEmpty)
        #expect(!bar.contains("Edit"))
    }

    @Test func rightItemsSitAtTheRightEdgeAndAnswerTheirKeys() {
        var pressed = 0
        let done = BarButtonItem(title: "Done", key: .character("d")) { pressed += 1 }
        top.navigationItem.rightBarButtonItem = done
        #expect(top.navigationItem.rightBarButtonItems.count == 1)
        #expect(top.navigationItem.rightBarButtonItem === done)
        #expect(bar.hasSuffix("d Done"))
        harness.press(.character("d"))
        #expect(pressed == 1)
        top.navigationItem.rightBarButtonItems = [BarButtonItem(title: "A"), BarButtonItem(title: "B")]
        #expect(bar.hasSuffix("A  B"))
        top.navigationItem.rightBarButtonItem = nil
        #expect(!bar.contains("A  B"))
    }

    @Test func theBackItemOfThePreviousControllerNamesTheBackButton() {
        previous.navigationItem.backBarButtonItem = BarButtonItem(title: "Accounts")
        #expect(bar.hasPrefix(" ‹ Accounts"))
    }
}
