import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The JSON keys on lists and details: `/` matches values too, `v` toggles the raw view, help
/// lists `f` and `v`; items say where they are (jq paths) and what they hold (compact JSON).
@MainActor
@Suite struct JSONKeysTests {
    static let text = #"""
    {"packages": [
      {"Package": "bash", "Version": "5.2.15-2", "Depends": ["base-files", "debianutils"], "my key": {"x": [1, 2]}},
      {"Package": "coreutils", "Version": "9.1-1"}
    ], "Maintainer": "Ada", "count": 42, "size": "bash-sized"}
    """#

    @Test func filterMatchesNamesAndScalarValuesWithSmartCase() throws {
        let (harness, _) = try JSONScreens.browser(Self.text, size: Size(width: 100, height: 8))
        harness.press(.character("/"))
        harness.type("bash")
        #expect(harness.screen.contains("1/1 of 4"), "only size's value holds bash: \(harness.screen)")
        #expect(harness.screen.contains("size  \"bash-sized\""))
        harness.press(.escape)
        harness.press(.character("/"))
        harness.type("42")
        #expect(harness.screen.contains("count  42"))
        #expect(harness.screen.contains("1/1 of 4"))
        harness.press(.escape)
        harness.press(.character("/"))
        harness.type("ada")
        #expect(harness.screen.contains("1/1 of 4"), "lower case ignores case: Ada")
        harness.press(.backspace, .backspace, .backspace)
        harness.type("ADA")
        #expect(harness.screen.contains("No match for ADA"), "a capital makes case count")
        harness.press(.escape)
        // A container matches by its name and what its preview shows (its members' names and
        // scalars), not by what nested containers hold: packages is `[{…}, {…}]`.
        harness.press(.character("/"))
        harness.type("coreutils")
        #expect(harness.screen.contains("No match for coreutils"))
        harness.press(.escape)
        // `n` steps through values too.
        harness.press(.character("/"))
        harness.type("bash")
        harness.press(.enter)
        harness.press(.escape)
        harness.press(.home)
        harness.press(.character("n"))
        #expect(harness.screen.contains("4/4"), "n lands on size, whose value matches: \(harness.screen)")
    }

    @Test func rawViewTogglesFromTheListAndTheDetail() throws {
        let (harness, _) = try JSONScreens.browser(Self.text, size: Size(width: 120, height: 12))
        harness.press(.enter)
        #expect(harness.screen.contains(#"Package  "bash""#), "the summary lists members")
        harness.press(.character("v"))
        #expect(harness.screen.contains("object, 4 members · raw JSON (v: summary)"))
        #expect(harness.screen.contains(#""Package": "bash","#), "pretty-printed JSON")
        harness.press(.down)
        #expect(harness.screen.contains(#""Version": "9.1-1""#), "the raw view stays on while moving")
        harness.press(.tab)
        harness.press(.character("v"))
        #expect(harness.screen.contains("object, 2 members (v: raw JSON)"), "v in the detail: \(harness.screen)")
        #expect(harness.screen.contains(#"Version  "9.1-1""#))
    }

    @Test func helpListsTheJSONKeys() throws {
        let (harness, _) = try JSONScreens.browser(Self.text, size: Size(width: 120, height: 30))
        harness.press(.character("?"))
        #expect(harness.screen.contains("Search the whole document"))
        #expect(harness.screen.contains("Show raw JSON"))
    }

    @Test func locatorsAreJqPathsAndValuesCompactJSON() throws {
        let document = try JSONDocument.parse(Array(Self.text.utf8))
        let root = JSONItem(document: document, node: document.root, label: "doc.json")
        let top = root.childList()
        let packages = try #require(top[0] as? JSONItem)
        let bash = try #require(packages.childList()[0] as? JSONItem)
        let members = bash.childList()
        let depends = try #require(members[2] as? JSONItem)
        let myKey = try #require(members[3] as? JSONItem)
        let table: [(BrowserItem, String, String)] = [
            (root, ".", #"{"packages":[{"Package":"bash","Version":"5.2.15-2","Depends":["base-files","debianutils"],"my key":{"x":[1,2]}},{"Package":"coreutils","Version":"9.1-1"}],"Maintainer":"Ada","count":42,"size":"bash-sized"}"#),
            (packages, ".packages", #"[{"Package":"bash","Version":"5.2.15-2","Depends":["base-files","debianutils"],"my key":{"x":[1,2]}},{"Package":"coreutils","Version":"9.1-1"}]"#),
            (bash, ".packages[0]", #"{"Package":"bash","Version":"5.2.15-2","Depends":["base-files","debianutils"],"my key":{"x":[1,2]}}"#),
            (depends.childList()[1] as BrowserItem, ".packages[0].Depends[1]", #""debianutils""#),
            (myKey, #".packages[0]."my key""#, #"{"x":[1,2]}"#),
            (try myKey.childList()[0].childList()[1], #".packages[0]."my key".x[1]"#, "2"),
            (top[2], ".count", "42"),
        ]
        for (item, locator, value) in table {
            #expect(item.locator == locator)
            #expect(item.copyValue == value, "\(locator)")
        }
        // An item made on its own (not from a list) finds the same path.
        let alone = JSONItem(document: document, node: (try myKey.childList()[0].childList()[1] as? JSONItem)?.node ?? 0)
        #expect(alone.locator == #".packages[0]."my key".x[1]"#)
        #expect(alone.title == "[1]")
    }
}
