/// An application's key table: which command each key runs (the role of Bubble Tea's KeyMap).
///
/// Installed on a window, it is the one place keys are decided: a `KeyCommand` (or a gesture
/// key, a bar button item) with a name the table governs runs on the keys the table binds to
/// that name, and help shows those keys. Commands whose names the table does not govern (or that
/// have none) keep their own keys. A key runs one command; a governed name may have no key.
public final class KeyBindings: Sendable {
    /// The names the table decides, bound or not.
    public let commands: Set<CommandName>
    /// Every binding, in the table's order.
    public let bindings: [(key: Key, command: CommandName)]
    private let commandByKey: [Key: CommandName]
    private let keysByCommand: [CommandName: [Key]]

    /// A table that governs nothing: every command runs on its own keys.
    public static let none = KeyBindings([], commands: [])

    /// Creates a table; a key bound twice keeps its last command.
    ///
    /// `commands` lists the names the table governs besides the bound ones: a governed name with
    /// no key runs on no key.
    public init(_ bindings: [(key: Key, command: CommandName)], commands: some Sequence<CommandName>) {
        var commandByKey: [Key: CommandName] = [:]
        var order: [Key] = []
        for binding in bindings {
            if commandByKey.updateValue(binding.command, forKey: binding.key) == nil { order.append(binding.key) }
        }
        let kept = order.compactMap { key in commandByKey[key].map { (key: key, command: $0) } }
        var keysByCommand: [CommandName: [Key]] = [:]
        for binding in kept { keysByCommand[binding.command, default: []].append(binding.key) }
        self.bindings = kept
        self.commandByKey = commandByKey
        self.keysByCommand = keysByCommand
        self.commands = Set(commands).union(kept.map(\.command))
    }

    /// The command `key` runs, if the table binds it.
    public func command(for key: Key) -> CommandName? { commandByKey[key] }

    /// True when the table decides the keys of `name`.
    public func governs(_ name: CommandName) -> Bool { commands.contains(name) }

    /// The keys bound to `name`, in the table's order (empty for a name without keys).
    public func keys(for name: CommandName) -> [Key] { keysByCommand[name] ?? [] }

    /// The keys that run a command named `names` whose own keys are `own`: the table's keys of
    /// the names it governs, else `own`.
    public func keys(for names: [CommandName], own: [Key]) -> [Key] {
        guard names.contains(where: governs) else { return own }
        var result: [Key] = []
        for name in names {
            for key in keys(for: name) where !result.contains(key) { result.append(key) }
        }
        return result
    }

    /// True when `key` runs a command named `names` whose own keys are `own`.
    public func runs(_ key: Key, names: [CommandName], own: [Key]) -> Bool {
        guard names.contains(where: governs) else { return own.contains(key) }
        guard let bound = commandByKey[key] else { return false }
        return names.contains(bound)
    }
}
