/// One-line previews of values, as jless shows them after a key:
/// `{Package: "bash", Version: "5.2.15-2", …}`.
extension JSONDocument {
    /// The value at `node` on one line, about `budget` characters at most.
    ///
    /// The list cuts it to the column. Nested containers show as `{…}` and `[…]`; strings are
    /// quoted with control characters escaped. Only the first members are read, so huge values are
    /// cheap.
    public func preview(of node: Int, budget: Int = 160) -> String {
        switch kind(of: node) {
        case .object, .array: return containerPreview(node, budget: budget)
        case .string: return stringPreview(node, budget: budget)
        default: return cut(byteRange(of: node), budget)
        }
    }

    /// A string as a quoted one-line literal, cut with `…` inside the quotes.
    func stringPreview(_ node: Int, budget: Int) -> String {
        let decoded = decodeString(at: node, limit: max(1, budget))
        let quoted = JSONPath.quoted(decoded.text)
        return decoded.isTruncated ? String(quoted.dropLast()) + "…\"" : quoted
    }

    private func containerPreview(_ node: Int, budget: Int) -> String {
        let isObject = kind(of: node) == .object
        var text = isObject ? "{" : "["
        var used = 1
        var child = firstChild(of: node)
        var first = true
        while let current = child, used < budget {
            var part = first ? "" : ", "
            if isObject { part += JSONPath.jqKey(memberKey(current)) + ": " }
            part += shortValue(current, budget: budget - used)
            text += part
            used += part.unicodeScalars.count
            first = false
            child = nextSibling(of: current)
        }
        if child != nil { text += first ? "…" : ", …" }
        return text + (isObject ? "}" : "]")
    }

    /// A member inside a preview: nested containers collapse to `{…}` or `[…]`.
    private func shortValue(_ node: Int, budget: Int) -> String {
        switch kind(of: node) {
        case .object: return childCount(of: node) == 0 ? "{}" : "{…}"
        case .array: return childCount(of: node) == 0 ? "[]" : "[…]"
        default: return preview(of: node, budget: max(8, budget))
        }
    }
}
