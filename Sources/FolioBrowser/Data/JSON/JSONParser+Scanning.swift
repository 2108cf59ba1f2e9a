import FoundationEssentials

/// Validation of the pieces of a value: whitespace, literals, member names, strings, numbers.
extension JSONParser {
    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < n {
            let c = p[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 } else { break }
        }
        return i
    }

    /// True when the bytes at `i` spell `true`, `false` or `null` (given as a little-endian word).
    @inline(__always)
    func matches(_ i: Int, _ word: UInt64, _ length: Int) -> Bool {
        guard i + length <= n else { return false }
        var value: UInt64 = 0
        for offset in 0..<length { value |= UInt64(p[i + offset]) << (8 * UInt64(offset)) }
        return value == word
    }

    /// Reads `"name" :` at `start` and returns the index of the value after it.
    func memberName(_ start: Int, afterComma: Bool) throws -> Int {
        guard start < n, p[start] == 0x22 else { throw memberNameExpected(start, afterComma: afterComma) }
        let i = skipWhitespace(try scanString(start))
        guard i < n, p[i] == 0x3A else {
            throw error(i, "expected ':' after the member name" + (i < n ? "" : ", but the document ends here"))
        }
        return skipWhitespace(i + 1)
    }

    /// Validates a string starting at the quote at `start`; returns the index after its closing quote.
    @inline(__always)
    func scanString(_ start: Int) throws -> Int {
        var i = start + 1
        while i < n {
            i = skipPlainBytes(from: i)
            guard i < n else { break }
            let b = p[i]
            if b >= 0x20 && b < 0x80 {
                if b == 0x22 { return i + 1 }
                if b == 0x5C { i = try scanEscape(i) } else { i += 1 }
            } else if b < 0x20 {
                if b == 0x0A {
                    throw error(i, "line break inside a string; write it as \\n, or add the missing '\"' before it")
                }
                throw error(i, "control character \(Self.hex(UInt32(b))) inside a string must be escaped as \\u\(NumberText.hex(b, digits: 4))")
            } else {
                i = try scanUTF8(i)
            }
        }
        throw error(start, "this string is never closed (the document ends before its closing '\"')")
    }

    /// Skips eight bytes at a time while none is a quote, a backslash, a control character or
    /// outside ASCII (most of most strings), so long strings cost a fraction of a byte loop.
    @inline(__always)
    func skipPlainBytes(from start: Int) -> Int {
        guard let base = p.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = start
        while i + 8 <= n {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word
            if special & highs != 0 { break }
            i += 8
        }
        return i
    }

    /// Validates the escape at `i`.
    ///
    /// An unpaired surrogate (`\uD800` alone) is accepted, as jq and Python do; it reads as U+FFFD
    /// and the value's detail says so.
    func scanEscape(_ i: Int) throws -> Int {
        guard i + 1 < n else { throw error(i, "the document ends inside an escape sequence") }
        switch p[i + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
            return i + 2
        case 0x75:  // u
            guard hex4(i + 2) != nil else { throw error(i, "\\u must be followed by four hex digits") }
            return i + 6
        default:
            throw error(i, "invalid escape \(describe(i + 1, prefix: "\\")) in a string; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
        }
    }

    func hex4(_ i: Int) -> UInt32? {
        guard i + 4 <= n else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = Self.hexDigit(p[i + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: UInt32(c - 0x30)
        case 0x41...0x46: UInt32(c - 0x41 + 10)
        case 0x61...0x66: UInt32(c - 0x61 + 10)
        default: nil
        }
    }

    /// Validates one multi-byte UTF-8 sequence at `i`; returns the index after it.
    func scanUTF8(_ i: Int) throws -> Int {
        let b0 = p[i]
        var length = 0
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error(i, "invalid UTF-8 byte \("0x" + NumberText.hex(b0, digits: 2, uppercase: true)) in a string; the file must be UTF-8")
        }
        guard i + length <= n else { throw error(i, "truncated UTF-8 sequence in a string; the file must be UTF-8") }
        let b1 = p[i + 1]
        var valid = b1 >= low && b1 <= high
        if length > 2 { valid = valid && p[i + 2] & 0xC0 == 0x80 }
        if length > 3 { valid = valid && p[i + 3] & 0xC0 == 0x80 }
        guard valid else { throw error(i, "invalid UTF-8 sequence in a string; the file must be UTF-8") }
        return i + length
    }

    /// Validates a number at `start`; returns the index after it.
    @inline(__always)
    func scanNumber(_ start: Int) throws -> Int {
        var i = start
        if p[i] == 0x2D {
            i += 1
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit after '-'") }
        }
        if p[i] == 0x30 {
            i += 1
            if i < n && Self.isDigit(p[i]) { throw error(i, "numbers cannot have leading zeros") }
        } else {
            i = skipDigits(i)
        }
        if i < n && p[i] == 0x2E {
            i += 1
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit after the decimal point") }
            i = skipDigits(i)
        }
        if i < n && (p[i] == 0x65 || p[i] == 0x45) {
            i += 1
            if i < n && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit in the exponent") }
            i = skipDigits(i)
        }
        return i
    }

    @inline(__always)
    func skipDigits(_ start: Int) -> Int {
        var i = start
        while i < n && Self.isDigit(p[i]) { i += 1 }
        return i
    }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
    }
}
