import Testing
import FolioKit
import FolioTesting

/// Records, at each call, which tab the tab bar controller has selected at that moment.
@MainActor
final class TabSelectionWitness: TabBarControllerDelegate {
    var calls: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("shouldSelect \(viewController.title ?? "") on \(tabBarController.selectedViewController?.title ?? "none")")
        return true
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("didSelect \(viewController.title ?? "") on \(tabBarController.selectedViewController?.title ?? "none")"
                     + " at \(tabBarController.selectedIndex)")
    }
}

/// Records what a search controller says each time it tells its updater.
@MainActor
final class SearchUpdateWitness: ViewController, SearchResultsUpdating {
    var updates: [String] = []
    func updateSearchResults(for searchController: SearchController) {
        updates.append("\"\(searchController.searchBar.text ?? "")\" active=\(searchController.isActive)")
    }
}

/// Tests for round 5 of the mutants (issue 28), FolioKit's.
///
/// The list was written from the README and the manual; these catch the ones the suite let
/// through, each naming its change: the order of callbacks, not only the final state.
@MainActor
@Suite struct MutantRound5KitTests {
    /// Mutant: `tabBarController(_:didSelect:)` is called before the tab changed.
    ///
    /// UIKit asks `shouldSelect` while the old tab is still selected and calls `didSelect` once
    /// the new one is (the delegate reads `selectedViewController` there to follow the user).
    @Test func didSelectComesOnceTheTabIsSelected() {
        let tabs = TabBarController()
        tabs.viewControllers = ["A", "B", "C"].map { name in
            let controller = ViewController()
            controller.title = name
            return controller
        }
        let witness = TabSelectionWitness()
        tabs.delegate = witness
        let harness = ScreenHarness(root: tabs, size: Size(width: 40, height: 6))
        harness.press(Key(.right, modifiers: .control))
        harness.press(Key(.left, modifiers: .control), Key(.left, modifiers: .control))
        #expect(witness.calls == [
            "shouldSelect B on A", "didSelect B on B at 1",
            "shouldSelect A on B", "didSelect A on A at 0",
            "shouldSelect C on A", "didSelect C on C at 2",
        ])
    }

    /// Mutant: Esc in a search does not tell the results updater.
    ///
    /// Esc cancels: the text is cleared, `isActive` becomes false and the updater is told once
    /// more, so it shows every row again knowing the search is over (the last call sees
    /// `isActive == false`).
    @Test func escTellsTheUpdaterOnceTheSearchIsInactive() {
        let rows = SearchUpdateWitness()
        rows.title = "Rows"
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = rows
        rows.navigationItem.searchController = search
        let harness = ScreenHarness(root: NavigationController(rootViewController: rows), size: Size(width: 40, height: 8))
        harness.press(.character("/"))
        harness.type("x")
        harness.press(.escape)
        #expect(!search.isActive)
        #expect(rows.updates.first == "\"\" active=true")
        #expect(rows.updates.last == "\"\" active=false")
        #expect(rows.updates.contains("\"x\" active=true"))
    }
}
