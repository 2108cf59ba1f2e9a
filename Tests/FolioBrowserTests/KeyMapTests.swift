import FolioKit
import Testing
@testable import FolioBrowser

/// The default bindings and what `map` and `unmap` do to them.
@Suite struct KeyMapTests {
    @Test(arguments: [
        (Key.character("j"), BrowserCommand.down), (.down, .down), (.enter, .open), (.character("l"), .open),
        (.character("h"), .back), (.escape, .cancel), (.backspace, .back), (.character("~"), .home),
        (.character("q"), .quit), (.character("Q"), .quit), (.character("G"), .bottom), (.ctrl("d"), .halfPageDown),
        (.character(":"), .jump), (.character("m"), .bookmark), (.character("'"), .gotoBookmark),
        (.character("y"), .copyPath), (.character("Y"), .copyName), (.character("O"), .openWith),
        (.character(" "), .toggleMark), (.character("u"), .clearMarks), (.tab, .switchColumn),
        (.character("\\"), .toggleList), (.f(1), .help), (.shift(.right), .swipeRight), (.character("["), .swipeRight),
        (.shift(.up), .swipeUp), (.shift(.down), .swipeDown), (.character("w"), .wrap),
        (.character(">"), .scrollRight), (.character("f"), .search), (.character("v"), .raw),
        (.ctrl("f"), .pageDown), (.ctrl("b"), .pageUp), (.ctrl("l"), .redraw), (.backTab, .switchColumn),
    ] as [(Key, BrowserCommand)])
    func defaults(key: Key, command: BrowserCommand) {
        #expect(KeyMap.defaults.command(for: key) == command)
    }

    /// No screen of Folio hides its bars on a swipe, so the plain keys FolioKit gives swipes up
    /// and down are not taken: `--print-config` has no line for them, and `map` can use them.
    @Test func braceKeysAreFreeForTheConfig() {
        for brace in [Key.character("{"), .character("}")] {
            #expect(KeyMap.defaults.command(for: brace) == nil)
            #expect(!Configuration().printed(filePath: "config").contains("map \(brace.configName) "))
            var map = KeyMap.defaults
            map.map(brace, to: .sort)
            #expect(map.command(for: brace) == .sort, "mapped, it runs its command")
        }
    }

    @Test func noDefaultKeyIsBoundTwice() {
        let keys = BrowserCommand.allCases.flatMap(\.defaultKeys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func commandNamesAreTheConfigSpelling() {
        #expect(BrowserCommand.allCases.map(\.name).contains("half-page-down"))
        #expect(BrowserCommand(name: "goto-bookmark") == .gotoBookmark)
        #expect(BrowserCommand(name: "gotoBookmark") == nil)
        #expect(BrowserCommand.allCases.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func mapReplacesTheKeyAndKeepsTheCommandsOtherKeys() {
        var map = KeyMap.defaults
        map.map(.character("j"), to: .up)
        #expect(map.command(for: .character("j")) == .up)
        #expect(map.keys(for: .down) == [.down])
        #expect(map.keys(for: .up) == [.character("j"), .character("k"), .up])
        map.map(.character("x"), to: .down)
        #expect(map.keys(for: .down) == [.down, .character("x")])
    }

    @Test func unmapRemovesOnlyThatKey() {
        var map = KeyMap.defaults
        #expect(map.unmap(.character("q")) == .quit)
        #expect(map.command(for: .character("q")) == nil)
        #expect(map.keys(for: .quit) == [.character("Q")])
        #expect(map.unmap(.character("q")) == nil)
        // Lookups after a removal still find the bindings that moved up.
        #expect(map.command(for: .character("v")) == .raw)
    }
}
