import Foundation

/// The natural-order keys of a directory's names, packed like the names.
struct NaturalOrderKeys {
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]

    init(_ entries: DirectoryEntries) {
        bytes.reserveCapacity(entries.byteCount + entries.count)
        starts.reserveCapacity(entries.count + 1)
        for index in 0..<entries.count {
            entries.withName(index) { NaturalOrder.appendKey($0, to: &bytes) }
            starts.append(bytes.count)
        }
    }

    /// Calls `body` with a function ordering entries by key: negative, zero or positive.
    func withComparator<R>(_ body: ((Int, Int) -> Int) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                body { a, b in
                    let aStart = starts[a], aCount = starts[a + 1] - aStart
                    let bStart = starts[b], bCount = starts[b + 1] - bStart
                    guard let base = buffer.baseAddress else { return 0 }
                    let shared = memcmp(base + aStart, base + bStart, min(aCount, bCount))
                    return shared != 0 ? Int(shared) : aCount - bCount
                }
            }
        }
    }
}
