/// A responder's key commands indexed by key under a key table, so that a key press finds its
/// command without building the command list (the help overlay still reads the list itself).
@MainActor
struct KeyCommandTable {
    /// The commands, in the order the responder offers them.
    let commands: [KeyCommand]
    /// The key table the index follows.
    let bindings: KeyBindings
    /// For each key, the first enabled command it runs: what a walk of `commands` would find.
    private let index: [Key: Int]

    /// Indexes `commands`; a disabled command is left out, so its key passes up the chain.
    init(_ commands: [KeyCommand], bindings: KeyBindings = .none) {
        self.commands = commands
        self.bindings = bindings
        var index: [Key: Int] = [:]
        for (position, command) in commands.enumerated() where command.isEnabled {
            for key in command.keys(in: bindings) where index[key] == nil { index[key] = position }
        }
        self.index = index
    }

    /// The enabled command `key` runs, if any.
    func command(for key: Key) -> KeyCommand? {
        index[key].map { commands[$0] }
    }
}
