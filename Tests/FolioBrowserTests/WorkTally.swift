import FolioKit
@testable import FolioBrowser

/// Counts the `ReusedWork` told to its probe, which a test gives to the lists, details and
/// directory options whose work it checks (a number, not a timing).
@MainActor
final class WorkTally {
    private var counts: [ReusedWork: Int] = [:]

    /// How many times `work` was done since the tally was made.
    subscript(_ work: ReusedWork) -> Int { counts[work, default: 0] }

    /// The probe that counts into this tally.
    var probe: WorkProbe { { [weak self] work in self?.counts[work, default: 0] += 1 } }

    /// Counts the work of `split`'s lists (and of the lists and details they make from now on),
    /// of the detail on screen, and of the items listed with `options`.
    func watch(_ split: BrowserSplitViewController, options: DirectoryOptions? = nil) {
        for case let nav as NavigationController in split.viewControllers {
            for controller in nav.viewControllers {
                (controller as? ItemListViewController)?.workProbe = probe
                (controller as? ItemDetailViewController)?.workProbe = probe
            }
        }
        options?.workProbe = probe
    }
}
