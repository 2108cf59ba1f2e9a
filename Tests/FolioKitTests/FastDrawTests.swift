import Testing
@testable import FolioKit

/// The drawing shortcuts a frame takes (text drawn from its bytes, prepared cells put
/// directly) leave exactly the cells the general path leaves, styles included.
@MainActor
@Suite struct FastDrawTests {
    /// Texts that take each path: printable ASCII (short, exact, too long), wide, combining,
    /// control characters that must show in caret form, a bidi override, an emoji, nothing.
    static let texts = ["", "a", "notes.txt", "exactly-ten", "a-rather-long-file-name.tar.gz", "漢字のファイル名",
                        "e\u{301}clair", "line\nbreak", "tab\there", "bidi-\u{202E}gnp.exe", "👍 ok", "~!@#$%^&*()_+{}|"]

    /// A 24x3 grid holding a wide glyph under every cell the text could land on, so both paths
    /// must also repair what they overwrite.
    func background(monochrome: Bool) -> Surface {
        var grid = CellGrid(size: Size(width: 24, height: 3))
        for y in 0..<3 { grid.draw("中文中文中文中文中文中文", at: Point(x: 0, y: y), style: .plain) }
        return Surface(grid: grid, isMonochrome: monochrome)
    }

    @Test(arguments: [false, true])
    func fittedTextDrawsWhatTheTruncatedTextDraws(monochrome: Bool) {
        let style = Style(foreground: .cyan, attributes: .bold)
        for text in Self.texts {
            for width in [0, 1, 2, 5, 10, 11, 30] {
                for clip in [Rect(x: 0, y: 0, width: 24, height: 3), Rect(x: 4, y: 1, width: 7, height: 1)] {
                    var fast = background(monochrome: monochrome), general = background(monochrome: monochrome)
                    fast.clip = clip
                    general.clip = clip
                    let fastEnd = fast.drawFitted(text, at: Point(x: 3, y: 1), width: width, style: style)
                    let generalEnd = general.draw(TextWidth.truncate(text, toWidth: width), at: Point(x: 3, y: 1), style: style)
                    #expect(fast.grid == general.grid, "\(text.debugDescription) in \(width) columns, clip \(clip)")
                    #expect(fastEnd == generalEnd, "\(text.debugDescription) in \(width) columns ends at the same column")
                    #expect(Surface.fittedWidth(text, width: width) == TextWidth.width(of: TextWidth.truncate(text, toWidth: width)))
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func surfaceTextDrawsWhatTheGridsGeneralPathDraws(monochrome: Bool) {
        let style = Style(foreground: .cyan, attributes: .bold)
        let shown = monochrome ? style.withoutColor : style
        for text in Self.texts {
            for clip in [Rect(x: 0, y: 0, width: 24, height: 3), Rect(x: 4, y: 1, width: 7, height: 1),
                         Rect(x: 0, y: 2, width: 24, height: 1)] {
                var surface = background(monochrome: monochrome)
                surface.origin = Point(x: 1, y: 0)
                surface.clip = clip
                var grid = surface.grid
                let end = surface.draw(text, at: Point(x: 2, y: 1), style: style)
                let gridEnd = grid.draw(text, at: Point(x: 3, y: 1), style: shown, clip: clip)
                #expect(surface.grid == grid, "\(text.debugDescription), clip \(clip)")
                #expect(end == gridEnd - 1, "\(text.debugDescription) ends at the same column")
            }
        }
    }

    @Test func aPutCellBlanksTheOtherHalfOfTheWideGlyphItLandsOn() {
        let line = Cell(text: "│", style: Style(.dim), width: 1)
        var grid = CellGrid(size: Size(width: 6, height: 1))
        grid.draw("中文中", at: .zero, style: .plain)
        // On a left half: its continuation becomes a space.
        grid.put(line, x: 2, y: 0, clip: grid.bounds)
        // On a continuation: the left half becomes a space.
        grid.put(line, x: 5, y: 0, clip: grid.bounds)
        #expect(grid.lines() == ["中│  │"])
        #expect(grid[2, 0] == line && grid[3, 0].width == 1 && grid[4, 0].width == 1 && grid[5, 0] == line)
        #expect(grid[0, 0].text == "中" && grid[1, 0].width == 0)
    }

    @Test func aPutCellOutsideTheClipOrTheGridLeavesEveryCell() {
        let cell = Cell(text: "┃", style: Style(.bold), width: 1)
        var grid = CellGrid(size: Size(width: 4, height: 2))
        let before = grid
        grid.put(cell, x: 1, y: 0, clip: Rect(x: 2, y: 0, width: 2, height: 2))
        grid.put(cell, x: 2, y: 1, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        grid.put(cell, x: 4, y: 0, clip: Rect(x: 0, y: 0, width: 9, height: 9))
        grid.put(cell, x: -1, y: 0, clip: Rect(x: -5, y: 0, width: 9, height: 9))
        #expect(grid == before)
    }

    @Test func aPutCellIsPlacedInViewCoordinatesAndLosesItsColourInMonochrome() {
        let cell = Cell(text: "│", style: Style(foreground: .brightBlack, attributes: .dim), width: 1)
        var surface = Surface(grid: CellGrid(size: Size(width: 5, height: 3)), isMonochrome: true)
        surface.origin = Point(x: 2, y: 1)
        surface.put(cell, at: Point(x: 1, y: 1))
        #expect(surface.grid[3, 2].text == "│")
        #expect(surface.grid[3, 2].style == Style(.dim))
    }
}
