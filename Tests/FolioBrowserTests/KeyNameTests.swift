import FolioKit
import Testing
@testable import FolioBrowser

/// Key names in the config file: parsed to the `Key` the terminal decoder produces, and printed back.
@Suite struct KeyNameTests {
    @Test(arguments: [
        ("j", Key.character("j")), ("G", .character("G")), ("'", .character("'")), ("#", .character("#")),
        ("é", .character("é")), ("space", .character(" ")), ("Space", .character(" ")), ("enter", .enter),
        ("Return", .enter), ("esc", .escape), ("ESCAPE", .escape), ("tab", .tab), ("backspace", .backspace),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("PgDn", .pageDown), ("pagedown", .pageDown), ("f1", .f(1)), ("F12", .f(12)),
        ("ctrl-u", .ctrl("u")), ("Ctrl-U", .ctrl("u")), ("ctrl-space", .ctrl(" ")),
        ("alt-x", Key(.character("x"), modifiers: .alt)), ("alt-ctrl-x", Key(.character("x"), modifiers: [.alt, .control])),
        ("shift-up", .shift(.up)), ("shift-right", .shift(.right)), ("shift-tab", .backTab), ("shift-a", .character("A")),
        ("ctrl-up", Key(.up, modifiers: .control)),
        // Control codes the terminal reports as other keys: a binding must match what arrives.
        ("ctrl-i", .tab), ("ctrl-m", .enter), ("ctrl-j", .enter), ("ctrl-h", .backspace), ("ctrl-[", .escape),
    ] as [(String, Key)])
    func parsesNames(name: String, key: Key) throws {
        #expect(try Key.parse(configName: name).get() == key)
    }

    @Test(arguments: ["", "foo", "ctrl-", "ctrl-1", "ctrl-f1", "shift-1", "shift-space", "f0", "f25", "alt-up", "\t", " ", "ctrl-shift-é"])
    func rejectsNonKeys(name: String) {
        guard case .failure(let error) = Key.parse(configName: name) else {
            Issue.record("'\(name)' parsed as a key")
            return
        }
        #expect(error.description.contains("unknown key '\(name)'"))
    }

    @Test(arguments: [
        (Key.character("j"), "j"), (.character("G"), "G"), (.character(" "), "space"), (.enter, "enter"),
        (.escape, "esc"), (.pageDown, "pgdn"), (.ctrl("u"), "ctrl-u"), (.shift(.right), "shift-right"),
        (.f(1), "f1"), (.backTab, "backtab"), (Key(.character("x"), modifiers: .alt), "alt-x"),
    ] as [(Key, String)])
    func printsNames(key: Key, name: String) {
        #expect(key.configName == name)
    }

    @Test func everyDefaultKeyRoundTrips() throws {
        for binding in KeyMap.defaults.bindings {
            #expect(try Key.parse(configName: binding.key.configName).get() == binding.key, "\(binding.key)")
        }
    }
}
