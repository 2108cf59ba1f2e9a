import Testing
import FolioKit
import FolioTesting

/// A form sheet rises from the bottom edge when presented with animation and falls when
/// dismissed, frame by frame on the virtual clock, appearing once it rests.
@MainActor
@Suite struct SheetMotionTests {
    /// Records whether a coordinator was there when the appearance callbacks came.
    final class Sheet: RecordingViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.record("coordinator animated=\(transitionCoordinator?.isAnimated ?? false)")
        }
        override func loadView() {
            // The text on the sheet's top row (a whole-view label would centre it), so every
            // frame of the motion shows where the sheet's top is.
            let label = Label("Sheet text")
            label.frame = Rect(x: 0, y: 0, width: 40, height: 1)
            view = View()
            view.addSubview(label)
        }
    }

    let log = LifecycleLog()
    let clock = VirtualClock()

    func check(_ harness: ScreenHarness, _ expected: String, _ name: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func aFormSheetRisesAndFalls() {
        let root = Rows("Places", count: 3)
        let harness = ScreenHarness(root: root, size: Size(width: 60, height: 12), clock: clock)
        let sheet = Sheet("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        harness.settle()
        #expect(log.take() == ["S.viewDidLoad", "S.viewWillAppear", "coordinator animated=true"])
        #expect(!presented)
        harness.advance(by: 0.03)
        check(harness, """
             Places row 1
             Places row 2
             Places row 3




                  ┌─────────────────────────────────────────────┐
                  │Sheet text                                   │
                  │                                             │
                  │                                             │
                  │                                             │
            ~~~ styles: r=dim+reverse
            rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            """, "sheet-rising")
        harness.advance(by: 0.15)
        #expect(log.take() == ["S.viewDidAppear"])
        #expect(presented)
        check(harness, """
             Place┌─────────────────────────────────────────────┐
             Place│Sheet text                                   │
             Place│                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  └─────────────────────────────────────────────┘
            ~~~ styles: r=dim+reverse
            rrrrrr                                               rrrrrrr
            """, "sheet-risen")
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        harness.settle()
        #expect(log.take() == ["S.viewWillDisappear"])
        harness.advance(by: 0.03)
        check(harness, """
             Places row 1
             Places row 2
             Places row 3


                  ┌─────────────────────────────────────────────┐
                  │Sheet text                                   │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
                  │                                             │
            ~~~ styles: r=dim+reverse
            rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            """, "sheet-falling")
        #expect(root.presentedViewController === sheet, "still presented while it falls")
        harness.advance(by: 0.19)
        #expect(log.take() == ["S.viewDidDisappear"])
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(!harness.screen.contains("Sheet text"))
    }

    @Test func aKeyDuringTheRiseEndsItAndWithoutAnimationNothingMoves() {
        let root = Rows("Places", count: 3)
        let harness = ScreenHarness(root: root, size: Size(width: 60, height: 12), clock: clock)
        let sheet = Sheet("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        harness.advance(by: 0.03)
        _ = log.take()
        harness.press(.down)
        #expect(log.take() == ["S.viewDidAppear"], "the key completes the rise first")
        sheet.dismiss(animated: false)
        harness.settle()
        #expect(log.take() == ["S.viewWillDisappear", "S.viewDidDisappear"], "not animated: gone at once")
    }
}
