import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A Down redraws rows that were drawn before: what a row shows (its colour, its document mark,
/// the position counter's bar item) is made once and reused, counted with a `WorkTally`.
@MainActor
@Suite struct RowWorkTests {
    /// A browser on a folder of files whose names pick colours and document marks.
    func browser(environment: [String: String] = [:]) -> BrowserHarness {
        let browser = BrowserHarness(environment: environment, fileColors: FileColors(lsColors: "*.txt=31:*.gz=01;35"))
        for name in ["alpha.json", "beta.txt", "gamma.tar.gz", "delta.sqlite", "epsilon.md", "zeta.txt"] {
            browser.fixture.file(name, "x\n")
        }
        browser.open(size: Size(width: 120, height: 20))
        return browser
    }

    /// The cell where `text` starts on the screen, if it is there.
    func cell(showing text: String, in browser: BrowserHarness) -> Cell? {
        let grid = browser.harness.terminal.screen
        for (y, line) in grid.lines().enumerated() {
            guard let range = line.range(of: text) else { continue }
            return grid[line.distance(from: line.startIndex, to: range.lowerBound), y]
        }
        return nil
    }

    /// A tally of the work of `browser`'s lists and items from now on.
    func tally(_ browser: BrowserHarness) -> WorkTally {
        let tally = WorkTally()
        tally.watch(browser.split, options: browser.context.settings.options)
        return tally
    }

    @Test func movingTheSelectionColoursAndChecksNoRowAgain() {
        let browser = browser()
        let tally = tally(browser)
        browser.press(.down, .down, .down, .up, .down)
        #expect(browser.list?.listView.selectedRow == 3)
        #expect(tally[.rowStyle] == 0, "rows already drawn were coloured again")
        #expect(tally[.documentCheck] == 0, "names already checked were checked again")
        // What the cache gives is still what the colour table says.
        let txt = FileColors(lsColors: "*.txt=31").style(name: "beta.txt", kind: .regular)
        #expect(cell(showing: "beta.txt", in: browser)?.style.foreground == txt?.foreground)
        let lines = browser.harness.terminal.screen.lines()
        #expect(lines.first { $0.contains("alpha.json") }?.contains("2 › │") == true)
        #expect(lines.first { $0.contains("beta.txt") }?.contains("2 │") == true)
    }

    @Test func aRefreshedStatusIsColouredAgain() throws {
        let browser = browser()
        let item = try #require(browser.list?.rows[5] as? FileItem)
        #expect(item.title == "zeta.txt")
        let tally = tally(browser)
        item.invalidateStatus()
        browser.harness.window.setNeedsDisplay()
        browser.settle()
        #expect(tally[.rowStyle] == 1)
    }

    @Test func thePositionCounterIsRetitledNotReplaced() throws {
        let browser = browser()
        let list = try #require(browser.list)
        let shown = list.navigationItem.rightBarButtonItem
        let tally = tally(browser)
        browser.press(.down, .down)
        #expect(list.navigationItem.rightBarButtonItem === shown)
        #expect(tally[.positionItem] == 0)
        #expect(shown?.title == "3/6")
        #expect(browser.harness.screen.contains("3/6"))
    }
}
