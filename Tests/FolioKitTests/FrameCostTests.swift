import Testing
import FolioKit
import FolioTesting

/// What a frame costs follows what changed: cells are small plain data compared as bytes, the
/// front grid takes only the rows that differ, a frame with nothing dirty writes nothing, and a
/// layout pass visits only the views that asked for it.
@MainActor
@Suite struct FrameCostTests {
    /// A view that counts its layout passes.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    // MARK: Cells

    @Test func aCellIsTwoWordsAndKeepsEveryPartOfWhatItShows() {
        #expect(MemoryLayout<Cell>.stride == 16, "a frame fills, copies and compares 16 bytes a cell")
        let colors: [Color] = [.default, .palette(0), .palette(7), .palette(255)]
        let texts: [(String, UInt8)] = [("a", 1), (" ", 1), ("中", 2), ("", 0), ("e\u{301}\u{302}\u{303}", 1), ("\u{10FFFD}", 1)]
        for (text, width) in texts {
            for foreground in colors {
                for background in colors.reversed() {
                    for bits in [0, 1, 5, 15] as [UInt8] {
                        let style = Style(foreground: foreground, background: background, attributes: TextAttributes(rawValue: bits))
                        let cell = Cell(text: text, style: style, width: width)
                        #expect(cell.text == text && cell.style == style && cell.width == width, "\(cell)")
                    }
                }
            }
        }
        var cell = Cell(text: "x", style: .plain, width: 1)
        cell.style = Style(foreground: .red, background: .blue, attributes: [.bold, .underline])
        cell.width = 2
        #expect(cell.text == "x" && cell.style == Style(foreground: .red, background: .blue, attributes: [.bold, .underline]))
        #expect(cell.width == 2)
    }

    /// Grids are compared with `memcmp`: a cell that differs in any one part must differ in its bytes.
    @Test(arguments: [
        Cell(text: "a", style: Style(background: .palette(0)), width: 1),
        Cell(text: "a", style: Style(foreground: .palette(0)), width: 1),
        Cell(text: "a", style: Style(.dim), width: 1),
        Cell(text: "a", style: .plain, width: 2),
        Cell(text: "a\u{301}", style: .plain, width: 1),
        Cell(text: "a\u{301}\u{302}\u{303}", style: .plain, width: 1),
        Cell(text: "b", style: .plain, width: 1),
    ])
    func aCellDifferingInOnePartIsAChange(changed: Cell) {
        let size = Size(width: 40, height: 3)
        var shown = CellGrid(size: size)
        shown.draw("a", at: Point(x: 30, y: 1), style: .plain)
        var drawn = shown
        drawn[30, 1] = changed
        var region = DirtyRegion(size: size)
        region.addAll()
        let runs = shown.update(to: drawn, in: region)
        #expect(runs.map(\.row) == [1] && runs.map(\.column) == [30], "\(changed) against \(Cell(text: "a", style: .plain, width: 1))")
        #expect(shown == drawn, "the front grid took the changed row")
        #expect(shown.update(to: drawn, in: region).isEmpty, "and a second pass finds nothing")
    }

    // MARK: The diff

    @Test func anUpdateSendsTheOneChangedCellAndLeavesEqualRowsAlone() {
        let size = Size(width: 300, height: 100)
        var front = CellGrid(size: size)
        for y in 0..<size.height { front.draw("row \(y) of the list", at: Point(x: 0, y: y), style: .plain) }
        var back = front
        back.draw("X", at: Point(x: 150, y: 50), style: Style(.bold))
        // Outside the region the grids differ too: the update must not read or copy there.
        back.draw("outside", at: Point(x: 0, y: 99), style: .plain)
        var region = DirtyRegion(size: size)
        region.add(Rect(x: 0, y: 40, width: 300, height: 20))
        let runs = front.update(to: back, in: region)
        #expect(runs.count == 1)
        #expect(runs.first.map { [$0.row, $0.column, $0.width] } == [50, 150, 1])
        #expect(runs.first?.text == "X" && runs.first?.style == Style(.bold))
        #expect(front[150, 50] == back[150, 50])
        #expect(front.lines()[99] == "row 99 of the list", "a row outside the region is not copied")
    }

