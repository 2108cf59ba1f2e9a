/// A string value decoded from its JSON literal.
public struct JSONDecodedString: Equatable, Sendable {
    /// The decoded text (up to the limit asked for).
    public var text: String
    /// True when the limit cut the text short.
    public var isTruncated: Bool
    /// How many unpaired surrogate escapes (`\uD800` alone) were read as U+FFFD.
    public var unpairedSurrogates: Int
}
