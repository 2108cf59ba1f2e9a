import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser on a temporary tree, built the way `folio` builds it, with waits that follow the
/// background workers (lists read on their worker, previews on the preview worker) instead of
/// waiting a fixed time.
@MainActor
final class BrowserHarness {
    let fixture = Fixture()
    let context: BrowserContext
    let coordinator = BrowserCoordinator()
    private(set) var split: BrowserSplitViewController!
    private(set) var harness: ScreenHarness!
    /// The key map the window applies, as `folio` installs the config file's.
    let keyMap: KeyMap

    init(environment: [String: String] = [:], keyMap: KeyMap = .defaults) {
        context = BrowserContext(environment: environment)
        context.runProgram = { _ in nil }
        self.keyMap = keyMap
    }

    /// Opens `path` (default: the fixture's root) at `size` and waits until it settles.
    @discardableResult
    func open(_ path: String? = nil, size: Size = Size(width: 120, height: 30), minimumDetailWidth: Int = 60) -> ScreenHarness {
        let root = DirectoryItem(path: RawPath(path ?? fixture.root.path), options: context.options)
        split = Browser.makeRootController(for: root, context: context, coordinator: coordinator)
        split.minimumDetailWidth = minimumDetailWidth
        harness = ScreenHarness(root: split, size: size)
        harness.window.keyBindings = keyMap.keyBindings
        context.application = harness.app
        context.onNotice = { [weak self] text in self?.harness.window.notice = text.isEmpty ? nil : text }
        settle()
        return harness
    }

    /// The lists of the list column, root first.
    var lists: [ItemListViewController] {
        split.primaryNavigation?.viewControllers.compactMap { $0 as? ItemListViewController } ?? []
    }

    /// The innermost list.
    var list: ItemListViewController? { lists.last }

    /// Rows of the innermost list as titles, in order.
    var titles: [String] {
        guard let list else { return [] }
        return (0..<list.rows.count).map { list.rows.title(at: $0) }
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
        let deadline = Date().addingTimeInterval(10)
        repeat {
            harness.settle()
            let busy = lists.contains { !$0.isLoaded || $0.worker.isBusy || $0.promptWorker.isBusy }
                || split.placesWorker.isBusy || context.bookmarkWorker.isBusy || !context.previewWorker.isIdle
            if !busy {
                harness.settle()
                return
            }
            _ = context.previewWorker.waitUntilIdle(timeout: 0.05)
            usleep(1000)  // a worker thread is running; poll with the deadline above
        } while Date() < deadline
        Issue.record("the browser did not settle before the deadline", sourceLocation: SourceLocation(fileID: file, filePath: file, line: line, column: 1))
    }

    /// Draws and runs posted work until `condition` holds, polling the workers' results with a
    /// deadline; records an issue when the deadline passes first.
    static func wait(_ harness: ScreenHarness, _ what: String = "the condition", until condition: () -> Bool,
                     file: String = #filePath, line: Int = #line) {
        let deadline = Date().addingTimeInterval(10)
        while true {
            harness.settle()
            if condition() { return }
            guard Date() < deadline else {
                Issue.record("\(what) did not hold before the deadline:\n\(harness.screen)",
                             sourceLocation: SourceLocation(fileID: file, filePath: file, line: line, column: 1))
                return
            }
            usleep(1000)  // a worker thread is running; poll with the deadline above
        }
    }

    /// The screen's row `y` as text.
    func row(_ y: Int) -> String {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(y).first.map(String.init) ?? ""
    }
}
