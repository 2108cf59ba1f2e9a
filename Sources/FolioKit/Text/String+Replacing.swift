// Foundation's `replacingOccurrences(of:with:)` and `trimmingCharacters(in:)`, for the
// package's own modules (FolioKit imports only FoundationEssentials, which has neither).
extension String {
    /// Every occurrence of `target` replaced by `replacement`, matched on UTF-8 bytes: an ASCII
    /// quote is found even where a combining mark follows it (as Foundation found it, where
    /// the standard library's `replacing`, matching whole characters, would not).
    package func replacingBytes(_ target: String, with replacement: String) -> String {
        let target = Array(target.utf8)
        guard !target.isEmpty else { return self }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == target[0], i + target.count <= bytes.count, bytes[i..<(i + target.count)].elementsEqual(target) {
                out.append(contentsOf: replacement.utf8)
                i += target.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text without the leading and trailing scalars `trimmed` says yes to.
    package func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// Foundation's `CharacterSet.whitespaces`: a tab or a space separator (Unicode's Zs).
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
