import FolioKit

/// Which command each key runs: the defaults of `BrowserCommand`, changed by `map` and `unmap`.
///
/// Bindings keep their order (defaults in the order of `BrowserCommand.allCases`, then keys the
/// user added) so help and `--print-config` list them the same way every time.
public struct KeyMap: Equatable, Sendable {
    /// One key and the command it runs.
    public struct Binding: Equatable, Sendable {
        /// The key pressed.
        public var key: Key
        /// The command it runs.
        public var command: BrowserCommand
    }

    /// Every binding, in display order.
    public private(set) var bindings: [Binding]
    private var index: [Key: Int]

    /// A map with no bindings at all.
    public static let empty = KeyMap(bindings: [])

    /// The keys Folio binds when the config file says nothing.
    public static let defaults = KeyMap(bindings: BrowserCommand.allCases.flatMap { command in
        command.defaultKeys.map { Binding(key: $0, command: command) }
    })

    private init(bindings: [Binding]) {
        self.bindings = []
        self.index = [:]
        for binding in bindings { map(binding.key, to: binding.command) }
    }

    /// The command `key` runs, if any.
    public func command(for key: Key) -> BrowserCommand? {
        index[key].map { bindings[$0].command }
    }

    /// The keys that run `command`, in display order (what help shows).
    public func keys(for command: BrowserCommand) -> [Key] {
        bindings.filter { $0.command == command }.map(\.key)
    }

    /// Binds `key` to `command`, replacing what the key did; the command keeps its other keys.
    public mutating func map(_ key: Key, to command: BrowserCommand) {
        if let position = index[key] {
            bindings[position].command = command
        } else {
            index[key] = bindings.count
            bindings.append(Binding(key: key, command: command))
        }
    }

    /// Removes whatever `key` was bound to; returns the command it ran.
    @discardableResult
    public mutating func unmap(_ key: Key) -> BrowserCommand? {
        guard let position = index[key] else { return nil }
        let removed = bindings.remove(at: position)
        index = [:]
        for (i, binding) in bindings.enumerated() { index[binding.key] = i }
        return removed.command
    }

    /// True when both bind the same keys to the same commands in the same order.
    public static func == (lhs: KeyMap, rhs: KeyMap) -> Bool { lhs.bindings == rhs.bindings }
}
