import Testing
@testable import FolioBrowser

/// `NaturalOrder.compare` skips the start two names share before walking them, and the directory
/// sort compares natural-order keys instead of names: both must order exactly as a walk from the
/// first byte does.
@Suite struct NaturalOrderTests {
    /// The walk from the first byte: numbers by value, letters ignoring case.
    static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                var iEnd = i, jEnd = j
                while iEnd < a.count && isDigit(a[iEnd]) { iEnd += 1 }
                while jEnd < b.count && isDigit(b[jEnd]) { jEnd += 1 }
                let x = Array(a[i..<iEnd].drop { $0 == 48 }), y = Array(b[j..<jEnd].drop { $0 == 48 })
                if x.count != y.count { return x.count - y.count }
                if x != y { return x.lexicographicallyPrecedes(y) ? -1 : 1 }
                i = iEnd
                j = jEnd
                continue
            }
            if lower(a[i]) != lower(b[j]) { return Int(lower(a[i])) - Int(lower(b[j])) }
            i += 1
            j += 1
        }
        return (a.count - i) - (b.count - j)
    }

    static func sign(_ value: Int) -> Int { value < 0 ? -1 : value > 0 ? 1 : 0 }

    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in NaturalOrder.compare(x, y) } }
    }

    @Test(arguments: [
        ("a100", "a19", 1), ("file-000100.txt", "file-000019.txt", 1), ("x10", "x9", 1), ("x010", "x10", 0),
        ("v1.10", "v1.9", 1), ("a1", "a10", -1), ("a", "A", 0), ("img12b", "img12a", 1), ("12", "012", 0),
    ])
    func numbersCutBySharedStartsAreReadWhole(a: String, b: String, expected: Int) {
        #expect(Self.sign(Self.compare(Array(a.utf8), Array(b.utf8))) == expected)
        #expect(Self.sign(Self.compare(Array(b.utf8), Array(a.utf8))) == -expected)
    }

    static func key(_ name: [UInt8]) -> [UInt8] {
        var key: [UInt8] = []
        name.withUnsafeBufferPointer { NaturalOrder.appendKey($0, to: &key) }
        return key
    }

    /// Sign of the byte order of the two names' keys (what the directory sort compares).
    static func keyOrder(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let x = key(a), y = key(b)
        return x == y ? 0 : x.lexicographicallyPrecedes(y) ? -1 : 1
    }

    @Test func keysOfNumbersOrderByValueAndAgainstLettersByTheirDigits() {
        #expect(Self.key(Array("File-007b".utf8)) == Array("file-17b".utf8))
        #expect(Self.key(Array("x1234567890".utf8)) == Array("x9".utf8) + [0, 0, 0, 10] + Array("1234567890".utf8))
        #expect(Self.keyOrder(Array("a100".utf8), Array("a99".utf8)) == 1)
        #expect(Self.keyOrder(Array("a1234567890".utf8), Array("a99999999".utf8)) == 1)
        #expect(Self.keyOrder(Array("a5".utf8), Array("a-".utf8)) == 1)  // '5' after '-', as the walk says
        #expect(Self.keyOrder(Array("a5".utf8), Array("ab".utf8)) == -1)
    }

    @Test func agreesWithTheWalkFromTheFirstByteOnRandomNames() {
        var generator = SeededGenerator(seed: 14)
        let alphabet = Array("aAbZ0019-._".utf8) + [0xC3, 0xA9, 0x7F]
        func name() -> [UInt8] {
            let shared = Array("file-00".utf8).prefix(Int.random(in: 0...7, using: &generator))
            return Array(shared) + (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
        }
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let a = name(), b = Bool.random(using: &generator) ? name() : name().prefix(3) + name()
            let expected = Self.sign(Self.reference(a, b))
            if Self.sign(Self.compare(a, b)) != expected || Self.keyOrder(a, b) != expected {
                disagreements.append("\(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func theSortKeepsTwelveKeyBytesInRecordsOf16BytesAndOnlyTheBytesPastThem() {
        var entries = DirectoryEntries()
        for name in ["file-000001.txt", "Photo 2026-12-02 at 10.15.00.jpeg", "b"] {
            Array(name.utf8).withUnsafeBufferPointer { entries.append($0, kind: .regular) }
        }
        let keys = NaturalOrderKeys(entries) { _ in false }
        let long = Self.key(Array("Photo 2026-12-02 at 10.15.00.jpeg".utf8))
        #expect(keys.tailByteCount == long.count - 12)
        #expect(NaturalOrderKeys.recordSize == 16, "the sort's records and its scratch: 1.2 MB less on 100,000 names than at 24")
    }

    @Test func theDirectorySortPutsDirectoriesFirstThenTheWalksOrderThenBytes() {
        var generator = SeededGenerator(seed: 1_000_000)
        // Keys of 9 to 16 bytes around the 12 a record keeps, with and without the zero bytes of
        // a run of nine or more digits ("ab12345678" and two more digits).
        let stems = ["Report-2026-11-30-final-version-", "report-2026-11-30-final-version-", "x", "file-00000", "img",
                     "ab12345678", "abcdefghij", "Abcdefgh"]
        let tails = Array("aAb0129-.".utf8)
        var names: [[UInt8]] = []
        for _ in 0..<3_000 {
            let stem = Array((stems.randomElement(using: &generator) ?? "").utf8)
            names.append(stem + (0..<Int.random(in: 0...6, using: &generator)).map { _ in tails.randomElement(using: &generator) ?? 0 })
        }
        var entries = DirectoryEntries()
        for (index, name) in names.enumerated() {
            name.withUnsafeBufferPointer { entries.append($0, kind: index % 7 == 0 ? .directory : .regular) }
        }
        entries.sort()
        let expected = names.enumerated().sorted { a, b in
            let aDir = a.offset % 7 == 0, bDir = b.offset % 7 == 0
            if aDir != bDir { return aDir }
            let order = Self.reference(a.element, b.element)
            return order != 0 ? order < 0 : a.element.lexicographicallyPrecedes(b.element)
        }
        let sorted = (0..<entries.count).map { entries.name($0) }
        #expect(sorted == expected.map(\.element))
        #expect((0..<entries.count).map { entries.kinds[$0] == .directory } == expected.map { $0.offset % 7 == 0 })
    }
}
