import Foundation
import Glibc
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A browser on a headless terminal, built the way `folio` builds it (`Browser.makeRootController`
/// over a directory, a context whose `application` is set), with a wait for its background work.
@MainActor
final class BrowserRun {
    /// The pager and editor keys must not run programs from a test.
    let context = BrowserContext(runner: .runsNothing)
    let coordinator = BrowserCoordinator()
    let split: BrowserSplitViewController
    let harness: ScreenHarness

    /// Starts a browser on the directory `path` at `size` and waits for its first lists.
    init(path: String, size: Size) {
        split = Browser.makeRootController(for: DirectoryItem(path: RawPath(path), options: context.settings.options),
                                           context: context, coordinator: coordinator)
        harness = ScreenHarness(root: split, size: size)
        _ = waitUntilSettled()
    }

    /// The list column's navigation controller.
    var primaryNavigation: NavigationController? { split.viewControllers.first as? NavigationController }

    /// Every controller of both columns, primary first.
    var controllers: [ViewController] {
        split.viewControllers.flatMap { ($0 as? NavigationController)?.viewControllers ?? [$0] }
    }

    /// The list that receives the keys, if a list does.
    var focusedList: ItemListViewController? {
        if split.isCollapsed || (split.focusedColumn == .primary && split.isPrimaryVisible) {
            return primaryNavigation?.topViewController as? ItemListViewController
        }
        return nil
    }

    /// True when no list is loading, no preview is pending and nothing waits to be drawn.
    var isSettled: Bool {
        for controller in controllers {
            if let list = controller as? ItemListViewController, list.isViewLoaded,
               !list.isLoaded || list.isLoading || list.worker.isBusy || list.listView.restoredSelectionIdentifier != nil || list.isPreviewScheduled {
                return false
            }
            if let detail = controller as? ItemDetailViewController, detail.viewIfLoaded?.window != nil, detail.isLoadingPreview {
                return false
            }
        }
        return context.previewWorker.isIdle
    }

    /// Runs posted work and draws until the browser is settled; false when the deadline passed.
    func waitUntilSettled(deadline seconds: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            harness.settle()
            if isSettled {
                harness.settle()
                return true
            }
            if Date() >= deadline { return false }
            usleep(200)  // a worker thread is finishing a listing: poll again, bounded by the deadline
        }
    }

    /// The screen as golden text with its style section, as `ScreenComparison` reads goldens.
    var golden: String {
        let grid = harness.terminal.screen
        return (ScreenComparison.normalized(grid.text) + StyleMap(grid: grid).section).joined(separator: "\n")
    }

    /// The item at `path` as the browser's lists made it (the same object a row holds), or,
    /// when no list on screen holds it, as its parent directory's listing makes it.
    func item(at path: String) -> BrowserItem? {
        for case let list as ItemListViewController in controllers {
            for index in 0..<list.rows.count where BrowserSnapshot.path(of: list.rows[index]) == path { return list.rows[index] }
        }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let parent = DirectoryItem(path: RawPath(String(path[..<slash])), options: context.settings.options)
        guard let rows = try? parent.childList() else { return nil }
        return (0..<rows.count).map { rows[$0] }.first { BrowserSnapshot.path(of: $0) == path }
    }
}
