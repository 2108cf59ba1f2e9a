/// Helpers for lists of members: names without parent lookups, texts for the filter, compact JSON.
extension JSONDocument {
    /// The name of a value known to be an object member (skips finding its container).
    func memberKey(_ node: Int) -> String { decodeString(at: memberKeyRange(node).lowerBound).text }

    /// How much of a scalar the filter looks at.
    static let matchableCharacters = 4_096
    /// How much of an object or array the filter looks at: about what its row preview shows.
    static let matchableContainerBytes = 160

    /// The text the filter matches for a value: a scalar's text (at most the first few thousand
    /// characters); for an object or array, what its row preview shows (`matchableSummary`).
    func matchableText(of node: Int) -> String {
        switch kind(of: node) {
        case .object, .array: return matchableSummary(of: node)
        case .string: return decodeString(at: node, limit: Self.matchableCharacters).text
        default: return cut(byteRange(of: node), Self.matchableCharacters)
        }
    }

    /// A container's row preview as the filter sees it: its first members' names and scalar
    /// values, nested containers left out (`{Name: "toyota corona", tags: , Cylinders: 4}`).
    ///
    /// Made in one pass over the bytes as written (a nested container is skipped to its end),
    /// without decoding, quoting and joining each part as the preview does: filtering a
    /// million rows stays cheap. Strings keep their escapes (`\u00e9`).
    func matchableSummary(of node: Int, limit: Int = matchableContainerBytes) -> String {
        bytes.withUnsafeBufferPointer { p -> String in
            let isObject = p[node] == 0x7B
            var out: [UInt8] = [p[node]]
            out.reserveCapacity(limit + 16)
            var i = node + 1
            var expectsKey = isObject
            while i < p.count && out.count < limit {
                let c = p[i]
                switch c {
                case 0x20, 0x0A, 0x0D, 0x09:
                    i += 1
                case 0x22:
                    let close = stringEnd(i)
                    // A name is shown bare, as jq and the preview write it; a value keeps its quotes.
                    let from = expectsKey ? i + 1 : i
                    out.append(contentsOf: p[from..<max(from, min(expectsKey ? close - 1 : close, from + limit))])
                    i = close
                case 0x7B, 0x5B:
                    // Left out, as the preview leaves out what it holds; `{…}` would only make
                    // ASCII text not ASCII, which the filter compares more slowly.
                    i = end(of: i)
                case 0x7D, 0x5D:
                    out.append(c)
                    return String(decoding: out, as: UTF8.self)
                case 0x3A:
                    out += [0x3A, 0x20]
                    expectsKey = false
                    i += 1
                case 0x2C:
                    out += [0x2C, 0x20]
                    expectsKey = isObject
                    i += 1
                default:
                    out.append(c)
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The value as compact JSON: whitespace between tokens dropped, strings as written.
    public func compactText(of node: Int) -> String { compactText(of: node, limit: .max) }

    /// The first `limit` bytes (about: a character is not split) of the value's compact JSON.
    func compactText(of node: Int, limit: Int) -> String {
        let range = byteRange(of: node)
        var out: [UInt8] = []
        out.reserveCapacity(min(range.count, limit))
        var inString = false
        var escaped = false
        bytes.withUnsafeBufferPointer { p in
            for index in range {
                let c = p[index]
                if out.count >= limit && c & 0xC0 != 0x80 { break }
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
