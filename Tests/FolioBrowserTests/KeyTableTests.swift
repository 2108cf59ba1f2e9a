import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The key table is the one place keys are decided: every key help shows on the browser's
/// screens is a `map` line of `--print-config`, every command runs on the keys the map gives it
/// (and on no other), and every command, those without a default key included, can be mapped.
@MainActor
@Suite struct KeyTableTests {
    /// One screen of the walk: its name, what help shows there, and the command names its
    /// responder chain and gesture keys offer (enabled or not).
    struct Screen {
        var name: String
        var sections: [HelpViewController.Section]
        var names: Set<CommandName>
    }

    /// A folder, a text file, a JSON document and a SQLite database.
    static func tree(_ b: BrowserHarness) {
        b.fixture.directory("sub")
        b.fixture.file("sub/inner.txt", "inner")
        b.fixture.file("cars.json", #"[{"Name": "toyota corolla", "Cylinders": 4}, {"Name": "ford pinto", "Cylinders": 6}]"#)
        b.fixture.file("notes.txt", (1...60).map { "line \($0)" }.joined(separator: "\n"))
        let databases = SQLiteFixture()
        let made = databases.database("lib.db", SQLiteFixture.library)
        do {
            try FileManager.default.copyItem(atPath: made, toPath: b.fixture.path("lib.db"))
        } catch {
            Issue.record("cannot copy the database: \(error)")
        }
    }

    /// Selects the row titled `title` in the innermost list.
    static func select(_ b: BrowserHarness, _ title: String) {
        guard let index = b.titles.firstIndex(of: title) else {
            Issue.record("no row \(title) in \(b.titles)")
            return
        }
        b.list?.listView.selectRow(index)
        b.settle()
    }

    /// What the screen offers now.
    static func screen(_ b: BrowserHarness, _ name: String) -> Screen {
        let window = b.harness.window
        let start: Responder = window.firstResponder ?? window.focusedController ?? window
        let names = start.responderChain.flatMap { $0.keyCommands.flatMap(\.names) } + window.gestureKeys.bindings.map(\.name)
        return Screen(name: name, sections: window.helpSections(), names: Set(names))
    }

    /// Opens the selected row of the innermost list, as Enter does (without a key: the walk
    /// also runs under a map that binds none).
    static func activate(_ b: BrowserHarness) {
        guard let list = b.list, let row = list.listView.selectedRow else {
            Issue.record("no selected row to open")
            return
        }
        list.listView.delegate?.listView(list.listView, didActivateRowAt: row)
        b.settle()
    }

    /// Walks a directory list, its filter prompt, a file's detail, a JSON document, its deep
    /// search (the field, then the results) and a SQLite table's rows, under `keyMap`; it moves
    /// without command keys, so that a map without keys walks the same screens.
    static func walk(keyMap: KeyMap = .defaults) -> [Screen] {
        let b = BrowserHarness(keyMap: keyMap)
        tree(b)
        b.open()
        var screens = [screen(b, "directory list")]
        b.list?.openFilterField()
        b.settle()
        screens.append(screen(b, "filter prompt"))
        b.harness.press(.escape)  // the field's own key
        select(b, "notes.txt")
        b.split.focus(.secondary)
        b.settle()
        screens.append(screen(b, "file detail"))
        b.split.focus(.primary)
        select(b, "cars.json")
        activate(b)
        #expect(b.list?.item.title == "cars.json", "the walk opened the JSON document")
        screens.append(screen(b, "JSON document"))
        if let list = b.list, let session = (list.item as? JSONFileItem)?.session {
            list.openJSONSearch(session)
        } else {
            Issue.record("the JSON document has no session")
        }
        b.settle()
        screens.append(screen(b, "search field"))
        b.harness.type("toyota")
        b.harness.press(.enter)  // the field's own key
        BrowserHarness.wait(b.harness, "the search results") {
            b.harness.screen.contains("toyota corolla") && b.harness.screen.contains("[0]")
        }
        screens.append(screen(b, "search results"))
        let root = b.lists.first
        b.split.primaryNavigation?.popToRootViewController(animated: false)
        b.settle()
        #expect(b.list === root)
        select(b, "lib.db")
        activate(b)
        select(b, "authors")
        activate(b)
        BrowserHarness.wait(b.harness, "the rows of authors") { b.harness.screen.contains("Le Guin") && b.list?.item.title == "authors" }
        screens.append(screen(b, "SQLite table"))
        return screens
    }

    /// The keys `--print-config` writes a `map` line for.
    static func printedKeys(_ keyMap: KeyMap) -> [String: String] {
        var configuration = Configuration()
        configuration.keyMap = keyMap
        var keys: [String: String] = [:]
        for line in configuration.printed(filePath: "config").split(separator: "\n") where line.hasPrefix("map ") {
            let fields = line.split(separator: " ")
            if fields.count >= 3 { keys[String(fields[1])] = String(fields[2]) }
        }
        return keys
    }

    /// Bug 6: help offered Ctrl-F, Ctrl-B, Ctrl-L and Shift-Tab, which `--print-config` lacked.
    ///
    /// Caught if a command with keys of its own is offered outside the table.
    @Test func everyKeyHelpShowsIsAMapLineOfThePrintedConfig() {
        let printed = Self.printedKeys(.defaults)
        let screens = Self.walk()
        #expect(screens.count == 7)
        var shown = Set<Key>()
        for screen in screens {
            #expect(!screen.sections.isEmpty, "help shows nothing on the \(screen.name)")
            for section in screen.sections {
                for row in section.rows {
                    for key in row.keys {
                        shown.insert(key)
                        #expect(printed[key.configName] != nil,
                                "help on the \(screen.name) shows \(key) for \(row.title), which --print-config does not map")
                    }
                }
            }
        }
        for key in [Key.ctrl("f"), .ctrl("b"), .ctrl("l"), .backTab, .escape] {
            #expect(shown.contains(key), "\(key) is offered somewhere")
        }
        #expect(printed["ctrl-f"] == "page-down" && printed["ctrl-b"] == "page-up")
        #expect(printed["ctrl-l"] == "redraw" && printed["backtab"] == "switch-column" && printed["esc"] == "cancel")
    }

    /// With every key unmapped, help shows no key on any screen.
    ///
    /// So every key it shows comes from the table. Caught if a command keeps literal keys
    /// (`KeyCommand(.ctrl("l"), …)`).
    @Test func withEveryKeyUnmappedHelpShowsNoKey() {
        var keyMap = KeyMap.defaults
        for binding in KeyMap.defaults.bindings { keyMap.unmap(binding.key) }
        #expect(keyMap.bindings.isEmpty)
        for screen in Self.walk(keyMap: keyMap) {
            #expect(screen.sections.isEmpty, "help on the \(screen.name) still shows \(screen.sections)")
        }
    }

    /// Bug 4: commands without a default key were left out of the key map.
    ///
    /// Every command is offered on some screen of the walk, so a key mapped to it runs it.
    /// Caught if `parent` has no key command.
    @Test func everyCommandIsOfferedSomewhere() {
        let offered = Self.walk().reduce(into: Set<CommandName>()) { $0.formUnion($1.names) }
        for command in BrowserCommand.allCases {
            #expect(offered.contains(command.commandName), "no screen offers \(command.name): mapping a key to it would do nothing")
        }
    }

    /// FolioKit's own commands are commands of the table, so the map decides their keys too.
    @Test func folioKitsCommandsAreInTheTable() {
        for name in CommandName.standard {
            #expect(BrowserCommand(name: name.rawValue) != nil, "\(name) is not a command `map` knows")
        }
    }
}
