/// JSON: keys (strings before a colon), string values, numbers, and `true`/`false`/`null`.
///
/// Tolerant: broken JSON is still coloured as far as its tokens go.
enum JSONHighlighter {
    static func spans(_ bytes: [UInt8]) -> [SyntaxSpan] {
        var spans: [SyntaxSpan] = []
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == 34 {
                var j = i + 1
                while j < n && bytes[j] != 34 && bytes[j] != 10 { j += bytes[j] == 92 ? 2 : 1 }
                let end = min(n, j + 1)
                var k = end
                while k < n && (bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13) { k += 1 }
                spans.append(SyntaxSpan(i..<end, k < n && bytes[k] == 58 ? .key : .string))
                i = end
            } else if byte == 45 || (byte >= 48 && byte <= 57) {
                var j = i + 1
                while j < n, let c = Optional(bytes[j]), (c >= 48 && c <= 57) || c == 46 || c == 101 || c == 69 || c == 43 || c == 45 { j += 1 }
                spans.append(SyntaxSpan(i..<j, .number))
                i = j
            } else if byte >= 97 && byte <= 122 {
                var j = i + 1
                while j < n && bytes[j] >= 97 && bytes[j] <= 122 { j += 1 }
                let word = String(decoding: bytes[i..<j], as: UTF8.self)
                if word == "true" || word == "false" || word == "null" { spans.append(SyntaxSpan(i..<j, .keyword)) }
                i = j
            } else {
                i += 1
            }
        }
        return spans
    }
}
