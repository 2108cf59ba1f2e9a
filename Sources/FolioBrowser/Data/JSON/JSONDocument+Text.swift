import FoundationEssentials

/// Values as text: member names, scalars, strings decoded on demand.
extension JSONDocument {
    /// The decoded member name of `node`; nil for array elements and the root.
    public func key(of node: Int) -> String? {
        guard let range = keyRange(of: node) else { return nil }
        return decodeString(at: range.lowerBound).text
    }

    /// A scalar's text: a string's decoded value, a number as written, `true`, `false` or `null`.
    ///
    /// Nil for objects and arrays.
    public func scalarText(of node: Int) -> String? {
        switch kind(of: node) {
        case .object, .array: return nil
        case .string: return decodeString(at: node).text
        default: return rawText(of: node)
        }
    }

    /// The value's JSON text exactly as written.
    public func rawText(of node: Int) -> String { text(byteRange(of: node)) }

    /// The decoded value of a string, nil for other kinds.
    public func stringValue(of node: Int) -> String? {
        kind(of: node) == .string ? decodeString(at: node).text : nil
    }

    /// The first `limit` characters of a string's decoded value, and whether there was more.
    ///
    /// Characters here are Unicode scalars. Nil for other kinds. Cheap on huge strings.
    public func stringPrefix(of node: Int, limit: Int) -> (text: String, truncated: Bool)? {
        guard kind(of: node) == .string else { return nil }
        let decoded = decodeString(at: node, limit: limit)
        return (decoded.text, decoded.isTruncated)
    }

    /// The UTF-8 text of a byte range.
    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Decodes the string literal whose opening quote is at `quote`, stopping after `limit` scalars.
    ///
    /// An unpaired surrogate escape becomes U+FFFD and is counted.
    public func decodeString(at quote: Int, limit: Int = .max) -> JSONDecodedString {
        bytes.withUnsafeBufferPointer { p in
            var decoder = JSONStringDecoder(p, from: quote + 1, limit: limit)
            return decoder.run()
        }
    }
}
