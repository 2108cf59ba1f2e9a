import FoundationEssentials
import Glibc

/// The natural-order keys of a directory's names, and the sort that uses them.
///
/// Only what the sort needs is kept: each key's first 12 bytes (in the records) and the bytes
/// past 12 of the keys longer than that (`tails`), packed like the names. Most names' keys fit in
/// 12 to 16 bytes, so 100,000 names cost the records and a few bytes each, not a second copy of
/// every name (1.6 MB less at the listing's peak).
///
/// No length is kept: a key of 12 bytes or fewer holds no zero byte (only the length of a run of
/// nine or more digits has zero bytes, and such a key is 14 bytes or longer), so the zero padding
/// of its first 12 bytes orders it as `memcmp` then length would; a key longer than 12 has a tail.
/// A record is 16 bytes instead of 24 with the length and 4 more key bytes: 0.8 MB less at the
/// listing's peak on 100,000 names.
struct NaturalOrderKeys {
    /// Key bytes past the first 12, back to back, in entry order.
    private var tails: [UInt8] = []
    /// Where each entry's tail starts in `tails`, plus the end of the last one.
    private var tailStarts: [UInt32] = [0]
    private var records: [Record] = []

    /// Key bytes kept past the records (the tails).
    var tailByteCount: Int { tails.count }

    /// The bytes a record takes in the sort.
    static var recordSize: Int { MemoryLayout<Record>.stride }

    /// One entry to sort: its group (directories first) and index, and the first 12 bytes of
    /// its key as two big-endian words (8 and 4 bytes).
    ///
    /// Sorting these small records settles nearly every comparison with two integer compares
    /// on memory read in order; only keys that agree on 12 bytes are compared further.
    private struct Record {
        var high: UInt64
        var low: UInt32
        /// The group in the top bit (0 sorts first), the entry's index in the others.
        var tag: UInt32

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
                records.append(Record(high: Self.word(key, from: 0, count: 8), low: UInt32(Self.word(key, from: 8, count: 4)),
                                      tag: (isFirst(index) ? 0 : 1 << 31) | UInt32(index)))
                if key.count > 12 { tails.append(contentsOf: UnsafeBufferPointer(rebasing: key[12...])) }
            }
            tailStarts.append(UInt32(tails.count))
        }
    }

    /// Entry indices in display order, the keys consumed.
    ///
    /// Entries picked by `isFirst` come before the others, then by key, then (equal keys) by
    /// `tieBreak`.
    mutating func sortedIndices(tieBreak: (Int, Int) -> Bool) -> [UInt32] {
        var records = self.records
        self.records = []
        tails.withUnsafeBufferPointer { tails in
            tailStarts.withUnsafeBufferPointer { starts in
                records.withUnsafeMutableBufferPointer { records in
                    Self.sortInPlace(records) { a, b in
                        if a.group != b.group { return a.group < b.group }
                        if a.high != b.high { return a.high < b.high }
                        if a.low != b.low { return a.low < b.low }
                        let order = Self.compareRest(tails, starts, a, b)
                        return order != 0 ? order < 0 : tieBreak(a.index, b.index)
                    }
                }
            }
        }
        tails = []
        tailStarts = []
        return records.map { $0.tag & 0x7FFF_FFFF }
    }

    /// Sorts `records` by `less`, a strict total order (names differ), in place: a quicksort
    /// (the median of three as the pivot, an insertion sort for 16 records or fewer).
    ///
    /// The standard sort merges through a buffer of half the records: 0.8 MB on 100,000 names,
    /// at the listing's peak memory (peak RSS 16.1–16.8 MiB with it, 15.8–16.0 without; and
    /// callgrind counts 39.8 million instructions for this sort of 100,000 names in `readdir`'s
    /// order against 74.4 million). Past 2·log2(n) levels of partitions (pivots that keep
    /// missing the middle), a part is handed to the standard sort, so the worst case stays
    /// n·log(n).
    private static func sortInPlace(_ records: UnsafeMutableBufferPointer<Record>, by less: (Record, Record) -> Bool) {
        quicksort(records, 0, records.count, 2 * (Int.bitWidth - records.count.leadingZeroBitCount), less)
    }

    private static func quicksort(_ r: UnsafeMutableBufferPointer<Record>, _ start: Int, _ end: Int, _ depth: Int,
                                  _ less: (Record, Record) -> Bool) {
        var start = start, end = end, depth = depth
        while end - start > 16 {
            if depth == 0 {
                var part = UnsafeMutableBufferPointer(rebasing: r[start..<end])
                return part.sort(by: less)
            }
            depth -= 1
            // The median of the first, middle and last in the middle, as the pivot (Hoare's
            // partition needs it at or before the middle).
            let middle = start + (end - 1 - start) / 2
            if less(r[middle], r[start]) { r.swapAt(middle, start) }
            if less(r[end - 1], r[middle]) {
                r.swapAt(end - 1, middle)
                if less(r[middle], r[start]) { r.swapAt(middle, start) }
            }
            let pivot = r[middle]
            var i = start - 1, j = end
            while true {
                repeat { i += 1 } while less(r[i], pivot)
                repeat { j -= 1 } while less(pivot, r[j])
                if i >= j { break }
                r.swapAt(i, j)
            }
            // r[start...j] before or at the pivot, r[(j + 1)..<end] at or after it: the smaller
            // part first, the larger in this loop, so the stack stays log(n) deep.
            if j + 1 - start < end - j - 1 {
                quicksort(r, start, j + 1, depth, less)
                start = j + 1
            } else {
                quicksort(r, j + 1, end, depth, less)
                end = j + 1
            }
        }
        if end - start < 2 { return }
        for k in (start + 1)..<end {
            let record = r[k]
            var m = k
            while m > start && less(record, r[m - 1]) {
                r[m] = r[m - 1]
                m -= 1
            }
            r[m] = record
        }
    }

    /// Up to `count` key bytes from `start` as a big-endian word, zero-padded: a key that ends
    /// sooner orders first, as with `memcmp` then length.
    private static func word(_ key: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<count {
            word <<= 8
            if start + offset < key.count { word |= UInt64(key[start + offset]) }
        }
        return word
    }

    /// Byte order of the keys of `a` and `b` past their first 12 bytes (which are equal).
    private static func compareRest(_ tails: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>,
                                    _ a: Record, _ b: Record) -> Int {
        let aStart = Int(starts[a.index]), bStart = Int(starts[b.index])
        let aCount = Int(starts[a.index + 1]) - aStart, bCount = Int(starts[b.index + 1]) - bStart
        // A key without a tail is 12 bytes or shorter and equal to the other's first 12 (see the
        // type's summary): it orders first, or the keys are equal.
        guard aCount > 0, bCount > 0, let base = tails.baseAddress else { return aCount - bCount }
        let shared = memcmp(base + aStart, base + bStart, min(aCount, bCount))
        return shared != 0 ? Int(shared) : aCount - bCount
    }
}
