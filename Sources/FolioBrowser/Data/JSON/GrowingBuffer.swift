#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `malloc`ed block that reads grow with `realloc`.
///
/// A failed allocation is an error with a message rather than a crash. Handed over to `JSONBytes`
/// when complete.
struct GrowingBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int, name: String) throws {
        self.capacity = max(1, capacity)
        base = malloc(self.capacity)?.assumingMemoryBound(to: UInt8.self)
        if base == nil { throw Self.outOfMemory(name, self.capacity) }
    }


    deinit { free(base) }

    /// Reads once from `descriptor` (retrying EINTR), growing first when full, never past
    /// `maximum` bytes in all; returns the bytes read, 0 at the end.
    mutating func read(from descriptor: Int32, name: String, upTo maximum: Int) throws -> Int {
        if count == capacity {
            guard capacity < maximum else { return 0 }
            try grow(to: min(maximum, capacity * 2), name: name)
        }
        guard let base else { return 0 }
        let room = UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
        let got = try Syscall.read(descriptor, into: room, path: RawPath(name)).mapError(BrowserError.init).get()
        count += got
        return got
    }

    private mutating func grow(to newCapacity: Int, name: String) throws {
        guard let grown = realloc(base, newCapacity) else { throw Self.outOfMemory(name, newCapacity) }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// The bytes read, as a document's storage.
    consuming func finish() -> JSONBytes {
        let bytes = JSONBytes(takingOwnershipOf: base, count: count)
        base = nil
        return bytes
    }

    static func outOfMemory(_ name: String, _ bytes: Int) -> BrowserError {
        BrowserError("not enough memory to read \(name) (\(JSONFileItem.shortSize(bytes)) needed); close other programs or lower the size with --max-size")
    }
}