    @Test func aFrameWithNothingDirtyPresentsNothingAndAOneCellChangeSendsOneCell() {
        let label = Label("counter 1")
        let root = ViewController()
        root.view.addSubview(label)
        label.frame = Rect(x: 2, y: 3, width: 20, height: 1)
        let harness = ScreenHarness(root: root, size: Size(width: 300, height: 100))
        let frames = harness.terminal.presentCount
        harness.app.renderIfNeeded()
        #expect(harness.terminal.presentCount == frames, "nothing dirty: no frame is written")
        label.text = "counter 2"
        harness.app.renderIfNeeded()
        #expect(harness.terminal.presentCount == frames + 1)
        #expect(harness.terminal.lastFrameCharacters == 1, "only the digit that changed is sent")
        #expect(harness.app.lastFrameDirtyRows == 1 && harness.app.lastFrameDirtyCells == 20, "the label's row alone is redrawn")
        #expect(harness.terminal.screen.lines()[3] == "  counter 2")
    }

    @Test func aRectangleFillCoversEveryRowOfItAndNothingElse() {
        var grid = CellGrid(size: Size(width: 10, height: 5))
        for y in 0..<5 { grid.draw("0123456789", at: Point(x: 0, y: y), style: .plain) }
        grid.fill(Rect(x: 2, y: 1, width: 5, height: 3), style: Style(.reverse))
        #expect(grid.lines() == ["0123456789", "01     789", "01     789", "01     789", "0123456789"])
        for y in 1...3 {
            #expect((2..<7).allSatisfy { grid[$0, y].style == Style(.reverse) }, "row \(y)")
            #expect(grid[1, y].style == .plain && grid[7, y].style == .plain)
        }
    }

    // MARK: Layout

    /// window > left > leftChild, window > right > rightChild; every view laid out once.
    func tree() -> (Window, left: CountingView, leftChild: CountingView, right: CountingView, rightChild: CountingView) {
        let window = Window(size: Size(width: 80, height: 24))
        let left = CountingView(frame: Rect(x: 0, y: 0, width: 40, height: 24))
        let leftChild = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let right = CountingView(frame: Rect(x: 40, y: 0, width: 40, height: 24))
        let rightChild = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        left.addSubview(leftChild)
        right.addSubview(rightChild)
        window.addSubview(left)
        window.addSubview(right)
        window.layout()
        return (window, left, leftChild, right, rightChild)
    }

    @Test func aLayoutPassVisitsOnlyTheViewThatAskedForIt() {
        let (window, left, leftChild, right, rightChild) = tree()
        #expect([left, leftChild, right, rightChild].map(\.layouts) == [1, 1, 1, 1], "a new view is laid out")
        window.layout()
        #expect([left, leftChild, right, rightChild].map(\.layouts) == [1, 1, 1, 1], "nothing asked: nothing runs")
        rightChild.setNeedsLayout()
        #expect(window.layoutPending)
        window.layout()
        #expect([left, leftChild, right, rightChild].map(\.layouts) == [1, 1, 1, 2])
        #expect(!window.layoutPending)
        // A frame of another size asks for layout of the view itself.
        right.frame = Rect(x: 40, y: 0, width: 30, height: 24)
        window.layout()
        #expect([left, leftChild, right, rightChild].map(\.layouts) == [1, 1, 2, 2])
    }

    @Test func aHiddenViewIsLaidOutWhenShownAndAnAddedBranchWhenAdded() {
        let (window, _, _, right, rightChild) = tree()
        right.isHidden = true
        rightChild.setNeedsLayout()
        window.layout()
        #expect(rightChild.layouts == 1, "a hidden view is not laid out")
        right.isHidden = false
        #expect(window.layoutPending, "its layout is due once it shows")
        window.layout()
        #expect(rightChild.layouts == 2)
        // A branch built off the window, then added: all of it is laid out.
        let branch = CountingView(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let leaf = CountingView(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        branch.addSubview(leaf)
        rightChild.addSubview(branch)
        window.layout()
        #expect(branch.layouts == 1 && leaf.layouts == 1)
    }
}
