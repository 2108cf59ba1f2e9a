import FolioKit

extension BrowserCommand {
    /// The command's name in FolioKit's terms: FolioKit's own commands (`down`, `back`,
    /// `switch-column`…) have the same names, so the key map decides their keys too.
    public var commandName: CommandName { CommandName(rawValue) }
}

extension KeyMap {
    /// The map as the window applies it: every command is governed, so a command the config
    /// left without keys (or that has none by default, as `parent`) runs on no key, and a key
    /// runs only the command it is bound to.
    public var keyBindings: KeyBindings {
        KeyBindings(bindings.map { (key: $0.key, command: $0.command.commandName) },
                    commands: BrowserCommand.allCases.map(\.commandName))
    }
}

extension KeyCommand {
    /// A key command of the browser's key table: it runs on the keys the key map binds to
    /// `command` (its default keys where no map is installed).
    init(command: BrowserCommand, title: String, isEnabled: Bool = true, isListedInHelp: Bool = true,
         action: @escaping () -> Void) {
        self.init(commands: [command], title: title, isEnabled: isEnabled, isListedInHelp: isListedInHelp, action: action)
    }

    /// A key command that several commands of the key table run (`o` and Enter both open a
    /// file's pager).
    init(commands: [BrowserCommand], title: String, isEnabled: Bool = true, isListedInHelp: Bool = true,
         action: @escaping () -> Void) {
        self.init(named: commands.map(\.commandName), keys: commands.flatMap(\.defaultKeys), title: title,
                  isEnabled: isEnabled, isListedInHelp: isListedInHelp, action: action)
    }
}

extension BarButtonItem {
    /// A bar item for `command`: it shows the first key the key map binds to it, and every key
    /// bound to it presses the item.
    convenience init(title: String, command: BrowserCommand, priority: Int = 0, action: (() -> Void)? = nil) {
        self.init(title: title, key: command.defaultKeys.first, command: command.commandName, priority: priority, action: action)
    }
}
