import Testing
import FolioKit
import FolioTesting

/// Logs every split delegate call, with isCollapsed at the time.
@MainActor
final class SplitRecorder: SplitViewControllerDelegate {
    let log: LifecycleLog
    var collapseHandled = false
    var separated: ViewController?
    var target: SplitViewController.DisplayMode = .automatic
    init(log: LifecycleLog) { self.log = log }

    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode {
        log.record("split.targetDisplayModeForAction"); return target
    }
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.record("split.willChangeTo(\(displayMode))")
    }
    func primaryViewController(forCollapsing svc: SplitViewController) -> ViewController? {
        log.record("split.primaryViewControllerForCollapsing collapsed=\(svc.isCollapsed)"); return nil
    }
    func splitViewController(_ svc: SplitViewController, collapseSecondary secondary: ViewController, onto primary: ViewController) -> Bool {
        log.record("split.collapseSecondary collapsed=\(svc.isCollapsed)"); return collapseHandled
    }
    func primaryViewController(forExpanding svc: SplitViewController) -> ViewController? {
        log.record("split.primaryViewControllerForExpanding collapsed=\(svc.isCollapsed)"); return nil
    }
    func splitViewController(_ svc: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        log.record("split.separateSecondary collapsed=\(svc.isCollapsed)"); return separated
    }
    func splitViewController(_ svc: SplitViewController, show vc: ViewController, sender: Any?) -> Bool {
        log.record("split.show(\(vc.title ?? "?"))"); return false
    }
    func splitViewController(_ svc: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool {
        log.record("split.showDetail(\(vc.title ?? "?"))"); return false
    }
}

@MainActor
final class Rows: ViewController, ListViewDataSource {
    let list = ListView()
    let count: Int
    init(_ title: String, count: Int = 5) {
        self.count = count
        super.init()
        self.title = title
    }
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: "\(title ?? "") row \(index + 1)") }
}

@MainActor
@Suite struct SplitViewControllerTests {
    let log = LifecycleLog()
    let recorder: SplitRecorder
    let split = SplitViewController()
    let list = RecordingViewController("List", log: LifecycleLog())
    let primaryNav: NavigationController
    let detail: RecordingViewController
    let secondaryNav: NavigationController

    init() {
        recorder = SplitRecorder(log: log)
        detail = RecordingViewController("Detail", log: log)
        primaryNav = NavigationController(rootViewController: Rows("Primary"))
        secondaryNav = NavigationController(rootViewController: detail)
        split.viewControllers = [primaryNav, secondaryNav]
        split.delegate = recorder
    }

