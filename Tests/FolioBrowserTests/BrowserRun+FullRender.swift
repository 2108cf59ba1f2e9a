import FolioKit
import FolioTesting

extension BrowserRun {
    /// How the screen the terminal shows (drawn frame by frame, only dirty areas redrawn)
    /// differs from a full render of the same window now, if it does.
    ///
    /// A view that changes what it draws without marking itself dirty leaves a stale area on the
    /// terminal that a full render does not have.
    func differenceFromFullRender(label: String) -> String? {
        if harness.window.needsDisplay && !harness.app.isTooSmall {
            return "\(label)\nthe window still needs layout or display after its frame"
        }
        let reference = harness.app.window.render(isMonochrome: harness.terminal.isMonochrome)
        // Equal cells draw equal goldens: only a difference pays for the text and style maps.
        if reference == harness.terminal.screen { return nil }
        let expected = (ScreenComparison.normalized(reference.text) + StyleMap(grid: reference).section).joined(separator: "\n")
        guard let problem = ScreenComparison.mismatch(grid: harness.terminal.screen, expected: expected,
                                                      name: "drawn incrementally", styles: true) else { return nil }
        return "\(label)\nthe incremental screen differs from a full render:\n\(problem)"
    }
}
