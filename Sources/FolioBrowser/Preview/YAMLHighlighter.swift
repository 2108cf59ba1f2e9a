import FoundationEssentials

/// YAML, line by line: comments, `key:` names, quoted strings, numbers, booleans and null,
/// document markers, anchors and aliases.
enum YAMLHighlighter {
    static let literals: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "True", "False", "Null", "TRUE", "FALSE", "NULL"]

    static func spans(_ bytes: [UInt8]) -> [SyntaxSpan] {
        var spans: [SyntaxSpan] = []
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            line(bytes, start..<end, into: &spans)
            start = end + 1
        }
        return spans
    }

    private static func line(_ bytes: [UInt8], _ range: Range<Int>, into spans: inout [SyntaxSpan]) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        let text = String(decoding: bytes[i..<end], as: UTF8.self)
        if text.hasPrefix("---") || text.hasPrefix("...") { spans.append(SyntaxSpan(i..<min(end, i + 3), .keyword)); return }
        while i + 1 < end && bytes[i] == 45 && bytes[i + 1] == 32 { spans.append(SyntaxSpan(i..<(i + 1), .marker)); i += 2 }
        // A key: up to ": " or a final ":", outside quotes and before any comment.
        var j = i
        while j < end && bytes[j] != 35 && bytes[j] != 34 && bytes[j] != 39 {
            if bytes[j] == 58 && (j + 1 == end || bytes[j + 1] == 32) {
                if j > i { spans.append(SyntaxSpan(i..<j, .key)) }
                i = j + 1
                break
            }
            j += 1
        }
        value(bytes, i..<end, into: &spans)
    }

    private static func value(_ bytes: [UInt8], _ range: Range<Int>, into spans: inout [SyntaxSpan]) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end && bytes[i] == 32 { i += 1 }
        guard i < end else { return }
        var valueEnd = end
        // A comment starts at `#` after a blank, outside quotes.
        var quote: UInt8?
        var k = i
        while k < end {
            let c = bytes[k]
            if let q = quote { if c == q { quote = nil } } else if c == 34 || c == 39 { quote = c } else if c == 35 && (k == range.lowerBound || bytes[k - 1] == 32) {
                spans.append(SyntaxSpan(k..<end, .comment)); valueEnd = k; break
            }
            k += 1
        }
        var trimmed = valueEnd
        while trimmed > i && bytes[trimmed - 1] == 32 { trimmed -= 1 }
        guard trimmed > i else { return }
        let word = String(decoding: bytes[i..<trimmed], as: UTF8.self)
        let role: SyntaxRole?
        if bytes[i] == 34 || bytes[i] == 39 { role = .string } else if literals.contains(word) { role = .keyword } else if bytes[i] == 38 || bytes[i] == 42 {
            role = .marker
        } else if Double(word.replacingBytes("_", with: "")) != nil { role = .number } else { role = nil }
        if let role {
            // The comment span, if any, comes after; keep spans in order.
            let span = SyntaxSpan(i..<trimmed, role)
            if let last = spans.last, last.role == .comment, last.range.lowerBound >= trimmed { spans.insert(span, at: spans.count - 1) } else { spans.append(span) }
        }
    }
}
