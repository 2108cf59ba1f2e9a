/// A flat store of restorable state, keyed by string (NSCoder's role for restoration).
public final class StateCoder {
    /// The stored values.
    public private(set) var values: [String: String]

    /// Creates a coder, empty or holding saved values.
    public init(values: [String: String] = [:]) { self.values = values }

    /// Stores a string.
    public func encode(_ value: String, forKey key: String) { values[key] = value }
    /// Stores an integer.
    public func encode(_ value: Int, forKey key: String) { values[key] = String(value) }
    /// Stores a Boolean.
    public func encode(_ value: Bool, forKey key: String) { values[key] = value ? "1" : "0" }
    /// A stored string.
    public func decodeString(forKey key: String) -> String? { values[key] }
    /// A stored integer.
    public func decodeInteger(forKey key: String) -> Int? { values[key].flatMap { Int($0) } }
    /// A stored Boolean.
    public func decodeBool(forKey key: String) -> Bool? { values[key].map { $0 == "1" } }
}
