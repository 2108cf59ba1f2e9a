import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// JSON Lines: one row per line, each browsable; a bad line says why, and the rest opens.
@MainActor
@Suite struct JSONLinesTests {
    static let text = """
    {"id": 1, "name": "Ada", "tags": ["math"]}
    {"id": 2, "name": oops}

    [1, 2]
    "just a string"\r
    """

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func parsesEachLineAndKeepsBadOnes() throws {
        let lines = try JSONLinesDocument.parse(JSONBytes(Array(Self.text.utf8)))
        #expect(lines.lines.map(\.number) == [1, 2, 4, 5], "blank lines are skipped")
        #expect(lines.lines.map { $0.root != nil } == [true, false, true, true])
        #expect(lines.lines.invalidCount == 1)
        let error = try #require(lines.error(in: lines.lines[1]))
        #expect(error.line == 2 && error.column == 19)
        #expect(error.message == "'oops' is not a JSON value; strings must be in double quotes")
        let second = try #require(lines.lines[2].root)
        #expect(lines.document.parent(of: lines.document.children(of: second)[1]) == second)
        #expect(lines.document.parent(of: second) == nil, "a line's value is top level")
        #expect(lines.document.key(of: second) == nil)
        let session = JSONSession(document: lines.document, lines: lines)
        #expect(JSONItem(session: session, node: second).title == "line 4", "a line's value made alone is titled by its line")
        #expect(session.lineTitle(of: lines.document.children(of: second)[0]) == nil)
    }

    @Test func aFileThatIsNotJSONLinesAtAllIsRefused() throws {
        let text = String(repeating: "y\n", count: 1_500)
        do {
            _ = try JSONLinesDocument.parse(JSONBytes(Array(text.utf8)))
            Issue.record("expected an error")
        } catch let error as JSONParseError {
            #expect(error.message == "not JSON Lines: the first 1000 lines are all invalid (line 1: 'y' is not a JSON value; strings must be in double quotes)")
        }
    }

    @Test func browsingLinesSearchingAndJumping() throws {
        let file = try JSONScreens.file(Self.text, name: "people.jsonl")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (harness, _) = JSONScreens.browser(file: file, until: "line 1", size: Size(width: 120, height: 8))
        check(harness, "jsonl-rows", #"""
                       people.jsonl           1/4 │                                   line 1
         line 1  {id: 1, name: "Ada", tag…  {3} › │ line 1
         line 2  ✗ not JSON: column 19: 'oops' …  │ object, 3 members (v: raw JSON)
         line 4  [1, 2]                     [2] › │
         line 5  "just a string"                  │ id  1
                                                  │ name  "Ada"
                                                  │ tags  ["math"]
         / Filter                                 │
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrRRRRRRRRRRRRrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbbRRaaaaaaaaaaaaaaaaaaaaaaaaaRaaaaaaRd
                 ddddddddddddddddddddddddddddddd  d
         BBBBBB  dddddd                    dddddd d
                 ddddddddddddddd                  d
                                                  d
                                                  d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        harness.press(.down)
        #expect(harness.screen.contains("line 2 is not valid JSON: column 19: 'oops' is not a JSON value"))
        #expect(harness.screen.contains(#"{"id": 2, "name": oops}"#))
        harness.press(.character("f"))
        harness.type("math")
        harness.press(.enter)
        JSONScreens.waitFor("1 match", in: harness)
        #expect(harness.screen.contains(#"line 1 .tags[0]  = "math""#))
        harness.press(.enter)
        let nav = try #require((harness.app.window.rootViewController as? SplitViewController)?.viewControllers.first as? NavigationController)
        #expect(nav.viewControllers.compactMap { ($0 as? ItemListViewController)?.title } == ["people.jsonl", "line 1", "tags"])
        #expect(harness.screen.contains(".tags[0]"), "the detail shows the path inside the line")
    }

    @Test func theFileSummaryCountsBadLines() throws {
        let file = try JSONScreens.file(Self.text, name: "people.ndjson")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let item = JSONFileItem(path: file.path)
        #expect(item.isLines)
        let rows = try item.finishLoading(item.backgroundWork()({ _ in }))
        #expect(rows.map(\.title) == ["line 1", "line 2", "line 4", "line 5"])
        #expect(rows[1] is JSONLineItem)
        #expect(rows[1].copyValue == #"{"id": 2, "name": oops}"#)
        // The line's own value: the command that prints the line (JSONLinesLocatorTests).
        #expect(rows[0].locator == "sed -n 1p " + file.path)
        #expect(rows[1].locator == "sed -n 2p " + file.path, "a line that is not JSON prints as written")
        #expect(item.detailText().hasSuffix("\nJSON Lines: 4 lines, 1 not valid JSON"))
        #expect(!JSONFileItem(path: "x.json").isLines)
        #expect(JSONFileItem(path: "X.JSONL").isLines)
    }
}
