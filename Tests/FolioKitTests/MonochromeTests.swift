import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct MonochromeTests {
    final class Colored: ViewController {
        override func loadView() { view = ColoredView() }
    }
    final class ColoredView: View {
        override func draw(_ surface: inout Surface) {
            surface.draw("blue", at: .zero, style: Style(foreground: .blue, background: .yellow, attributes: .bold))
        }
    }

    @Test func noColorKeepsAttributesAndDropsColours() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 6), isMonochrome: true)
        let app = Application(terminal: terminal, rootViewController: Colored())
        app.renderIfNeeded()
        #expect(terminal.screen[0, 0].text == "b")
        #expect(terminal.screen[0, 0].style == Style(attributes: .bold))

        let colour = HeadlessTerminal(size: Size(width: 20, height: 6))
        let colourApp = Application(terminal: colour, rootViewController: Colored())
        colourApp.renderIfNeeded()
        #expect(colour.screen[0, 0].style.foreground == .blue)
    }
}
