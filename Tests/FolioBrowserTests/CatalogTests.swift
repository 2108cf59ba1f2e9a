import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct CatalogTests {
    static let sample = """
    {"title": "Root", "text": "Welcome", "items": [
      {"title": "Guide", "subtitle": "2 topics", "items": [
        {"title": "Keys", "text": "Arrows move.\\tTabbed."},
        {"title": "Layout", "items": [{"title": "Deep", "text": "Three levels down"}]}
      ]},
      {"title": "Города", "subtitle": "3", "items": [{"title": "北京 Běijīng", "text": "北京是中国的首都。"}]},
      {"title": "Emoji 😀", "text": "👍🏽 ❤️ 👨‍👩‍👧"}
    ]}
    """

    let coordinator = BrowserCoordinator()

    func catalog() throws -> CatalogItem { try CatalogItem.parse(Data(Self.sample.utf8), name: "sample") }

    @Test func parsesNestedEntries() throws {
        let root = try catalog()
        #expect(root.title == "Root")
        #expect(root.items.map(\.title) == ["Guide", "Города", "Emoji 😀"])
        #expect(root.items[0].items[1].items[0].text == "Three levels down")
        #expect(root.items[0].subtitle == "2 topics")
    }

    @Test func badCatalogsGiveMessagesWithTheirPlace() {
        #expect(throws: BrowserError.self) { try CatalogItem.parse(Data("{".utf8), name: "x.json") }
        do {
            _ = try CatalogItem.parse(Data(#"{"title": "R", "items": [{"text": "no title"}]}"#.utf8), name: "x.json")
            Issue.record("expected an error")
        } catch let error as BrowserError {
            #expect(error.message.contains("catalog.items[0]"))
            #expect(error.message.contains("title"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func bundledCatalogLoadsAndIsDeep() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalog.json")
        let root = try CatalogItem.load(from: url)
        func depth(_ item: CatalogItem) -> Int { 1 + (item.items.map(depth).max() ?? 0) }
        #expect(depth(root) >= 4)
        #expect(root.items.count >= 3)
    }

    @Test func bundledCountsInSubtitlesMatchTheEntries() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalog.json")
        let root = try CatalogItem.load(from: url)
        // "6 topics" beside an entry of 6: a count followed by a word names the entries below.
        // A bare number (Proverbs: 15, the proverbs in its three languages) or a sign (5 ¶) counts
        // something else.
        var wrong: [String] = []
        func check(_ item: CatalogItem) {
            let words = item.subtitle.split(separator: " ")
            if words.count == 2, words[1].allSatisfy(\.isLetter), let count = Int(words[0]), count != item.items.count {
                wrong.append("\(item.title): \(item.subtitle) for \(item.items.count) entries")
            }
            item.items.forEach(check)
        }
        check(root)
        // Caught when an entry is added or removed and its parent's subtitle is not updated.
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func firstScreenAt80x24() throws {
        let harness = ScreenHarness(root: Browser.makeRootController(for: try catalog(), coordinator: coordinator), size: Size(width: 80, height: 24))
        let expected = """
                    Root        1/3 │                       Guide
         Guide           2 topics › │ 2 entries:
         Города                 3 › │   • Keys
         Emoji 😀                   │   • Layout
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
                                    │
         / Filter                   │
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrRRRRrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbRRRRRRRRRRaaaaaaaaaaaRd
         BBBBBB                dddd d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
                                    d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """
        let problem = harness.mismatch(expected, name: "catalog-80x24", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func arrowsMoveEnterOpensAndBackReturns() throws {
        let harness = ScreenHarness(root: Browser.makeRootController(for: try catalog(), coordinator: coordinator), size: Size(width: 60, height: 10))
        harness.press(.enter)
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == " ‹ Root                    Guide                        1/2")
        #expect(lines[1] == " Keys")
        #expect(lines[2] == " Layout                                                   ›")
        #expect(lines[9] == " / Filter")
        harness.press(.down, .enter, .enter)
        #expect(harness.screen.contains("‹ Layout"))
        #expect(harness.screen.contains("Three levels down"))
        harness.press(.escape)
        harness.press(.character("h"))
        harness.press(.left)
        #expect(harness.screen.hasPrefix(String(repeating: " ", count: 28) + "Root"))
        // The selection survived the round trip: "Guide" is still the selected row.
        let split = harness.window.rootViewController as? SplitViewController
        #expect(split?.isCollapsed == true)
        let nav = split?.viewControllers.first as? NavigationController
        #expect((nav?.topViewController as? ItemListViewController)?.selectedItem?.title == "Guide")
    }

    @Test func detailWrapsAndExpandsTabs() throws {
        let harness = ScreenHarness(root: Browser.makeRootController(for: try catalog(), coordinator: coordinator), size: Size(width: 40, height: 8))
        harness.press(.enter, .enter)
        #expect(harness.screen.contains("Arrows move.    Tabbed."), "\(harness.screen)")
    }

    @Test func hostileTitlesAreDrawnVisibly() throws {
        let root = CatalogItem(title: "R", items: [CatalogItem(title: "evil\u{1B}]2;owned\u{07}name")])
        let harness = ScreenHarness(root: Browser.makeRootController(for: root, coordinator: coordinator), size: Size(width: 40, height: 6))
        #expect(harness.screen.contains("evil^[]2;owned^Gname"))
        #expect(!harness.screen.contains("\u{1B}"))
    }
}
