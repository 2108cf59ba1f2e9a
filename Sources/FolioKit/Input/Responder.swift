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

    /// The enabled command that `key` runs here, if any: the first in `keyCommands` order.
    public func keyCommand(for key: Key) -> KeyCommand? {
        guard cachesKeyCommands else { return keyCommands.first { $0.matches(key) && $0.isEnabled } }
        if let keyCommandTable { return keyCommandTable.command(for: key) }
        let table = KeyCommandTable(keyCommands)
        keyCommandTable = table
        return table.command(for: key)
    }

    /// The name the help overlay groups this responder's commands under.
    open var responderTitle: String { String(describing: type(of: self)) }

    /// Handles a key that no key command claimed; returns true when handled.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Gives the key to this responder, then up the chain, until one handles it.
    @discardableResult
    public func dispatchKey(_ key: Key) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if let command = current.keyCommand(for: key) {
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
@MainActor
public struct KeyCommand {
    /// The keys that run the command; the first is the one shown in help.
    public var keys: [Key]
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
        self.keys = keys
        self.title = title
        self.isEnabled = isEnabled
        self.isListedInHelp = isListedInHelp
        self.action = action
    }

    /// Creates a key command bound to one key.
    public init(_ key: Key, title: String, isEnabled: Bool = true, action: @escaping () -> Void) {
        self.init([key], title: title, isEnabled: isEnabled, action: action)
    }

    /// True when `key` runs this command.
    public func matches(_ key: Key) -> Bool { keys.contains(key) }

    /// The keys as help shows them: `Enter/l/Right`.
    public var keyLabel: String { keys.map(\.description).joined(separator: "/") }
}
