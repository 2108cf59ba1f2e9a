import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Ctrl-L reaches the application from the browser's list and detail (nothing on the way eats it).
@MainActor
@Suite struct RedrawKeyTests {
    @Test func ctrlLRepaintsTheBrowserFromTheListAndTheDetail() {
        let browser = BrowserHarness()
        browser.fixture.file("notes.txt", "hello")
        let harness = browser.open(size: Size(width: 80, height: 24))
        for focusDetail in [false, true] {
            if focusDetail { browser.press(.tab) }
            let frames = harness.terminal.presentCount
            browser.press(.ctrl("l"))
            #expect(harness.terminal.presentCount == frames + 1)
            #expect(harness.terminal.lastFrameCharacters >= 80 * 24, "every cell written again")
        }
    }
}
