import Testing
import FolioKit
@testable import FolioBrowser

/// Bugs the differential screen test found, each pinned by the steps that showed it.
@MainActor
@Suite struct ResizeRegressionTests {
    let tree = DifferentialTree()

    func settled(_ run: BrowserRun, after step: String) {
        #expect(run.waitUntilSettled(), "the browser did not settle after \(step)")
    }

    /// A browser made wide, then resized to 100x60 (side by side there), with the list focused.
    func tallWindow() -> BrowserRun {
        let run = BrowserRun(path: tree.start, size: Size(width: 120, height: 40))
        run.harness.resize(to: Size(width: 100, height: 60))
        settled(run, after: "100x60")
        #expect(run.split.displayMode == .allVisible)
        #expect(run.split.focusedColumn == .primary)
        return run
    }

    /// The empty detail (an empty directory's list selects nothing) pushed while collapsing with
    /// the detail focused went back to the detail column on expanding; the coordinator took it
    /// for "no detail" and left it on the list column's stack, drawn instead of the list.
    @Test func anEmptyDetailMovedByACollapseLeavesTheListColumnOnExpanding() {
        let run = BrowserRun(path: tree.start, size: Size(width: 120, height: 40))
        run.harness.press(.character("g"), .character("l"))  // the empty directory
        settled(run, after: "g l")
        run.harness.press(.tab)
        #expect(run.split.focusedColumn == .secondary)
        run.harness.resize(to: Size(width: 60, height: 20))
        settled(run, after: "60x20")
        run.harness.resize(to: Size(width: 120, height: 40))
        settled(run, after: "120x40")
        let snapshot = BrowserSnapshot(of: run.split, size: Size(width: 120, height: 40))
        #expect(snapshot.primary.allSatisfy { if case .list = $0 { true } else { false } }, "\(snapshot)")
        #expect(snapshot.secondary == [.other(type: "ViewController", title: "")], "\(snapshot)")
        let problem = run.differenceFromFresh(label: "120x40 g l Tab 60x20 120x40")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Folio's layout rule was applied before the new traits were known, so `automatic`
    /// resolved as in the old portrait terminal: the list hid for a moment and the focus moved
    /// to the detail, which the collapse then pushed over the list the user was in.
    @Test func shrinkingATallWindowKeepsTheFocusedListOnTop() {
        let run = tallWindow()
        run.harness.resize(to: Size(width: 60, height: 20))
        settled(run, after: "60x20")
        #expect(run.primaryNavigation?.topViewController is ItemListViewController)
    }

    /// The same early rule moved the focus to the detail on going from a tall window to a
    /// regular landscape one, where both columns show.
    @Test func goingFromTallToWideKeepsTheFocusInTheList() {
        let run = tallWindow()
        run.harness.resize(to: Size(width: 80, height: 24))
        settled(run, after: "80x24")
        #expect(run.split.displayMode == .allVisible)
        #expect(run.split.focusedColumn == .primary)
    }
}
