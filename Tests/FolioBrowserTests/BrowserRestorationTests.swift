import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The saved place as FolioKit's restoration archive: the file format, an older format named
/// rather than crashed on, and the parts only the browser saves (a replaced root).
@MainActor
@Suite struct BrowserRestorationTests {
    @Test func theSavedFileIsTheRestorationArchiveAtVersionTwo() throws {
        let fixture = Fixture()
        let url = fixture.root.appendingPathComponent("state.json")
        try BrowserState(opened: ["one", "two"], selected: "other.txt", displayMode: "primaryHidden").save(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == """
        {
          "archive" : {
            "browser" : {
              "kit.split.displayMode" : "primaryHidden"
            },
            "browser\\/list" : {
              "kit.stack.0" : "root",
              "kit.stack.1" : "one",
              "kit.stack.2" : "two",
              "kit.stack.count" : "3"
            },
            "browser\\/list\\/one" : {
              "kit.list.selection" : "two"
            },
            "browser\\/list\\/root" : {
              "kit.list.selection" : "one"
            },
            "browser\\/list\\/two" : {
              "kit.list.selection" : "other.txt"
            }
          },
          "version" : 2
        }
        """)
        guard case .success(let loaded?) = BrowserState.load(from: url) else { Issue.record("state did not load"); return }
        #expect(loaded.opened == ["one", "two"])
        #expect(loaded.selected == "other.txt")
        #expect(loaded.placeDescription(rootTitle: "top") == "top › one › two")
    }

    @Test func aVersionOneFileIsNamedAsAnUnknownFormat() throws {
        let fixture = Fixture()
        let url = fixture.root.appendingPathComponent("state.json")
        try Data(#"{"opened":["one"],"selected":"x","version":1}"#.utf8).write(to: url)
        guard case .failure(let problem) = BrowserState.load(from: url) else { Issue.record("expected a failure"); return }
        #expect(problem.message == "ignored the saved place (\(url.path)): unknown format version")
        try Data(#"{"version":2,"archive":{"browser":7}}"#.utf8).write(to: url)
        guard case .failure(let damaged) = BrowserState.load(from: url) else { Issue.record("expected a failure"); return }
        #expect(damaged.message.hasSuffix("the file is damaged"))
    }

    @Test func aRootTheUserWentUpToComesBackWithItsSelection() throws {
        let b = BrowserHarness()
        b.fixture.directory("a/b")
        b.fixture.file("a/b/file.txt", "x")
        b.fixture.file("a/other.txt", "x")
        let start = b.fixture.root.appendingPathComponent("a/b").path
        b.open(start)
        b.press(.character("h"))
        #expect(b.lists.first?.isReplacementRoot == true)
        let state = BrowserState.capture(from: b.split)
        let parent = b.fixture.root.appendingPathComponent("a").path
        #expect(state.root?.display == parent)
        #expect(state.placeDescription(rootTitle: "b") == parent)

        let again = BrowserHarness()
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(start), options: again.context.settings.options),
                                               context: again.context, coordinator: again.coordinator)
        state.apply(to: split)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        let deadline = Date().addingTimeInterval(10)
        var first: ItemListViewController? { (split.viewControllers.first as? NavigationController)?.viewControllers.first as? ItemListViewController }
        while first?.isLoaded != true && Date() < deadline { harness.settle(); usleep(2000) }
        #expect((first?.item as? DirectoryItem)?.path.display == parent)
        #expect(first?.isReplacementRoot == true, "it is saved again at the next quit")
        #expect(first?.selectedTitle == "b")
    }

    @Test func aRootWhoseNameIsNotUTF8ComesBackByItsBytes() throws {
        let b = BrowserHarness()
        let parent = Array(b.fixture.root.path.utf8) + Array("/p".utf8) + [0xFF, 0x0A]
        let start = parent + Array("/s".utf8)
        for path in [parent, start] { #expect(mkdir(path.map { CChar(bitPattern: $0) } + [0], 0o755) == 0) }
        b.fixture.bytes(Array("p".utf8) + [0xFF, 0x0A] + Array("/x".utf8), [])
        b.fixture.bytes(Array("p".utf8) + [0xFF, 0xFE], [])
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(bytes: start), options: b.context.settings.options),
                                               context: b.context, coordinator: b.coordinator)
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        let deadline = Date().addingTimeInterval(10)
        var first: ItemListViewController? { (split.viewControllers.first as? NavigationController)?.viewControllers.first as? ItemListViewController }
        while first?.isLoaded != true && Date() < deadline { harness.settle(); usleep(2000) }
        harness.press(.character("h"))
        while (first?.item as? DirectoryItem)?.path.bytes != parent && Date() < deadline { harness.settle(); usleep(2000) }
        let state = BrowserState.capture(from: split)
        #expect(state.root == RawPath(bytes: parent))
        #expect(state.placeDescription(rootTitle: "s").hasSuffix("/p\u{FFFD}^J"))

        let again = BrowserHarness()
        let restored = Browser.makeRootController(for: DirectoryItem(path: RawPath(bytes: start), options: again.context.settings.options),
                                                  context: again.context, coordinator: again.coordinator)
        state.apply(to: restored)
        var root: DirectoryItem? { (restored.viewControllers.first as? NavigationController)?.viewControllers.first.flatMap { ($0 as? ItemListViewController)?.item as? DirectoryItem } }
        #expect(root?.path.bytes == parent, "the saved root is the folder with those bytes, not one named with U+FFFD")
    }
}
