import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct ResponderChainTests {
    @Test func unhandledKeysWalkUpToTheApplication() {
        final class Leaf: ViewController {
            var pressed: [String] = []
            override var keyCommands: [KeyCommand] {
                [KeyCommand(.character("x"), title: "Leaf action") { [unowned self] in self.pressed.append("x") }]
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
        #expect(harness.app.isRunning == false)
        harness.app.handle(.key(.character("q")))
        // q at the root of the stack is not handled by the navigation controller; the app quits.
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
        #expect(text.contains("Navigation\n  h/Left/Esc/Backspace/q  Back"))
        #expect(text.contains("/                       Filter"))
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

@MainActor
@Suite struct RunLoopTests {
    @Test func aBurstOfResizesIsOneLayoutAtTheLastSize() {
        let log = LifecycleLog()
        let root = RecordingViewController("R", log: log)
        root.recordsLayout = true
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: root))
        app.renderIfNeeded()
        let framesBefore = terminal.presentCount
        _ = log.take()
        terminal.resize(to: Size(width: 100, height: 30))
        terminal.resize(to: Size(width: 90, height: 25))
        terminal.resize(to: Size(width: 70, height: 20))
        terminal.interruptsWhenIdle = true
        app.run()
        #expect(terminal.presentCount == framesBefore + 1, "one frame for the whole burst")
        #expect(terminal.screen.size == Size(width: 70, height: 20))
        #expect(app.window.bounds.size == Size(width: 70, height: 20))
        let layouts = log.take().filter { $0.hasSuffix("viewWillLayoutSubviews") }
        #expect(layouts.count == 1)
    }

    @Test func nothingIsWrittenWhenNothingChanged() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: titled("Root")))
        app.renderIfNeeded()
        let frames = terminal.presentCount
        app.renderIfNeeded()
        app.handle(.key(.character("x")))
        app.renderIfNeeded()
        #expect(terminal.presentCount == frames, "an unhandled key changes nothing on screen")
    }

    @Test func aKeystrokeWritesOnlyTheChangedRows() {
        let rows = Rows("List", count: 50)
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: rows))
        app.renderIfNeeded()
        app.handle(.key(.down))
        app.renderIfNeeded()
        #expect(app.lastFrameRunCount <= 4, "the old and the new selected row, not the screen")
        #expect(terminal.lastFrameCharacters < 40, "the selection bar covers the name, not the row")
    }
}

@MainActor
@Suite struct MonochromeTests {
    final class Colored: ViewController {
        override func loadView() { view = ColoredView() }
    }
    final class ColoredView: View {
        override func draw(_ surface: inout Surface) {
            surface.draw("blue", at: .zero, style: Style(foreground: .blue, background: .yellow, attributes: .bold))
        }
    }

    @Test func noColorKeepsAttributesAndDropsColours() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 6), isMonochrome: true)
        let app = Application(terminal: terminal, rootViewController: Colored())
        app.renderIfNeeded()
        #expect(terminal.screen[0, 0].text == "b")
        #expect(terminal.screen[0, 0].style == Style(attributes: .bold))

        let colour = HeadlessTerminal(size: Size(width: 20, height: 6))
        let colourApp = Application(terminal: colour, rootViewController: Colored())
        colourApp.renderIfNeeded()
        #expect(colour.screen[0, 0].style.foreground == .blue)
    }
}

@MainActor
@Suite struct StateRestorationTests {
    final class Counter: ViewController {
        var count = 0
        override func encodeRestorableState(with coder: StateCoder) { coder.encode(count, forKey: "count") }
        override func decodeRestorableState(with coder: StateCoder) { count = coder.decodeInteger(forKey: "count") ?? -1 }
    }

    func makeStack() -> (NavigationController, Counter, Counter, Counter) {
        let a = Counter(), b = Counter(), anonymous = Counter()
        a.restorationIdentifier = "A"
        b.restorationIdentifier = "B"
        let nav = NavigationController(rootViewController: a)
        nav.restorationIdentifier = "Nav"
        nav.pushViewController(b, animated: false)
        nav.pushViewController(anonymous, animated: false)
        return (nav, a, b, anonymous)
    }

    @Test func identifiedControllersRoundTripTheirState() {
        let (nav, a, b, anonymous) = makeStack()
        a.count = 3
        b.count = 7
        anonymous.count = 9
        let archive = StateRestoration.encode(nav)
        #expect(archive["Nav/A"] == ["count": "3"])
        #expect(archive["Nav/B"] == ["count": "7"])
        #expect(archive.count == 3, "the navigation controller itself, A and B; the anonymous one is skipped")

        let (fresh, a2, b2, anonymous2) = makeStack()
        #expect(StateRestoration.decode(archive, into: fresh) == 3)
        #expect(a2.count == 3)
        #expect(b2.count == 7)
        #expect(anonymous2.count == 0, "no identifier, nothing restored")
    }

    @Test func missingStateLeavesControllersAlone() {
        let (nav, a, _, _) = makeStack()
        a.count = 5
        #expect(StateRestoration.decode(["Nav/Gone": ["count": "1"]], into: nav) == 0)
        #expect(a.count == 5)
    }
}

@MainActor
@Suite struct TextViewTests {
    @Test func wrappedTextKeepsAColumnClearBeforeTheScrollIndicator() {
        let controller = ViewController()
        controller.view = TextView(text: (1...40).map { "Line \($0) " + String(repeating: "x", count: 30) }.joined(separator: " "))
        let harness = ScreenHarness(root: controller, size: Size(width: 30, height: 8))
        for line in harness.screen.split(separator: "\n") {
            let text = String(line)
            #expect(!text.contains("x┃") && !text.contains("x│"), "text runs into the indicator: \(text)")
            #expect(text.hasSuffix("┃") || text.hasSuffix("│"), "the indicator is drawn: \(text)")
        }
    }
}
