import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser under test that presses keys and waits for its workers: `BrowserHarness` (rooted at
/// a folder) and `DocumentHarness` (rooted at a document) share this.
@MainActor
protocol SettlingBrowser: AnyObject {
    /// The browser's shared context.
    var context: BrowserContext { get }
    /// The browser's split, once opened.
    var browserSplit: BrowserSplitViewController? { get }
    /// The headless screen, once opened.
    var screenHarness: ScreenHarness? { get }
}

extension SettlingBrowser {
    /// The lists of the list column, root first.
    var lists: [ItemListViewController] {
        browserSplit?.primaryNavigation?.viewControllers.compactMap { $0 as? ItemListViewController } ?? []
    }

    /// Presses keys, settling after each.
    func press(_ keys: Key...) {
        for key in keys {
            screenHarness?.press(key)
            settle()
        }
    }

    /// Types text into whatever has the keys.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Draws and runs posted work until every list is loaded and no worker is busy.
    func settle(file: String = #filePath, line: Int = #line) {
        guard let harness = screenHarness, let split = browserSplit else { return }
        let deadline = Date().addingTimeInterval(20)
        repeat {
            harness.settle()
            let busy = lists.contains { !$0.isLoaded || $0.worker.isBusy || $0.promptWorker.isBusy }
                || split.placesWorker.isBusy || context.bookmarks.worker.isBusy || context.fileOperations.isWorking || !context.previewWorker.isIdle
            if !busy {
                harness.settle()
                return
            }
            usleep(1000)  // a worker thread is running; poll with the deadline above
        } while Date() < deadline
        Issue.record("the browser did not settle before the deadline", sourceLocation: SourceLocation(fileID: file, filePath: file, line: line, column: 1))
    }
}
