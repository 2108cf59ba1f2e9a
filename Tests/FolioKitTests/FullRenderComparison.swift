import FolioKit
import FolioTesting

extension ScreenHarness {
    /// Nil when the terminal shows exactly what a full render of the window draws, cell by cell
    /// with styles; otherwise where they first differ, with both screens.
    @MainActor
    func fullRenderMismatch() -> String? {
        let reference = window.render(isMonochrome: terminal.isMonochrome)
        let shown = terminal.screen
        guard shown != reference else { return nil }
        guard shown.size == reference.size else { return "the terminal is \(shown.size), the window \(reference.size)" }
        for y in 0..<shown.size.height {
            for x in 0..<shown.size.width where shown[x, y] != reference[x, y] {
                return "first difference at (\(x), \(y)): shown \(shown[x, y]), full render \(reference[x, y])\n"
                    + "shown:\n\(shown.text)\nfull render:\n\(reference.text)"
            }
        }
        return nil
    }
}
