import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser on a temporary tree, built the way `folio` builds it, with waits that follow the
/// background workers (lists read on their worker, previews on the preview worker) instead of
/// waiting a fixed time.
@MainActor
final class BrowserHarness: SettlingBrowser {
    let fixture = Fixture()
    let context: BrowserContext
    let coordinator = BrowserCoordinator()
    private(set) var split: BrowserSplitViewController!
    private(set) var harness: ScreenHarness!
    var browserSplit: BrowserSplitViewController? { split }
    var screenHarness: ScreenHarness? { harness }
    /// The key map the window applies, as `folio` installs the config file's.
    let keyMap: KeyMap

    init(environment: [String: String] = [:], keyMap: KeyMap = .defaults, runner: ProgramRunner = .runsNothing,
         fileColors: FileColors? = FileColors(lsColors: nil), watchesDirectories: Bool = false) {
        var settings = BrowserSettings(environment: environment, fileColors: fileColors)
        settings.watchesDirectories = watchesDirectories
        context = BrowserContext(settings: settings, runner: runner)
        self.keyMap = keyMap
    }

    /// Opens `path` (default: the fixture's root) at `size` and waits until it settles.
    @discardableResult
    func open(_ path: String? = nil, size: Size = Size(width: 120, height: 30), minimumDetailWidth: Int = 60) -> ScreenHarness {
        let root = DirectoryItem(path: RawPath(path ?? fixture.root.path), options: context.settings.options)
        split = Browser.makeRootController(for: root, context: context, coordinator: coordinator)
        split.minimumDetailWidth = minimumDetailWidth
        harness = ScreenHarness(root: split, size: size)
        harness.window.keyBindings = keyMap.keyBindings
        context.notices.onNotice = { [weak self] text in self?.harness.window.notice = text.isEmpty ? nil : text }
        settle()
        return harness
    }

    /// The innermost list.
    var list: ItemListViewController? { lists.last }

    /// Rows of the innermost list as titles, in order.
    var titles: [String] {
        guard let list else { return [] }
        return (0..<list.rows.count).map { list.rows.title(at: $0) }
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

extension ProgramRunner {
    /// Runs nothing and reports no failure: the pager, editor and opener keys must not run
    /// programs from a test.
    static var runsNothing: ProgramRunner { ProgramRunner(run: { _ in nil }) }
}
