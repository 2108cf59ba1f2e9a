import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What `map` and `unmap` lines do in the browser: a mapped key runs its command (one without a
/// default key too), an unmapped key does nothing, a key mapped to a command is never typed into
/// a prompt, and `--print-config` reads back to the same map.
@MainActor
@Suite struct KeyMapBehaviourTests {
    static func keyMap(_ text: String) -> KeyMap {
        let (configuration, problems) = Configuration.parse(text, path: "config")
        #expect(problems == [])
        return configuration.keyMap
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Bug 4: `map - parent`, the manual's own example, did nothing.
    ///
    /// Caught if `parent` has no key command, or if the window still routes keys through a
    /// translation to default keys.
    @Test func mapMinusParentGoesToTheParentKeepingTheDirectorySelected() {
        let b = BrowserHarness(keyMap: Self.keyMap("map - parent\n"))
        b.fixture.directory("one/two/three")
        b.fixture.file("one/a.txt", "a")
        b.open(b.fixture.path("one"), size: Size(width: 60, height: 6))
        Self.openRow(b, "two")
        #expect(b.list?.item.title == "two")
        b.press(.character("-"))
        #expect(b.list?.item.title == "one", "- went up from the pushed list")
        check(b.harness, "parent-from-two", """
                                    one                         1/2
         two                                                      ›
         a.txt                                                    1


         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR
                                                                 dd


        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.character("-"))
        #expect(b.list?.item.title == b.fixture.root.lastPathComponent, "- at the root list opens its parent")
        #expect(b.list?.selectedTitle == "one", "the directory left stays selected")
    }

    /// Without the map line `-` does nothing, and help offers `parent` only once it has a key.
    @Test func parentHasNoKeyUntilMapped() {
        let b = BrowserHarness()
        b.fixture.directory("one/two")
        b.open(b.fixture.path("one"), size: Size(width: 60, height: 6))
        let before = b.harness.screen
        b.press(.character("-"))
        #expect(b.harness.screen == before)
        #expect(!b.harness.window.helpSections().flatMap(\.rows).contains { $0.title.hasPrefix("Go to the parent directory from") })
        let mapped = BrowserHarness(keyMap: Self.keyMap("map - parent\n"))
        mapped.fixture.directory("one/two")
        mapped.open(mapped.fixture.path("one"), size: Size(width: 60, height: 6))
        let row = mapped.harness.window.helpSections().flatMap(\.rows).first { $0.title.hasPrefix("Go to the parent directory from") }
        #expect(row?.keys == [.character("-")])
    }

    /// Bug 5: `map ctrl-n down`, then `/std`, Ctrl-N made the filter `/stdj`.
    ///
    /// The key now moves in the filtered list and the filter keeps its text. Caught if the
    /// window translates Ctrl-N to `j` before the field sees it.
    @Test func aControlKeyMappedToACommandMovesInsteadOfTypingIntoTheFilter() {
        let b = BrowserHarness(keyMap: Self.keyMap("map ctrl-n down\n"))
        for name in ["stdio.h", "stdlib.h", "string.h", "zlib.h"] { b.fixture.file("include/\(name)", name) }
        b.open(b.fixture.path("include"), size: Size(width: 60, height: 7))
        b.press(.character("/"))
        b.type("std")
        b.press(.ctrl("n"))
        #expect(b.list?.screen.searchBar.text == "std")
        #expect(b.list?.selectedTitle == "stdlib.h")
        check(b.harness, "ctrl-n-in-the-filter", """
                                  include                  2/2 of 4
         stdio.h                                                  7
         stdlib.h                                                 8


         /std
         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+dim+reverse b=bold c=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUU                                                     dd
        RcccRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaR


         b
        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        b.press(.ctrl("u"))  // the field's own editing key: it clears the text
        #expect(b.list?.screen.searchBar.text == "")
    }

    /// A key a map moved elsewhere runs its new command, a key unmapped runs nothing, and help
    /// shows the map's keys.
    @Test func mapAndUnmapChangeWhatKeysDoAndWhatHelpShows() {
        let b = BrowserHarness(keyMap: Self.keyMap("map x down\nunmap j\nmap ctrl-p up\n"))
        for name in ["a", "b", "c"] { b.fixture.file("docs/\(name)", name) }
        b.open(b.fixture.path("docs"), size: Size(width: 60, height: 7))
        #expect(b.list?.selectedTitle == "a")
        b.press(.character("x"))
        #expect(b.list?.selectedTitle == "b")
        b.press(.character("j"))
        #expect(b.list?.selectedTitle == "b", "j is unmapped")
        b.press(.ctrl("p"))
        #expect(b.list?.selectedTitle == "a")
        let rows = b.harness.window.helpSections().flatMap(\.rows)
        #expect(rows.first { $0.title == "Next row" }?.keys == [.down, .character("x")])
        #expect(rows.first { $0.title == "Previous row" }?.keys == [.character("k"), .up, .ctrl("p")])
    }

    /// With every key unmapped, no key of the default map does anything on a directory list.
    @Test func unmappedKeysDoNothing() {
        var keyMap = KeyMap.defaults
        for binding in KeyMap.defaults.bindings { keyMap.unmap(binding.key) }
        let b = BrowserHarness(keyMap: keyMap)
        b.fixture.directory("docs/sub")
        b.fixture.file("docs/a.txt", "a")
        b.open(b.fixture.path("docs"), size: Size(width: 60, height: 7))
        let before = b.harness.screen
        for binding in KeyMap.defaults.bindings {
            b.press(binding.key)
            #expect(b.harness.screen == before, "\(binding.key) (\(binding.command.name)) still acts when unmapped")
        }
        #expect(!b.harness.runLoopQuits(after: [.key(.character("q")), .key(.character("Q"))]), "q and Q are unmapped")
    }

    /// `--print-config` reads back to the same map with any command mapped, `parent` included.
    @Test(arguments: BrowserCommand.allCases)
    func thePrintedConfigReadsBackWithAKeyMappedTo(command: BrowserCommand) {
        let (configuration, problems) = Configuration.parse("map alt-z \(command.name)\nunmap q\n", path: "config")
        #expect(problems == [])
        let (reread, rereadProblems) = Configuration.parse(configuration.printed(filePath: "config"), path: "printed")
        #expect(rereadProblems == [])
        #expect(reread.keyMap == configuration.keyMap)
        #expect(reread.keyMap.command(for: Key(.character("z"), modifiers: .alt)) == command)
    }

    /// Opens the row titled `title` of the innermost list.
    static func openRow(_ b: BrowserHarness, _ title: String) {
        KeyTableTests.select(b, title)
        KeyTableTests.activate(b)
    }
}
