/// What a deep search looks for, with smart case.
///
/// A pattern with a capital letter matches case for case; otherwise case is ignored. Matching works
/// on the raw bytes of a literal when it has no escapes, so a 100 MB document is searched without
/// making a string per value.
struct JSONSearchPattern: Sendable {
    let text: String
    let bytes: [UInt8]
    let ignoresCase: Bool
    let isASCII: Bool
    private let lowered: String

    init(_ text: String) {
        self.text = text
        ignoresCase = !text.contains(where: \.isUppercase)
        bytes = Array((ignoresCase ? text.lowercased() : text).utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        lowered = text.lowercased()
    }

    /// True when the raw bytes `range` (a literal's body, or a number) contain the pattern;
    /// `hasEscape` says the bytes must be decoded first.
    func matches(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, decoded: () -> String) -> Bool {
        if ignoresCase && !isASCII { return decoded().lowercased().contains(lowered) }
        if ignoresCase ? containsFolded(p, range) : contains(p, range) { return true }
        // An escape can hide a match (`caf\u00e9`): decode when the literal has one.
        guard p[range].contains(0x5C) else { return false }
        let text = decoded()
        return ignoresCase ? text.lowercased().contains(lowered) : text.contains(self.text)
    }

    private func contains(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = bytes.first, range.count >= bytes.count else { return bytes.isEmpty }
        var i = range.lowerBound
        let last = range.upperBound - bytes.count
        while i <= last {
            if p[i] == first {
                var k = 1
                while k < bytes.count && p[i + k] == bytes[k] { k += 1 }
                if k == bytes.count { return true }
            }
            i += 1
        }
        return false
    }

    private func containsFolded(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = bytes.first, range.count >= bytes.count else { return bytes.isEmpty }
        var i = range.lowerBound
        let last = range.upperBound - bytes.count
        while i <= last {
            if Self.fold(p[i]) == first {
                var k = 1
                while k < bytes.count && Self.fold(p[i + k]) == bytes[k] { k += 1 }
                if k == bytes.count { return true }
            }
            i += 1
        }
        return false
    }

    @inline(__always)
    static func fold(_ c: UInt8) -> UInt8 { c &- 0x41 < 26 ? c | 0x20 : c }
}
