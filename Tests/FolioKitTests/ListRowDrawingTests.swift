import Testing
@testable import FolioKit

/// Rows given as they are, for drawing tests.
@MainActor
final class FixedRows: ListViewDataSource {
    let rows: [ListRow]
    init(_ rows: [ListRow]) { self.rows = rows }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { rows[index] }
}

/// What a list row shows: the title cut to what the note and the marker leave, the note cut to
/// a third of the row, the `›` of a row with children and the `*` of a marked one, on every
/// path (ASCII drawn from bytes, wide and control text the general way).
@MainActor
@Suite struct ListRowDrawingTests {
    static let rows = [
        ListRow(title: "alpha", detail: "12 KB", hasChildren: true),
        ListRow(title: "a-name-much-too-long-for-its-column", detail: "3 B"),
        ListRow(title: "漢字のファイル名です長い", detail: "note-longer-than-a-third"),
        ListRow(title: "line\nbreak", isMarked: true),
        ListRow(title: "beta", preview: "first line of the file"),
        ListRow(title: "gamma"),
    ]

    func render(width: Int = 30, select: Int = 5) -> (CellGrid, ListView, Window) {
        let window = Window(size: Size(width: width, height: 6))
        let list = ListView(frame: Rect(x: 0, y: 0, width: width, height: 6))
        let source = FixedRows(Self.rows)
        list.dataSource = source
        window.addSubview(list)
        list.reloadData()
        list.selectRow(select)
        window.layoutIfPending()
        let grid = window.render()
        withExtendedLifetime(source) {}
        return (grid, list, window)
    }

    @Test func rowsShowTitlesNotesAndMarkersCutToTheirColumns() {
        let (grid, _, _) = render()
        #expect(grid.lines() == [
            " alpha" + String(repeating: " ", count: 16) + "12 KB ›",
            " a-name-much-too-long-fo… 3 B",
            " 漢字のファイル名… note-long…",
            "*line^Jbreak",
            " beta  first line of the fi…",
            " gamma",
        ])
    }

    @Test func notesAndMarkersAreDimAndTheMarkIsBoldMagenta() {
        let (grid, _, _) = render()
        #expect(grid[22, 0].style == Style(.dim) && grid[28, 0].style == Style(.dim))
        #expect(grid[28, 0].text == "›")
        #expect(grid[24, 1].text == "…" && grid[24, 1].style == .plain && grid[26, 1].style == Style(.dim))
        #expect(grid[0, 3].style == Style(foreground: .magenta, attributes: .bold))
        #expect(grid[1, 3].style.attributes == [.bold], "a marked row's title is bold")
        #expect(grid[5, 3].text == "^" && grid[6, 3].text == "J")
        #expect(grid[7, 4].style == Style(.dim), "the preview is dim")
    }

    @Test func theSelectedRowIsOneBarFromEdgeToEdge() {
        let (grid, list, window) = render(select: 1)
        // Not the first responder: the bar is dimmed.
        for x in 0..<30 { #expect(grid[x, 1].style.attributes.contains([.reverse, .dim]), "column \(x)") }
        #expect(grid[1, 0].style.attributes.contains(.reverse) == false)
        #expect(list.becomeFirstResponder())
        let focused = window.render()
        for x in 0..<30 { #expect(focused[x, 1].style.attributes.contains([.reverse, .bold]), "column \(x)") }
        #expect(focused[1, 2].style.attributes.contains(.reverse) == false)
    }
}
