import Testing
import FolioKit
import FolioTesting

/// A list that records its lifecycle: the screens of `RowsController` with the callbacks of
/// `RecordingViewController`.
@MainActor
final class RecordingRowsController: RecordingViewController, ListViewDataSource {
    let rows: [String]
    let list = ListView()
    init(_ name: String, rows: [String], log: LifecycleLog) {
        self.rows = rows
        super.init(name, log: log)
    }
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: rows[index], hasChildren: true) }
}

/// One swipe key is a flick: the pop moves from the next frame as a pop by `Esc` does, and the animation is the window in which the backward key turns it back; a forward key during it takes hold of it and drags it a quarter a press as before.
///
/// Frame by frame on a virtual clock.
@MainActor
@Suite struct KeyFlickTests {
    let log = LifecycleLog()
    static let frame = 1.0 / 60

    /// Fruit with Apple pushed without motion, at 80x24 on a virtual clock; the log starts empty.
    func fruit(log: LifecycleLog? = nil) -> (ScreenHarness, NavigationController) {
        let log = log ?? self.log
        let nav = NavigationController(rootViewController: RecordingRowsController("Fruit", rows: ["Apple", "Banana", "Cherry"], log: log))
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24), clock: VirtualClock())
        nav.pushViewController(RecordingRowsController("Apple", rows: ["Seeds", "Skin"], log: log), animated: false)
        harness.settle()
        _ = log.take()
        return (harness, nav)
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        #expect(harness.terminal.screen == harness.window.render(), "frame \(name) equals a full redraw")
    }

    /// The frame a quarter of the pop's time in: more than half the way (the pop eases out).
    ///
    /// Where Esc's pop has moved the focus to Fruit, the interactive pop, which can still be turned
    /// back, leaves it on Apple until it ends.
    static let quarterTime = """
                       Fruit                                  Apple
                                            ›  Seeds
                                            ›  Skin
                                            ›
~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
rrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrr
RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                           dd
                                           dd
"""

    @Test func onePressMovesFromTheNextFrameAsEscapesPopDoesAndPopsWhenItEnds() {
        let (flicked, nav) = fruit()
        let popLog = LifecycleLog()
        let (popped, _) = fruit(log: popLog)
        flicked.press(.shift(.right))
        popped.press(.escape)
        #expect(log.take() == ["Apple.willMove(nil)", "Apple.viewWillDisappear", "Fruit.viewWillAppear"])
        #expect(popLog.take() == ["Apple.willMove(nil)", "Apple.viewWillDisappear", "Fruit.viewWillAppear"])
        for (step, seconds) in [Self.frame, 0.045 - Self.frame, 0.045, 0.045].enumerated() {
            flicked.advance(by: seconds)
            popped.advance(by: seconds)
            // The same places; only the focus differs (see `quarterTime`).
            #expect(flicked.screen == popped.screen, "frame \(step): the flick moves as Esc's pop")
            if step == 1 { check(flicked, "flick-80x24-quarter-time", Self.quarterTime) }
            if step < 3 { #expect(log.take() == [], "frame \(step): still moving") }
        }
        flicked.advance(by: 0.05)
        popped.advance(by: 0.05)
        #expect(log.take() == ["Apple.viewDidDisappear", "Fruit.viewDidAppear", "Apple.didMove(nil)"])
        #expect(nav.viewControllers.map(\.title) == ["Fruit"])
        let same = flicked.terminal.screen == popped.terminal.screen
        #expect(same, "the flick ends on the screen of Esc's pop")
        #expect(!flicked.app.animator.isBusy && flicked.app.animator.keySwipe == nil, "nothing waits for a key")
        flicked.press(.shift(.left))
        #expect(nav.viewControllers.map(\.title) == ["Fruit"], "once it ended, the backward key turns nothing back")
        #expect(log.take() == [])
    }

    @Test func theBackwardKeyWhileItMovesTurnsItBackWithTheCancelledPopsCallbacks() {
        let (harness, nav) = fruit()
        let before = harness.terminal.screen
        harness.press(.shift(.right))
        harness.advance(by: 0.045)
        check(harness, "flick-80x24-quarter-time", Self.quarterTime)
        _ = log.take()
        harness.press(.shift(.left))
        #expect(log.take() == [], "it turns back; nothing ends yet")
        harness.advance(by: Self.frame)
        check(harness, "flick-80x24-turning-back", """
         ‹             Fruit                                Apple
                                 ›  Seeds
                                 ›  Skin
                                 ›
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                dd
                                dd
        """)
        harness.advance(by: 0.045)
        check(harness, "flick-80x24-nearly-back", """
         ‹  Fruit                              Apple
         ›  Seeds
         ›  Skin
         ›
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
        dd
        dd
        """)
        #expect(log.take() == [])
        harness.advance(by: 0.045)
        #expect(log.take() == [
            "Fruit.viewWillDisappear", "Fruit.viewDidDisappear", "Apple.viewWillAppear", "Apple.viewDidAppear", "Apple.didMove(parent)",
        ], "the cancelled interactive pop's callbacks, as soon as it is back")
        #expect(nav.viewControllers.map(\.title) == ["Fruit", "Apple"])
        let same = harness.terminal.screen == before
        #expect(same, "the screen it started from, styles included:\n\(harness.screen)")
        #expect(!harness.app.animator.isBusy)
    }

    @Test func theForwardKeyWhileItMovesTakesHoldAndDragsAQuarterAPressAsBefore() {
        let (harness, nav) = fruit()
        harness.press(.shift(.right))
        harness.advance(by: 0.045)
        let flicked = TimingCurve.easeOut.value(at: 0.25)
        harness.press(.shift(.right))
        let swipe = harness.app.animator.keySwipe
        #expect(swipe?.isHeld == true, "held again")
        #expect(abs((swipe?.transition.percentComplete ?? 0) - (flicked + 0.25)) < 1e-9, "a quarter on from where it was")
        harness.press(.shift(.left), .shift(.left))
        #expect(abs((harness.app.animator.keySwipe?.transition.percentComplete ?? 0) - (flicked - 0.25)) < 1e-9)
        check(harness, "flick-80x24-held", """
         ‹            Fruit                                Apple
                                ›  Seeds
                                ›  Skin
                                ›
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                               dd
                               dd
        """)
        harness.advance(by: 0.29)
        #expect(nav.viewControllers.count == 2 && harness.app.animator.keySwipe?.isHeld == true,
                "held, it waits for the next key")
        #expect(log.take() == ["Apple.willMove(nil)", "Apple.viewWillDisappear", "Fruit.viewWillAppear"])
        harness.advance(by: 0.02)
        harness.advance(by: 0.1)
        #expect(log.take() == [
            "Fruit.viewWillDisappear", "Fruit.viewDidDisappear", "Apple.viewWillAppear", "Apple.viewDidAppear", "Apple.didMove(parent)",
        ], "let go after a step back short of half: cancelled")
        #expect(nav.viewControllers.map(\.title) == ["Fruit", "Apple"])
    }

    @Test func aForwardKeyWhileItTurnsBackTakesHoldAgain() {
        let (harness, nav) = fruit()
        harness.press(.shift(.right))
        harness.advance(by: 0.045)
        harness.press(.shift(.left))
        harness.advance(by: Self.frame)
        let goingBack = harness.app.animator.keySwipe?.transition
        #expect(goingBack?.isCancelled == true && goingBack?.isInteractive == false, "it goes back by itself")
        let there = goingBack?.percentComplete ?? 0
        #expect(there > 0 && there < TimingCurve.easeOut.value(at: 0.25), "on its way back")
        harness.press(.shift(.right))
        #expect(harness.app.animator.keySwipe?.isHeld == true)
        #expect(harness.app.animator.keySwipe?.transition.isCancelled == false)
        #expect(abs((harness.app.animator.keySwipe?.transition.percentComplete ?? 0) - (there + 0.25)) < 1e-9,
                "taken in hand where it was, a quarter on")
        harness.advance(by: 0.31)
        harness.advance(by: 0.2)
        #expect(nav.viewControllers.map(\.title) == ["Fruit"], "the last key went on: it pops")
        #expect(log.take().suffix(3) == ["Apple.viewDidDisappear", "Fruit.viewDidAppear", "Apple.didMove(nil)"])
    }
}
