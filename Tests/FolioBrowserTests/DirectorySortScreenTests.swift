import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Directory lists on screen: the reversed order (`S`) and the way back, the sort key in the row notes, ties in name order both ways, the marks counted in the bar, and what a folder of dotfiles says.
///
/// Goldens with their styles, at 60x10 (one column: the list alone).
@MainActor
@Suite struct DirectorySortScreenTests {
    let size = Size(width: 60, height: 10)

    func check(_ b: BrowserHarness, _ name: String, _ expected: String) {
        let problem = ScreenComparison.mismatch(grid: b.harness.terminal.screen, expected: expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Writes `name` in `folder` with `size` bytes, modified at `modified` (when given).
    func file(_ b: BrowserHarness, _ path: String, bytes: Int, modified: Date? = nil) {
        b.fixture.file(path, String(repeating: "x", count: bytes))
        if let modified { touch(b, path, modified) }
    }

    func touch(_ b: BrowserHarness, _ path: String, _ date: Date) {
        do {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: b.fixture.path(path))
        } catch {
            Issue.record("fixture: cannot set the time of \(path): \(error)")
        }
    }

    /// Noon (UTC) of a day early in February 2001-2003, far from today: shown as its month and year.
    func day(_ year: Int) -> Date { Date(timeIntervalSince1970: TimeInterval((year - 1970) * 365 * 86_400 + 40 * 86_400 + 43_200)) }

    /// `date` as the note shows it (`Feb 2001`), worked out with Foundation's calendar in local
    /// time (the program uses `localtime_r`).
    func note(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
    }

    @Test func timesAreAsPreciseAsTheirAgeNeeds() throws {
        var parts = DateComponents()
        (parts.year, parts.month, parts.day, parts.hour, parts.minute) = (2026, 6, 15, 14, 3)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let now = try #require(calendar.date(from: parts))
        func shown(_ days: Double, _ hours: Double = 0) -> String {
            FileItem.shortTime(now.addingTimeInterval(-(days * 86_400 + hours * 3_600)), now: time_t(now.timeIntervalSince1970))
        }
        #expect(shown(0, 5) == "09:03", "today: the time")
        #expect(shown(1) == "Jun 14", "this half year: the day")
        #expect(shown(100) == "Mar 7")
        #expect(shown(200) == "Nov 2025", "older: the month")
        #expect(shown(-1) == "Jun 2026", "the future: the month")
    }

    @Test func sizeSortShowsSizesReversesAndComesBack() {
        let b = BrowserHarness()
        for (name, bytes) in [("e", 2000), ("c", 3), ("b", 2000), ("a", 3), ("f", 10)] { file(b, "sizes/" + name, bytes: bytes) }
        b.open(b.fixture.path("sizes"), size: size)
        let byName = b.titles
        #expect(byName == ["a", "b", "c", "e", "f"])
        b.press(.character("s"))
        check(b, "sort-size", """
                                   sizes                        4/5
         b                                                     2.0K
         e                                                     2.0K
         f                                                       10
         a                                                        3
         c                                                        3



         / Filter  s Sort: size  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                                                              ddddd
                                                              ddddd
                                                                ddd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                 dd



        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.character("S"))
        check(b, "sort-size-reversed", """
                                   sizes                        1/5
         a                                                        3
         c                                                        3
         f                                                       10
         b                                                     2.0K
         e                                                     2.0K



         / Filter  s Sort: smallest  o Pager  e Edit              …
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                 dd
                                                                ddd
                                                              ddddd
                                                              ddddd



        rRrrrrrrrrrRrrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrrrrrrrrrrrrrrRr
        """)
        b.press(.character("S"))
        #expect(b.titles == ["b", "e", "f", "a", "c"], "S again: the order before")
        b.press(.character("s"), .character("s"))
        #expect(b.titles == byName, "round the orders and back to names")
    }

    @Test func timeSortShowsTimesWithDirectoriesFirstAndTiesInNameOrderBothWays() {
        let b = BrowserHarness()
        let (t1, t2, t3) = (day(2001), day(2002), day(2003))
        for (name, time) in [("e", t3), ("c", t1), ("b", t1), ("a", t2)] { file(b, "times/" + name, bytes: 1, modified: time) }
        b.fixture.directory("times/d2")
        b.fixture.directory("times/d1")
        touch(b, "times/d2", t2)
        touch(b, "times/d1", t1)
        b.open(b.fixture.path("times"), size: size)
        b.press(.character("s"), .character("s"))
        #expect(b.titles == ["d2", "d1", "e", "a", "b", "c"], "newest first; b and c tie, in name order")
        let (n1, n2, n3) = (note(t1), note(t2), note(t3))
        check(b, "sort-time", """
                                   times                        2/6
         d2                                              \(n2) ›
         d1                                              \(n1) ›
         e                                                 \(n3)
         a                                                 \(n2)
         b                                                 \(n1)
         c                                                 \(n1)


         / Filter  s Sort: time  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         BB                                             ddddddddddd
        RbbRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaR
                                                          ddddddddd
                                                          ddddddddd
                                                          ddddddddd
                                                          ddddddddd


        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.character("S"))
        #expect(b.titles == ["d1", "d2", "b", "c", "a", "e"], "oldest first; directories still first, b and c still in name order")
        #expect(b.harness.screen.contains("s Sort: oldest"))
        b.press(.character("s"))
        #expect(b.titles == ["d2", "d1", "e", "c", "b", "a"], "reversed names: Z to A, directories first")
        #expect(b.harness.screen.contains("s Sort: Z-A"))
        #expect(b.row(3).hasSuffix("1"), "by name, a file's note is its size again")
    }

    @Test func theBarCountsTheMarksOfEveryList() {
        let b = BrowserHarness()
        for name in ["marks/a", "marks/b", "marks/sub/x"] { file(b, name, bytes: 1) }
        b.open(b.fixture.path("marks"), size: Size(width: 60, height: 6))
        b.press(.down, .character(" "), .character(" "))
        check(b, "marks-two", """
                                   marks             3/3 [2 marked]
         sub                                                      ›
        *a                                                        1
        *b                                                        1

         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: B=bold+blue M=bold+magenta R=bold+reverse a=bold+dim+reverse b=bold c=bold+reverse+magenta d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         BBB                                                     dd
        Mb                                                       dd
        cRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR

        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.character("g"), .enter)
        #expect(b.row(0).hasSuffix("1/1 [2 marked]"), "marks are global: the list inside counts them too")
        b.press(.character(" "))
        #expect(b.row(0).hasSuffix("1/1 [3 marked]"), "a mark at the last row counts at once")
        b.press(.character("u"))
        #expect(b.row(0).hasSuffix(" 1/1"), "u clears them all")
        b.press(.character("h"))
        #expect(b.row(0).hasSuffix(" 1/3"))
    }

    @Test func aFolderOfDotfilesSaysHowManyAreHidden() {
        let b = BrowserHarness()
        for name in [".a", ".b", ".c"] { file(b, "dots/" + name, bytes: 1) }
        b.open(b.fixture.path("dots"), size: Size(width: 60, height: 6))
        check(b, "dotfiles-hidden", """
                                    dots                        0/0
         No visible entries: 3 hidden (. shows them)



         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         ddddddddddddddddddddddddddddddddddddddddddd



        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.character("."))
        #expect(b.titles == [".a", ".b", ".c"])
        let empty = BrowserHarness()
        empty.fixture.directory("empty")
        empty.open(empty.fixture.path("empty"), size: Size(width: 60, height: 6))
        #expect(empty.row(1) == " Empty", "an empty folder is just empty")
    }

    @Test func theConfigReversesTheOrderAtStart() {
        let (parsed, problems) = Configuration.parse("sort = size\nreverse = on\n", path: "config")
        #expect(problems == [])
        #expect(parsed.reversesOrder)
        #expect(parsed.printed(filePath: "config").contains("reverse = on"))
        #expect(Configuration().printed(filePath: "config").contains("reverse = off"))
        #expect(Configuration.parse("reverse = sideways\n", path: "config").1.map(\.description)
                == ["config:1: reverse must be on or off, not 'sideways'; line skipped"])
    }
}
