/// Pretty printing, iterative, so any depth is fine.
extension JSONDocument {
    /// The value at `node` pretty-printed with 2-space indentation, within limits.
    ///
    /// At most `maxLines` lines and about `maxBytes` bytes are printed (then `truncated` is true).
    /// Strings and numbers appear as written; a scalar longer than `maxValueBytes` is cut with `…`.
    public func prettyPrinted(_ node: Int, maxLines: Int = .max, maxBytes: Int = .max, maxValueBytes: Int = 1_000) -> (text: String, truncated: Bool) {
        var printer = JSONPrettyPrinter(document: self, top: node, maxLines: maxLines, maxBytes: maxBytes, maxValueBytes: maxValueBytes)
        return printer.run()
    }

    /// The text of `range`, cut at a character boundary after `limit` bytes with `…`.
    func cut(_ range: Range<Int>, _ limit: Int) -> String {
        guard range.count > limit else { return text(range) }
        var end = range.lowerBound + limit
        while end > range.lowerBound && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return text(range.lowerBound..<end) + "…"
    }
}

/// Walks a value in document order with a stack of open containers, writing indented lines.
struct JSONPrettyPrinter {
    let document: JSONDocument
    let top: Int
    let maxLines: Int
    let maxBytes: Int
    let maxValueBytes: Int
    var lines: [String] = []
    var bytes = 0
    var indents: [String] = [""]
    /// Open containers, innermost last.
    var open: [Int] = []

    init(document: JSONDocument, top: Int, maxLines: Int, maxBytes: Int, maxValueBytes: Int) {
        self.document = document
        self.top = top
        self.maxLines = maxLines
        self.maxBytes = maxBytes
        self.maxValueBytes = maxValueBytes
    }

    mutating func run() -> (text: String, truncated: Bool) {
        var current = top
        while !isFull {
            if let child = document.firstChild(of: current) {
                emit(current, document.kind(of: current) == .object ? "{" : "[", comma: false)
                open.append(current)
                current = child
                continue
            }
            emit(current, scalar(current), comma: hasNext(current))
            guard let next = advance(from: current) else { return (lines.joined(separator: "\n"), !open.isEmpty) }
            current = next
        }
        return (lines.joined(separator: "\n"), true)
    }

    /// The next value after `node`, closing containers on the way up; nil when done.
    private mutating func advance(from node: Int) -> Int? {
        var current = node
        while current != top {
            if let next = document.nextSibling(of: current) { return next }
            if isFull { return nil }  // cut short: `open` still lists what is open
            guard let container = open.popLast() else { return nil }
            current = container
            append(indent(open.count) + (document.kind(of: container) == .object ? "}" : "]") + (hasNext(container) ? "," : ""))
        }
        return nil
    }

    private func hasNext(_ node: Int) -> Bool { node != top && document.nextSibling(of: node) != nil }

    private func scalar(_ node: Int) -> String {
        switch document.kind(of: node) {
        case .object: "{}"
        case .array: "[]"
        default: document.cut(document.byteRange(of: node), maxValueBytes)
        }
    }

    private mutating func emit(_ node: Int, _ value: String, comma: Bool) {
        var prefix = ""
        if node != top, let container = open.last, document.kind(of: container) == .object {
            prefix = document.cut(document.memberKeyRange(node), maxValueBytes) + ": "
        }
        append(indent(open.count) + prefix + value + (comma ? "," : ""))
    }

    /// True once the line or byte budget is spent (deep nesting makes long indents).
    private var isFull: Bool { lines.count >= maxLines || bytes >= maxBytes }

    private mutating func append(_ line: String) {
        bytes += line.utf8.count + 1
        lines.append(line)
    }

    private mutating func indent(_ depth: Int) -> String {
        while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
        return indents[depth]
    }
}
