import Testing
import FolioKit
import FolioTesting
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

/// Issue 26, bug 12: a file read in the collapsed stack, widened, then narrowed again, came back as the list.
///
/// The detail pushed while collapsed did not count as where the user was, so the expansion gave the
/// focus to the list and the next collapse dropped the detail.
@MainActor
@Suite struct CollapsedDetailRoundTripTests {
    let fixture = Fixture()

    @Test func aFileReadWhileCollapsedIsStillOnTopAfterWideningAndNarrowing() {
        fixture.file("docs/long.txt", (1...80).map { "line \($0) of the file being read" }.joined(separator: "\n"))
        let run = BrowserRun(path: fixture.path("docs"), size: Size(width: 60, height: 20))
        run.harness.press(.enter)
        #expect(run.waitUntilSettled())
        run.harness.press(.ctrl("d"), .ctrl("d"), .ctrl("d"))
        #expect(run.waitUntilSettled())
        let reading = run.golden
        run.harness.resize(to: Size(width: 120, height: 40))
        #expect(run.waitUntilSettled())
        // Caught without the fix: the focus was on the list here.
        #expect(run.split.focusedColumn == .secondary)
        run.harness.resize(to: Size(width: 60, height: 20))
        #expect(run.waitUntilSettled())
        #expect(run.primaryNavigation?.topViewController is ItemDetailViewController)
        let mismatch = ScreenComparison.mismatch(grid: run.harness.terminal.screen, expected: """
             ‹ docs                   long.txt
             line 22 of the file being read                            │
             line 23 of the file being read                            │
             line 24 of the file being read                            │
             line 25 of the file being read                            │
             line 26 of the file being read                            │
             line 27 of the file being read                            ┃
             line 28 of the file being read                            ┃
             line 29 of the file being read                            ┃
             line 30 of the file being read                            │
             line 31 of the file being read                            │
             line 32 of the file being read                            │
             line 33 of the file being read                            │
             line 34 of the file being read                            │
             line 35 of the file being read                            │
             line 36 of the file being read                            │
             line 37 of the file being read                            │
             line 38 of the file being read                            │
             line 39 of the file being read                            │
             o Pager  e Edit
            ~~~ styles: R=bold+reverse b=bold d=dim+brightBlack r=reverse
            rrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       b
                                                                       b
                                                                       b
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
                                                                       d
            rRrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            """, name: "collapsed-detail-round-trip", styles: true)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        // The place kept is the place left: the same lines, scrolled as they were.
        #expect(run.golden == reading)
    }
}
