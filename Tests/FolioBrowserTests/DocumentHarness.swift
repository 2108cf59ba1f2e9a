import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser rooted at a document (a JSON or JSON Lines file read in the background, as
/// `folio FILE` opens it), with notices on screen and waits that follow the workers.
@MainActor
final class DocumentHarness: SettlingBrowser {
    let context: BrowserContext
    let split: BrowserSplitViewController
    let harness: ScreenHarness
    var browserSplit: BrowserSplitViewController? { split }
    var screenHarness: ScreenHarness? { harness }
    /// The folder holding the document (removed by `close`).
    let folder: URL

    /// Writes `text` to a file `name` in a new folder and opens it at `size`.
    init(_ text: String, name: String, size: Size, environment: [String: String] = [:], choosesPath: Bool = false) throws {
        let file = try JSONScreens.file(text, name: name)
        folder = file.deletingLastPathComponent()
        context = BrowserContext(environment: environment, choosesPath: choosesPath, runner: .runsNothing)
        split = Browser.makeRootController(for: JSONFileItem(path: file.path), context: context, coordinator: BrowserCoordinator())
        harness = ScreenHarness(root: split, size: size)
        // The app's key table, as the app installs it (a table of records' side keys are `<` `>`).
        harness.window.keyBindings = KeyMap.defaults.keyBindings
        context.notices.onNotice = { [weak harness] text in harness?.window.notice = text.isEmpty ? nil : text }
        settle()
    }

    /// The document's path.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Removes the folder.
    func close() { try? FileManager.default.removeItem(at: folder) }

    /// Compares the screen, with its styles, with `expected`.
    func check(_ name: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }
}
