import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Tab in the `:` prompt when several directories match: the first Tab completes their common
/// prefix and lists them in the notice row, further Tabs put each in the prompt in turn
/// (Shift-Tab backwards), the chosen one marked, a page of them at a time.
@MainActor
@Suite struct PathCompletionMenuTests {
    static let projects = ["project-alpha", "project-beta", "project-delta", "project-epsilon", "project-gamma", "project-zeta"]

    func menu(_ candidates: [String], folder: String = "~/") throws -> PathCompletion.Menu {
        try #require(PathCompletion.Menu(PathCompletion(text: folder + "p", candidates: candidates, folder: folder)))
    }

    @Test func tabCyclesForwardAndShiftTabBackWrappingAround() throws {
        var menu = try menu(["a", "b", "c"])
        #expect(menu.text == "~/p", "no choice yet: the common prefix")
        menu.step(by: 1)
        #expect(menu.text == "~/a/")
        menu.step(by: 1)
        menu.step(by: 1)
        menu.step(by: 1)
        #expect(menu.text == "~/a/", "past the last, the first again")
        menu.step(by: -1)
        #expect(menu.text == "~/c/", "before the first, the last")
        var backwards = try self.menu(["a", "b", "c"])
        backwards.step(by: -1)
        #expect(backwards.text == "~/c/", "Shift-Tab first starts from the last")
        #expect(PathCompletion.Menu(PathCompletion(text: "a/", candidates: ["a"], folder: "")) == nil, "one candidate: no menu")
    }

    @Test func theLineShowsThePageOfTheChosenOneMarked() throws {
        var menu = try menu(Self.projects)
        // 58 columns (a 60-column terminal's notice row): three names a page.
        #expect(menu.line(width: 58) == "Tab cycles: project-alpha  project-beta  project-delta …")
        menu.step(by: 1)
        #expect(menu.line(width: 58) == "1/6: [project-alpha]  project-beta  project-delta …")
        menu.step(by: 1)
        #expect(menu.line(width: 58) == "2/6: project-alpha  [project-beta]  project-delta …", "the page stays, the mark moves")
        menu.step(by: 2)
        #expect(menu.line(width: 58) == "4/6: … [project-epsilon]  project-gamma  project-zeta")
        for width in [20, 30, 58, 80, 118] {
            for _ in Self.projects {
                menu.step(by: 1)
                #expect(TextWidth.width(of: menu.line(width: width)) <= width, "\(menu.line(width: width)) fits \(width)")
                #expect(menu.line(width: width).contains("["), "the chosen one is always on the line")
            }
        }
        #expect(menu.line(width: 118).hasSuffix("project-zeta"), "wide, one page: \(menu.line(width: 118))")
    }

    @Test func namesAreShownInTheirVisibleForm() throws {
        var menu = try menu(["bad\nname", "bidi\u{202E}txt"])
        menu.step(by: 1)
        let line = menu.line(width: 58)
        #expect(!line.contains("\n") && !line.contains("\u{202E}"), "\(line)")
        #expect(line.hasPrefix("1/2: [bad"))
        #expect(menu.text == "~/bad\nname/", "the prompt keeps the real name")
    }

    /// A browser at 60x12 in a folder of project folders, `:` typed.
    func browserWithPrompt() -> BrowserHarness {
        let b = BrowserHarness()
        for name in Self.projects { b.fixture.directory("work/" + name) }
        b.fixture.file("work/project-notes.txt", "not a directory")
        b.open(b.fixture.path("work"), size: Size(width: 60, height: 12))
        b.press(.character(":"))
        b.type("pro")
        return b
    }

    func check(_ b: BrowserHarness, _ name: String, _ expected: String) {
        let problem = b.harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    var field: (BrowserHarness) -> String { { $0.list?.screen.filterField.text ?? "" } }

    @Test func tabThenTabCyclesTheCandidatesShownInTheNoticeRow() {
        let b = browserWithPrompt()
        b.press(.tab)
        #expect(field(b) == "project-")
        b.press(.tab)
        // Caught if a further Tab completes again (the prompt stays `project-`).
        check(b, "completion-menu-first", #"""
                                    work                        1/7
         project-alpha                                            ›
         project-beta                                             ›
         project-delta                                            ›
         project-epsilon                                          ›
         project-gamma                                            ›
         project-zeta                                             ›
         project-notes.txt                                       15


         :project-alpha/
         1/6: [project-alpha]  project-beta  project-delta …
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold c=bold+reverse+blue d=dim e=bold+reverse+black+on-yellow r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RcccccccccccccRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
         BBBBBBBBBBBB                                            dd
         BBBBBBBBBBBBB                                           dd
         BBBBBBBBBBBBBBB                                         dd
         BBBBBBBBBBBBB                                           dd
         BBBBBBBBBBBB                                            dd
                                                                ddd


         b
        eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
        """#)
        b.press(.backTab, .backTab)
        check(b, "completion-menu-back", #"""
                                    work                        1/7
         project-alpha                                            ›
         project-beta                                             ›
         project-delta                                            ›
         project-epsilon                                          ›
         project-gamma                                            ›
         project-zeta                                             ›
         project-notes.txt                                       15


         :project-gamma/
         5/6: … project-epsilon  [project-gamma]  project-zeta
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold c=bold+reverse+blue d=dim e=bold+reverse+black+on-yellow r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RcccccccccccccRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
         BBBBBBBBBBBB                                            dd
         BBBBBBBBBBBBB                                           dd
         BBBBBBBBBBBBBBB                                         dd
         BBBBBBBBBBBBB                                           dd
         BBBBBBBBBBBB                                            dd
                                                                ddd


         b
        eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee
        """#)
        // `/` takes the chosen name (one slash), Enter goes there.
        b.type("/")
        #expect(field(b) == "project-gamma/")
        b.press(.enter)
        #expect(b.list?.item.title == "project-gamma")
    }

    @Test func tabsTypedBeforeTheNamesComeAreCounted() {
        let b = browserWithPrompt()
        // Three Tabs at once: the completion, then two steps, however soon the names come.
        b.harness.press(.tab, .tab, .tab)
        b.settle()
        #expect(field(b) == "project-beta/")
        b.harness.press(.backTab)
        b.settle()
        #expect(field(b) == "project-alpha/")
    }

    @Test func typingEndsTheMenu() {
        let b = browserWithPrompt()
        b.press(.tab, .tab)
        #expect(field(b) == "project-alpha/")
        b.press(.backspace)
        b.press(.tab)
        #expect(field(b) == "project-alpha/", "a fresh completion of project-alpha, not the next candidate")
        b.press(.escape)
        b.press(.character(":"))
        b.type("project-")
        b.press(.tab)
        #expect(field(b) == "project-", "a new prompt starts a new completion")
        #expect(b.harness.window.notice == "Tab cycles: project-alpha  project-beta  project-delta …")
    }
}