    @Test func expandedHasTwoControllersCollapsedHasOne() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        #expect(split.displayMode == .allVisible)
        #expect(split.primaryColumnWidth == 42)
        harness.resize(to: Size(width: 60, height: 30))
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        #expect(split.primaryColumnWidth == 0)
    }

    @Test func collapseCallsTheDelegateInUIKitOrderThenPushesTheSecondaryStack() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        _ = log.take()
        harness.resize(to: Size(width: 60, height: 30))
        #expect(log.take() == [
            "Detail.viewWillTransition(60x30)",
            "split.primaryViewControllerForCollapsing collapsed=false",
            "split.collapseSecondary collapsed=false",
            "Detail.willMove(nil)", "Detail.didMove(nil)", "Detail.willMove(parent)", "Detail.didMove(parent)",
            "Detail.traitCollectionDidChange(compact)",
        ])
        #expect(split.isCollapsed)
        #expect(primaryNav.viewControllers.map { $0.title } == ["Primary", "Detail"])
        #expect(detail.appearanceState == .appeared, "the detail stayed on screen: no callbacks")
        #expect(harness.screen.contains("‹ Primary"))
    }

    @Test func expandCallsTheDelegateThenSeparatesTheSecondaryAgain() {
        let harness = ScreenHarness(root: split, size: Size(width: 60, height: 30))
        #expect(split.isCollapsed)
        split.showDetailViewController(titled("Pushed"), sender: nil)
        #expect(primaryNav.topViewController?.title == "Pushed")
        _ = log.take()
        harness.resize(to: Size(width: 120, height: 40))
        #expect(log.take() == [
            "Detail.viewWillTransition(120x40)",
            "split.primaryViewControllerForExpanding collapsed=true",
            "split.separateSecondary collapsed=true",
            "Detail.willMove(nil)", "Detail.didMove(nil)", "Detail.willMove(parent)", "Detail.didMove(parent)",
            "Detail.traitCollectionDidChange(regular)",
        ])
        #expect(!split.isCollapsed)
        #expect(primaryNav.viewControllers.map { $0.title } == ["Primary"])
        #expect((split.viewControllers.last as? NavigationController)?.topViewController?.title == "Pushed")
    }

    @Test func aDelegateThatHandlesCollapseDiscardsTheSecondary() {
        recorder.collapseHandled = true
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        _ = log.take()
        harness.resize(to: Size(width: 60, height: 30))
        #expect(primaryNav.viewControllers.count == 1)
        #expect(log.take().contains("Detail.viewWillDisappear"))
        #expect(detail.appearanceState == .disappeared)
    }

    @Test func roundTripRestoresTheScreenFocusAndSelection() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        harness.press(.down, .down)
        harness.press(.tab)
        #expect(split.focusedColumn == .secondary)
        let before = harness.screen
        harness.resize(to: Size(width: 60, height: 30))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen == before)
        #expect(split.focusedColumn == .secondary)
        #expect((primaryNav.topViewController as? Rows)?.list.selectedRow == 2)
    }

    @Test func automaticIsOverlayToggledInPortrait() {
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 60))
        #expect(split.displayMode == .primaryHidden)
        #expect(primaryNav.appearanceState == .disappeared, "a hidden primary gets no appearance until shown")
        #expect(!harness.screen.contains("Primary row 1"))
        _ = log.take()
        harness.press(.shift(.right))
        #expect(split.displayMode == .primaryOverlay)
        #expect(log.take() == ["split.targetDisplayModeForAction", "split.willChangeTo(primaryOverlay)"])
        #expect(primaryNav.appearanceState == .appeared)
        #expect(split.focusedColumn == .primary)
        #expect(harness.screen.contains("Primary row 1"))
        harness.press(.shift(.left))
        #expect(split.displayMode == .primaryHidden)
        #expect(primaryNav.appearanceState == .disappeared)
    }

    @Test func swipeRightPopsTheSecondaryStackBeforeRevealingThePrimary() {
        split.preferredDisplayMode = .primaryHidden
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        secondaryNav.pushViewController(titled("Deeper"), animated: false)
        harness.settle()
        harness.press(.shift(.right))
        #expect(secondaryNav.viewControllers.count == 1)
        #expect(split.displayMode == .primaryHidden)
        harness.press(.shift(.right))
        #expect(split.displayMode == .allVisible)
    }

    @Test func presentsWithGestureFalseTurnsTheSwipesOff() {
        split.presentsWithGesture = false
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 60))
        harness.press(.shift(.right))
        #expect(split.displayMode == .primaryHidden)
        split.presentsWithGesture = true
        harness.press(.character("["))
        #expect(split.displayMode == .primaryOverlay)
    }

    @Test func displayModeButtonTitleFollowsTheModeItLeadsTo() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(split.displayModeButtonItem.title == "Hide list")
        harness.press(.character("\\"))
        #expect(split.displayMode == .primaryHidden)
        #expect(split.displayModeButtonItem.title == "Show list")
        harness.press(.character("\\"))
        #expect(split.displayMode == .allVisible)
    }

    @Test func delegateTargetWins() {
        recorder.target = .primaryOverlay
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        harness.press(.character("\\"))
        #expect(split.displayMode == .primaryOverlay)
    }

    @Test func tabMovesFocusBetweenColumns() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        #expect(split.focusedColumn == .primary)
        #expect(harness.window.focusedController === primaryNav.topViewController)
        harness.press(.tab)
        #expect(harness.window.focusedController === detail)
        harness.press(.tab)
        #expect(harness.window.focusedController === primaryNav.topViewController)
    }

    @Test func showDetailHeuristics() {
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        let first = primaryNav.topViewController!
        first.showDetailViewController(titled("New detail"), sender: nil)
        #expect(secondaryNav.viewControllers.map { $0.title } == ["New detail"], "regular: replaces the secondary's content")
        harness.resize(to: Size(width: 60, height: 30))
        first.showDetailViewController(titled("Compact detail"), sender: nil)
        #expect(primaryNav.topViewController?.title == "Compact detail", "compact: pushed onto the primary stack")
    }

    @Test func showDetailPresentsWhenThePrimaryIsNoNavigationController() {
        let plain = SplitViewController()
        plain.viewControllers = [titled("P"), titled("S")]
        let harness = ScreenHarness(root: plain, size: Size(width: 60, height: 30))
        plain.showDetailViewController(titled("Modal"), sender: nil)
        #expect(harness.window.topController?.title == "Modal")
    }

    @Test func showSetsThePrimaryUnlessTheControllerIsAlreadyInIt() {
        _ = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        let other = NavigationController(rootViewController: titled("Other primary"))
        split.show(other, sender: nil)
        #expect(split.viewControllers.first === other)
        let child = titled("Child")
        other.pushViewController(child, animated: false)
        split.show(child, sender: nil)
        #expect(split.viewControllers.last === child)
    }
}
