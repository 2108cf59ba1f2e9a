import Testing
import FolioKit
import FolioTesting

/// The screen drawn frame by frame (only dirty areas redrawn and diffed) must equal a full
/// render of the window after any sequence of operations; and a Down in a list must redraw a few
/// rows, whatever the terminal's size.
@MainActor
@Suite struct IncrementalDrawingTests {
    static let sizes = [Size(width: 120, height: 40), Size(width: 60, height: 30), Size(width: 300, height: 100),
                        Size(width: 79, height: 24), Size(width: 200, height: 50), Size(width: 15, height: 5)]

    /// Nil when the terminal shows exactly what a full render draws, cell by cell with styles.
    func mismatch(_ harness: ScreenHarness) -> String? {
        // A frame that leaves work pending (layout asked for again while laying out) showed a
        // stale state until the next event.
        if harness.window.needsDisplay && !harness.app.isTooSmall { return "the window still needs display after a frame: layout \(harness.window.layoutPending), dirty \(harness.window.dirtyRegion.rects)" }
        return harness.app.isTooSmall ? nil : harness.fullRenderMismatch()
    }

    /// One random operation on lists, labels, text, navigation, the split, presentation, size.
    func perform(_ op: Int, on harness: ScreenHarness, split: SplitViewController, rng: inout SplitMix64, counter: Int) -> String {
        let keys: [Key] = [.down, .up, .character("j"), .pageDown, .character("G"), .character("g"), .ctrl("d")]
        let focusedNav = harness.window.focusedController?.navigationController
        let notes = split.children.flatMap { [$0] + $0.children }.compactMap { $0 as? NotesController }.last
        switch op {
        case 0, 1, 2:
            let key = keys.randomElement(using: &rng) ?? .down
            harness.press(key)
            return "press \(key)"
        case 3:
            focusedNav?.pushViewController(RowsController(title: "Pushed \(counter)", rows: (0..<(counter % 60)).map { "item \($0)" }), animated: false)
            return "push"
        case 4:
            harness.press(.left)
            return "press left"
        case 5:
            split.showDetailViewController(NotesController(title: "Notes \(counter)", lines: counter % 50), sender: nil)
            return "show detail"
        case 6:
            let mode = [SplitViewController.DisplayMode.automatic, .allVisible, .primaryHidden, .primaryOverlay].randomElement(using: &rng) ?? .automatic
            split.preferredDisplayMode = mode
            return "display mode \(mode)"
        case 7:
            let size = Self.sizes.randomElement(using: &rng) ?? Self.sizes[0]
            harness.resize(to: size)
            return "resize \(size)"
        case 8:
            if let top = harness.window.topController, top !== split {
                top.dismiss(animated: false)
                return "dismiss"
            }
            let sheet = RowsController(title: "Sheet", rows: ["one", "two", "three"])
            sheet.modalPresentationStyle = [.formSheet, .pageSheet, .fullScreen].randomElement(using: &rng) ?? .formSheet
            split.present(sheet, animated: false)
            return "present \(sheet.modalPresentationStyle)"
        case 9:
            notes?.label.text = ["Short", "A much longer label that is cut at the edge of a narrow column", ""].randomElement(using: &rng)
            return "label text"
        case 10:
            notes?.textView.scroll(by: Int.random(in: -5...8, using: &rng))
            return "scroll text"
        case 11:
            harness.press(.tab)
            return "tab"
        case 12:
            harness.window.notice = Bool.random(using: &rng) ? "Notice \(counter)" : nil
            return "notice"
        case 13:
            focusedNav?.isToolbarHidden.toggle()
            return "toggle toolbar"
        case 14:
            if let label = notes?.label { label.isHidden.toggle() }
            return "toggle label"
        case 15:
            notes?.label.style = Bool.random(using: &rng) ? Style(.bold) : Style(foreground: .red)
            return "label style"
        case 16:
            let lines = Int.random(in: 0...120, using: &rng)
            notes?.textView.text = (0..<lines).map { "new text \(counter) line \($0) 中文" }.joined(separator: "\n")
            return "set \(lines) lines of text"
        default:
            focusedNav?.topViewController?.title = "Retitled \(counter)"
            return "retitle"
        }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(12)))
    func randomOperationsDrawWhatAFullRenderDraws(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let split = SplitViewController()
        let primary = NavigationController(rootViewController: RowsController(title: "Rows", rows: (0..<100).map { "row \($0)" }))
        let secondary = NavigationController(rootViewController: NotesController(title: "Notes", lines: 80))
        split.viewControllers = [primary, secondary]
        let harness = ScreenHarness(root: split, size: Self.sizes[Int(seed) % 3])
        var done: [String] = []
        for counter in 0..<80 {
            done.append(perform(Int.random(in: 0..<18, using: &rng), on: harness, split: split, rng: &rng, counter: counter))
            harness.settle()
            if let problem = mismatch(harness) {
                Issue.record("seed \(seed) after \(done.joined(separator: ", ")):\n\(problem)")
                return
            }
        }
    }

    /// Rows and cells the frames of a Down redraw, in a 100-row list filling a `size` terminal.
    func costOfADown(at size: Size) -> (rows: Int, cells: Int) {
        let nav = NavigationController(rootViewController: RowsController(title: "Rows", rows: (0..<100).map { "row \($0)" }))
        let harness = ScreenHarness(root: nav, size: size)
        harness.press(.down)
        var rows = 0, cells = 0
        harness.app.frameWorkObserver = { rows += $0; cells += $1 }
        harness.press(.down)
        return (rows, cells)
    }

    @Test(arguments: [Size(width: 120, height: 40), Size(width: 300, height: 100)])
    func aDownRedrawsTheTwoRowsWhoseSelectionChanged(size: Size) {
        let cost = costOfADown(at: size)
        #expect(cost.rows == 2, "a Down at \(size) redrew \(cost.rows) rows")
        #expect(cost.cells == 2 * size.width, "a Down at \(size) redrew \(cost.cells) cells")
    }

    @Test func aDownOnTheLastRowOnScreenRedrawsTheList() {
        let nav = NavigationController(rootViewController: RowsController(title: "Rows", rows: (0..<100).map { "row \($0)" }))
        let harness = ScreenHarness(root: nav, size: Size(width: 120, height: 10))
        for _ in 0..<9 { harness.press(.down) }
        #expect(mismatch(harness) == nil)
        #expect(harness.app.lastFrameDirtyRows == 9, "scrolling redraws the list's rows, not the bar")
    }
}
