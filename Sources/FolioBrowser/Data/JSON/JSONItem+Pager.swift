/// The pager reads a JSON value pretty-printed, whole: the detail shows only its first 64 KB.
extension JSONItem: PagerTextProviding {
    /// The value, pretty-printed with every string whole, up to `JSONPagerText.maxBytes`.
    public func pagerText() -> @Sendable () -> [UInt8] {
        let document = self.document, node = self.node
        return { JSONPagerText.pretty(document, node) }
    }
}

extension JSONLineItem: PagerTextProviding {
    /// The line's value pretty-printed, or the line as it is when it is not valid JSON.
    public func pagerText() -> @Sendable () -> [UInt8] {
        let document = self.document.document, line = self.line
        return {
            guard let root = line.root else { return document.bytes.slice(line.range) + [UInt8(ascii: "\n")] }
            return JSONPagerText.pretty(document, root)
        }
    }
}

/// What the pager gets for a value.
enum JSONPagerText {
    /// The most text handed to the pager: past it, a note says where the value was cut.
    static let maxBytes = 256 << 20

    static func pretty(_ document: JSONDocument, _ node: Int) -> [UInt8] {
        let (text, truncated) = document.prettyPrinted(node, maxBytes: maxBytes, maxValueBytes: .max)
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        if truncated { bytes += Array("… (cut at \(maxBytes >> 20) MB: open the file itself for the rest)\n".utf8) }
        return bytes
    }
}
