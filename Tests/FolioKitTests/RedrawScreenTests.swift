import Testing
import FolioKit
import FolioTesting

/// Ctrl-L: the terminal is cleared and every cell written again, as after a program wrote over it.
@MainActor
@Suite struct RedrawScreenTests {
    @Test func ctrlLClearsTheTerminalAndWritesEveryCellAgain() {
        let size = Size(width: 60, height: 12)
        let terminal = HeadlessTerminal(size: size)
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: titled("Root")))
        app.renderIfNeeded()
        let before = terminal.screen
        app.handle(.key(.character("x")))
        app.renderIfNeeded()
        let frames = terminal.presentCount
        app.handle(.key(.ctrl("l")))
        app.renderIfNeeded()
        #expect(terminal.presentCount == frames + 1, "Ctrl-L draws a frame although nothing changed")
        // A full repaint: the headless terminal starts from a blank grid, and every cell is written.
        #expect(terminal.lastFrameCharacters == size.width * size.height)
        #expect(terminal.screen == before, "the repainted screen is the same screen")
        app.renderIfNeeded()
        #expect(terminal.presentCount == frames + 1, "and only once")
    }

    @Test func helpListsTheRedrawKey() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 40))
        let app = Application(terminal: terminal, rootViewController: NavigationController(rootViewController: titled("Root")))
        app.window.showHelp()
        app.renderIfNeeded()
        #expect(terminal.screenText.contains("Ctrl-L"))
        #expect(terminal.screenText.contains("Redraw the screen"))
    }
}
