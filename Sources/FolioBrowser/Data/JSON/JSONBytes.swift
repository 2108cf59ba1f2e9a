#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document's bytes in one `malloc`ed block, owned and freed by this object.
///
/// Reading grows the block with `realloc` (which moves pages instead of copying large blocks), so
/// reading never needs the document twice in memory, and a failed allocation becomes a message, not
/// a trap.
public final class JSONBytes: @unchecked Sendable {
    // Immutable after init: shared between threads for reading only.
    private let base: UnsafeMutablePointer<UInt8>?
    /// The number of bytes.
    public let count: Int

    /// Takes ownership of `count` bytes at `base`, allocated with `malloc`.
    init(takingOwnershipOf base: UnsafeMutablePointer<UInt8>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// A copy of `bytes`.
    public convenience init(_ bytes: [UInt8]) {
        let block = malloc(max(1, bytes.count))?.assumingMemoryBound(to: UInt8.self)
        if let block { bytes.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { block.update(from: from, count: bytes.count) }
        } }
        self.init(takingOwnershipOf: block, count: block == nil ? 0 : bytes.count)
    }

    deinit { free(base) }

    /// Calls `body` with the bytes.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The byte at `index`.
    public subscript(index: Int) -> UInt8 { base.map { $0[index] } ?? 0 }

    /// The bytes of `range` as an array.
    public func slice(_ range: Range<Int>) -> [UInt8] {
        withUnsafeBufferPointer { Array($0[range]) }
    }
}
