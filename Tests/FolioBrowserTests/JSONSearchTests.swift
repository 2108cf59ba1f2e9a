import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Deep search (`f`): the whole document off the main loop, `path = value` results, Enter jumps
/// with the stack rebuilt, `n`/`N` step through.
@MainActor
@Suite struct JSONSearchTests {
    static let document = #"""
    {"packages": [
      {"Package": "bash", "Version": "5.2.15-2", "Depends": ["base-files", "debianutils"]},
      {"Package": "coreutils", "Version": "9.1-1", "Depends": ["libc6", "libselinux1"]},
      {"Package": "dash", "Depends": ["debianutils (>= 2.15)", "Bash-like"], "Notes": {"bash": "not really"}}
    ], "shell": "bash"}
    """#

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func findsNamesAndValuesWithSmartCase() throws {
        let document = try JSONDocument.parse(Array(Self.document.utf8))
        let scope = [JSONSearch.Scope(node: document.root)]
        let lower = try #require(JSONSearch.run(document, pattern: "bash", scopes: scope))
        #expect(lower.hits.map(\.path) == [".packages[0].Package", ".packages[2].Depends[1]", ".packages[2].Notes.bash", ".shell"])
        #expect(lower.hits.map(\.preview) == ["\"bash\"", "\"Bash-like\"", "\"not really\"", "\"bash\""])
        #expect(lower.hits[0].titles == ["packages", "[0]", "Package"])
        #expect(lower.summary == "4 matches")
        let upper = try #require(JSONSearch.run(document, pattern: "Bash", scopes: scope))
        #expect(upper.hits.map(\.path) == [".packages[2].Depends[1]"], "a capital makes the case count")
        #expect(JSONSearch.run(document, pattern: "2.15", scopes: scope)?.hits.map(\.path) == [".packages[0].Version", ".packages[2].Depends[0]"])
        #expect(JSONSearch.run(document, pattern: "zzz", scopes: scope)?.summary == "No match for zzz")
        // An escape in the document can hide a match from a byte search: decoded, it is found.
        let escaped = try JSONDocument.parse(Array(#"["caf\u00e9", "CAF\u00c9"]"#.utf8))
        #expect(JSONSearch.run(escaped, pattern: "café", scopes: [JSONSearch.Scope(node: escaped.root)])?.matchCount == 2)
    }

    @Test func aCancelledSearchReturnsNothing() throws {
        let text = "[" + (0..<300_000).map { "\"item \($0)\"" }.joined(separator: ",") + "]"
        let document = try JSONDocument.parse(Array(text.utf8))
        let task = CancellationFlag()
        task.cancel()
        #expect(JSONSearch.run(document, pattern: "item", scopes: [JSONSearch.Scope(node: document.root)], task: task) == nil)
        var fractions: [Double] = []
        let all = JSONSearch.run(document, pattern: "item 29999", scopes: [JSONSearch.Scope(node: document.root)]) { fractions.append($0) }
        #expect(all?.matchCount == 11)
        #expect(!fractions.isEmpty && fractions == fractions.sorted())
        let capped = JSONSearch.run(document, pattern: "item", scopes: [JSONSearch.Scope(node: document.root)])
        #expect(capped?.hits.count == JSONSearch.maximumHits)
        #expect(capped?.matchCount == 300_000)
        #expect(capped?.summary == "10000 of 300000 matches shown")
    }

    @Test func leavingTheSearchDropsItsResults() throws {
        let text = "[" + (0..<400_000).map { "\"item \($0)\"" }.joined(separator: ",") + "]"
        let (harness, _) = try JSONScreens.browser(text, size: Size(width: 100, height: 9))
        harness.press(.character("f"))
        harness.type("item")
        harness.press(.enter)
        let nav = try #require((harness.app.window.rootViewController as? SplitViewController)?.viewControllers.first as? NavigationController)
        let search = try #require(nav.topViewController as? JSONSearchViewController)
        #expect(search.session.searchWorker.isBusy, "the search runs off the main loop")
        harness.press(.left)  // back: leaving the screen cancels the search
        #expect(!(nav.topViewController is JSONSearchViewController))
        #expect(!search.session.searchWorker.isBusy)
        // The worker is idle, so a result it posted is already queued: running the queue drops it.
        harness.settle()
        #expect(search.session.search == nil)
        #expect(search.results == nil)
    }

    /// The sample document with `f` `bash` searched: four hits listed.
    func searchedForBash() throws -> ScreenHarness {
        let (harness, _) = try JSONScreens.browser(Self.document, size: Size(width: 100, height: 9))
        harness.press(.character("f"))
        harness.type("bash")
        harness.press(.enter)
        JSONScreens.waitFor("4 matches", in: harness)
        return harness
    }

    @Test func backFromAJumpShowsThePoppedListsSelectionInTheDetail() throws {
        let harness = try searchedForBash()
        harness.press(.down, .down, .enter)
        #expect(harness.screen.contains(".packages[2].Notes.bash"))
        harness.press(.left)
        // Caught if the list the jump built under the hit keeps the hit's detail when it comes
        // back on top (its selection, Notes, is what the detail must show).
        #expect(harness.screen.contains("‹ packages"), "back on the [2] list:\n\(harness.screen)")
        #expect(harness.screen.contains(".packages[2].Notes") && !harness.screen.contains(".packages[2].Notes.bash"),
                "the detail follows the selection:\n\(harness.screen)")
        // The [2] list on top again, Notes selected (reversed), its object in the detail.
        check(harness, "json-search-jump-back", #"""
         ‹ packages     [2]            3/3 │                             Notes
         Package  "dash"                   │ .packages[2].Notes
         Depends  ["debianutils (>…  [2] › │ object, 1 member (v: raw JSON)
         Notes  {bash: "not really…  {1} › │
                                           │ bash  "not really"
                                           │
                                           │
                                           │
         / Filter                          │
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                  dddddd                   d
         BBBBBBB  ddddddddddddddddd dddddd d
        RbbbbbRRaaaaaaaaaaaaaaaaaaaRaaaaaaRd
                                           d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        harness.press(.left)
        #expect(harness.screen.contains(".packages[2]") && !harness.screen.contains(".packages[2].Notes"),
                "and again one level up:\n\(harness.screen)")
    }

