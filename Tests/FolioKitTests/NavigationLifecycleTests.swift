import Testing
import FolioKit
import FolioTesting

/// Records the navigation delegate's calls into the same log as the controllers.
@MainActor
final class DelegateRecorder: NavigationControllerDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.record("nav.willShow(\(viewController.title ?? "?"))")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.record("nav.didShow(\(viewController.title ?? "?"))")
    }
}

@MainActor
@Suite struct NavigationLifecycleTests {
    let log = LifecycleLog()
    let a: RecordingViewController
    let b: RecordingViewController
    let c: RecordingViewController
    let nav: NavigationController
    let recorder: DelegateRecorder
    let harness: ScreenHarness

    init() {
        a = RecordingViewController("A", log: log)
        b = RecordingViewController("B", log: log)
        c = RecordingViewController("C", log: log)
        nav = NavigationController(rootViewController: a)
        recorder = DelegateRecorder(log: log)
        nav.delegate = recorder
        harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
    }

    @Test func rootAppearsWhenTheWindowShows() {
        let log = LifecycleLog()
        let root = RecordingViewController("R", log: log)
        let nav = NavigationController(rootViewController: root)
        #expect(log.take() == ["R.willMove(parent)", "R.didMove(parent)"])
        _ = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        #expect(log.take() == ["R.viewDidLoad", "R.viewWillAppear", "R.viewDidAppear"])
    }

    @Test func push() {
        _ = log.take()
        nav.pushViewController(b, animated: true)
        #expect(log.take() == [
            "B.willMove(parent)", "B.viewDidLoad", "nav.willShow(B)",
            "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            "B.didMove(parent)", "nav.didShow(B)",
        ])
        #expect(nav.topViewController === b)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func pop() {
        nav.pushViewController(b, animated: false)
        _ = log.take()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(log.take() == [
            "B.willMove(nil)", "nav.willShow(A)",
            "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
            "B.didMove(nil)", "nav.didShow(A)",
        ])
        #expect(nav.popViewController(animated: true) == nil, "nothing pops at the root")
        #expect(log.take() == [])
    }

    @Test func popToRootOnlyTheVisibleControllersAppearOrDisappear() {
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        _ = log.take()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map { $0.title } == ["B", "C"])
        #expect(log.take() == [
            "C.willMove(nil)", "B.willMove(nil)", "nav.willShow(A)",
            "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
            "C.didMove(nil)", "B.didMove(nil)", "nav.didShow(A)",
        ])
    }

    @Test func setViewControllers() {
        nav.pushViewController(b, animated: false)
        _ = log.take()
        nav.setViewControllers([a, c], animated: false)
        #expect(log.take() == [
            "B.willMove(nil)", "C.willMove(parent)", "C.viewDidLoad", "nav.willShow(C)",
            "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
            "B.didMove(nil)", "C.didMove(parent)", "nav.didShow(C)",
        ])
        #expect(nav.viewControllers.map { $0.title } == ["A", "C"])
    }

    @Test func presentAndDismissFullScreen() {
        let modal = RecordingViewController("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        _ = log.take()
        a.present(modal, animated: true)
        #expect(log.take() == [
            "M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
        ])
        #expect(nav.presentedViewController === modal)
        #expect(modal.presentingViewController === nav)
        harness.press(.escape)
        #expect(log.take() == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "M.viewDidDisappear"])
        #expect(nav.presentedViewController == nil)
    }

    @Test func escDoesNotDismissAControllerThatIsModalInPresentation() {
        let modal = RecordingViewController("M", log: log)
        modal.isModalInPresentation = true
        a.present(modal, animated: false)
        harness.press(.escape)
        #expect(nav.presentedViewController === modal)
    }

    @Test func aFormSheetLeavesThePresenterOnScreen() {
        let sheet = RecordingViewController("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        _ = log.take()
        a.present(sheet, animated: false)
        #expect(log.take() == ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
        sheet.dismiss(animated: false)
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"])
    }

    @Test func completedSwipePop() {
        nav.pushViewController(b, animated: false)
        _ = log.take()
        harness.press(.shift(.right))
        // The order of a pop by the back button (issue 13).
        #expect(log.take() == [
            "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "nav.didShow(A)",
        ])
        #expect(nav.topViewController === a)
    }

    @Test func cancelledSwipePopDisappearsAndReappears() {
        nav.pushViewController(b, animated: false)
        _ = log.take()
        let transition = nav.beginInteractivePop()
        transition?.cancel()
        #expect(log.take() == [
            "B.willMove(nil)", "nav.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(nav.topViewController === b)
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
    }

    @Test func swipeAtTheRootDoesNothingAndCanBeDisabled() {
        harness.press(.shift(.right))
        #expect(nav.viewControllers.count == 1)
        nav.pushViewController(b, animated: false)
        nav.interactivePopGestureRecognizer.isEnabled = false
        harness.press(.character("["))
        #expect(nav.topViewController === b)
        nav.interactivePopGestureRecognizer.isEnabled = true
        harness.press(.character("["))
        #expect(nav.topViewController === a)
    }

    @Test func hiddenNavigationBarChangesNoAppearance() {
        nav.pushViewController(b, animated: false)
        _ = log.take()
        nav.setNavigationBarHidden(true, animated: true)
        harness.settle()
        #expect(log.take() == [])
        #expect(!harness.screen.contains("‹ A"))
        nav.setNavigationBarHidden(false, animated: true)
        harness.settle()
        #expect(harness.screen.contains("‹ A"))
    }

    @Test func controllersOffScreenGetNoAppearanceCallbacks() {
        let log = LifecycleLog()
        let offscreen = NavigationController(rootViewController: RecordingViewController("X", log: log))
        offscreen.pushViewController(RecordingViewController("Y", log: log), animated: false)
        #expect(log.take() == ["X.willMove(parent)", "X.didMove(parent)", "Y.willMove(parent)", "Y.didMove(parent)"])
    }

    @Test func isMovingToAndFromParentDuringCallbacks() {
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear moving=\(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear moving=\(isMovingFromParent)") }
        }
        let probe = Probe()
        nav.pushViewController(probe, animated: false)
        nav.popViewController(animated: false)
        #expect(probe.seen == ["willAppear moving=true", "willDisappear moving=true"])
    }
}
