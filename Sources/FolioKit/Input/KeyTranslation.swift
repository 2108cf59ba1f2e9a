/// The user's key map as the window applies it.
///
/// Keys that stand for another key (the key a command is bound to by default) and keys that do
/// nothing. Typed text in a field is never translated.
public struct KeyTranslation: Equatable, Sendable {
    /// Keys that run what another key runs by default.
    public var replacements: [Key: Key]
    /// Keys the user unbound.
    public var disabled: Set<Key>

    /// Nothing changed: every key does what the program says.
    public static let identity = KeyTranslation(replacements: [:], disabled: [])

    /// Creates a translation.
    public init(replacements: [Key: Key], disabled: Set<Key>) {
        self.replacements = replacements
        self.disabled = disabled
    }

    /// The key to route for `key`, or nil when the key does nothing.
    public func translate(_ key: Key) -> Key? {
        if let replacement = replacements[key] { return replacement }
        return disabled.contains(key) ? nil : key
    }

    /// The keys that run what `keys` run, as help shows them: a key the user moved elsewhere
    /// or unbound is left out, keys the user bound to it are added.
    public func displayKeys(for keys: [Key]) -> [Key] {
        var result: [Key] = []
        for key in keys {
            if replacements[key] == nil && !disabled.contains(key) { result.append(key) }
            for (user, target) in replacements.sorted(by: { $0.key.description < $1.key.description })
            where target == key && !result.contains(user) {
                result.append(user)
            }
        }
        return result
    }
}
