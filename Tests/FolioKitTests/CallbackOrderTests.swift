import Testing
import FolioKit
import FolioTesting

/// The documented order of UIKit-style callbacks, asserted call by call (issue 28): a reused
/// cell is prepared before its data source configures it, and the split delegate hears of a
/// display mode change while the old mode is still the one on screen.
@MainActor
@Suite struct CallbackOrderTests {
    /// A cell that marks itself for a "starred" row and, as UIKit's cells are meant to, clears
    /// what a row set in `prepareForReuse()`; every call goes to the log with the row it held.
    final class StarCell: TableViewCell {
        nonisolated(unsafe) static var log: [String] = []
        override func prepareForReuse() {
            super.prepareForReuse()
            Self.log.append("prepare(\(textLabel?.text ?? "-"))")
            accessoryType = .none
        }
    }

    /// Rows 0, 10, 20… are starred; the data source only ever sets the star, never clears it.
    final class Starred: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Stars"
            tableView.register(StarCell.self, forCellReuseIdentifier: "star")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "star", for: indexPath)
            StarCell.log.append("configure(Row \(indexPath.row)) on \(cell.textLabel?.text ?? "-")")
            cell.textLabel?.text = "Row \(indexPath.row)"
            if indexPath.row % 10 == 0 { cell.accessoryType = .checkmark }
            return cell
        }
    }

    /// Mutant: `TableView.dequeueReusableCell` hands back a reused cell without calling
    /// `prepareForReuse()` (the old row's checkmark stays on the new row).
    @Test func aReusedCellIsPreparedBeforeItIsConfigured() {
        StarCell.log = []
        let source = Starred(style: .plain)
        let harness = ScreenHarness(root: NavigationController(rootViewController: source), size: Size(width: 24, height: 6))
        // Five rows on screen: new cells, nothing to prepare.
        #expect(StarCell.log == (0..<5).map { "configure(Row \($0)) on " })
        StarCell.log = []
        harness.press(.character("G"))
        let problem = harness.mismatch("""
                 Stars
         Row 95                │
         Row 96                │
         Row 97                │
         Row 98                │
         Row 99                ┃
        ~~~ styles: R=bold+reverse b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrRRRRRrrrrrrrrrr
                               d
                               d
                               d
                               d
        RRRRRRRRRRRRRRRRRRRRRRRb
        """, name: "reused-at-the-end", styles: true)
        #expect(problem == nil, "no row of the last screen keeps the star Row 0 had: \(problem ?? "")")
        // Each reused cell is prepared (holding its old row) before it is configured.
        let configured = StarCell.log.filter { $0.hasPrefix("configure") }
        #expect(configured.count == 5 && configured.allSatisfy { !$0.hasSuffix(" on ") }, "the five cells are reused: \(StarCell.log)")
        for (index, entry) in StarCell.log.enumerated() where entry.hasPrefix("configure") {
            let held = entry.components(separatedBy: " on ").last ?? ""
            #expect(index > 0 && StarCell.log[index - 1] == "prepare(\(held))", "\(StarCell.log)")
        }
        harness.press(.character("g"))
        #expect(harness.screen.components(separatedBy: "✓").count == 2, "back at the top, Row 0 has its star again, and only it")
    }

    /// Records each `willChangeTo` with the mode on screen when it came.
    final class ModeWitness: SplitViewControllerDelegate {
        var target: SplitViewController.DisplayMode = .automatic
        var calls: [String] = []
        func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode { target }
        func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
            calls.append("\(svc.displayMode) -> \(displayMode)")
        }
    }

    /// Mutant: the split delegate's `willChangeTo` is called once `displayMode` already says
    /// the new mode (toggled by the key, and when a swipe let go early goes back).
    @Test func willChangeToComesWhileTheOldModeIsStillOnScreen() {
        let witness = ModeWitness()
        witness.target = .primaryOverlay
        let split = SplitViewController()
        split.viewControllers = [Rows("List", count: 3), NavigationController(rootViewController: Rows("Detail", count: 3))]
        split.delegate = witness
        split.preferredDisplayMode = .primaryHidden
        let clock = VirtualClock()
        let harness = ScreenHarness(root: split, size: Size(width: 80, height: 6), clock: clock)
        #expect(split.displayMode == .primaryHidden)
        split.performDisplayModeAction()
        harness.advance(by: 0.2)
        harness.advance(by: 0.2)
        #expect(witness.calls == ["primaryHidden -> primaryOverlay"])
        #expect(split.displayMode == .primaryOverlay)
        // A swipe that hides the overlay, let go early: it goes back, told first.
        witness.calls = []
        harness.press(.shift(.left))
        harness.press(.shift(.right))
        harness.advance(by: 0.31)
        harness.advance(by: 0.2)
        #expect(witness.calls == ["primaryOverlay -> primaryHidden", "primaryHidden -> primaryOverlay"])
        #expect(split.displayMode == .primaryOverlay)
    }
}
