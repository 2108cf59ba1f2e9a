/// Helpers for lists of members: names without parent lookups, texts for the filter, compact JSON.
extension JSONDocument {
    /// The name of a value known to be an object member (skips finding its container).
    func memberKey(_ node: Int) -> String { decodeString(at: memberKeyRange(node).lowerBound).text }

    /// How much of a scalar the filter looks at.
    static let matchableCharacters = 4_096

    /// A scalar's text for the filter (at most the first few thousand characters); nil for
    /// objects and arrays, which match by name only.
    func matchableText(of node: Int) -> String? {
        switch kind(of: node) {
        case .object, .array: return nil
        case .string: return decodeString(at: node, limit: Self.matchableCharacters).text
        default: return cut(byteRange(of: node), Self.matchableCharacters)
        }
    }

    /// The value as compact JSON: whitespace between tokens dropped, strings as written.
    public func compactText(of node: Int) -> String {
        let range = byteRange(of: node)
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var inString = false
        var escaped = false
        bytes.withUnsafeBufferPointer { p in
            for index in range {
                let c = p[index]
                if inString {
                    if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { inString = false }
                } else if isWhitespace(c) {
                    continue
                } else if c == 0x22 {
                    inString = true
                }
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
