import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct NavigationControllerAPITests {
    func lines(_ harness: ScreenHarness) -> [String] {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func visibleViewControllerIsThePresentedOneOverTheTop() {
        let root = titled("Root"), top = titled("Top")
        let nav = NavigationController(rootViewController: root)
        #expect(nav.visibleViewController === root)
        nav.pushViewController(top, animated: false)
        #expect(nav.visibleViewController === top)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        let sheet = titled("Sheet"), above = titled("Above")
        nav.present(sheet, animated: false)
        #expect(nav.visibleViewController === sheet)
        sheet.present(above, animated: false)
        #expect(nav.visibleViewController === above, "the topmost presentation wins")
        #expect(nav.topViewController === top)
        sheet.dismiss(animated: false)
        #expect(nav.visibleViewController === sheet, "the sheet dismissed what it presented")
        nav.dismiss(animated: false)
        #expect(nav.visibleViewController === top)
        #expect(NavigationController().visibleViewController == nil)
        #expect(harness.window.topController === nav)
    }

    @Test func popToViewControllerPopsEverythingAboveIt() {
        let a = titled("A"), b = titled("B"), c = titled("C"), d = titled("D")
        let nav = NavigationController(rootViewController: a)
        for controller in [b, c, d] { nav.pushViewController(controller, animated: false) }
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 10))
        let popped = nav.popToViewController(b, animated: false)
        #expect(popped?.map(\.title) == ["C", "D"])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(c.parent == nil && d.parent == nil)
        #expect(b.appearanceState == .appeared && d.appearanceState == .disappeared)
        harness.settle()
        #expect(lines(harness)[0].contains("‹ A") && lines(harness)[0].contains("B"))
        #expect(nav.popToViewController(b, animated: false) == nil, "already on top")
        #expect(nav.popToViewController(titled("stranger"), animated: false) == nil)
    }

    @Test func setViewControllersWithoutAnimationReplacesTheStack() {
        let a = titled("A"), b = titled("B"), x = titled("X"), y = titled("Y")
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 10))
        nav.setViewControllers([x, y])
        harness.settle()
        #expect(nav.viewControllers.map(\.title) == ["X", "Y"])
        #expect(a.parent == nil && b.parent == nil)
        #expect(y.appearanceState == .appeared && b.appearanceState == .disappeared)
        #expect(lines(harness)[0].contains("‹ X"))
        #expect(nav.children.count == 2)
    }

    @Test func setToolbarHiddenShowsAndHidesTheToolbar() {
        let root = titled("Root")
        root.toolbarItems = [BarButtonItem(title: "Find", key: .character("f"))]
        let nav = NavigationController(rootViewController: root)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6))
        #expect(nav.isToolbarHidden, "hidden by default")
        #expect(!harness.screen.contains("f Find"))
        nav.setToolbarHidden(false, animated: false)
        harness.settle()
        #expect(!nav.isToolbarHidden)
        #expect(nav.isToolbarShown)
        #expect(lines(harness)[5] == " f Find")
        #expect(!nav.toolbar.isHidden)
        nav.setToolbarHidden(true, animated: true)
        harness.settle()
        #expect(nav.isToolbarHidden)
        #expect(!harness.screen.contains("f Find"))
        #expect(nav.toolbar.isHidden)
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let root = titled("Root"), top = titled("Top")
        let find = BarButtonItem(title: "Find", key: .character("f"))
        root.toolbarItems = [find]
        top.toolbarItems = [BarButtonItem(title: "Save", key: .character("w"))]
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        #expect(nav.toolbar.items.map(\.title) == ["Find"])
        nav.pushViewController(top, animated: false)
        #expect(nav.toolbar.items.map(\.title) == ["Save"])
        nav.popViewController(animated: false)
        #expect(nav.toolbar.items.first === find)
    }

    @Test func aTitleChangeRedrawsTheBar() {
        let root = titled("Before")
        let nav = NavigationController(rootViewController: root)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6))
        #expect(lines(harness)[0].contains("Before"))
        root.title = "After"
        harness.settle()
        #expect(nav.navigationBar.content.title == "After")
        #expect(lines(harness)[0].contains("After"))
        #expect(!harness.screen.contains("Before"))
    }

    @Test func theTapRecognizerTogglesBothBarsWhenAskedFor() {
        let root = titled("Root")
        root.toolbarItems = [BarButtonItem(title: "Find", key: .character("f"))]
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6))
        #expect(nav.barHideOnTapGestureRecognizer is TapGestureRecognizer)
        harness.press(.character(" "))
        #expect(nav.isNavigationBarShown, "off by default: a tap does nothing")
        nav.hidesBarsOnTap = true
        harness.press(.character(" "))
        #expect(!nav.isNavigationBarShown && !nav.isToolbarShown)
        #expect(!harness.screen.contains("Root") && !harness.screen.contains("Find"))
        harness.press(.character(" "))
        #expect(nav.isNavigationBarShown && nav.isToolbarShown)
        nav.barHideOnTapGestureRecognizer.isEnabled = false
        harness.press(.character(" "))
        #expect(nav.isNavigationBarShown, "a disabled recognizer does nothing")
    }

    @Test func theSwipeRecognizersHideOnUpAndShowOnDown() {
        let root = titled("Root")
        root.toolbarItems = [BarButtonItem(title: "Find", key: .character("f"))]
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        nav.hidesBarsOnSwipe = true
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6))
        let directions = nav.barHideOnSwipeGestureRecognizers.compactMap { ($0 as? SwipeGestureRecognizer)?.direction }
        #expect(directions == [.up, .down])
        harness.press(.character("{"))
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        harness.press(.character("}"))
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)
        for recognizer in nav.barHideOnSwipeGestureRecognizers { recognizer.isEnabled = false }
        harness.press(.character("{"))
        #expect(!nav.isNavigationBarHidden)
    }
}
