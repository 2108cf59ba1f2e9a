import Testing
import FolioKit
import FolioTesting

/// The swipe from the left edge of a pushed screen, by the pointer: it follows the pointer and
/// ends as a finger's swipe does, with UIKit's finished and cancelled pop callbacks.
@MainActor
@Suite struct PointerEdgeSwipeTests {
    let log = LifecycleLog()
    let a: RecordingViewController
    let b: RecordingViewController
    let nav: NavigationController
    let recorder: DelegateRecorder
    let harness: ScreenHarness

    init() {
        a = RecordingViewController("A", log: log)
        b = RecordingViewController("B", log: log)
        nav = NavigationController(rootViewController: a)
        recorder = DelegateRecorder(log: log)
        nav.delegate = recorder
        harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        nav.pushViewController(b, animated: false)
        harness.settle()
        _ = log.take()
    }

    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
        harness.app.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        harness.settle()
    }

    static let finished = [
        "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear",
        "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "nav.didShow(A)",
    ]
    static let begun = ["B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear"]
    static let cancelled = begun + [
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
    ]

    @Test func aFlingToTheRightPops() {
        mouse(.press, 0, 5)
        #expect(log.take().isEmpty, "a press alone begins nothing")
        mouse(.drag, 6, 5)
        #expect(log.take() == Self.begun, "the first motion to the right begins the pop")
        mouse(.drag, 12, 6)
        mouse(.release, 12, 6)
        #expect(log.take() == Self.finished.dropFirst(4).map { $0 })
        #expect(nav.topViewController === a)
    }

    @Test func aSwipeThatComesBackCancels() {
        mouse(.press, 0, 5)
        mouse(.drag, 50, 5)
        mouse(.drag, 44, 5)
        mouse(.release, 44, 5)
        #expect(log.take() == Self.cancelled, "past halfway, the last motion to the left still cancels")
        #expect(nav.topViewController === b)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func aStillReleaseGoesByHowFarTheSwipeWent() {
        mouse(.press, 0, 5)
        mouse(.drag, 50, 5)
        mouse(.drag, 50, 9)
        mouse(.release, 50, 9)
        #expect(log.take() == Self.finished, "past halfway (50 of 80) with no sideways motion: finished")
        #expect(nav.topViewController === a)

        nav.pushViewController(b, animated: false)
        harness.settle()
        _ = log.take()
        mouse(.press, 0, 5)
        mouse(.drag, 20, 5)
        mouse(.drag, 20, 9)
        mouse(.release, 20, 9)
        #expect(log.take() == Self.cancelled, "a quarter of the way with no sideways motion: cancelled")
        #expect(nav.topViewController === b)
    }

    @Test func onlyTheFirstColumnOfAPushedScreenSwipes() {
        mouse(.press, 1, 5)
        mouse(.drag, 40, 5)
        mouse(.release, 40, 5)
        #expect(log.take().isEmpty)
        nav.interactivePopGestureRecognizer.isEnabled = false
        mouse(.press, 0, 5)
        mouse(.drag, 40, 5)
        mouse(.release, 40, 5)
        #expect(log.take().isEmpty, "a disabled interactivePopGestureRecognizer ignores the pointer too")
        #expect(nav.topViewController === b)
        nav.interactivePopGestureRecognizer.isEnabled = true
        _ = nav.popViewController(animated: false)
        harness.settle()
        _ = log.take()
        mouse(.press, 0, 5)
        mouse(.drag, 40, 5)
        mouse(.release, 40, 5)
        #expect(log.take().isEmpty, "nothing to pop at the root")
    }

    @Test func aPressAtTheEdgeThatNeverMovesIsAClick() {
        let rows = Rows("Rows", count: 9)
        nav.pushViewController(rows, animated: false)
        harness.settle()
        mouse(.press, 0, 4)
        #expect(rows.list.selectedRow == 0, "the edge waits to see whether the press is a swipe")
        mouse(.release, 0, 4)
        #expect(rows.list.selectedRow == 3, "released where it began, the press selects the row under it")
        #expect(nav.topViewController === rows)
    }

    @Test func withMotionTheSwipeFollowsThePointer() {
        let clock = VirtualClock()
        let list = Rows("List", count: 3)
        let nav = NavigationController(rootViewController: list)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24), clock: clock)
        nav.pushViewController(Rows("Detail", count: 3), animated: false)
        harness.settle()
        func mouse(_ kind: MouseEvent.Kind, _ x: Int) {
            harness.app.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: 5))))
            harness.settle()
        }
        mouse(.press, 0)
        mouse(.drag, 20)
        #expect(nav.transitionCoordinator?.percentComplete == 0.25)
        #expect(nav.transitionCoordinator?.isInteractive == true)
        let row = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[1]
        #expect(row == String(repeating: " ", count: 21) + "Detail row 1", "the leaving screen moved 20 columns with the pointer")
        mouse(.drag, 40)
        #expect(nav.transitionCoordinator?.percentComplete == 0.5)
        mouse(.release, 44)
        #expect(nav.viewControllers.count == 2, "released, it animates the rest of the way")
        harness.advance(by: 0.2)
        #expect(nav.topViewController === list)
        #expect(nav.transitionCoordinator == nil)
    }
}
