import FolioKit

/// Turns the bytes a terminal sends into keys and mouse reports, as ncurses' keypad mode does,
/// from whole reads instead of ncurses' one byte (and one system call) at a time.
///
/// A key arrives as one read of its whole sequence: reading it byte by byte, with a wait for
/// the next byte after an Esc, cost a Down five system calls more than the frame it answers.
/// The decoder keeps an unfinished sequence (a lone Esc, half a CSI, part of a UTF-8 character)
/// until more bytes come or the reader's wait for them ends (`flush`), as ncurses does with
/// `ESCDELAY`. Its meanings are ncurses': the sequences its keypad mode knows (terminfo's and
/// `KeyDecoder.extraSequences`) and both cursor forms, Esc followed by a character is Alt with
/// it, two Escs are an Esc, a complete sequence nobody named is dropped, and mouse reports (SGR
/// 1006 and the X10 form) become the reports `MouseReportDecoder` reads.
struct InputDecoder {
    /// What a complete piece of input says.
    enum Event: Equatable {
        case key(Key)
        case mouse(MouseReportDecoder.Report, x: Int, y: Int)
    }

    /// Whole escape sequences (Esc included) packed into integers (`pack`), sorted, and their
    /// keys at the same index: a binary search over a few cache lines, where a dictionary of
    /// byte arrays cost a Down 10 µs of hashing code brought in cold.
    private let packedSequences: [UInt64]
    private let sequenceKeys: [Key]
    /// Bytes of an unfinished sequence, kept for the next `feed` or `flush`.
    private(set) var pending: [UInt8] = []

    /// A decoder for `sequences` (each starting with Esc); ones not starting with Esc are left
    /// to the plain character decoding, and ones longer than 8 bytes (no key Folio knows) are
    /// dropped.
    init(sequences: [(String, Key)]) {
        var table: [UInt64: Key] = [:]
        for (sequence, key) in sequences {
            let bytes = Array(sequence.utf8)
            guard bytes.count > 1, bytes.count <= 8, bytes[0] == 0x1B, !bytes.contains(0) else { continue }
            let packed = bytes.withUnsafeBufferPointer { Self.pack($0, from: 0, count: bytes.count) }
            // The first meaning given wins, as with ncurses' own keys before extra ones.
            if table[packed] == nil { table[packed] = key }
        }
        let sorted = table.sorted { $0.key < $1.key }
        packedSequences = sorted.map(\.key)
        sequenceKeys = sorted.map(\.value)
    }

    /// Up to 8 bytes as one integer, the first in the lowest byte (no sequence holds a 0).
    private static func pack(_ input: UnsafeBufferPointer<UInt8>, from index: Int, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<count { value |= UInt64(input[index + offset]) << (8 * UInt64(offset)) }
        return value
    }

    /// The key a whole sequence names, if any.
    private func key(forSequence input: UnsafeBufferPointer<UInt8>, at index: Int, count: Int) -> Key? {
        guard count <= 8 else { return nil }
        let packed = Self.pack(input, from: index, count: count)
        var low = 0, high = packedSequences.count
        while low < high {
            let middle = (low + high) / 2
            if packedSequences[middle] < packed { low = middle + 1 } else { high = middle }
        }
        return low < packedSequences.count && packedSequences[low] == packed ? sequenceKeys[low] : nil
    }

