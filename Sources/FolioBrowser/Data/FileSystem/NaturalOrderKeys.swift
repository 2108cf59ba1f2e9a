import FoundationEssentials
import Glibc

/// The natural-order keys of a directory's names, and the sort that uses them.
///
/// Only what the sort needs is kept: each key's first 16 bytes (in the records) and its length,
/// and the bytes past 16 of the keys longer than that (`tails`), packed like the names. Most
/// names' keys fit in 16 bytes, so 100,000 names cost the records, not a second copy of every
/// name (1.6 MB less at the listing's peak).
struct NaturalOrderKeys {
    /// Key bytes past the first 16, back to back, in entry order.
    private var tails: [UInt8] = []
    /// Where each entry's tail starts in `tails`, plus the end of the last one.
    private var tailStarts: [UInt32] = [0]
    private var records: [Record] = []

    /// Key bytes kept past the records (the tails).
    var tailByteCount: Int { tails.count }

    /// One entry to sort: its group (directories first) and index, its key's length, and the
    /// first 16 bytes of its key as two big-endian words.
    ///
    /// Sorting these small records settles nearly every comparison with two integer compares
    /// on memory read in order; only keys that agree on 16 bytes are compared in full.
    private struct Record {
        /// The group in the top bit (0 sorts first), the entry's index in the others.
        var tag: UInt32
        var length: UInt32
        var high: UInt64
        var low: UInt64

        var group: UInt32 { tag >> 31 }
        var index: Int { Int(tag & 0x7FFF_FFFF) }
    }

    /// Makes the keys of `entries`; `isFirst` picks the entries that sort before the others.
    init(_ entries: DirectoryEntries, isFirst: (Int) -> Bool) {
        records.reserveCapacity(entries.count)
        tailStarts.reserveCapacity(entries.count + 1)
        var key: [UInt8] = []
        for index in 0..<entries.count {
            key.removeAll(keepingCapacity: true)
            entries.withName(index) { NaturalOrder.appendKey($0, to: &key) }
            key.withUnsafeBufferPointer { key in
                records.append(Record(tag: (isFirst(index) ? 0 : 1 << 31) | UInt32(index), length: UInt32(key.count),
                                      high: Self.word(key, from: 0), low: Self.word(key, from: 8)))
                if key.count > 16 { tails.append(contentsOf: UnsafeBufferPointer(rebasing: key[16...])) }
            }
            tailStarts.append(UInt32(tails.count))
        }
    }

    /// Entry indices in display order, the keys consumed.
    ///
    /// Entries picked by `isFirst` come before the others, then by key, then (equal keys) by
    /// `tieBreak`.
    mutating func sortedIndices(tieBreak: (Int, Int) -> Bool) -> [Int] {
        var records = self.records
        self.records = []
        tails.withUnsafeBufferPointer { tails in
            tailStarts.withUnsafeBufferPointer { starts in
                records.sort { a, b in
                    if a.group != b.group { return a.group < b.group }
                    if a.high != b.high { return a.high < b.high }
                    if a.low != b.low { return a.low < b.low }
                    let order = Self.compareRest(tails, starts, a, b)
                    return order != 0 ? order < 0 : tieBreak(a.index, b.index)
                }
            }
        }
        return records.map(\.index)
    }

    /// Up to 8 key bytes from `start` as a big-endian word, zero-padded: a key that ends sooner
    /// orders first, as with `memcmp` then length.
    private static func word(_ key: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<8 {
            word <<= 8
            if start + offset < key.count { word |= UInt64(key[start + offset]) }
        }
        return word
    }

    /// Byte order of the keys of `a` and `b` past their first 16 bytes (which are equal).
    private static func compareRest(_ tails: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>,
                                    _ a: Record, _ b: Record) -> Int {
        let aCount = Int(a.length), bCount = Int(b.length)
        // Zero padding made a key of 15 bytes look like one of 16 ending in a zero byte; the
        // lengths settle that.
        guard aCount > 16, bCount > 16, let base = tails.baseAddress else { return aCount - bCount }
        let shared = memcmp(base + Int(starts[a.index]), base + Int(starts[b.index]), min(aCount, bCount) - 16)
        return shared != 0 ? Int(shared) : aCount - bCount
    }
}
