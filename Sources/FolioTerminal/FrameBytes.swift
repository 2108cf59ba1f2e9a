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
        // Rows and columns: one to three digits, each a multiply and a shift (division by a
        // constant), no loop.
        if value < 10 { return append(UInt8(truncatingIfNeeded: 0x30 + max(0, value))) }
        if value < 100 {
            append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            return append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        }
        var divisor = 100
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Appends the control sequence `CSI first;second final` (a cursor address is
    /// `CSI row;column H`, counted from 1).
    mutating func appendControl(_ first: Int, _ second: Int, _ final: UInt8) {
        append(0x1B)
        append(UInt8(ascii: "["))
        appendDecimal(first)
        append(UInt8(ascii: ";"))
        appendDecimal(second)
        append(final)
    }

    /// Makes room for `extra` more bytes, so that up to that many appends grow nothing.
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: count + extra) }
    }

    /// Lets `body` store up to `maximum` bytes at the end without a check each, and keeps the
    /// number it returns.
    mutating func appendUnchecked(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        let written = body(base + count)
        precondition(written <= maximum, "a frame wrote past the room it made")
        count += written
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
