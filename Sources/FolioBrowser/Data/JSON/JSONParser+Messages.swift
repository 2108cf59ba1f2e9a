import FoundationEssentials

/// Error messages that say what is wrong and where, in words a person can act on.
extension JSONParser {
    func memberNameExpected(_ i: Int, afterComma: Bool) -> JSONParseError {
        if i >= n { return error(i, "expected a member name in double quotes, but the document ends here") }
        if afterComma && p[i] == 0x7D { return error(i, "expected a member name after ',' (JSON does not allow a trailing comma)") }
        if p[i] == 0x27 { return error(i, "member names must be in double quotes, not single quotes") }
        if Self.isWordByte(p[i]) { return error(i, "member names must be in double quotes: write \"\(word(i))\"") }
        return error(i, afterComma ? "expected a member name in double quotes after ','" : "expected a member name in double quotes or '}'")
    }

    func valueExpected(_ i: Int, _ context: Context) -> JSONParseError {
        let place: String
        switch context {
        case .top, .arrayStart: place = ""
        case .afterArrayComma: place = " after ','"
        case .afterColon: place = " after ':'"
        }
        guard i < n else { return error(i, "expected a value\(place), but the document ends here") }
        let c = p[i]
        if context == .afterArrayComma && c == 0x5D {
            return error(i, "expected a value after ',' (JSON does not allow a trailing comma)")
        }
        if c == 0x27 { return error(i, "strings must be in double quotes, not single quotes") }
        if c == 0x2B { return error(i, "numbers cannot start with '+'") }
        if c == 0x2E { return error(i, "numbers need a digit before the decimal point") }
        if Self.isWordByte(c) { return wordIsNotAValue(i) }
        return error(i, "expected a value\(place) (an object, array, string, number, true, false or null), found \(describe(i))")
    }

    private func wordIsNotAValue(_ i: Int) -> JSONParseError {
        let text = word(i)
        for literal in ["true", "false", "null"] where literal.hasPrefix(text.lowercased()) || text.lowercased().hasPrefix(literal) {
            return error(i, "'\(text)' is not a JSON value (did you mean \(literal)?)")
        }
        return error(i, "'\(text)' is not a JSON value; strings must be in double quotes")
    }

    /// The run of letters, digits and `_` at `i` (at most 30 bytes), for messages.
    func word(_ i: Int) -> String {
        var end = i
        while end < n && end - i < 30 && Self.isWordByte(p[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: p[i..<end]), as: UTF8.self)
    }

    /// The character at `i` for a message: `'x'`, `U+0007`, or `the end of the document`.
    func describe(_ i: Int, prefix: String = "") -> String {
        guard i < n else { return "the end of the document" }
        let c = p[i]
        if c >= 0x20 && c < 0x7F { return "'\(prefix)\(Character(UnicodeScalar(c)))'" }
        if c < 0x80 { return Self.hex(UInt32(c)) }
        var end = i + 1
        while end < n && end - i < 4 && p[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: p[i..<end]), as: UTF8.self)
        if text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" {
            return "'\(prefix)\(text)' (\(Self.hex(scalar.value)))"
        }
        return "the byte \("0x" + NumberText.hex(c, digits: 2, uppercase: true)) (not UTF-8)"
    }

    static func hex(_ value: UInt32) -> String { "U+" + NumberText.hex(value, digits: 4, uppercase: true) }

    /// An error at byte `offset`, with its line and column.
    func error(_ offset: Int, _ message: String) -> JSONParseError {
        let (line, column) = Self.lineAndColumn(p, from: origin.offset, to: offset)
        return JSONParseError(line: origin.line + line - 1, column: column, offset: offset, message: message)
    }

    /// The 1-based line and column (in characters) of byte `offset`, counted from `start`.
    static func lineAndColumn(_ p: UnsafeBufferPointer<UInt8>, from start: Int, to offset: Int) -> (Int, Int) {
        let offset = min(offset, p.count)
        var line = 1
        var lineStart = start
        for index in start..<max(start, offset) where p[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let prefix = UnsafeBufferPointer(rebasing: p[lineStart..<max(lineStart, offset)])
        if !prefix.contains(where: { $0 >= 0x80 }) { return (line, prefix.count + 1) }
        return (line, String(decoding: prefix, as: UTF8.self).count + 1)
    }
}
