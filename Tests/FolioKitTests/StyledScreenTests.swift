import Testing
import FolioKit
import FolioTesting

/// Golden screens that compare styles as well as text, and the style map they rely on.
@MainActor
@Suite struct StyledScreenTests {
    func stack() -> NavigationController {
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana", "Cherry"]))
        nav.isToolbarHidden = false
        return nav
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func helpOverlayIsABoldTitledPanelOverTheList() {
        let harness = ScreenHarness(root: stack(), size: Size(width: 60, height: 16))
        harness.press(.down, .character("?"))
        check(harness, "help-overlay-60x16", """
                                   Fruit
         Apple                                                    ›
         Banana┌─ Help: Esc closes ────────────────────────┐      ›
         Cherry│  List                                    ┃│      ›
               │    Down/j         Next row               ┃│
               │    Up/k           Previous row           ┃│
               │    PgDn/Ctrl-F    Page down              ┃│
               │    PgUp/Ctrl-B    Page up                ││
               │    Ctrl-D         Half page down         ││
               │    Ctrl-U         Half page up           ││
               │    g/Home         First row              ││
               │    G/End          Last row               ││
               │    Enter/l/Right  Open                   ││
               └───────────────────────────────────────────┘

         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: D=dim+brightBlack R=dim+reverse a=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                                 dd
        RRRRRRR  bbbbbbbbbbbbbbbbbb                         RRRRRRRR
                                                          b      dd
                                                          b
                                                          b
                                                          b
                                                          D
                                                          D
                                                          D
                                                          D
                                                          D
                                                          D


        rarrrrrrrrrarrrrrrrarrrrrrrrraaaaaarrrrrrrrrrarrrrrrrrrrrrrr
        """)
    }

    @Test func noticeBarCoversTheBottomRowInItsOwnColours() {
        let harness = ScreenHarness(root: stack(), size: Size(width: 40, height: 6))
        harness.window.notice = "Copied “Apple”"
        harness.settle()
        check(harness, "notice-40x6", """
                         Fruit
         Apple                                ›
         Banana                               ›
         Cherry                               ›

         Copied “Apple”
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                             dd
                                             dd

        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """)
    }

    @Test func aGoldenWithoutStylesComparesTextOnly() {
        let harness = ScreenHarness(root: stack(), size: Size(width: 40, height: 6))
        #expect(harness.mismatch(harness.screen, name: "text-only") == nil)
        #expect(harness.mismatch(harness.screen, name: "text-only", styles: true) != nil, "asked for styles, the golden has none")
    }

    @Test func styleLettersAreNamedByTheLegendNotByTheirShape() throws {
        var grid = CellGrid(size: Size(width: 4, height: 2))
        grid.draw("ab", at: .zero, style: Style(.reverse))
        grid.draw("c", at: Point(x: 0, y: 1), style: Style(foreground: .blue, attributes: .bold))
        let recorded = StyleMap(grid: grid)
        #expect(recorded.section == ["~~~ styles: B=bold+blue r=reverse", "rr", "B"])
        let renamed = try StyleMap(section: ["~~~ styles: x=reverse q=bold+blue", "xx", "q"], width: 4, height: 2)
        #expect(renamed == recorded)
        let underlined = try StyleMap(section: ["~~~ styles: u=underline q=bold+blue", "uu", "q"], width: 4, height: 2)
        #expect(underlined != recorded, "a highlight that turns into underline is a difference")
        #expect(throws: StyleMapError.self) { try StyleMap(section: ["~~~ styles: r=reverse", "rz"], width: 4, height: 2) }
        #expect(throws: StyleMapError.self) { try StyleMap(section: ["styles", "r"], width: 4, height: 2) }
    }

    @Test func aStyleChangeIsReportedWithItsRowAndColumn() {
        var grid = CellGrid(size: Size(width: 3, height: 1))
        grid.draw("abc", at: .zero, style: Style(.reverse))
        let golden = "abc\n~~~ styles: r=reverse\nrr"
        let report = ScreenComparison.mismatch(grid: grid, expected: golden, name: "one-row") ?? ""
        #expect(report.contains("row 1: 1 cells, column 3: expected plain, actual reverse"), "\(report)")
        #expect(ScreenComparison.mismatch(grid: grid, expected: "abc\n~~~ styles: r=reverse\nrrr", name: "one-row") == nil)
    }
}