    @Test func theDetailFollowsTheSelectedHit() throws {
        let harness = try searchedForBash()
        // Each hit shows the record it is in: the hit's row has the value already.
        harness.press(.down, .down)
        #expect(harness.screen.contains("│ .packages[2].Notes\n"), "the third hit's object:\n\(harness.screen)")
        #expect(harness.screen.contains("bash  \"not really\""))
        harness.press(.down)
        // A top-level member is in the document itself, titled by the file's name.
        check(harness, "json-search-top-level-hit", #"""
         ‹ doc.json   Search     4 matches │                            doc.json
         Search all: bash                  │ .
         .packages[0].Package  = "bash"    │ object, 2 members (v: raw JSON)
         .packages[2].Depends[1]  = "Bas…  │
         .packages[2].Notes.bash  = "not…  │ packages  [{…}, {…}, {…}]
         .shell  = "bash"                  │ shell  "bash"
                                           │
                                           │
                                           │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbbbbbbbbb                      d
                               dddddddd    d
                                  ddddddd  d
                                  ddddddd  d
        RRRRRRRRRaaaaaaaaRRRRRRRRRRRRRRRRRRd
                                           d
                                           d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        // Narrowed, the search alone; widened again, the detail shows the hit now selected.
        harness.resize(to: Size(width: 60, height: 9))
        harness.press(.up)
        #expect(!harness.screen.contains("│"), "one column:\n\(harness.screen)")
        harness.resize(to: Size(width: 100, height: 9))
        #expect(harness.screen.contains("│ .packages[2].Notes\n"), "the third hit's object again:\n\(harness.screen)")
        // Back on the top list, the detail follows its own selection again.
        harness.press(.left)
        #expect(harness.screen.contains("│ .packages\n"), "the list's selection, packages:\n\(harness.screen)")
        #expect(harness.screen.contains("array, 3 elements"))
    }

    @Test func searchingAgainReplacesTheLastPattern() throws {
        let harness = try searchedForBash()
        // The last pattern is shown selected: typing replaces it rather than adding to it.
        harness.press(.character("f"))
        #expect(harness.screen.contains("Search all: bash"))
        harness.type("dash")
        harness.press(.enter)
        JSONScreens.waitFor("1 match", in: harness)
        #expect(harness.screen.contains("Search all: dash"))
        #expect(harness.screen.contains(".packages[2].Package  = \"dash\""), "\(harness.screen)")
    }

    /// The search screen on top of the navigation stack, if it is.
    func searchScreen(_ harness: ScreenHarness) -> JSONSearchViewController? {
        let nav = (harness.app.window.rootViewController as? SplitViewController)?.viewControllers.first as? NavigationController
        return nav?.topViewController as? JSONSearchViewController
    }

    @Test func fAfterAJumpTypesANewPatternFromItsFirstLetter() throws {
        let harness = try searchedForBash()
        harness.press(.down, .down, .enter)  // jump to the third hit: the search screen goes
        #expect(searchScreen(harness) == nil)
        // `f` opens the search typing, the last pattern selected (reversed) over its results:
        // caught if it opens in the results, where the `f` of `files` would start the edit.
        harness.press(.character("f"))
        check(harness, "json-search-f-after-jump", #"""
         ‹ Notes      Search     4 matches │                             Notes
         Search all: bash                  │ .packages[2].Notes
         .packages[0].Package  = "bash"    │ object, 1 member (v: raw JSON)
         .packages[2].Depends[1]  = "Bas…  │
         .packages[2].Notes.bash  = "not…  │ bash  "not really"
         .shell  = "bash"                  │
                                           │
                                           │
                                           │
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbbbbbbbbbrrrr                  d
                               dddddddd    d
                                  ddddddd  d
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                 dddddddd                  d
                                           d
                                           d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        harness.type("files")
        #expect(searchScreen(harness)?.searchView.field.text == "files", "\(harness.screen)")
        harness.press(.enter)
        JSONScreens.waitFor("1 match", in: harness)
        #expect(searchScreen(harness)?.results?.hits.map(\.path) == [".packages[0].Depends[0]"], "\(harness.screen)")
    }

    /// The results of `bash`, the results holding the keys (bold selection bar) and the
    /// pattern not being edited: what help, the other column and an abandoned edit give back.
    static let bashResultsWithTheKeys = #"""
         ‹ doc.json   Search     4 matches │                              [0]
         Search all: bash                  │ .packages[0]
         .packages[0].Package  = "bash"    │ object, 3 members (v: raw JSON)
         .packages[2].Depends[1]  = "Bas…  │
         .packages[2].Notes.bash  = "not…  │ Package  "bash"
         .shell  = "bash"                  │ Version  "5.2.15-2"
                                           │ Depends  ["base-files", "debianutils"]
                                           │
                                           │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbbbbbbbbb                      d
        RRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaRRRRd
                                  ddddddd  d
                                  ddddddd  d
                 dddddddd                  d
                                           d
                                           d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#

    @Test func theHelpGivesTheKeysBackToTheResults() throws {
        let harness = try searchedForBash()
        harness.press(.character("?"))
        #expect(harness.screen.contains("Help: Esc closes"))
        harness.press(.escape)
        // The results have the keys again (bold selection bar), the pattern is not being edited.
        check(harness, "json-search-after-help", Self.bashResultsWithTheKeys)
        harness.press(.character("h"))
        #expect(searchScreen(harness) == nil, "h goes back, it types nothing:\n\(harness.screen)")
        #expect(harness.screen.contains("packages  [{…}, {…}, {…}]"))
    }

    @Test func theHelpWhileTypingGivesTheKeysBackToTheField() throws {
        let harness = try searchedForBash()
        harness.press(.character("f"))
        harness.type("da")
        harness.press(.f(1))
        #expect(harness.screen.contains("Help: Esc closes"))
        harness.press(.escape)
        harness.type("sh")
        #expect(searchScreen(harness)?.searchView.field.text == "dash")
    }

    @Test func theOtherColumnGivesTheKeysBackToTheResults() throws {
        let harness = try searchedForBash()
        harness.press(.tab, .tab)  // to the detail and back
        harness.press(.down)
        harness.type("j")
        let search = try #require(searchScreen(harness))
        #expect(search.searchView.field.text == "bash", "j moves in the results, it types nothing")
        #expect(search.searchView.listView.selectedRow == 2)
    }

    @Test func escWhileTypingShowsTheResultsOwnPattern() throws {
        let harness = try searchedForBash()
        harness.press(.character("f"))
        harness.type("da")
        harness.press(.escape)
        // Caught if the field keeps the abandoned `da` over the results of `bash`.
        check(harness, "json-search-edit-cancelled", Self.bashResultsWithTheKeys)
        // Typing again starts from the results' pattern.
        harness.press(.character("f"))
        harness.press(.end)
        harness.type("-like")
        #expect(searchScreen(harness)?.searchView.field.text == "bash-like")
    }

    @Test func resultsJumpAndStep() throws {
        let harness = try searchedForBash()
        check(harness, "json-search-results", Self.bashResultsWithTheKeys)
        harness.press(.down, .down, .enter)
        check(harness, "json-search-jump", #"""
         ‹ [2]         Notes           1/1 │                              bash
         bash  "not really"                │ .packages[2].Notes.bash
                                           │ string, 10 bytes (v: raw JSON)
                                           │
                                           │ not really
                                           │
                                           │
                                           │
         / Filter                          │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRaaaaaaaaaaaaRRRRRRRRRRRRRRRRd
                                           d
                                           d
                                           d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        let nav = try #require((harness.app.window.rootViewController as? SplitViewController)?.viewControllers.first as? NavigationController)
        #expect(nav.viewControllers.compactMap { ($0 as? ItemListViewController)?.title } == ["doc.json", "packages", "[2]", "Notes"])
        harness.press(.character("n"))
        #expect(harness.screen.contains(".shell"), "n goes on to the fourth hit, at the top level")
        #expect(nav.viewControllers.count == 1)
        harness.press(.character("n"))
        #expect(harness.screen.contains(".packages[0].Package"), "and wraps around to the first")
        #expect(nav.viewControllers.compactMap { ($0 as? ItemListViewController)?.title } == ["doc.json", "packages", "[0]"])
        harness.press(.character("N"))
        #expect(harness.screen.contains(".shell"))
    }
}
