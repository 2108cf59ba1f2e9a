import Testing
import FolioKit
import FolioTesting

/// Interactive pops driven by the swipe keys on a virtual clock: literal callback traces of a swipe that cancels and one that finishes, and what the screen shows in between.
///
/// The first press is a flick (see `KeyFlickTests`); more presses drag it a quarter each.
@MainActor
@Suite struct KeySwipeTests {
    let log = LifecycleLog()

    /// A root A with B pushed without motion, on an animating harness; the log starts empty.
    func twoLevels(size: Size = Size(width: 60, height: 8)) -> (ScreenHarness, NavigationController) {
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let harness = ScreenHarness(root: nav, size: size, clock: VirtualClock())
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        harness.settle()
        _ = log.take()
        return (harness, nav)
    }

    @Test func shiftRightThenShiftLeftCancelsWithTheCancelledPopCallbacks() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right))
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        harness.press(.shift(.left))
        // Turned back before its first frame, the flick has no way to go back: it ends at once.
        #expect(log.take() == [
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(harness.screen.hasPrefix(" ‹ A"), "the bar is back to B's: \(harness.screen)")
    }

    @Test func onePressIsAFlickThatPopsWhenItsAnimationEnds() {
        let (harness, nav) = twoLevels()
        harness.press(.character("["))
        harness.advance(by: 0.09)
        #expect(nav.viewControllers.count == 2, "it moves by itself, as a pop by Esc does")
        #expect(log.take() == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        harness.advance(by: 0.1)
        #expect(log.take() == ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(!harness.app.animator.isBusy)
    }

    /// A swipe let go right after a step on finishes, however little of it is done: a swipe
    /// flung through (UIKit's velocity at release), not only one past halfway.
    @Test func belowHalfwayALastStepOnStillFinishes() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right), .shift(.right))
        #expect(harness.app.animator.keySwipe?.transition.percentComplete == 0.25)
        #expect(harness.app.animator.keySwipe?.finishesOnRelease == true, "a quarter done, the last step on: it finishes")
        harness.advance(by: 0.5)
        harness.advance(by: 0.5)
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test func pastHalfwayALastStepBackStillFinishes() {
        let (harness, nav) = twoLevels()
        // A flick not yet moved, taken in hand by the second press: then a quarter a press.
        harness.press(.shift(.right), .shift(.right), .shift(.right), .shift(.right), .shift(.left))
        #expect(harness.app.animator.keySwipe?.transition.percentComplete == 0.5)
        harness.press(.shift(.right), .shift(.left))
        #expect(harness.app.animator.keySwipe?.finishesOnRelease == false, "at half, a step back cancels")
        harness.press(.shift(.right), .shift(.right), .shift(.left))
        #expect(harness.app.animator.keySwipe?.finishesOnRelease == true, "past half, it finishes")
        harness.advance(by: 0.5)
        harness.advance(by: 0.5)
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test func whileHeldBothScreensAndBothTitlesAreDrawnAtTheirOffsets() {
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana"]))
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6), clock: VirtualClock())
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds", "Skin"]), animated: false)
        harness.settle()
        harness.press(.shift(.right), .shift(.right), .shift(.right))
        let problem = harness.mismatch("""
                  Fruit              Apple
                          ›  Seeds
                          ›  Skin
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrrrrrrrraaaaarrrrrrrrrrrrrraaaaarrrrrr
        RRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaa
                         dd
        """, name: "key-swipe-half-40x6", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func aBarRefreshDuringTheSwipeKeepsTheBarHeadingForTheLowerScreen() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right), .shift(.right), .shift(.right), .shift(.right))
        nav.topViewController?.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit", key: .character("e"))]
        harness.settle()
        let bar = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(!bar.hasPrefix(" ‹"), "past half the bar shows the root's side, which has no back button: \(bar)")
        #expect(!bar.contains("Edit"), "nor the top's new item")
    }

    @Test func anotherKeyLetsGoOfTheSwipeAtOnceThenActs() {
        let (harness, nav) = twoLevels()
        harness.press(.shift(.right), .shift(.right), .shift(.right), .shift(.right))
        harness.press(.character("x"))
        #expect(log.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ], "past halfway: the key finishes the pop before it is handled")
        #expect(nav.viewControllers.count == 1)
        #expect(!harness.app.animator.isBusy)
    }

    @Test func withReducedMotionOnePressPopsAtOnce() {
        let (harness, nav) = twoLevels()
        harness.app.animationsEnabled = false
        harness.press(.shift(.right))
        #expect(nav.viewControllers.count == 1)
        #expect(log.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ])
    }
}

/// The help overlay explains each swipe key in one line.
@MainActor
@Suite struct SwipeKeyHelpTests {
    @Test func helpHasOneLinePerSwipeKeyWhileASwipeCanBegin() {
        let log = LifecycleLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 100, height: 30), clock: VirtualClock())
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        harness.press(.character("?"))
        let help = (harness.window.topController as? HelpViewController)?.helpText ?? ""
        #expect(help.contains("""
        Gestures
          S-Right/[  Back (swipe from the left edge); again while it moves: drag a quarter
          S-Left/]   During that swipe: turn it back; while dragged, a quarter back
        """), "\(help)")
    }

    @Test func withoutMotionTheStepBackLineIsNotListed() {
        let log = LifecycleLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 100, height: 30))
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        harness.press(.character("?"))
        let help = (harness.window.topController as? HelpViewController)?.helpText ?? ""
        #expect(help.contains("S-Right/["))
        #expect(!help.contains("S-Left/]"))
    }
}
