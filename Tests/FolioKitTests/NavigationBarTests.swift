import Testing
import FolioKit
import FolioTesting

@MainActor
func titled(_ title: String?) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
}

@MainActor
@Suite struct NavigationBarTests {
    /// The reference's rules for the left side of the bar, one row each.
    @Test func backButtonRules() {
        // Root: no back button.
        #expect(NavigationController.barContent(for: [titled("Root")]).backTitle == nil)

        // Default: the previous controller's title.
        var content = NavigationController.barContent(for: [titled("Mail"), titled("Inbox")])
        #expect(content.backTitle == "Mail")
        #expect(content.isDefaultBackButton)

        // The previous controller's backBarButtonItem wins over its title.
        let previous = titled("Mail")
        previous.navigationItem.backBarButtonItem = BarButtonItem(title: "Accounts")
        content = NavigationController.barContent(for: [previous, titled("Inbox")])
        #expect(content.backTitle == "Accounts")
        #expect(!content.isDefaultBackButton)

        // The top controller's leftBarButtonItem wins over everything: no back button.
        let top = titled("Inbox")
        top.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit", key: .character("e"))
        content = NavigationController.barContent(for: [previous, top])
        #expect(content.backTitle == nil)
        #expect(content.leftItems == ["e Edit"])

        // leftItemsSupplementBackButton keeps the back button and adds the items after it.
        top.navigationItem.leftItemsSupplementBackButton = true
        content = NavigationController.barContent(for: [previous, top])
        #expect(content.backTitle == "Accounts")
        #expect(content.leftItems == ["e Edit"])

        // navigationItem.title overrides the controller's title, for the bar and for back buttons.
        let named = titled("Long controller title")
        named.navigationItem.title = "Short"
        content = NavigationController.barContent(for: [named, titled("Next")])
        #expect(content.backTitle == "Short")
    }

    @Test(arguments: [
        // previous title, custom back item?, bar width, expected label
        ("Mail", false, 80, "‹ Mail"),
        ("A very long title for the previous screen", false, 80, "‹ Back"),
        ("A very long title for the previous screen", false, 200, "‹ A very long title for the previous screen"),
        ("Почтовые ящики и папки", false, 60, "‹ Back"),
        ("中文标题", false, 60, "‹ 中文标题"),
        ("A very long title for the previous screen", true, 80, "‹ A very long title for the previous screen"),
    ])
    func onlyTheDefaultBackButtonShortensToBack(title: String, custom: Bool, width: Int, expected: String) {
        let content = NavigationBar.Content(backTitle: title, isDefaultBackButton: !custom, title: "Now")
        #expect(NavigationBar.backLabel(content, width: width) == expected)
    }

    @Test func titleIsCentredAndTruncatedByDisplayWidth() {
        let content = NavigationBar.Content(backTitle: "Back", title: "中文标题很长很长很长很长很长很长")
        let segments = NavigationBar.layout(content, width: 30, style: .plain)
        let title = segments.last!
        #expect(TextWidth.width(of: title.text) <= 30 - title.x)
        #expect(title.text.hasSuffix("…"))
        let short = NavigationBar.layout(NavigationBar.Content(title: "Hi"), width: 30, style: .plain)
        #expect(short.last?.x == 14)
    }

    @Test func toolbarDropsLowPriorityItemsFirstWhenNarrow() {
        let items = [
            BarButtonItem(title: "Filter", key: .character("/"), priority: 3),
            BarButtonItem(title: "Sort", key: .character("s"), priority: 1),
            BarButtonItem(title: "Hidden", key: .character("."), priority: 0),
            BarButtonItem(title: "Open", key: .character("o"), priority: 2),
        ]
        #expect(Toolbar.visibleItems(items, width: 80) == [0, 1, 2, 3])
        #expect(Toolbar.visibleItems(items, width: 30) == [0, 1, 3])
        #expect(Toolbar.visibleItems(items, width: 20) == [0, 3])
        #expect(Toolbar.visibleItems(items, width: 12) == [0], "room for one item and the … that says more exist")
        #expect(Toolbar.visibleItems(items, width: 10) == [])
    }
}

