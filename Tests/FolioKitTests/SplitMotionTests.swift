import Testing
import FolioKit
import FolioTesting

/// The split's primary sliding in and out on the virtual clock, and the interactive reveal and
/// hide driven by the swipe keys, with their callback traces.
@MainActor
@Suite struct SplitMotionTests {
    let log = LifecycleLog()
    let recorder: SplitRecorder
    let split = SplitViewController()
    let primary: RecordingViewController
    let clock = VirtualClock()

    init() {
        recorder = SplitRecorder(log: log)
        primary = RecordingViewController("P", log: log)
        split.viewControllers = [primary, NavigationController(rootViewController: Rows("Detail", count: 3))]
        split.delegate = recorder
        split.preferredDisplayMode = .primaryHidden
    }

    func check(_ harness: ScreenHarness, _ expected: String, _ name: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func theOverlaySlidesInAndOutFrameByFrame() {
        recorder.target = .primaryOverlay
        let split = SplitViewController()
        split.viewControllers = [Rows("Long place names", count: 3), NavigationController(rootViewController: Rows("Detail", count: 3))]
        split.delegate = recorder
        split.preferredDisplayMode = .primaryHidden
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        split.performDisplayModeAction()
        harness.settle()
        #expect(split.displayMode == .primaryOverlay)
        check(harness, """
                                                 Detail
             Detail row 1
             Detail row 2
             Detail row 3
            ~~~ styles: R=dim+reverse a=bold+reverse r=reverse
            rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
            """, "overlay-in-first")
        harness.advance(by: 0.09)
        check(harness, """
            g place names row 1     │            Detail
            g place names row 2     │
            g place names row 3     │
                                    │
                                    │
                                    │
            ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
            aaaaaaaaaaaaaaaaaaaaaaaadrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                    dRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                    d
                                    d
                                    d
                                    d
            """, "overlay-in-middle")
        harness.advance(by: 0.09)
        check(harness, """
             Long place names row 1     │        Detail
             Long place names row 2     │
             Long place names row 3     │
                                        │
                                        │
                                        │
            ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
            aaaaaaaaaaaaaaaaaaaaaaaaaaaadrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                        dRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                        d
                                        d
                                        d
                                        d
            """, "overlay-in-last")
        recorder.target = .primaryHidden
        split.performDisplayModeAction()
        harness.advance(by: 0.09)
        check(harness, """
               │                                 Detail
               │ail row 1
               │ail row 2
               │ail row 3
               │
               │
            ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
            RRRdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
               daaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
               d
               d
               d
               d
            """, "overlay-out-middle")
        harness.advance(by: 0.09)
        #expect(split.displayMode == .primaryHidden)
        #expect(!harness.screen.contains("│"), "the divider left with the column")
    }

    @Test func aSwipeKeysRevealIsAFlickThatSlidesInAtOnce() {
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        _ = log.take()
        harness.press(.shift(.right))
        #expect(log.take() == ["split.targetDisplayModeForAction", "split.willChangeTo(allVisible)", "P.viewDidLoad", "P.viewWillAppear"])
        #expect(split.displayMode == .allVisible)
        harness.advance(by: 0.045)
        check(harness, """
                            │                            Detail
                            │ Detail row 1
                            │ Detail row 2
                            │ Detail row 3
                            │
                            │
            ~~~ styles: R=bold+reverse d=dim r=reverse
                            drrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                            dRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                            d
                            d
                            d
                            d
            """, "reveal-flick-quarter-time")
        #expect(log.take().isEmpty, "it slides in by itself")
        harness.advance(by: 0.14)
        #expect(log.take() == ["P.viewDidAppear"])
        #expect(split.isPrimaryVisible)
    }

    @Test func anInteractiveRevealThatComesBackCancels() {
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        let before = harness.screen
        _ = log.take()
        harness.press(.shift(.right))
        harness.advance(by: 0.1)
        harness.press(.shift(.left))
        harness.advance(by: 0.31)
        harness.advance(by: 0.2)
        #expect(log.take() == [
            "split.targetDisplayModeForAction", "split.willChangeTo(allVisible)", "P.viewDidLoad", "P.viewWillAppear",
            "split.willChangeTo(primaryHidden)", "P.viewWillDisappear", "P.viewDidDisappear",
        ])
        #expect(split.displayMode == .primaryHidden)
        #expect(split.focusedColumn == .secondary)
        #expect(harness.screen == before, "the screen is as it was before the swipe")
    }

    @Test func anInteractiveHideOfTheOverlayFinishesOrCancels() {
        recorder.target = .primaryOverlay
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        split.performDisplayModeAction()
        harness.advance(by: 0.2)
        _ = log.take()
        harness.press(.shift(.left))
        harness.press(.shift(.right))
        harness.advance(by: 0.31)
        harness.advance(by: 0.2)
        #expect(log.take() == [
            "split.willChangeTo(primaryHidden)", "P.viewWillDisappear",
            "split.willChangeTo(primaryOverlay)", "P.viewWillAppear", "P.viewDidAppear",
        ])
        #expect(split.displayMode == .primaryOverlay)
        harness.press(.shift(.left))
        harness.advance(by: 0.31)
        harness.advance(by: 0.2)
        #expect(log.take() == ["split.willChangeTo(primaryHidden)", "P.viewWillDisappear", "P.viewDidDisappear"])
        #expect(split.displayMode == .primaryHidden)
    }

    @Test func aKeyDuringTheSlideEndsItFirst() {
        recorder.target = .primaryOverlay
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        split.performDisplayModeAction()
        harness.advance(by: 0.05)
        _ = log.take()
        harness.press(.down)
        #expect(log.take() == ["P.viewDidAppear"])
        #expect(split.displayMode == .primaryOverlay)
    }

    @Test func thePointerDragsTheHiddenPrimaryInOrLetsItGoBack() {
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        _ = log.take()
        func mouse(_ kind: MouseEvent.Kind, _ x: Int) {
            harness.app.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: 3))))
            harness.settle()
        }
        mouse(.press, 0)
        mouse(.drag, 10)
        #expect(log.take() == ["split.targetDisplayModeForAction", "split.willChangeTo(allVisible)", "P.viewDidLoad", "P.viewWillAppear"])
        #expect(split.transitionCoordinator?.percentComplete == 10.0 / 29.0, "the column follows the pointer")
        #expect(split.transitionCoordinator?.isInteractive == true)
        mouse(.drag, 6)
        mouse(.release, 6)
        harness.advance(by: 0.2)
        #expect(log.take() == ["split.willChangeTo(primaryHidden)", "P.viewWillDisappear", "P.viewDidDisappear"],
                "the last motion went left: cancelled")
        #expect(split.displayMode == .primaryHidden)

        mouse(.press, 0)
        mouse(.drag, 4)
        mouse(.drag, 9)
        mouse(.release, 9)
        harness.advance(by: 0.2)
        #expect(log.take() == ["split.targetDisplayModeForAction", "split.willChangeTo(allVisible)", "P.viewWillAppear", "P.viewDidAppear"],
                "a third of the way, going right: finished")
        #expect(split.displayMode == .allVisible)
    }

    @Test func showAndHideAColumnSlideThePrimary() {
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        _ = log.take()
        split.show(.primary)
        harness.settle()
        #expect(split.displayMode == .allVisible)
        #expect(split.transitionCoordinator?.isAnimated == true, "it slides")
        #expect(log.take() == ["split.willChangeTo(allVisible)", "P.viewDidLoad", "P.viewWillAppear"])
        harness.advance(by: 0.2)
        #expect(log.take() == ["P.viewDidAppear"])
        split.show(.primary)
        #expect(log.take().isEmpty, "already shown")
        split.hide(.secondary)
        #expect(split.displayMode == .allVisible, "the secondary stays")
        split.hide(.primary)
        harness.advance(by: 0.2)
        #expect(log.take() == ["split.willChangeTo(primaryHidden)", "P.viewWillDisappear", "P.viewDidDisappear"])
        #expect(split.focusedColumn == .secondary)
    }
}
