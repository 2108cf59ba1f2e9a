import Testing
import FolioKit
import FolioTesting

/// Motion meeting other input: a key during a key swipe, a push during a push, a resize during
/// a push.
@MainActor
@Suite struct MotionEdgeTests {
    let log = LifecycleLog()

    func twoLevels() -> (ScreenHarness, NavigationController) {
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 60, height: 8), clock: VirtualClock())
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        harness.settle()
        _ = log.take()
        return (harness, nav)
    }

    @Test func aKeyRightAfterOneSwipePressLetsGoAsAFlingThatPops() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right), .character("x"))
        #expect(nav.viewControllers.map(\.title) == ["A"], "one press is a fling, even when a key cuts its pause short")
        #expect(log.take().suffix(3) == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
    }

    @Test func aKeyAfterASwipeThatWentBackLetsGoAsACancel() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right), .shift(.left), .character("x"))
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(log.take().suffix(5) == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)"])
    }

    @Test func aPushDuringAPushCompletesTheFirstBeforeTheSecondBegins() {
        let (harness, nav) = twoLevels()
        nav.pushViewController(RecordingViewController("C", log: log), animated: true)
        harness.advance(by: 0.05)
        nav.pushViewController(RecordingViewController("D", log: log), animated: true)
        harness.advance(by: 0.2)
        #expect(log.take() == [
            "C.willMove(parent)", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
            "D.willMove(parent)",
            "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(parent)",
            "D.viewDidLoad", "C.viewWillDisappear", "D.viewWillAppear",
            "C.viewDidDisappear", "D.viewDidAppear", "D.didMove(parent)",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C", "D"])
        let contentViews = nav.view.subviews.filter { $0 !== nav.navigationBar && $0 !== nav.toolbar }
        #expect(contentViews.count == 1 && contentViews.first === nav.topViewController?.view, "the views that moved out are gone")
    }

    @Test func aResizeDuringAPushEndsOnTheScreenOfThePushAtTheNewSize() {
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana"]))
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24), clock: VirtualClock())
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds", "Skin"]), animated: true)
        harness.advance(by: 0.06)
        harness.resize(to: Size(width: 50, height: 12))
        harness.advance(by: 0.2)
        let still = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana"]))
        let reference = ScreenHarness(root: still, size: Size(width: 50, height: 12))
        still.pushViewController(RowsController(title: "Apple", rows: ["Seeds", "Skin"]), animated: false)
        reference.settle()
        #expect(harness.terminal.screen == reference.terminal.screen, "\(harness.screen)\n---\n\(reference.screen)")
    }

    @Test func anAnimatedStackChangeMovesAsAPushAndEndsWithTheContainmentCallbacks() {
        let (harness, nav) = twoLevels()
        let c = RecordingViewController("C", log: log)
        nav.setViewControllers([nav.viewControllers[0], c], animated: true)
        #expect(harness.app.animator.isBusy, "the new top moves in")
        harness.advance(by: 0.09)
        #expect(log.take() == ["B.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear"])
        harness.advance(by: 0.09)
        #expect(log.take() == ["B.viewDidDisappear", "C.viewDidAppear", "B.didMove(nil)", "C.didMove(parent)"])
        #expect(nav.viewControllers.map(\.title) == ["A", "C"])
    }
}
