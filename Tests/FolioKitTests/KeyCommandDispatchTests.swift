import Testing
import FolioKit
import FolioTesting

/// A responder whose commands are a list the test edits, cached as `cachesKeyCommands` allows.
@MainActor
final class CommandListResponder: Responder {
    var commands: [KeyCommand] = []
    let parent: Responder?
    var unhandled: [Key] = []

    init(parent: Responder? = nil) {
        self.parent = parent
        super.init()
    }

    override var next: Responder? { parent }
    override var cachesKeyCommands: Bool { true }
    override var keyCommands: [KeyCommand] { commands }
    override func handleKey(_ key: Key) -> Bool {
        unhandled.append(key)
        return false
    }
}

/// Key dispatch through the command table: the same commands run as a walk of `keyCommands`.
@MainActor
@Suite struct KeyCommandDispatchTests {
    /// Catches a table that does not run the command its key names.
    @Test func aCommandWhoseKeyIsPressedRuns() {
        let responder = CommandListResponder()
        var ran: [String] = []
        responder.commands = [
            KeyCommand([.character("a"), .f(2)], title: "A") { ran.append("a") },
            KeyCommand(.character("b"), title: "B") { ran.append("b") },
        ]
        #expect(responder.dispatchKey(.f(2)))
        #expect(responder.dispatchKey(.character("b")))
        #expect(!responder.dispatchKey(.character("c")))
        #expect(ran == ["a", "b"])
    }

    /// A disabled command lets its key go to `handleKey` and up the chain, and a later enabled
    /// command for the same key runs instead: catches a table that indexes disabled commands.
    @Test func aDisabledCommandDoesNotRunAndItsKeyPassesOn() {
        let parent = CommandListResponder()
        let child = CommandListResponder(parent: parent)
        var ran: [String] = []
        child.commands = [KeyCommand(.character("x"), title: "Off", isEnabled: false) { ran.append("off") }]
        parent.commands = [KeyCommand(.character("x"), title: "Parent") { ran.append("parent") }]
        #expect(child.dispatchKey(.character("x")))
        #expect(ran == ["parent"])
        #expect(child.unhandled == [.character("x")])
        child.commands.append(KeyCommand(.character("x"), title: "On") { ran.append("on") })
        child.setNeedsKeyCommandsUpdate()
        #expect(child.dispatchKey(.character("x")))
        #expect(ran == ["parent", "on"])
    }

    /// Help lists a command that cannot run now, dimmed, unless its key runs another command.
    ///
    /// So a key such as "paste the marked items" is found before anything is marked (the iPad's
    /// keyboard shortcuts list shows unavailable commands dimmed); but when its key runs an
    /// enabled command further up, help names what the key does. Catches help that drops disabled commands, or lists them
    /// plain, or lists one over the command its key really runs.
    @Test func helpShowsADisabledCommandDimmedUnlessItsKeyRunsAnother() {
        let parent = CommandListResponder()
        let child = CommandListResponder(parent: parent)
        child.commands = [
            KeyCommand(.character("p"), title: "Paste", isEnabled: false) {},
            KeyCommand(.character("x"), title: "Off", isEnabled: false) {},
            KeyCommand(.character("o"), title: "Open") {},
        ]
        parent.commands = [KeyCommand(.character("x"), title: "Exit") {}]
        let text = HelpViewController.styledHelpText(chain: [child, parent], gestures: [])
        let title = child.responderTitle
        #expect(text.string == "\(title)\n  p  Paste\n  o  Open\n\n\(title)\n  x  Exit", "\(text.string)")
        let paste = text.string.utf8.count - "Paste\n  o  Open\n\n\(title)\n  x  Exit".utf8.count
        #expect(text.style(at: paste) == HelpViewController.disabledStyle)
        #expect(text.style(at: text.string.utf8.count - 2) == .plain)
    }

