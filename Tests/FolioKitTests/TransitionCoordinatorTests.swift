import Testing
import FolioKit
import FolioTesting

/// A controller that logs what its transition coordinator tells it, with its callbacks.
@MainActor
final class CoordinatedController: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else {
            log.record("\(name).noCoordinator")
            return
        }
        let name = self.name, log = self.log
        log.record("\(name).coordinator(animated: \(coordinator.isAnimated), interactive: \(coordinator.isInteractive))")
        coordinator.animate(alongsideTransition: { context in
            log.record("\(name).alongside(\((context.percentComplete * 1000).rounded() / 1000))")
        }, completion: { context in
            log.record("\(name).completion(cancelled: \(context.isCancelled))")
        })
        coordinator.notifyWhenInteractionChanges { context in
            let at = (context.percentComplete * 1000).rounded() / 1000
            log.record("\(name).interaction(interactive: \(context.isInteractive), cancelled: \(context.isCancelled), at: \(at))")
        }
    }
}

/// A controller that logs the coordinator of a size change.
@MainActor
final class SizeCoordinatedController: RecordingViewController {
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let name = self.name, log = self.log
        log.record("\(name).sameCoordinator(\(transitionCoordinator === coordinator))")
        coordinator.animate(alongsideTransition: { context in
            log.record("\(name).alongside(animated: \(context.isAnimated), \(context.percentComplete))")
        }, completion: { _ in log.record("\(name).completion") })
    }
}

/// UIKit's transition coordinator: alongside blocks, completion and interaction changes, in order,
/// for a push, a key swipe, a resize, a key during the motion, and reduced motion.
@MainActor
@Suite struct TransitionCoordinatorTests {
    let log = LifecycleLog()

    @Test func aPushRunsAlongsideEachFrameThenCompletionBeforeDidAppear() {
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8), clock: VirtualClock())
        _ = log.take()
        nav.pushViewController(CoordinatedController("B", log: log), animated: true)
        harness.advance(by: 0.09)
        harness.advance(by: 0.09)
        #expect(log.take() == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.coordinator(animated: true, interactive: false)",
            "B.alongside(0.0)", "B.alongside(0.875)", "B.alongside(1.0)",
            "B.completion(cancelled: false)",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(nav.transitionCoordinator == nil, "no coordinator once the transition ended")
    }

    /// A over B on a 40x8 harness with a virtual clock; the log starts empty.
    func coordinatedStack() -> ScreenHarness {
        let nav = NavigationController(rootViewController: CoordinatedController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8), clock: VirtualClock())
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        harness.settle()
        _ = log.take()
        return harness
    }

    @Test func aKeySwipeTellsOfEachChangeOfHandsBeforeItCompletes() {
        let harness = coordinatedStack()
        harness.press(.shift(.right))       // a flick: let go at once
        harness.advance(by: 0.045)
        harness.press(.shift(.right))       // taken in hand again, a quarter on
        harness.press(.shift(.left), .shift(.left))
        harness.advance(by: 0.3)            // let go, short of half after a step back
        harness.advance(by: 0.3)
        #expect(log.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.coordinator(animated: true, interactive: true)",
            "A.interaction(interactive: false, cancelled: false, at: 0.0)",
            "A.alongside(0.578)",
            "A.interaction(interactive: true, cancelled: false, at: 0.578)",
            "A.alongside(0.828)", "A.alongside(0.578)", "A.alongside(0.328)",
            "A.interaction(interactive: false, cancelled: true, at: 0.328)",
            "A.alongside(0.0)",
            "A.completion(cancelled: true)",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
    }

    @Test func aFlickTurnedBackIsTakenInHandThenCancelledWhereItWas() {
        let harness = coordinatedStack()
        harness.press(.shift(.right))
        harness.advance(by: 0.045)
        harness.press(.shift(.left))
        harness.advance(by: 0.2)
        #expect(log.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.coordinator(animated: true, interactive: true)",
            "A.interaction(interactive: false, cancelled: false, at: 0.0)",
            "A.alongside(0.578)",
            "A.interaction(interactive: true, cancelled: false, at: 0.578)",
            "A.interaction(interactive: false, cancelled: true, at: 0.578)",
            "A.alongside(0.0)",
            "A.completion(cancelled: true)",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
    }

    @Test func aKeyDuringAPushCompletesItAtOnceThenIsHandled() {
        let rows = RowsController(title: "Apple", rows: ["Seeds", "Skin"])
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana"]))
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8), clock: VirtualClock())
        nav.pushViewController(rows, animated: true)
        harness.advance(by: 1.0 / 60)
        #expect(harness.app.animator.isBusy)
        harness.press(.down)
        #expect(!harness.app.animator.isBusy, "the key ended the motion")
        #expect(rows.appearanceState == .appeared)
        #expect(rows.list.selectedRow == 1, "then the key moved the selection")
    }

    @Test func withReducedMotionAnAnimatedPushDrawsNoFrameInBetween() {
        let nav = NavigationController(rootViewController: CoordinatedController("A", log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8), clock: VirtualClock())
        harness.app.animationsEnabled = false
        _ = log.take()
        let frames = harness.terminal.presentCount
        nav.pushViewController(CoordinatedController("B", log: log), animated: true)
        #expect(!harness.app.animator.isBusy, "nothing left to move")
        harness.settle()
        #expect(harness.terminal.presentCount == frames + 1, "one frame: the end")
        #expect(log.take() == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.coordinator(animated: false, interactive: false)",
            "B.alongside(0.0)", "B.alongside(1.0)", "B.completion(cancelled: false)",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(harness.screen.hasPrefix(" ‹ A"))
    }

    @Test func aResizeCoordinatorRunsAlongsideAfterTheTraitsAndCompletesAfterLayout() {
        let root = SizeCoordinatedController("R", log: log)
        root.recordsLayout = true
        let harness = ScreenHarness(root: root, size: Size(width: 120, height: 40))
        _ = log.take()
        harness.resize(to: Size(width: 60, height: 30))
        #expect(log.take() == [
            "R.viewWillTransition(60x30)", "R.sameCoordinator(true)", "R.traitCollectionDidChange(compact)",
            "R.alongside(animated: false, 1.0)",
            "R.viewWillLayoutSubviews", "R.viewDidLayoutSubviews", "R.completion",
        ])
        #expect((root as ViewController).transitionCoordinator == nil, "a ViewController has no coordinator once the resize completed")
    }
}
