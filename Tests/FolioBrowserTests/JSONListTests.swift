import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct JSONListTests {
    @Test func childListIsLazyAndMatchesTheItems() throws {
        let text = "[" + (0..<300_000).map(String.init).joined(separator: ",") + "]"
        let document = try JSONDocument.parse(Array(text.utf8))
        let list = JSONItem.list(document, childrenOf: document.root)
        #expect(list.count == 300_000)
        #expect(list.title(at: 299_999) == "[299999]")
        #expect(list[12].rowPreview == "12")
        #expect(list[12] === list[12], "a made item is kept")

        let object = try JSONDocument.parse(Array(#"{"a": 1, "my key": [2]}"#.utf8))
        let members = JSONItem.list(object, childrenOf: object.root)
        #expect((0..<members.count).map { members.title(at: $0) } == ["a", "my key"])
        #expect(members[1].title == "my key")
    }

    @Test func aHugeArrayOpensInTheBrowserAndFiltersByTitle() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folio-big-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(("[" + (0..<50_000).map { "{\"n\": \($0)}" }.joined(separator: ",") + "]").utf8).write(to: url)
        let context = BrowserContext()
        let split = Browser.makeRootController(for: JSONFileItem(path: url.path), context: context, coordinator: BrowserCoordinator())
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 30))
        let deadline = Date().addingTimeInterval(20)
        while !harness.screen.contains("1/50000") && Date() < deadline {
            harness.settle()
            usleep(5000)  // polling until the background parse lands, bounded by the deadline
        }
        #expect(harness.screen.contains("[0]"))
        #expect(harness.screen.contains("1/50000"))
        harness.press(.end)
        #expect(harness.screen.contains("50000/50000"))
        harness.press(.character("/"))
        harness.type("[4999")
        #expect(harness.screen.contains("1/11 of 50000"), "[4999] and [49990]...[49999]")
    }
}
