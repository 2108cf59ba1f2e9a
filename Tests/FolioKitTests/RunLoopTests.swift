import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct RunLoopTests {
    @Test func aBurstOfResizesIsOneLayoutAtTheLastSize() {
        let log = LifecycleLog()
        let root = RecordingViewController("R", log: log)
        root.recordsLayout = true
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: root))
        app.renderIfNeeded()
        let framesBefore = terminal.presentCount
        _ = log.take()
        terminal.resize(to: Size(width: 100, height: 30))
        terminal.resize(to: Size(width: 90, height: 25))
        terminal.resize(to: Size(width: 70, height: 20))
        terminal.interruptsWhenIdle = true
        app.run()
        #expect(terminal.presentCount == framesBefore + 1, "one frame for the whole burst")
        #expect(terminal.screen.size == Size(width: 70, height: 20))
        #expect(app.window.bounds.size == Size(width: 70, height: 20))
        let layouts = log.take().filter { $0.hasSuffix("viewWillLayoutSubviews") }
        #expect(layouts.count == 1)
    }

    @Test func nothingIsWrittenWhenNothingChanged() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: titled("Root")))
        app.renderIfNeeded()
        let frames = terminal.presentCount
        app.renderIfNeeded()
        app.handle(.key(.character("x")))
        app.renderIfNeeded()
        #expect(terminal.presentCount == frames, "an unhandled key changes nothing on screen")
    }

    @Test func aKeystrokeWritesOnlyTheChangedRows() {
        let rows = Rows("List", count: 50)
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: rows))
        app.renderIfNeeded()
        app.handle(.key(.down))
        app.renderIfNeeded()
        #expect(app.lastFrameRunCount <= 4, "the old and the new selected row, not the screen")
        #expect(terminal.lastFrameCharacters <= 2 * 80 + 4, "two rows (the selection bar covers the row), not the screen")
    }
}
