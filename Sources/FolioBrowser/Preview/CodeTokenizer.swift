/// A small tokenizer for C-like languages (Swift, C, Python, shell).
///
/// It finds comments, strings, numbers and keywords in one pass over the bytes. Anything
/// unterminated runs to the end of the line (strings) or of the text (block comments and triple
/// quotes).
struct CodeTokenizer {
    let rules: LanguageRules

    func spans(_ bytes: [UInt8]) -> [SyntaxSpan] {
        var spans: [SyntaxSpan] = []
        var i = 0
        let n = bytes.count
        func starts(_ token: String, at index: Int) -> Bool {
            let count = token.utf8.count
            return index + count <= n && token.utf8.elementsEqual(bytes[index..<(index + count)])
        }
        func find(_ token: String, from index: Int) -> Int? {
            var j = index
            while j < n { if starts(token, at: j) { return j }; j += 1 }
            return nil
        }
        scan: while i < n {
            let byte = bytes[i]
            for comment in rules.lineComments where starts(comment, at: i) && !(comment == "#" && isWordByte(before: i, bytes)) {
                // `#include` is a keyword in C, and `$#` or `a#b` are not comments in the shell.
                let end = bytes[i...].firstIndex(of: 10) ?? n
                spans.append(SyntaxSpan(i..<end, .comment))
                i = end
                continue scan
            }
            if let block = rules.blockComment, starts(block.open, at: i) {
                let end = find(block.close, from: i + block.open.utf8.count).map { $0 + block.close.utf8.count } ?? n
                spans.append(SyntaxSpan(i..<end, .comment))
                i = end
                continue
            }
            for triple in rules.tripleQuotes where starts(triple, at: i) {
                let length = triple.utf8.count
                let end = find(triple, from: i + length).map { $0 + length } ?? n
                spans.append(SyntaxSpan(i..<end, .string))
                i = end
                continue scan
            }
            if rules.quotes.contains(byte) {
                let escapes = byte != 39 || rules.singleQuoteEscapes
                var j = i + 1
                while j < n && bytes[j] != byte && bytes[j] != 10 {
                    j += escapes && bytes[j] == 92 ? 2 : 1
                }
                let end = min(n, j < n && bytes[j] == byte ? j + 1 : j)
                spans.append(SyntaxSpan(i..<end, .string))
                i = end
                continue
            }
            if isDigit(byte) && !isWordByte(before: i, bytes) {
                var j = i + 1
                while j < n && (isWordByte(bytes[j]) || (bytes[j] == 46 && j + 1 < n && isDigit(bytes[j + 1]))) { j += 1 }
                spans.append(SyntaxSpan(i..<j, .number))
                i = j
                continue
            }
            if isWordByte(byte) || byte == 35 {
                var j = i + 1
                while j < n && isWordByte(bytes[j]) { j += 1 }
                if !isWordByte(before: i, bytes), rules.keywords.contains(String(decoding: bytes[i..<j], as: UTF8.self)) {
                    spans.append(SyntaxSpan(i..<j, .keyword))
                }
                i = j
                continue
            }
            i += 1
        }
        return spans
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// Letters, digits, `_` and any non-ASCII byte (part of a Unicode identifier).
    private func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
    }

    private func isWordByte(before index: Int, _ bytes: [UInt8]) -> Bool {
        index > 0 && (isWordByte(bytes[index - 1]) || bytes[index - 1] == 36)
    }
}