/// Bar visibility against terminal heights and gestures.
@MainActor
@Suite struct BarHidingTests {
    func makeStack() -> (NavigationController, ViewController) {
        let root = titled("Root")
        let top = titled("Top")
        top.toolbarItems = [BarButtonItem(title: "Filter", key: .character("/"))]
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(top, animated: false)
        nav.isToolbarHidden = false
        return (nav, top)
    }

    @Test(arguments: [
        // rows, hidesBarsWhenVerticallyCompact, nav bar shown, toolbar shown
        (40, false, true, true),
        (40, true, true, true),
        (15, false, true, true),
        (15, true, false, false),
    ])
    func verticallyCompact(rows: Int, hides: Bool, navShown: Bool, toolShown: Bool) {
        let (nav, _) = makeStack()
        nav.hidesBarsWhenVerticallyCompact = hides
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: rows))
        #expect(nav.isNavigationBarShown == navShown)
        #expect(nav.isToolbarShown == toolShown)
        #expect(harness.screen.contains("‹ Root") == navShown)
        #expect(harness.screen.contains("/ Filter") == toolShown)
    }

    @Test func barsComeBackWhenTheTerminalGrows() {
        let (nav, _) = makeStack()
        nav.hidesBarsWhenVerticallyCompact = true
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 12))
        #expect(!harness.screen.contains("‹ Root"))
        harness.resize(to: Size(width: 80, height: 30))
        #expect(harness.screen.contains("‹ Root"))
        #expect(harness.screen.contains("/ Filter"))
    }

    @Test func swipeUpHidesAndDownShowsOnlyWhenEnabled() {
        let (nav, _) = makeStack()
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        harness.press(.shift(.up))
        #expect(nav.isNavigationBarShown, "hidesBarsOnSwipe is off by default")
        nav.hidesBarsOnSwipe = true
        harness.press(.shift(.up))
        #expect(!nav.isNavigationBarShown)
        #expect(!nav.isToolbarShown)
        #expect(nav.isNavigationBarHidden, "the property reflects the swipe, as in UIKit")
        harness.press(.character("}"))
        #expect(nav.isNavigationBarShown)
        #expect(nav.isToolbarShown)
    }

    @Test func aToolbarWithNoItemsStaysAfterASwipe() {
        let (nav, top) = makeStack()
        top.toolbarItems = []
        nav.hidesBarsOnSwipe = true
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        harness.press(.character("{"))
        #expect(!nav.isNavigationBarShown)
        #expect(nav.isToolbarShown)
    }

    @Test func tapTogglesBothBarsWhenEnabled() {
        let (nav, _) = makeStack()
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        harness.press(.character(" "))
        #expect(nav.isNavigationBarShown)
        nav.hidesBarsOnTap = true
        harness.press(.character(" "))
        #expect(!nav.isNavigationBarShown && !nav.isToolbarShown)
        harness.press(.character(" "))
        #expect(nav.isNavigationBarShown && nav.isToolbarShown)
    }

    @Test func barsHideWhileATextFieldIsFirstResponder() {
        final class Search: ViewController {
            let field = TextField(prompt: "/")
            override func loadView() { view = View(); view.addSubview(field) }
            override func viewDidLayoutSubviews() { field.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1) }
        }
        let search = Search()
        let nav = NavigationController(rootViewController: search)
        nav.hidesBarsWhenKeyboardAppears = true
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(search.field.isFirstResponder)
        #expect(!nav.isNavigationBarShown)
        // Closing the field (as the filter does on Enter or Esc) moves focus on, and the bars return.
        search.field.isHidden = true
        harness.settle()
        #expect(!search.field.isFirstResponder)
        #expect(nav.isNavigationBarShown)
    }

    @Test func hidesBottomBarWhenPushed() {
        let (nav, top) = makeStack()
        top.hidesBottomBarWhenPushed = true
        _ = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(!nav.isToolbarShown)
        nav.popViewController(animated: false)
        #expect(nav.isToolbarShown)
    }

    @Test func toolbarIsHiddenByDefault() {
        let nav = NavigationController(rootViewController: titled("Root"))
        #expect(nav.isToolbarHidden)
        #expect(!nav.isToolbarShown)
    }
}
