import Foundation
import Glibc
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The split browser the detail-reuse tests drive: a previewer that waits at a gate for each
/// file, a split at 120x30 on the fixture, and the detail column's controller.
@MainActor
enum GatedDetailBrowser {
    /// A context whose previewer waits until the gate named after the file opens (when there is
    /// one), then runs `output`, a shell command that may use `$name`.
    static func context(_ fixture: Fixture, gates: Gates, output: String) -> BrowserContext {
        fixture.file("gated.sh", """
        #!/bin/sh
        name=$(basename "$1")
        [ -p '\(gates.folder)/'"$name" ] && read _ < '\(gates.folder)/'"$name"
        \(output)
        """)
        chmod(fixture.path("gated.sh"), 0o755)
        let context = BrowserContext(settings: BrowserSettings(previewer: [fixture.path("gated.sh")]), runner: .runsNothing)
        context.makesPreviewsInBackground()
        return context
    }

    /// The split browser on the fixture at 120x30, once the list has its rows.
    static func browse(_ fixture: Fixture, _ context: BrowserContext,
                       coordinator: BrowserCoordinator) -> (ScreenHarness, BrowserSplitViewController) {
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        let list = split.primaryNavigation?.topViewController as? ItemListViewController
        BrowserHarness.wait(harness, "the rows") { list?.isLoaded == true && list?.worker.isBusy == false }
        return (harness, split)
    }

    /// The detail column's controller.
    static func detail(_ split: BrowserSplitViewController) -> ItemDetailViewController? {
        (split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
    }
}
