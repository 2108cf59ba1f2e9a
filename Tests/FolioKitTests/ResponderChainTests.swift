import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct ResponderChainTests {
    @Test func unhandledKeysWalkUpToTheApplication() {
        final class Leaf: ViewController {
            var pressed: [String] = []
            override var keyCommands: [KeyCommand] {
                [KeyCommand(.character("x"), title: "Leaf action") { [unowned self] in
                    self.pressed.append(self.window?.application?.isRunning == true ? "x while running" : "x")
                }]
            }
        }
        let leaf = Leaf()
        let list = ListView()
        leaf.view = list
        let nav = NavigationController(rootViewController: leaf)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(harness.window.firstResponder === list)
        let chain = list.responderChain.map(\.responderTitle)
        #expect(chain == ["List", "Leaf", "Navigation", "General", "Application"])
        harness.press(.character("x"))
        #expect(leaf.pressed == ["x"])
        // q at the root of the stack is not handled by the navigation controller: it walks up to
        // the application, which quits; the x queued after it is never read.
        let quit = harness.runLoopQuits(after: [.key(.character("x")), .key(.character("q")), .key(.character("x"))])
        #expect(quit)
        #expect(leaf.pressed == ["x", "x while running"])
        #expect(harness.app.isRunning == false)
        #expect(harness.window.rootViewController === nav)
    }

    @Test func helpListsCommandsByResponderWithGesturesAndBarItems() {
        let root = titled("Root")
        let top = titled("Top")
        top.view = ListView()
        top.toolbarItems = [BarButtonItem(title: "Filter", key: .character("/"))]
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        nav.pushViewController(top, animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 100, height: 40))
        harness.press(.character("?"))
        let help = harness.window.topController as? HelpViewController
        #expect(help != nil)
        let text = help?.helpText ?? ""
        #expect(text.contains("List\n  Down/j"))
        #expect(text.contains("Navigation\n  h/Left/Esc/Backspace  Back"))
        #expect(text.contains("/                     Filter"))
        #expect(text.contains("Gestures\n  S-Right/[  Back (swipe from the left edge)"))
        #expect(text.contains("General\n  ?/F1  Help"))
        #expect(harness.screen.contains("Help: Esc closes"))
        harness.press(.escape)
        #expect(!(harness.window.topController is HelpViewController))
        #expect(!harness.screen.contains("Help: Esc closes"))
        harness.press(.f(1))
        #expect(harness.window.topController is HelpViewController)
    }

    @Test func showAndShowDetailWalkUpToTheNearestContainer() {
        let root = titled("Root")
        let nav = NavigationController(rootViewController: root)
        _ = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(root.targetViewController(forAction: .show, sender: nil) === nav)
        let next = titled("Next")
        root.show(next, sender: nil)
        #expect(nav.topViewController === next)
        let detail = titled("Detail")
        next.showDetailViewController(detail, sender: nil)
        #expect(nav.topViewController === detail, "without a split view, showDetail falls back to show")
    }

    @Test func showWithoutAContainerPresents() {
        let root = titled("Root")
        let harness = ScreenHarness(root: root, size: Size(width: 80, height: 24))
        let other = titled("Other")
        root.show(other, sender: nil)
        #expect(root.presentedViewController === other)
        #expect(harness.window.topController === other)
    }

    @Test func contentExtendsUnderTranslucentBarsWithSafeAreaInsets() {
        let top = titled("Top")
        top.view = ListView()
        let nav = NavigationController(rootViewController: top)
        nav.isToolbarHidden = false
        top.toolbarItems = [BarButtonItem(title: "Go")]
        _ = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(top.view.frame == Rect(x: 0, y: 0, width: 80, height: 23))
        #expect(top.view.safeAreaInsets == EdgeInsets(top: 1))
        top.extendedLayoutIncludesOpaqueBars = true
        nav.view.layoutIfNeeded()
        #expect(top.view.frame == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(top.view.safeAreaInsets == EdgeInsets(top: 1, bottom: 1))
        top.edgesForExtendedLayout = []
        nav.view.layoutIfNeeded()
        #expect(top.view.frame == Rect(x: 0, y: 1, width: 80, height: 22))
        #expect(top.view.safeAreaInsets == .zero)
        nav.navigationBar.isTranslucent = false
        top.edgesForExtendedLayout = .all
        top.extendedLayoutIncludesOpaqueBars = false
        nav.view.layoutIfNeeded()
        #expect(top.view.frame.minY == 1)
    }

    @Test func traitsAndSizeReachEveryControllerParentsFirst() {
        let log = LifecycleLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 120, height: 40))
        _ = log.take()
        harness.resize(to: Size(width: 60, height: 30))
        #expect(log.take() == [
            "A.viewWillTransition(60x30)", "B.viewWillTransition(60x30)",
            "A.traitCollectionDidChange(compact)", "B.traitCollectionDidChange(compact)",
        ])
        harness.resize(to: Size(width: 70, height: 30))
        #expect(log.take() == ["A.viewWillTransition(70x30)", "B.viewWillTransition(70x30)"])
    }

    @Test func belowTheMinimumSizeANoticeReplacesTheScreenAndKeysAreIgnored() {
        let nav = NavigationController(rootViewController: titled("Root"))
        nav.pushViewController(titled("Next"), animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        harness.resize(to: Size(width: 15, height: 5))
        #expect(harness.screen.contains("Too small"))
        harness.press(.left)
        #expect(nav.viewControllers.count == 2)
        harness.resize(to: Size(width: 80, height: 24))
        #expect(harness.screen.contains("‹ Root"))
    }

    @Test func listCostFollowsVisibleRowsOnly() {
        final class Counting: ViewController, ListViewDataSource {
            var asked = Set<Int>()
            let list = ListView()
            override func loadView() { view = list; list.dataSource = self; list.reloadData() }
            func numberOfRows(in listView: ListView) -> Int { 1_000_000 }
            func listView(_ listView: ListView, rowAt index: Int) -> ListRow { asked.insert(index); return ListRow(title: "\(index)") }
        }
        let counting = Counting()
        let harness = ScreenHarness(root: NavigationController(rootViewController: counting), size: Size(width: 80, height: 24))
        #expect(counting.asked.count == 23)
        harness.press(.end)
        #expect(counting.asked.contains(999_999))
        #expect(counting.asked.count <= 46)
        #expect(harness.screen.contains("999999"))
    }
}
