import FolioKit

extension KeyMap {
    /// The map as the window applies it.
    ///
    /// A key bound to another command stands for that command's first default key; a default key
    /// the user unbound does nothing. Commands without a default key (`parent`) cannot be reached
    /// this way and are left out.
    public func translation() -> KeyTranslation {
        var replacements: [Key: Key] = [:]
        var disabled = Set<Key>()
        let defaults = KeyMap.defaults
        for binding in bindings where defaults.command(for: binding.key) != binding.command {
            if let canonical = binding.command.defaultKeys.first, canonical != binding.key {
                replacements[binding.key] = canonical
            }
        }
        for binding in defaults.bindings where command(for: binding.key) == nil {
            disabled.insert(binding.key)
        }
        return KeyTranslation(replacements: replacements, disabled: disabled)
    }
}
