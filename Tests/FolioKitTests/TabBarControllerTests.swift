import Testing
import FolioKit
import FolioTesting

/// Records the delegate calls of a tab bar controller, and refuses the tabs it is told to.
@MainActor
final class TabDelegateRecorder: TabBarControllerDelegate {
    var refused: Set<String> = []
    var calls: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("didSelect \(viewController.title ?? "")")
    }
}

/// TabBarController as Apple documents UITabBarController and UITabBarControllerDelegate.
@MainActor
@Suite struct TabBarControllerTests {
    /// Three tabs: a navigation stack, a list with its own item (image and badge), a plain list.
    func threeTabs() -> TabBarController {
        let tabs = TabBarController()
        let inbox = NavigationController(rootViewController: RowsController(title: "Inbox", rows: ["Hello", "Re: Hello"]))
        let archive = RowsController(title: "Archive", rows: ["2024", "2025"])
        archive.tabBarItem = TabBarItem(title: "Old mail", image: Image(symbol: "▤"), tag: 7)
        archive.tabBarItem.badgeValue = "2"
        let settings = RowsController(title: "Settings", rows: ["Accounts", "Signatures"])
        tabs.viewControllers = [inbox, archive, settings]
        return tabs
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The tab row shows each child's `tabBarItem` (title, image, badge), in the order of
    /// `viewControllers`: "the controller at index 0 corresponds to the left-most tab"
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers).
    @Test func tabRowAt80x24() {
        let harness = ScreenHarness(root: threeTabs(), size: Size(width: 80, height: 24))
        check(harness, "tabs-80x24", """
                                             Inbox
         Hello                                                                        ›
         Re: Hello                                                                    ›




















                   Inbox                 ▤ Old mail (2)                Settings
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                                     dd




















        bbbbbbbbbbbbbbbbbbbbbbbbbbbrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
    }

    @Test func tabRowAt60x20AfterASwitch() {
        let tabs = threeTabs()
        let harness = ScreenHarness(root: tabs, size: Size(width: 60, height: 20))
        harness.press(Key(.right, modifiers: .control))
        check(harness, "tabs-60x20", """
         2024                                                     ›
         2025                                                     ›

















               Inbox           ▤ Old mail (2)         Settings
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                 dd

















        rrrrrrrrrrrrrrrrrrrrbbbbbbbbbbbbbbbbbbbbrrrrrrrrrrrrrrrrrrrr
        """)
    }

    /// A controller without its own tab bar item gets a default one with its `title` and no
    /// image (UITabBarController's overview, "Tab bar items":
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller).
    @Test func defaultItemShowsAndFollowsTheTitle() {
        let plain = ViewController()
        plain.title = "First"
        #expect(plain.tabBarItem.title == "First")
        plain.title = "Renamed"
        #expect(plain.tabBarItem.title == "Renamed")
        plain.tabBarItem.title = "Own"
        #expect(plain.tabBarItem.title == "Own")
        #expect(plain.title == "Renamed")
    }

    /// Keys stand for a tap on a tab: "When the user selects a specific tab, the tab bar
    /// controller displays the root view of the corresponding view controller"
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller); `selectedIndex`
    /// and `selectedViewController` follow
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller).
    @Test func keysSwitchTabsBothWaysAndWrap() {
        let tabs = threeTabs()
        let harness = ScreenHarness(root: tabs, size: Size(width: 80, height: 24))
        #expect(tabs.selectedIndex == 0)
        harness.press(Key(.right, modifiers: .control))
        #expect(tabs.selectedIndex == 1)
        #expect(harness.window.focusedController === tabs.viewControllers?[1])
        harness.press(Key(.right, modifiers: .control), Key(.right, modifiers: .control))
        #expect(tabs.selectedIndex == 0)
        harness.press(Key(.left, modifiers: .control))
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedViewController?.title == "Settings")
        #expect(harness.screen.contains("Accounts"))
    }

    @Test func aClickOnATabSelectsIt() {
        let tabs = threeTabs()
        let recorder = TabDelegateRecorder()
        tabs.delegate = recorder
        let harness = ScreenHarness(root: tabs, size: Size(width: 60, height: 20))
        // The third of three 20-column tabs on the bottom row.
        harness.window.sendMouse(MouseEvent(.click, at: Point(x: 45, y: 19)))
        harness.settle()
        #expect(tabs.selectedIndex == 2)
        #expect(recorder.calls == ["shouldSelect Settings", "didSelect Settings"])
        #expect(harness.screen.contains("Signatures"))
        // A click on the selected tab is a selection too: the delegate hears of it (iOS 3 and later).
        harness.window.sendMouse(MouseEvent(.click, at: Point(x: 41, y: 19)))
        #expect(recorder.calls.suffix(2) == ["shouldSelect Settings", "didSelect Settings"])
    }

    /// The delegate is asked only about the user's choices.
    ///
    /// "The tab bar controller calls this method in response to the user tapping a tab bar item"
    /// and didSelect "is not called when your code changes the tab bar contents programmatically":
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    @Test func shouldSelectFalseBlocksTheUserButNotCode() {
        let tabs = threeTabs()
        let recorder = TabDelegateRecorder()
        recorder.refused = ["Archive"]
        tabs.delegate = recorder
        let harness = ScreenHarness(root: tabs, size: Size(width: 80, height: 24))
        harness.press(Key(.right, modifiers: .control))
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.calls == ["shouldSelect Archive"])
        harness.window.sendMouse(MouseEvent(.click, at: Point(x: 40, y: 23)))
        #expect(tabs.selectedIndex == 0)
        #expect(harness.screen.contains("Hello"))
        tabs.selectedIndex = 1
        #expect(tabs.selectedIndex == 1)
        #expect(recorder.calls == ["shouldSelect Archive", "shouldSelect Archive"])
    }

    /// A switch: the old tab will disappear, the new one will appear, then the old did
    /// disappear and the new did appear. Apple documents the callbacks around a view leaving
    /// and entering the hierarchy ("called before the view is actually removed", "before the
    /// view is added") and the valid state transitions, in
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) and
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
    @Test func aSwitchCallsTheAppearanceCallbacksInUIKitsOrder() {
        let log = LifecycleLog()
        let tabs = TabBarController()
        tabs.viewControllers = [RecordingViewController("A", log: log), RecordingViewController("B", log: log)]
        let harness = ScreenHarness(root: tabs, size: Size(width: 60, height: 10))
        #expect(log.take().suffix(3) == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        harness.press(Key(.right, modifiers: .control))
        // The new tab's view is loaded as it is about to appear.
        #expect(log.take() == ["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        tabs.selectedIndex = 0
        #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    /// A tab bar controller with a `restorationIdentifier` is preserved and comes back on the
    /// same tab (https://developer.apple.com/documentation/uikit/uiviewcontroller/restorationidentifier,
    /// https://developer.apple.com/documentation/uikit/preserving-your-app-s-ui-across-launches).
    @Test func restorationSavesAndRestoresTheSelectedTab() {
        func tree() -> TabBarController {
            let tabs = threeTabs()
            tabs.restorationIdentifier = "Tabs"
            return tabs
        }
        let saved = tree()
        let harness = ScreenHarness(root: saved, size: Size(width: 80, height: 24))
        harness.press(Key(.left, modifiers: .control))
        let archive = StateRestoration.encode(saved)
        #expect(archive["Tabs"]?["kit.tabs.selected"] == "2")
        let restored = tree()
        let second = ScreenHarness(root: restored, size: Size(width: 80, height: 24))
        StateRestoration.decode(archive, into: restored)
        second.settle()
        #expect(restored.selectedIndex == 2)
        #expect(second.screen.contains("Signatures"))
    }

    @Test func tabsInsideASplitColumnRenderAndTakeKeys() {
        let split = SplitViewController()
        let tabs = threeTabs()
        split.viewControllers = [tabs, RowsController(title: "Detail", rows: ["Body"])]
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 12))
        harness.press(Key(.right, modifiers: .control))
        #expect(tabs.selectedIndex == 1)
        check(harness, "tabs-in-split-80x12", """
         2024                     › │ Body                                            ›
         2025                     › │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
          Inbox    ▤ Old …  Settin… │
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold c=bold+dim+reverse d=dim r=reverse
        aaaaaaaaaaaaaaaaaaaaaaaaaccadRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                 dd d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
        rrrrrrrrrrbbbbbbbbbrrrrrrrrrd
        """)
        // Tab moves to the detail column: the tabs' keys are not on its chain any more.
        harness.press(.tab, Key(.right, modifiers: .control))
        #expect(split.focusedColumn == .secondary)
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aSplitInsideATabRendersAndTakesKeys() {
        let split = SplitViewController()
        split.viewControllers = [RowsController(title: "Folders", rows: ["Inbox", "Sent"]),
                                 RowsController(title: "Messages", rows: ["Hello"])]
        split.tabBarItem = TabBarItem(title: "Mail", image: nil, tag: 0)
        let tabs = TabBarController()
        tabs.viewControllers = [split, RowsController(title: "Contacts", rows: ["Ada"])]
        let harness = ScreenHarness(root: tabs, size: Size(width: 80, height: 12))
        harness.press(.tab)
        #expect(split.focusedColumn == .secondary)
        check(harness, "split-in-tab-80x12", """
         Inbox                    › │ Hello                                           ›
         Sent                     › │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                          Mail                                  Contacts
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold c=bold+dim+reverse d=dim r=reverse
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRdaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaacca
                                 dd d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        harness.press(Key(.right, modifiers: .control))
        #expect(tabs.selectedIndex == 1)
        #expect(harness.screen.contains("Ada"))
        harness.press(Key(.left, modifiers: .control))
        #expect(split.focusedColumn == .secondary)
        #expect(harness.screen.contains("Sent"))
    }

    /// "If you change the value of this property at runtime, the tab bar controller removes all
    /// of the old view controllers before installing the new ones", keeping the selected one when
    /// it is still there (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers,
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)).
    @Test func replacingTheTabsKeepsTheSelectedControllerOrIndex() {
        let tabs = threeTabs()
        let harness = ScreenHarness(root: tabs, size: Size(width: 80, height: 24))
        guard let old = tabs.viewControllers else { Issue.record("no tabs"); return }
        tabs.selectedIndex = 1
        let extra = RowsController(title: "New", rows: [])
        tabs.viewControllers = [extra, old[1]]
        #expect(tabs.selectedViewController === old[1])
        #expect(old[0].parent == nil && old[2].parent == nil)
        tabs.viewControllers = [old[0], old[2]]
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === old[2])
        harness.settle()
        #expect(harness.screen.contains("Accounts"))
    }
}
