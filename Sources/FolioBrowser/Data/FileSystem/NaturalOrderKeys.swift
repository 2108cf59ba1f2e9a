import FoundationEssentials
import Glibc

/// The natural-order keys of a directory's names, packed like the names, and the sort that
/// uses them.
struct NaturalOrderKeys {
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]

    /// One entry to sort: its group (directories first), the first 16 bytes of its key as two
    /// big-endian words, and where it came from.
    ///
    /// Sorting these small records settles nearly every comparison with two integer compares
    /// on memory read in order; only keys that agree on 16 bytes are compared in full.
    private struct Record {
        var group: UInt32
        var index: UInt32
        var high: UInt64
        var low: UInt64
    }

    init(_ entries: DirectoryEntries) {
        bytes.reserveCapacity(entries.byteCount + entries.count)
        starts.reserveCapacity(entries.count + 1)
        for index in 0..<entries.count {
            entries.withName(index) { NaturalOrder.appendKey($0, to: &bytes) }
            starts.append(bytes.count)
        }
    }

    /// Entry indices in display order: entries in `isFirst` before the others, then by key,
    /// then (equal keys) by `tieBreak`.
    func sortedIndices(isFirst: (Int) -> Bool, tieBreak: (Int, Int) -> Bool) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                var records = (0..<starts.count - 1).map { index in
                    Record(group: isFirst(index) ? 0 : 1, index: UInt32(index),
                           high: Self.word(buffer, from: starts[index], to: starts[index + 1]),
                           low: Self.word(buffer, from: starts[index] + 8, to: starts[index + 1]))
                }
                records.sort { a, b in
                    if a.group != b.group { return a.group < b.group }
                    if a.high != b.high { return a.high < b.high }
                    if a.low != b.low { return a.low < b.low }
                    let order = Self.compareRest(buffer, starts, Int(a.index), Int(b.index))
                    return order != 0 ? order < 0 : tieBreak(Int(a.index), Int(b.index))
                }
                return records.map { Int($0.index) }
            }
        }
    }

    /// Up to 8 key bytes from `start` (before `end`) as a big-endian word, zero-padded: a key
    /// that ends sooner orders first, as with `memcmp` then length.
    private static func word(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<8 {
            word <<= 8
            if start + offset < end { word |= UInt64(buffer[start + offset]) }
        }
        return word
    }

    /// Byte order of the keys of `a` and `b` past their first 16 bytes (which are equal).
    private static func compareRest(_ buffer: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>,
                                    _ a: Int, _ b: Int) -> Int {
        let aStart = starts[a], aCount = starts[a + 1] - aStart
        let bStart = starts[b], bCount = starts[b + 1] - bStart
        // Zero padding made a key of 15 bytes look like one of 16 ending in a zero byte; the
        // lengths settle that.
        guard aCount > 16, bCount > 16, let base = buffer.baseAddress else { return aCount - bCount }
        let shared = memcmp(base + aStart + 16, base + bStart + 16, min(aCount, bCount) - 16)
        return shared != 0 ? Int(shared) : aCount - bCount
    }
}
