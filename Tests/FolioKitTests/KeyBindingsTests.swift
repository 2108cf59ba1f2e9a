import Testing
import FolioKit
import FolioTesting

/// A controller with a text field and a command named `down`: where the keys of a prompt and
/// of the commands behind it meet.
@MainActor
final class PromptController: ViewController {
    let field = TextField(prompt: "/")
    var moves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(named: .down, keys: [.down, .character("j")], title: "Next row") { [unowned self] in moves += 1 }]
    }
}

/// The window's key table decides the keys of named commands, for key presses and help alike.
@MainActor
@Suite struct KeyBindingsTests {
    /// Ctrl-N and Ctrl-U bound to `down`; `j` and Down keep it.
    let table = KeyBindings([(.character("j"), .down), (.down, .down), (.ctrl("n"), .down), (.ctrl("u"), .down)],
                            commands: [.down, .up])

    /// Bug 5: a key the table binds to a command was typed into a text field as the command's
    /// default key (`j`).
    ///
    /// It now runs the command, and the field keeps its own editing keys (Ctrl-U clears).
    /// Caught if the window translates keys before the field sees them.
    @Test func aKeyBoundToACommandIsNeverTypedIntoAField() {
        let controller = PromptController()
        let harness = ScreenHarness(root: controller, size: Size(width: 40, height: 8))
        harness.window.keyBindings = table
        _ = controller.field.becomeFirstResponder()
        harness.type("std")
        harness.press(.ctrl("n"))
        #expect(controller.field.text == "std")
        #expect(controller.moves == 1, "the bound key runs the command behind the field")
        harness.type("j")
        #expect(controller.field.text == "stdj", "a printable key is typed, bound or not")
        harness.press(.ctrl("u"))
        #expect(controller.field.text == "", "the field's own editing key wins over the table")
        #expect(controller.moves == 1)
    }

    /// A named command runs on the table's keys and on none of its own the table moved away; a
    /// governed name with no keys runs on none; a name the table does not govern keeps its keys.
    @Test func namedCommandsRunOnTheTablesKeys() {
        let responder = CommandListResponder()
        var ran: [String] = []
        responder.commands = [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Down") { ran.append("down") },
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Up") { ran.append("up") },
            KeyCommand(named: "custom", keys: [.character("c")], title: "Custom") { ran.append("custom") },
            KeyCommand(.character("x"), title: "Literal") { ran.append("x") },
        ]
        for key in [Key.ctrl("n"), .character("j"), .character("k"), .up, .character("c"), .character("x")] {
            responder.dispatchKey(key, bindings: table)
        }
        #expect(ran == ["down", "down", "custom", "x"])
        ran = []
        for key in [Key.ctrl("n"), .character("k"), .up] { responder.dispatchKey(key) }
        #expect(ran == ["up", "up"], "without a table, each command has its own keys")
    }

    /// Help shows the table's keys, and leaves out a command the table gives none.
    @Test func helpShowsTheTablesKeys() {
        let responder = CommandListResponder()
        responder.commands = [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Down") {},
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Up") {},
        ]
        #expect(HelpViewController.helpText(chain: [responder], gestures: [], bindings: table) == """
        CommandListResponder
          j/Down/Ctrl-N/Ctrl-U  Down
        """)
    }

    /// A gesture key is found as `KeyBindings.runs` decides, binding by binding: its own keys
    /// where the table does not govern its name, the table's keys where it does.
    ///
    /// Catches the quick lookup taking a gesture's own key while the table governs its name
    /// (or missing a table key), against the walk it replaced.
    @Test func gestureKeysFollowTheTable() {
        let map = GestureKeyMap.standard
        let tables = [
            KeyBindings.none,
            KeyBindings([(.character("["), "swipe-left"), (.character("x"), "tap")], commands: ["swipe-right"]),
            KeyBindings([(.shift(.right), "tap"), (.down, "swipe-down")], commands: []),
        ]
        let keys: [Key] = [.shift(.right), .shift(.left), .shift(.up), .shift(.down), .character("["), .character("]"),
                           .character("{"), .character("}"), .character(" "), .character("x"), .down, .up]
        for table in tables {
            for key in keys {
                let walk = map.bindings.first { table.runs(key, names: [$0.name], own: $0.keys) }?.gesture
                #expect(map.gesture(for: key, in: table) == walk, "\(key) under \(table.bindings.map(\.key))")
            }
        }
        #expect(map.gesture(for: .character("["), in: tables[1]) == .swipe(.left))
        #expect(map.gesture(for: .shift(.right), in: tables[1]) == nil, "swipe-right is governed and unbound")
        #expect(map.gesture(for: .down, in: tables[2]) == .swipe(.down))
    }

    /// A bar item with a command shows the table's first key for it, and any key bound to it
    /// presses it; unbound, it shows no key and no letter of its title is given to it.
    @Test func aBarItemWithACommandShowsAndTakesTheTablesKeys() {
        let top = ViewController()
        top.title = "Top"
        var presses = 0
        let item = BarButtonItem(title: "Filter", key: .character("/"), command: "filter") { presses += 1 }
        #expect(item.commandName == "filter")
        top.toolbarItems = [item]
        let nav = NavigationController(rootViewController: top)
        nav.isToolbarHidden = false
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        #expect(harness.screen.contains("/ Filter"))
        harness.window.keyBindings = KeyBindings([(.character("F"), "filter"), (.ctrl("f"), "filter")], commands: ["filter"])
        harness.settle()
        #expect(harness.screen.contains("F Filter"), "\(harness.screen)")
        harness.press(.character("/"))
        #expect(presses == 0, "/ is no longer the item's key")
        harness.press(.ctrl("f"))
        #expect(presses == 1)
        harness.window.keyBindings = KeyBindings([], commands: ["filter"])
        harness.settle()
        #expect(harness.screen.contains("Filter") && !harness.screen.contains("F Filter") && !harness.screen.contains("i Filter"))
        harness.press(.character("F"))
        #expect(presses == 1)
        // The item's table key is kept per table and name: a new name under the same table is
        // read again (catches the kept key not dropped when `commandName` changes).
        harness.window.keyBindings = KeyBindings([(.character("S"), "sort")], commands: ["filter"])
        harness.settle()
        #expect(!harness.screen.contains("S Filter"))
        item.commandName = "sort"
        harness.settle()
        #expect(harness.screen.contains("S Filter"), "\(harness.screen)")
        harness.press(.character("S"))
        #expect(presses == 2)
    }
}