    /// Catches a table that is never rebuilt: a command added later is found after the
    /// responder says its commands changed.
    @Test func aCommandAddedLaterIsFound() {
        let responder = CommandListResponder()
        var ran = 0
        #expect(!responder.dispatchKey(.character("z")))
        responder.commands = [KeyCommand(.character("z"), title: "Zed") { ran += 1 }]
        responder.setNeedsKeyCommandsUpdate()
        #expect(responder.dispatchKey(.character("z")))
        #expect(ran == 1)
    }

    /// The first command for a key wins, as a walk of the list finds it: catches a table that
    /// lets a later command overwrite an earlier one.
    @Test func theFirstCommandForAKeyWins() {
        let responder = CommandListResponder()
        var ran: [String] = []
        responder.commands = [
            KeyCommand(.character("k"), title: "First") { ran.append("first") },
            KeyCommand(.character("k"), title: "Second") { ran.append("second") },
        ]
        responder.dispatchKey(.character("k"))
        #expect(ran == ["first"])
    }

    /// A list's "Open" is enabled only while a row is selected.
    ///
    /// Disabled on an empty list (Enter goes up the chain), enabled once rows load. Catches a list
    /// whose cached table keeps "Open" disabled.
    @Test func aListsOpenCommandFollowsItsRows() {
        let rows = RowSource(count: 0)
        let list = ListView()
        list.dataSource = rows
        list.delegate = rows
        list.reloadData()
        #expect(list.keyCommand(for: .enter) == nil)
        rows.count = 5
        list.reloadData()
        #expect(list.dispatchKey(.enter))
        #expect(rows.activated == [0])
        rows.count = 0
        list.reloadData()
        #expect(list.keyCommand(for: .enter) == nil)
    }

    /// The page keys move by the list's height when pressed, not when the table was built:
    /// catches a command that captured the page size.
    @Test func aListsPageKeysFollowItsHeight() {
        let rows = RowSource(count: 100)
        let controller = ViewController()
        let list = ListView()
        list.dataSource = rows
        controller.view = list
        let harness = ScreenHarness(root: controller, size: Size(width: 40, height: 10))
        list.reloadData()
        list.dispatchKey(.pageDown)
        #expect(list.selectedRow == 9)
        harness.resize(to: Size(width: 40, height: 20))
        list.dispatchKey(.pageDown)
        #expect(list.selectedRow == 28)
        list.dispatchKey(.down)
        #expect(list.selectedRow == 29)
    }

    /// Help lists a list's and a text view's commands as before the table: catches a title, a
    /// key or an order lost when the commands became cached.
    @Test func helpListsTheSameCommands() {
        let rows = RowSource(count: 3)
        let list = ListView()
        list.dataSource = rows
        list.reloadData()
        #expect(HelpViewController.helpText(chain: [list], gestures: []) == """
        List
          Down/j         Next row
          Up/k           Previous row
          PgDn/Ctrl-F    Page down
          PgUp/Ctrl-B    Page up
          Ctrl-D         Half page down
          Ctrl-U         Half page up
          g/Home         First row
          G/End          Last row
          Enter/l/Right  Open
        """)
        #expect(HelpViewController.helpText(chain: [TextView()], gestures: []) == """
        Text
          Down/j       Scroll down
          Up/k         Scroll up
          PgDn/Ctrl-F  Page down
          PgUp/Ctrl-B  Page up
          Ctrl-D       Half page down
          Ctrl-U       Half page up
          g/Home       Top
          G/End        Bottom
        """)
    }
}

/// A list's rows: `count` numbered rows; records activations.
@MainActor
final class RowSource: ListViewDataSource, ListViewDelegate {
    var count: Int
    var activated: [Int] = []
    init(count: Int) { self.count = count }
    func numberOfRows(in listView: ListView) -> Int { count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: "Row \(index)") }
    func listView(_ listView: ListView, didActivateRowAt index: Int) { activated.append(index) }
}
