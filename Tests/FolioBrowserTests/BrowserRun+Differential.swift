import FolioKit
import FolioTesting

extension BrowserRun {
    /// How this browser's screen differs from a fresh browser's in the same state, if it does.
    ///
    /// Nil when the screens are equal, else a report with both screens. Fresh screens are made once
    /// per state and kept in `cache`.
    func differenceFromFresh(label: String, cache freshScreens: FreshScreenCache = FreshScreenCache()) -> String? {
        let snapshot = BrowserSnapshot(of: split, size: harness.terminal.size)
        let expected: String, cursor: Point?, grid: CellGrid
        if let known = freshScreens.screens[snapshot.description] {
            (expected, cursor, grid) = known
        } else {
            do {
                let fresh = try FreshBrowser.make(snapshot)
                (expected, cursor, grid) = (fresh.golden, fresh.harness.terminal.cursor, fresh.harness.terminal.screen)
                freshScreens.screens[snapshot.description] = (expected, cursor, grid)
            } catch {
                return "\(label)\ncannot bring a fresh browser to the state: \(error)"
            }
        }
        // Equal cells and cursors draw equal goldens: only a difference pays for the maps.
        if grid == harness.terminal.screen && cursor == harness.terminal.cursor { return nil }
        var problems: [String] = []
        if let problem = ScreenComparison.mismatch(grid: harness.terminal.screen, expected: expected, name: "after the steps", styles: true) {
            problems.append(problem)
        }
        if harness.terminal.cursor != cursor {
            problems.append("The cursor is at \(String(describing: harness.terminal.cursor)), a fresh browser's at \(String(describing: cursor)).")
        }
        guard !problems.isEmpty else { return nil }
        return "\(label)\nstate: \(snapshot)\n" + problems.joined(separator: "\n") + "\nA fresh browser's screen:\n\"\"\"\n\(expected)\n\"\"\""
    }
}
