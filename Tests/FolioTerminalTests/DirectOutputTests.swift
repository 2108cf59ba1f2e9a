import Foundation
import CNcursesw
@testable import FolioKit
import Testing
@testable import FolioTerminal

/// Frames written straight to the terminal: each run is an address, its style and its text, with
/// xterm-256color's own strings; a scroll is a scroll region shift.
@MainActor
@Suite(.serialized) struct DirectOutputTests {
    /// The writer for xterm-256color (terminfo loaded with `setupterm`, no screen opened).
    func xterm(isMonochrome: Bool = false) -> DirectOutput? {
        var status: Int32 = 0
        guard setupterm("xterm-256color", -1, &status) == OK else { return nil }
        return DirectOutput(colors: 256, isMonochrome: isMonochrome)
    }

    func bytes(_ update: FrameUpdate, isMonochrome: Bool = false) -> String {
        guard var output = xterm(isMonochrome: isMonochrome) else { return "no terminfo" }
        var out: [UInt8] = []
        output.append(update, rows: 24, columns: 80, to: &out) { $0.text }
        return String(decoding: out, as: UTF8.self)
    }

    func run(_ text: String, row: Int, column: Int, style: Style = .plain) -> GridRun {
        GridRun(row: row, column: column, glyphs: TextWidth.glyphs(text), style: style)
    }

    @Test func oneChangedCellIsOneAddressAndOneCharacter() {
        #expect(bytes(FrameUpdate(runs: [run("7", row: 4, column: 9)])) == "\u{1B}[5;10H7")
    }

    @Test func aStyledRunSetsItsAttributesAndColoursAndTheFrameEndsPlain() {
        let style = Style(foreground: .palette(4), background: .palette(196), attributes: [.bold, .reverse])
        #expect(bytes(FrameUpdate(runs: [run("ab", row: 0, column: 0, style: style)]))
                == "\u{1B}[1H\u{1B}[1;7m\u{1B}[34m\u{1B}[48;5;196mab\u{1B}[m")
        #expect(bytes(FrameUpdate(runs: [run("ab", row: 0, column: 0, style: style)]), isMonochrome: true)
                == "\u{1B}[1H\u{1B}[1;7mab\u{1B}[m", "no colours without colour")
    }

    @Test func aRunStartingWhereTheLastEndedNeedsNoAddress() {
        let frame = FrameUpdate(runs: [run("ab", row: 2, column: 3), run("c", row: 2, column: 5, style: Style(.dim)),
                                       run("d", row: 2, column: 8)])
        #expect(bytes(frame) == "\u{1B}[3;4Hab\u{1B}[2mc\u{1B}[3;9H\u{1B}[md")
    }

    @Test func theCursorIsPlacedAfterTheRuns() {
        #expect(bytes(FrameUpdate(runs: [run("x", row: 0, column: 0)], cursor: Point(x: 4, y: 1))) == "\u{1B}[1Hx\u{1B}[2;5H")
    }

    @Test func aScrollShiftsItsBandInAScrollRegionBeforeTheRuns() {
        let up = FrameUpdate(runs: [run("new", row: 17, column: 0)], scrolls: [RowScroll(rows: 1..<18, distance: 1)])
        #expect(bytes(up) == "\u{1B}[2;18r\u{1B}[18H\n\u{1B}[1;24r\u{1B}[18Hnew")
        let down = FrameUpdate(runs: [], scrolls: [RowScroll(rows: 1..<18, distance: -2)])
        #expect(bytes(down) == "\u{1B}[2;18r\u{1B}[2H\u{1B}M\u{1B}M\u{1B}[1;24r")
        #expect(xterm()?.canScroll == true)
    }
}

extension DirectOutputTests {
    @Test func aLongPlainBlankTailIsErasedInOneString() {
        let shorter = run("ab" + String(repeating: " ", count: 20), row: 3, column: 0)
        #expect(bytes(FrameUpdate(runs: [shorter, run("z", row: 3, column: 23)])) == "\u{1B}[4Hab\u{1B}[20X\u{1B}[4;24Hz",
                "the cursor stays before the erased cells, so the next run is addressed")
        #expect(bytes(FrameUpdate(runs: [shorter, run("z", row: 3, column: 22)])) == "\u{1B}[4Hab \u{1B}[19bz",
                "a run that starts where the blanks end follows a repeat instead, with no address")
        let reversed = run("ab" + String(repeating: " ", count: 20), row: 3, column: 0, style: Style(.reverse))
        #expect(!bytes(FrameUpdate(runs: [reversed])).contains("X"), "erasing would not show the reverse look")
        let short = run("ab" + String(repeating: " ", count: 5), row: 3, column: 0)
        #expect(bytes(FrameUpdate(runs: [short])) == "\u{1B}[4Hab     ")
    }
}

extension DirectOutputTests {
    /// A Down in a list (as in the stack layout): the old row loses the selection, the next row gets it.
    ///
    /// The new row's dim size column is bold, dim and reverse. Column 1 is CUP's default, a
    /// style set from the default look needs no reset, and one that only adds to the style before
    /// writes what it adds: at 120 columns, a Down's 120 bytes became 104 (nnn's: 106).
    @Test func aDownInAListWritesOnlyWhatChangesTheLook() {
        let selected = Style(attributes: [.bold, .reverse])
        func row(_ name: String, _ row: Int, _ base: Style, _ dim: Style) -> [GridRun] {
            [run(" \(name)" + String(repeating: " ", count: 40), row: row, column: 0, style: base),
             run(" 0", row: row, column: 56, style: dim), run(" ", row: row, column: 58, style: base)]
        }
        let frame = FrameUpdate(runs: row("file-000007.txt", 12, .plain, Style(.dim))
                                + row("file-000008.txt", 13, selected, Style(attributes: [.bold, .dim, .reverse])))
        #expect(bytes(frame) == "\u{1B}[13H file-000007.txt \u{1B}[39b\u{1B}[2m 0\u{1B}[m "
                + "\u{1B}[14H\u{1B}[1;7m file-000008.txt \u{1B}[39b\u{1B}[2m 0\u{1B}[0;1;7m \u{1B}[m")
    }
}
