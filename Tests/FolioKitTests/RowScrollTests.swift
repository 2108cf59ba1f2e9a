import Testing
@testable import FolioKit
import FolioTesting

/// A list that scrolled is sent as a shift of its band of rows (a terminal scroll region), and
/// only the rows that came in or changed are written after it.
@MainActor
@Suite struct RowScrollTests {
    /// A 40x20 screen: a bar on row 0, items `first...` on rows 1-18 with the last one selected
    /// (reversed), a toolbar on row 19.
    static func listScreen(first: Int, selectedRow: Int = 18) -> CellGrid {
        var grid = CellGrid(size: Size(width: 40, height: 20))
        grid.draw("\(first + selectedRow - 1)/100", at: Point(x: 30, y: 0), style: .plain)
        for row in 1...18 {
            grid.fill(Rect(x: 0, y: row, width: 40, height: 1), style: row == selectedRow ? Style(.reverse) : .plain)
            grid.draw("item \(first + row - 1)", at: Point(x: 1, y: row), style: row == selectedRow ? Style(.reverse) : .plain)
        }
        grid.draw("q Quit", at: Point(x: 1, y: 19), style: Style(.bold))
        return grid
    }

    func wholeScreen(_ size: Size) -> DirtyRegion {
        var region = DirtyRegion(size: size)
        region.addAll()
        return region
    }

    @Test func aDownThatScrollsShiftsTheListBandAndWritesTheRowsThatChanged() {
        var front = Self.listScreen(first: 10)
        let back = Self.listScreen(first: 11)
        let region = wholeScreen(front.size)
        let scrolls = front.scrollRows(toward: back, in: region)
        #expect(scrolls == [RowScroll(rows: 1..<18, distance: 1)], "the bars stay, the list moves up a row")
        let runs = front.update(to: back, in: region)
        #expect(Set(runs.map(\.row)) == [0, 17, 18], "the counter, the row that came in and the selection")
        #expect(front == back)
    }

    @Test func anUpThatScrollsShiftsDown() {
        var front = Self.listScreen(first: 11, selectedRow: 1)
        let back = Self.listScreen(first: 10, selectedRow: 1)
        let scrolls = front.scrollRows(toward: back, in: wholeScreen(front.size))
        #expect(scrolls == [RowScroll(rows: 2..<19, distance: -1)])
        _ = front.update(to: back, in: wholeScreen(front.size))
        #expect(front == back)
    }

    @Test func noScrollWhenNothingMovedOrTheBandIsNotWholeRows() {
        var same = Self.listScreen(first: 10)
        #expect(same.scrollRows(toward: Self.listScreen(first: 10), in: wholeScreen(same.size)).isEmpty)
        var front = Self.listScreen(first: 10)
        var column = DirtyRegion(size: front.size)
        column.add(Rect(x: 0, y: 0, width: 39, height: 20))
        #expect(front.scrollRows(toward: Self.listScreen(first: 11), in: column).isEmpty, "a terminal scrolls whole lines only")
        #expect(front == Self.listScreen(first: 10), "and the grid is left as it was")
    }

    /// A terminal that shifts bands of rows, as a scroll region does, and records the frames.
    final class ScrollingTerminal: Terminal {
        var size: Size
        var isMonochrome: Bool { false }
        var scrollsRows: Bool { true }
        var screen: CellGrid
        var frames: [FrameUpdate] = []
        init(size: Size) { self.size = size; screen = CellGrid(size: size) }
        func nextEvent(timeoutMilliseconds timeout: Int?) -> TerminalEvent? { nil }
        func present(_ update: FrameUpdate) {
            frames.append(update)
            if update.isFullRepaint { screen = CellGrid(size: size) }
            for scroll in update.scrolls {
                let before = screen
                for y in scroll.rows {
                    let from = y + scroll.distance
                    for x in 0..<size.width { screen[x, y] = scroll.rows.contains(from) ? before[x, from] : .blank }
                }
            }
            for run in update.runs {
                var x = run.column
                for glyph in run.glyphs {
                    screen.draw(glyph.text, at: Point(x: x, y: run.row), style: run.style)
                    x += glyph.width
                }
            }
        }
        func setStatus(_ status: String) {}
        func copyToClipboard(_ bytes: [UInt8]) {}
        func suspend() {}
        func resume() {}
        nonisolated func wake() {}
    }

    /// Lines numbered from `first`, full width, a bar above and below.
    final class Lines: View {
        var first = 0 { didSet { setNeedsDisplay() } }
        override func draw(_ surface: inout Surface) {
            surface.draw("bar \(first)", at: Point(x: 0, y: 0), style: Style(.bold))
            for y in 1..<(bounds.height - 1) { surface.draw("line \(first + y)", at: Point(x: 0, y: y)) }
            surface.draw("bottom", at: Point(x: 0, y: bounds.height - 1), style: Style(.bold))
        }
    }

    @Test func theApplicationSendsAScrollAndTheTerminalShowsWhatAFullRenderDraws() {
        let lines = Lines()
        let root = ViewController()
        root.view.addSubview(lines)
        let terminal = ScrollingTerminal(size: Size(width: 30, height: 12))
        let app = Application(terminal: terminal, rootViewController: root)
        lines.frame = Rect(x: 0, y: 0, width: 30, height: 12)
        app.renderIfNeeded()
        for step in 1...3 {
            lines.first = step
            app.renderIfNeeded()
            #expect(terminal.frames.last?.scrolls == [RowScroll(rows: 1..<11, distance: 1)], "step \(step)")
            #expect(Set(terminal.frames.last?.runs.map(\.row) ?? []) == [0, 10], "the bar and the line that came in")
            #expect(terminal.screen == app.window.render(), "step \(step)")
        }
        lines.first = 0
        app.renderIfNeeded()
        #expect(terminal.frames.last?.scrolls == [RowScroll(rows: 1..<11, distance: -3)])
        #expect(terminal.screen == app.window.render())
    }
}
