import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser rooted at a document (a JSON or JSON Lines file read in the background, as
/// `folio FILE` opens it), with notices on screen and waits that follow the workers.
@MainActor
final class DocumentHarness {
    let context: BrowserContext
    let split: BrowserSplitViewController
    let harness: ScreenHarness
    /// The folder holding the document (removed by `close`).
    let folder: URL

    /// Writes `text` to a file `name` in a new folder and opens it at `size`.
    init(_ text: String, name: String, size: Size, environment: [String: String] = [:], choosesPath: Bool = false) throws {
        let file = try JSONScreens.file(text, name: name)
        folder = file.deletingLastPathComponent()
        context = BrowserContext(environment: environment, choosesPath: choosesPath)
        context.runProgram = { _ in nil }
        split = Browser.makeRootController(for: JSONFileItem(path: file.path), context: context, coordinator: BrowserCoordinator())
        harness = ScreenHarness(root: split, size: size)
        context.application = harness.app
        context.onNotice = { [weak harness] text in harness?.window.notice = text.isEmpty ? nil : text }
        settle()
    }

    /// The document's path.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Removes the folder.
    func close() { try? FileManager.default.removeItem(at: folder) }

    /// The lists of the list column, root first.
    var lists: [ItemListViewController] {
        split.primaryNavigation?.viewControllers.compactMap { $0 as? ItemListViewController } ?? []
    }

    /// Presses keys, settling after each.
    func press(_ keys: Key...) {
        for key in keys {
            harness.press(key)
            settle()
        }
    }

    /// Types text into whatever has the keys.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Draws and runs posted work until every list is loaded and no worker is busy.
    func settle(file: String = #filePath, line: Int = #line) {
        let deadline = Date().addingTimeInterval(20)
        repeat {
            harness.settle()
            let busy = lists.contains { !$0.isLoaded || $0.worker.isBusy || $0.promptWorker.isBusy }
                || split.placesWorker.isBusy || !context.previewWorker.isIdle
            if !busy {
                harness.settle()
                return
            }
            _ = context.previewWorker.waitUntilIdle(timeout: 0.05)
            usleep(1000)  // a worker thread is running; poll with the deadline above
        } while Date() < deadline
        Issue.record("the browser did not settle before the deadline", sourceLocation: SourceLocation(fileID: file, filePath: file, line: line, column: 1))
    }

    /// Compares the screen, with its styles, with `expected`.
    func check(_ name: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }
}
