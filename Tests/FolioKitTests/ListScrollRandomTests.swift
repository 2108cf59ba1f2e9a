import Testing
@testable import FolioKit
import FolioTesting

/// Random scrolls of a list, several between two frames, mixed with rows that change, sheets,
/// notices and the split's display modes: after every frame the terminal shows what a full
/// render draws, and a scroll of a row or two asks for a few rows, not the screen.
@MainActor
@Suite struct ListScrollRandomTests {
    /// Titles with wide, combining and plain characters, so moved rows hold every kind of cell.
    static func title(_ index: Int, generation: Int) -> String {
        let words = ["北京の地図", "café", "plain", "e\u{301}tude", "数据", "longer words that run past a narrow column"]
        return "\(index) \(words[(index + generation) % words.count]) \(generation)"
    }

    /// Nil when the terminal shows exactly what a full render draws, styles included.
    func mismatch(_ harness: ScreenHarness) -> String? { harness.fullRenderMismatch() }

    @Test(arguments: Array(UInt64(1)...UInt64(8)))
    func randomScrollsDrawWhatAFullRenderDraws(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let rows = CountingRowsController(title: "Rows", count: 300)
        rows.rows = (0..<300).map { Self.title($0, generation: 0) }
        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: rows),
                                 NavigationController(rootViewController: NotesController(title: "Notes", lines: 60))]
        let sizes = [Size(width: 120, height: 40), Size(width: 60, height: 20), Size(width: 300, height: 100)]
        let harness = ScreenHarness(root: split, size: sizes[Int(seed) % sizes.count])
        let list = rows.list
        var done: [String] = []
        for step in 0..<120 {
            // One to three operations between frames.
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let visible = max(1, list.visibleRowCount)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...4:
                    let jump = [1, 1, 1, -1, -1, 2, -3, visible - 1, visible, -(visible + 2)].randomElement(using: &rng) ?? 1
                    list.selectRow((list.selectedRow ?? 0) + jump)
                    done.append("move \(jump)")
                case 5:
                    // A row on screen changes and only its rectangle is marked.
                    let position = Int.random(in: 0..<visible, using: &rng)
                    let index = list.topRow + position
                    if index < rows.rows.count {
                        rows.rows[index] = Self.title(index, generation: step)
                        list.setNeedsDisplay(Rect(x: 0, y: list.adjustedContentInset.top + position, width: list.bounds.width, height: 1))
                    }
                    done.append("change row \(index)")
                case 6:
                    harness.window.notice = Bool.random(using: &rng) ? "Notice \(step)" : nil
                    done.append("notice")
                case 7:
                    if let top = harness.window.topController, top !== split {
                        top.dismiss(animated: false)
                        done.append("dismiss")
                    } else {
                        let sheet = RowsController(title: "Sheet", rows: ["one", "two"])
                        sheet.modalPresentationStyle = [.formSheet, .pageSheet].randomElement(using: &rng) ?? .formSheet
                        split.present(sheet, animated: false)
                        done.append("present")
                    }
                case 8:
                    let mode = [SplitViewController.DisplayMode.allVisible, .primaryOverlay, .automatic].randomElement(using: &rng) ?? .automatic
                    split.preferredDisplayMode = mode
                    done.append("mode \(mode)")
                default:
                    harness.press(.tab)
                    done.append("tab")
                }
            }
            harness.settle()
            done.append("| frame")
            if let problem = mismatch(harness) {
                Issue.record("seed \(seed) after \(done.suffix(20).joined(separator: ", ")):\n\(problem)")
                return
            }
        }
    }
}
