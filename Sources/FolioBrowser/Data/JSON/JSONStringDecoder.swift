/// Decodes one validated string literal's body into UTF-8, escape by escape.
struct JSONStringDecoder {
    let p: UnsafeBufferPointer<UInt8>
    var index: Int
    let limit: Int
    var out: [UInt8] = []
    var scalars = 0
    var unpaired = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) {
        p = buffer
        index = start
        self.limit = limit
    }

    mutating func run() -> JSONDecodedString {
        if limit == .max, let plain = plainRun() { return JSONDecodedString(text: plain, isTruncated: false, unpairedSurrogates: 0) }
        while index < p.count {
            let byte = p[index]
            if byte == 0x22 { break }
            if byte & 0xC0 != 0x80 {
                if scalars == limit { return result(truncated: true) }
                scalars += 1
            }
            if byte == 0x5C { escape() } else { out.append(byte); index += 1 }
        }
        return result(truncated: false)
    }

    /// The whole body when it holds no escape (the common case), without a copy loop.
    private func plainRun() -> String? {
        var end = index
        while end < p.count && p[end] != 0x22 && p[end] != 0x5C { end += 1 }
        guard end >= p.count || p[end] == 0x22 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: p[index..<end]), as: UTF8.self)
    }

    private func result(truncated: Bool) -> JSONDecodedString {
        JSONDecodedString(text: String(decoding: out, as: UTF8.self), isTruncated: truncated, unpairedSurrogates: unpaired)
    }

    private mutating func escape() {
        let code = index + 1 < p.count ? p[index + 1] : 0x5C
        index += 2
        switch code {
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        case 0x74: out.append(0x09)
        case 0x75: unicodeEscape()
        default: out.append(code)  // " \ /
        }
    }

    /// `\uXXXX`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() {
        var value = hex(at: index)
        index += 4
        if value >= 0xD800 && value <= 0xDBFF, index + 5 < p.count, p[index] == 0x5C, p[index + 1] == 0x75 {
            let low = hex(at: index + 2)
            if low >= 0xDC00 && low <= 0xDFFF {
                index += 6
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        if value >= 0xD800 && value <= 0xDFFF {
            unpaired += 1
            value = 0xFFFD
        }
        Self.appendUTF8(value, to: &out)
    }

    private func hex(at i: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where i + offset < p.count { value = value << 4 | (JSONParser.hexDigit(p[i + offset]) ?? 0) }
        return value
    }

    static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            out.append(UInt8(value))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (value >> 6)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (value >> 12)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (value >> 18)))
            out.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
