/// Markdown, line by line: headings, fenced code blocks, block quotes, list markers, inline
/// `code` and link targets.
enum MarkdownHighlighter {
    static func spans(_ bytes: [UInt8]) -> [SyntaxSpan] {
        var spans: [SyntaxSpan] = []
        var start = 0
        var inFence = false
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            var i = start
            while i < end && bytes[i] == 32 { i += 1 }
            let isFence = i + 2 < end + 0 && bytes[i] == 96 && bytes[i + 1] == 96 && bytes[i + 2] == 96
                || i + 2 < end && bytes[i] == 126 && bytes[i + 1] == 126 && bytes[i + 2] == 126
            if isFence || inFence {
                if end > start { spans.append(SyntaxSpan(start..<end, .code)) }
                if isFence { inFence.toggle() }
            } else if i < end && bytes[i] == 35 {
                spans.append(SyntaxSpan(i..<end, .heading))
            } else if i < end && bytes[i] == 62 {
                spans.append(SyntaxSpan(i..<end, .comment))
            } else {
                if i + 1 < end && (bytes[i] == 45 || bytes[i] == 42 || bytes[i] == 43) && bytes[i + 1] == 32 {
                    spans.append(SyntaxSpan(i..<(i + 1), .marker))
                    i += 2
                } else {
                    var j = i
                    while j < end && bytes[j] >= 48 && bytes[j] <= 57 { j += 1 }
                    if j > i && j + 1 < end && (bytes[j] == 46 || bytes[j] == 41) && bytes[j + 1] == 32 {
                        spans.append(SyntaxSpan(i..<(j + 1), .marker))
                        i = j + 2
                    }
                }
                inline(bytes, i..<end, into: &spans)
            }
            start = end + 1
        }
        return spans
    }

    /// Inline code between backticks, and `(target)` after `]`.
    private static func inline(_ bytes: [UInt8], _ range: Range<Int>, into spans: inout [SyntaxSpan]) {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == 96, let close = bytes[(i + 1)..<range.upperBound].firstIndex(of: 96) {
                spans.append(SyntaxSpan(i..<(close + 1), .code))
                i = close + 1
            } else if bytes[i] == 93, i + 1 < range.upperBound, bytes[i + 1] == 40,
                      let close = bytes[(i + 2)..<range.upperBound].firstIndex(of: 41) {
                spans.append(SyntaxSpan((i + 2)..<close, .string))
                i = close + 1
            } else {
                i += 1
            }
        }
    }
}
