/// Natural, case-aware ordering of names: `file2` before `file10`, `a` next to `A`, and case
/// only breaking ties (so the order is total and stable).
public enum NaturalOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in precedes(x, y) } }
    }

    /// True when `a` sorts before `b`.
    public static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let result = compare(a, b)
        return result != 0 ? result < 0 : a.lexicographicallyPrecedes(b)
    }

    /// Negative, zero or positive, ignoring case (the tie-break is done by `precedes`).
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        // Names in one directory often share a long start (`file-0000…`): skip the bytes both
        // have, a plain byte loop, then step back to the start of a digit run cut by that point,
        // so the loop below reads whole numbers. Equal bytes compare equal in both orders, so
        // the result is what a walk from the first byte gives (sorting a million names spent
        // three quarters of its time walking shared starts).
        let shared = min(a.count, b.count)
        var start = 0
        while start < shared && a[start] == b[start] { start += 1 }
        while start > 0 && isDigit(a[start - 1]) { start -= 1 }
        var i = start, j = start
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if isDigit(x) && isDigit(y) {
                var iEnd = i, jEnd = j
                while iEnd < a.count && isDigit(a[iEnd]) { iEnd += 1 }
                while jEnd < b.count && isDigit(b[jEnd]) { jEnd += 1 }
                var iStart = i, jStart = j
                while iStart < iEnd - 1 && a[iStart] == UInt8(ascii: "0") { iStart += 1 }
                while jStart < jEnd - 1 && b[jStart] == UInt8(ascii: "0") { jStart += 1 }
                let lengthA = iEnd - iStart, lengthB = jEnd - jStart
                if lengthA != lengthB { return lengthA - lengthB }
                var k = 0
                while k < lengthA {
                    let d = Int(a[iStart + k]) - Int(b[jStart + k])
                    if d != 0 { return d }
                    k += 1
                }
                i = iEnd
                j = jEnd
                continue
            }
            let lx = lower(x), ly = lower(y)
            if lx != ly { return Int(lx) - Int(ly) }
            i += 1
            j += 1
        }
        return (a.count - i) - (b.count - j)
    }

    /// Appends to `key` bytes whose plain byte order is the order of `compare`, so sorting many
    /// names compares keys with `memcmp` instead of walking names (ties, as in `compare`, are
    /// broken by the names themselves).
    ///
    /// Letters are lowered; a number becomes a byte for its digit count, then its digits without
    /// leading zeros. That byte is a digit byte (`1`…`8` for up to 8 digits, `9` and four count
    /// bytes beyond), so against a letter it orders as the number's first digit would.
    static func appendKey(_ name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        var i = 0
        while i < name.count {
            let c = name[i]
            guard isDigit(c) else {
                key.append(lower(c))
                i += 1
                continue
            }
            var end = i
            while end < name.count && isDigit(name[end]) { end += 1 }
            var first = i
            while first < end - 1 && name[first] == UInt8(ascii: "0") { first += 1 }
            let length = end - first
            if length <= 8 {
                key.append(UInt8(ascii: "0") + UInt8(length))
            } else {
                key.append(UInt8(ascii: "9"))
                let count = UInt32(clamping: length)
                key.append(contentsOf: [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)])
            }
            key.append(contentsOf: UnsafeBufferPointer(rebasing: name[first..<end]))
            i = end
        }
    }

    @inline(__always) private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    @inline(__always) private static func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }
}
