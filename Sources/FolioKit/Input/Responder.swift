/// An object in the responder chain: it may handle keys, and passes the rest to `next`.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The responder that gets keys this one does not handle.
    open var next: Responder? { nil }

    /// Key commands this responder offers; they are tried before `handleKey(_:)` and listed in help.
    open var keyCommands: [KeyCommand] { [] }

    /// True when `keyCommands` changes only when this responder says so with
    /// `setNeedsKeyCommandsUpdate()`: a key then finds its command in a table built once.
    ///
    /// A responder whose commands follow state it does not watch (most controllers) keeps the
    /// default, and its `keyCommands` is asked on every key, as before.
    open var cachesKeyCommands: Bool { false }

    /// The table a key press looks in, for a responder that caches its commands.
    private var keyCommandTable: KeyCommandTable?

    /// Says that `keyCommands` changed (a command was added, removed, enabled or disabled), so
    /// the next key looks at the new list.
    public func setNeedsKeyCommandsUpdate() { keyCommandTable = nil }

    /// The enabled command that `key` runs here under `bindings`, if any: the first in
    /// `keyCommands` order.
    public func keyCommand(for key: Key, bindings: KeyBindings = .none) -> KeyCommand? {
        guard cachesKeyCommands else { return keyCommands.first { $0.matches(key, in: bindings) && $0.isEnabled } }
        if let keyCommandTable, keyCommandTable.bindings === bindings { return keyCommandTable.command(for: key) }
        let table = KeyCommandTable(keyCommands, bindings: bindings)
        keyCommandTable = table
        return table.command(for: key)
    }

    /// The name the help overlay groups this responder's commands under.
    open var responderTitle: String { String(describing: type(of: self)) }

    /// Handles a key that no key command claimed; returns true when handled.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Gives the key to this responder, then up the chain, until one handles it; `bindings`
    /// (the window's key table) decides which named commands the key runs.
    @discardableResult
    public func dispatchKey(_ key: Key, bindings: KeyBindings = .none) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if let command = current.keyCommand(for: key, bindings: bindings) {
                command.action()
                return true
            }
            if current.handleKey(key) { return true }
            responder = current.next
        }
        return false
    }

    /// The responders from this one to the end of the chain.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var responder: Responder? = self
        while let current = responder { chain.append(current); responder = current.next }
        return chain
    }
}

/// A key and what it does, with a title for the help overlay (UIKeyCommand's role).
///
/// A command with `names` is an entry of the application's key table: where the window's
/// `KeyBindings` govern one of its names, it runs on the keys bound to them (and help shows
/// those), whatever its own `keys`; elsewhere its own keys run it.
@MainActor
public struct KeyCommand {
    /// The keys that run the command where no key table governs its names; the first is the one
    /// shown in help.
    public var keys: [Key]
    /// The command's names in the key table (`page-down`); empty for a command only its own
    /// keys run.
    public var names: [CommandName]
    /// What help and toolbars call it.
    public var title: String
    /// Whether it runs; a disabled command lets the key pass up the chain.
    public var isEnabled: Bool
    /// Whether the help overlay lists it.
    public var isListedInHelp: Bool
    /// What it does.
    public var action: () -> Void

    /// Creates a key command bound to one or more keys.
    public init(_ keys: [Key], title: String, isEnabled: Bool = true, isListedInHelp: Bool = true, action: @escaping () -> Void) {
        self.init(named: [], keys: keys, title: title, isEnabled: isEnabled, isListedInHelp: isListedInHelp, action: action)
    }

    /// Creates a key command bound to one key.
    public init(_ key: Key, title: String, isEnabled: Bool = true, action: @escaping () -> Void) {
        self.init([key], title: title, isEnabled: isEnabled, action: action)
    }

    /// Creates a command of the key table named `names`, with the keys it runs on where no
    /// table governs them.
    public init(named names: [CommandName], keys: [Key], title: String, isEnabled: Bool = true, isListedInHelp: Bool = true,
                action: @escaping () -> Void) {
        self.keys = keys
        self.names = names
        self.title = title
        self.isEnabled = isEnabled
        self.isListedInHelp = isListedInHelp
        self.action = action
    }

    /// Creates a command of the key table named `name`.
    public init(named name: CommandName, keys: [Key], title: String, isEnabled: Bool = true, isListedInHelp: Bool = true,
                action: @escaping () -> Void) {
        self.init(named: [name], keys: keys, title: title, isEnabled: isEnabled, isListedInHelp: isListedInHelp, action: action)
    }

    /// True when `key` runs this command under `bindings`.
    public func matches(_ key: Key, in bindings: KeyBindings) -> Bool {
        bindings.runs(key, names: names, own: keys)
    }

    /// True when `key` runs this command without a key table (its own keys).
    public func matches(_ key: Key) -> Bool { keys.contains(key) }

    /// The keys that run it under `bindings`, in the order help shows them.
    public func keys(in bindings: KeyBindings) -> [Key] {
        bindings.keys(for: names, own: keys)
    }

    /// The keys as help shows them: `Enter/l/Right`.
    public var keyLabel: String { keys.map(\.description).joined(separator: "/") }
}