    /// True while an unfinished sequence waits for more bytes.
    var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes` after what was pending, adding the events to `events`; an unfinished
    /// sequence at the end waits.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, into events: inout [Event]) {
        if pending.isEmpty {
            let used = decode(bytes, final: false, into: &events)
            if used < bytes.count { pending = Array(bytes[used...]) }
            return
        }
        let input = pending + bytes
        pending = []
        let used = input.withUnsafeBufferPointer { decode($0, final: false, into: &events) }
        if used < input.count { pending = Array(input[used...]) }
    }

    /// `feed` for an array (tests, and any caller without a buffer at hand).
    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        var events: [Event] = []
        bytes.withUnsafeBufferPointer { feed($0, into: &events) }
        return events
    }

    /// No more bytes came in time: what waits decodes as it stands (a lone Esc is Escape).
    mutating func flush(into events: inout [Event]) {
        let input = pending
        pending = []
        _ = input.withUnsafeBufferPointer { decode($0, final: true, into: &events) }
    }

    /// `flush` returning the events.
    mutating func flush() -> [Event] {
        var events: [Event] = []
        flush(into: &events)
        return events
    }

    // MARK: Decoding

    /// Decodes from the start of `input`; returns how many bytes were used (fewer than all when
    /// an unfinished sequence ends the input and `final` is false).
    private func decode(_ input: UnsafeBufferPointer<UInt8>, final: Bool, into events: inout [Event]) -> Int {
        var index = 0
        while index < input.count {
            let used: Int?
            if input[index] == 0x1B {
                used = escape(input, at: index, final: final, into: &events)
            } else {
                used = character(input, at: index, final: final, into: &events, alt: false)
            }
            guard let used else { return index }
            index += used
        }
        return index
    }

    /// One character at `index` (UTF-8); nil when it is cut short and more may come.
    private func character(_ input: UnsafeBufferPointer<UInt8>, at index: Int, final: Bool, into events: inout [Event], alt: Bool) -> Int? {
        guard let (scalar, length) = Self.scalar(input, at: index) else {
            if !final && Self.mayContinue(input, at: index) { return nil }
            // Not UTF-8: skipped, as ncurses skips what the locale cannot read (an Esc before
            // it stays an Esc).
            if alt { events.append(.key(.escape)) }
            return 1
        }
        if let key = alt ? KeyDecoder.altChord(scalar) : KeyDecoder.decode(character: scalar) {
            events.append(.key(key))
        } else if alt {
            events.append(.key(.escape))   // Esc before a code that means nothing stays Esc
        }
        return length
    }

    /// The sequence starting with Esc at `index`; nil when it is cut short and more may come.
    private func escape(_ input: UnsafeBufferPointer<UInt8>, at index: Int, final: Bool, into events: inout [Event]) -> Int? {
        let count = input.count - index
        guard count > 1 else {
            if !final { return nil }
            events.append(.key(.escape))
            return 1
        }
        let next = input[index + 1]
        switch next {
        case 0x1B:
            // Esc Esc is an Esc; the second one starts afresh.
            events.append(.key(.escape))
            return 1
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            if let length = sequenceLength(input, at: index) {
                if let key = key(forSequence: input, at: index, count: length) {
                    events.append(.key(key))
                } else if next == UInt8(ascii: "["), length >= 6,
                          let mouse = Self.mouse(Array(input[index..<(index + length)])) {
                    events.append(mouse)
                }
                return length
            }
            if !final { return nil }
            // Cut short for good: Esc and what followed it, as typed (Alt-[ or Alt-O first).
            return character(input, at: index + 1, final: true, into: &events, alt: true).map { $0 + 1 }
        default:
            guard let used = character(input, at: index + 1, final: final, into: &events, alt: true) else { return nil }
            return used + 1
        }
    }

    /// The length of the CSI or SS3 sequence at `index`, or nil while it is unfinished.
    private func sequenceLength(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let count = input.count - index
        guard count > 2 else { return nil }
        let kind = input[index + 1], first = input[index + 2]
        if kind == UInt8(ascii: "O") { return 3 }
        // The X10 mouse report: ESC [ M and three bytes, whatever they are.
        if first == UInt8(ascii: "M") { return count >= 6 ? 6 : nil }
        // The Linux console's F1-F5: ESC [ [ A..E.
        if first == UInt8(ascii: "[") { return count >= 4 ? 4 : nil }
        // A CSI: parameter and intermediate bytes, then one final byte.
        var end = index + 2
        while end < input.count {
            let byte = input[end]
            if (0x40...0x7E).contains(byte) { return end - index + 1 }
            // Anything else (a control code) ends a sequence that was not one.
            if !(0x20...0x3F).contains(byte) { return end - index }
            end += 1
        }
        return nil
    }

    /// A mouse report in SGR form (ESC [ < b ; x ; y M or m) or X10 form (ESC [ M b x y).
    static func mouse(_ sequence: [UInt8]) -> Event? {
        guard sequence.count >= 6 else { return nil }
        if sequence[2] == UInt8(ascii: "M") {
            let button = Int(sequence[3]) - 32, x = Int(sequence[4]) - 33, y = Int(sequence[5]) - 33
            guard button >= 0, x >= 0, y >= 0 else { return nil }
            return report(button: button, released: button & 3 == 3, x: x, y: y)
        }
        guard sequence[2] == UInt8(ascii: "<"), let last = sequence.last,
              last == UInt8(ascii: "M") || last == UInt8(ascii: "m") else { return nil }
        let fields = sequence[3..<(sequence.count - 1)].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return report(button: numbers[0], released: last == UInt8(ascii: "m"), x: numbers[1] - 1, y: numbers[2] - 1)
    }

    /// What a report's button code says, for the first button and the wheel (the reports Folio
    /// asks ncurses for); nil for the rest.
    private static func report(button code: Int, released: Bool, x: Int, y: Int) -> Event? {
        if code & 64 != 0 {
            guard !released else { return nil }
            switch code & 3 {
            case 0: return .mouse(.wheelUp, x: x, y: y)
            case 1: return .mouse(.wheelDown, x: x, y: y)
            default: return nil
            }
        }
        if code & 32 != 0 {
            // Motion with the first button held; motion with none held (mode 1003) is not asked for.
            return code & 3 == 0 ? .mouse(.moved, x: x, y: y) : nil
        }
        if released {
            // X10 says which button went up by none (3): it ends the first button's press too.
            return code & 3 == 0 || code & 3 == 3 ? .mouse(.released, x: x, y: y) : nil
        }
        return code & 3 == 0 ? .mouse(.pressed, x: x, y: y) : nil
    }

    // MARK: UTF-8

    /// The scalar encoded at `index` and its length in bytes, or nil when the bytes there are
    /// no complete, valid UTF-8 character.
    static func scalar(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let lead = input[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        guard let length = length(lead: lead), index + length <= input.count else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let byte = input[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past Unicode are not characters.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    /// True when the bytes at `index` are the start of a UTF-8 character that more bytes could
    /// complete.
    static func mayContinue(_ input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard let length = length(lead: input[index]), input.count - index < length else { return false }
        return input[(index + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
    }

    /// The length of the UTF-8 character a lead byte starts (2 to 4), or nil for a byte that
    /// starts none of more than one byte.
    private static func length(lead: UInt8) -> Int? {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return nil
        }
    }
}
