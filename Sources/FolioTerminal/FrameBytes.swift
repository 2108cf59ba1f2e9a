/// The bytes of one frame, written through a pointer into storage kept from frame to frame.
///
/// Appending a byte is a capacity test, a store and an add: no array bookkeeping a byte, no
/// uniqueness check, no reallocation once the storage fits the largest frame so far.
struct FrameBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written since the last `removeAll()`.
    private(set) var count = 0

    /// Empty storage for `capacity` bytes (it grows when a frame needs more).
    init(capacity: Int = 4096) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Forgets the bytes, keeping the storage.
    mutating func removeAll() { count = 0 }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toFit: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toFit: count + bytes.count) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes of `array`.
    mutating func append(_ array: [UInt8]) {
        array.withUnsafeBytes { append($0) }
    }

    /// Appends `value` (not negative) in decimal digits, without making a string.
    mutating func appendDecimal(_ value: Int) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = max(0, value)
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Appends `scalar` encoded as UTF-8.
    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        if scalar.isASCII { return append(UInt8(truncatingIfNeeded: scalar.value)) }
        UTF8.encode(scalar) { append($0) }
    }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written, as an array (for tests).
    var array: [UInt8] { withBytes { Array($0) } }

    private mutating func grow(toFit needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }
}
