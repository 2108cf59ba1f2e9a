/// A key name in the config file that names no key.
public struct KeyNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as written.
    public var name: String
    /// Why it names no key, and what to write instead.
    public var reason: String
    /// The message for the config error: the name and why it names no key.
    public var description: String { "unknown key '\(name)': \(reason)" }
}
