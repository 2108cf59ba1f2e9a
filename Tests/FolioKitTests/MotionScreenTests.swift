import Testing
import FolioKit
import FolioTesting

/// An animated push frame by frame on a virtual clock: golden screens with styles, a key during
/// the motion, and reduced motion.
@MainActor
@Suite struct MotionScreenTests {
    func stack() -> NavigationController {
        NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana", "Cherry"]))
    }

    func pushed() -> RowsController { RowsController(title: "Apple", rows: ["Seeds", "Skin"]) }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        // Frames are drawn incrementally from dirty rectangles; moving frames must dirty
        // enough that the result equals a full redraw.
        #expect(harness.terminal.screen == harness.window.render(), "frame \(name) equals a full redraw")
    }

    @Test func anAnimatedPushSlidesInFromTheRightFrameByFrame() {
        let nav = stack()
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24), clock: VirtualClock())
        nav.pushViewController(pushed(), animated: true)
        harness.advance(by: 1.0 / 60)
        check(harness, "push-80x24-first-frame", """
                                    Fruit                                    Apple
                                                                  ›  Seeds
                                                                  ›  Skin
                                                                  ›
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaaa
                                                                 dd
                                                                 dd
        """)
        harness.advance(by: 0.09 - 1.0 / 60)
        check(harness, "push-80x24-middle-frame", """
         ‹     Fruit                              Apple
                ›  Seeds
                ›  Skin
                ›
        ~~~ styles: R=dim+reverse a=bold+reverse d=dim r=reverse
        rrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
               dd
               dd
        """)
        harness.advance(by: 0.09)
        check(harness, "push-80x24-last-frame", """
         ‹ Fruit                             Apple
         Seeds                                                                        ›
         Skin                                                                         ›
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                                     dd
        """)
        #expect(!harness.app.animator.isBusy, "after the last frame nothing is moving")
        #expect(harness.app.animator.nextDeadline == nil, "nothing moves: the run loop may block")
        let still = ScreenHarness(root: stack(), size: Size(width: 80, height: 24))
        (still.window.rootViewController as? NavigationController)?.pushViewController(pushed(), animated: false)
        still.settle()
        #expect(harness.terminal.screen == still.terminal.screen, "the last frame is the screen a push without motion shows")
    }

    @Test func anAnimatedPopSlidesBackToTheRight() {
        let nav = stack()
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24), clock: VirtualClock())
        nav.pushViewController(pushed(), animated: false)
        harness.settle()
        harness.press(.escape)
        harness.advance(by: 0.045)
        check(harness, "pop-80x24-quarter-time", """
                               Fruit                                  Apple
                                                    ›  Seeds
                                                    ›  Skin
                                                    ›
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrr
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                                   dd
                                                   dd
        """)
        harness.advance(by: 0.2)
        #expect(nav.viewControllers.count == 1)
        let still = ScreenHarness(root: stack(), size: Size(width: 80, height: 24))
        #expect(harness.terminal.screen == still.terminal.screen, "the pop ends on the root's screen")
    }
}
