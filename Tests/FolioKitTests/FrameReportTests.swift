import Testing
import FolioKit
import FolioTesting

/// The test handshake (`reportsFrames`): while something moves the status says so at once, and the
/// frame number comes back only when the motion has ended, so an end-to-end test never takes a
/// frame of a slide for the settled screen.
@MainActor
@Suite struct FrameReportTests {
    @Test func aPushReportsMovingThenTheFrameItEndedOn() {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"]))
        let app = Application(terminal: terminal, rootViewController: nav)
        app.clock = clock.function
        app.reportsFrames = true
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds"]), animated: true)
        app.run()
        #expect(terminal.statuses.first == "folio moving", "\(terminal.statuses)")
        #expect(terminal.statuses.count == 2, "moving once, then one frame number: \(terminal.statuses)")
        #expect(terminal.statuses.last == "folio frame \(app.frameCount)")
        #expect(terminal.frames > 2, "the slide drew frames while the status said moving")
    }

    @Test func withoutMotionOnlyFrameNumbersAreReported() {
        let clock = VirtualClock()
        let terminal = ClockedTerminal(size: Size(width: 80, height: 24), clock: clock)
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple"]))
        let app = Application(terminal: terminal, rootViewController: nav)
        app.clock = clock.function
        app.reportsFrames = true
        nav.pushViewController(RowsController(title: "Apple", rows: ["Seeds"]), animated: false)
        app.run()
        #expect(terminal.statuses == ["folio frame \(app.frameCount)"])
    }
}
