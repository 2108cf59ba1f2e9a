#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The non-blank lines of a JSON Lines document, kept small: a line is found from a checkpoint.
///
/// A checkpoint (12 bytes) is kept for every `checkpointLines`th line, and for any line starting
/// `checkpointBytes` or more after the last checkpoint; the lines between are found again by
/// scanning for line breaks (less than `checkpointBytes` to scan). Which lines are not valid JSON
/// is one bit a line. So 50,000,000 lines of `1` cost about 11 MB here, not gigabytes, and a line
/// is reached in a few microseconds. Each `JSONLine` is made when asked for.
public struct JSONLineTable: RandomAccessCollection, Sendable {
    /// Where a line is: its index among the non-blank lines, its first byte and its number.
    struct Checkpoint: Sendable {
        var index: UInt32
        var offset: UInt32
        var number: UInt32
    }

    /// Every how many lines a checkpoint is kept.
    static let checkpointLines = 128
    /// How far past the last checkpoint a line gets its own.
    static let checkpointBytes = 4_096

    let bytes: JSONBytes
    private(set) var checkpoints: [Checkpoint] = []
    /// One bit per line, set when the line is not valid JSON.
    private(set) var invalidBits: [UInt64] = []
    /// The number of non-blank lines.
    public private(set) var count = 0
    /// The number of lines that are not valid JSON.
    public private(set) var invalidCount = 0

    init(bytes: JSONBytes) {
        self.bytes = bytes
    }

    /// The first line's index.
    public var startIndex: Int { 0 }
    /// One past the last line's index.
    public var endIndex: Int { count }

    /// The bytes the table itself holds (not the document's): checkpoints and bits.
    public var memoryFootprint: Int {
        checkpoints.capacity * MemoryLayout<Checkpoint>.stride + invalidBits.capacity * MemoryLayout<UInt64>.stride
    }

    /// Records the next non-blank line, starting at `offset`, numbered `number`.
    mutating func append(offset: Int, number: Int, valid: Bool) {
        if let last = checkpoints.last {
            if count - Int(last.index) >= Self.checkpointLines || offset - Int(last.offset) >= Self.checkpointBytes {
                checkpoints.append(Checkpoint(index: UInt32(count), offset: UInt32(offset), number: UInt32(number)))
            }
        } else {
            checkpoints.append(Checkpoint(index: UInt32(count), offset: UInt32(offset), number: UInt32(number)))
        }
        if count % 64 == 0 { invalidBits.append(0) }
        if !valid {
            invalidBits[count / 64] |= 1 << UInt64(count % 64)
            invalidCount += 1
        }
        count += 1
    }

    /// Whether line `index` is valid JSON.
    public func isValid(_ index: Int) -> Bool {
        invalidBits[index / 64] & (1 << UInt64(index % 64)) == 0
    }

    /// The line at `index` (0-based among the non-blank lines).
    public subscript(index: Int) -> JSONLine {
        precondition(index >= 0 && index < count, "line index out of range")
        var low = 0, high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if Int(checkpoints[middle].index) <= index { low = middle + 1 } else { high = middle }
        }
        let mark = checkpoints[low - 1]
        return bytes.withUnsafeBufferPointer { buffer in
            var start = Int(mark.offset), number = Int(mark.number), at = Int(mark.index)
            var end = Self.lineEnd(buffer, from: start)
            while at < index {
                (start, end, number) = Self.nextLine(buffer, after: end, number: number)
                at += 1
            }
            return JSONLine(number: number, range: start..<end,
                            root: isValid(index) ? Self.skipWhitespace(buffer, start, end) : nil)
        }
    }

    /// Calls `body` with each line in order, walking the file once (faster than subscripting each);
    /// stops when `body` returns false, and then returns false.
    func forEachLine(_ body: (JSONLine) -> Bool) -> Bool {
        guard let first = checkpoints.first else { return true }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var start = Int(first.offset), number = Int(first.number)
            var end = Self.lineEnd(buffer, from: start)
            for index in 0..<count {
                if index > 0 { (start, end, number) = Self.nextLine(buffer, after: end, number: number) }
                let root = isValid(index) ? Self.skipWhitespace(buffer, start, end) : nil
                if !body(JSONLine(number: number, range: start..<end, root: root)) { return false }
            }
            return true
        }
    }

    /// The index of the line whose bytes hold `offset`, nil when none does (a blank line or past
    /// the end).
    public func index(holding offset: Int) -> Int? {
        var low = 0, high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if Int(checkpoints[middle].offset) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let mark = checkpoints[low - 1]
        let last = low < checkpoints.count ? Int(checkpoints[low].index) - 1 : count - 1
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var start = Int(mark.offset), number = Int(mark.number), at = Int(mark.index)
            var end = Self.lineEnd(buffer, from: start)
            while end < offset && at < last {
                (start, end, number) = Self.nextLine(buffer, after: end, number: number)
                at += 1
            }
            return offset >= start && offset < end ? at : nil
        }
    }

    /// The node of the valid line holding `offset`, nil when no valid line does.
    func root(holding offset: Int) -> Int? {
        guard let index = index(holding: offset), isValid(index) else { return nil }
        return self[index].root
    }

    /// The end of the line starting at `start`: its line break, or the end of the bytes.
    static func lineEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress, start < buffer.count else { return buffer.count }
        guard let found = memchr(base + start, 0x0A, buffer.count - start) else { return buffer.count }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The next non-blank line after the line break at `end` of line `number`: its start, end and
    /// number.
    static func nextLine(_ buffer: UnsafeBufferPointer<UInt8>, after end: Int, number: Int) -> (Int, Int, Int) {
        var start = end + 1, number = number + 1
        var next = lineEnd(buffer, from: start)
        while isBlank(buffer, start, next) && next < buffer.count {
            start = next + 1
            number += 1
            next = lineEnd(buffer, from: start)
        }
        return (start, next, number)
    }

    /// True when the bytes from `start` to `end` are only spaces, tabs and carriage returns.
    static func isBlank(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        skipWhitespace(buffer, start, end) == end
    }

    /// The first byte from `start` that is not a space, tab or carriage return (`end` if none).
    static func skipWhitespace(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end && (buffer[i] == 0x20 || buffer[i] == 0x09 || buffer[i] == 0x0D) { i += 1 }
        return i
    }
}
