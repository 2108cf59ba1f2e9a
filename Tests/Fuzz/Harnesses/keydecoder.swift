import FolioKit

/// Fuzzes the pure key decoder over any sequence of reads.
///
/// Five bytes a read (a tag byte, then a 32-bit code). It never traps, produces at most one key a read, and an Alt chord only from
/// an ESC followed by a character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var reads: [KeyRead] = []
    var index = 0
    while index + 5 <= size {
        let code = UInt32(bytes[index + 1]) | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3]) << 16 | UInt32(bytes[index + 4]) << 24
        // Mostly small codes, where the interesting keys are.
        let value = bytes[index] & 0x80 == 0 ? code % 0x300 : code
        reads.append(bytes[index] & 1 == 0 ? .character(value) : .functionKey(Int32(bitPattern: value)))
        index += 5
    }
    let codes = FunctionKeyCodes(keys: [259: .up, 258: .down, 260: .left, 261: .right, 402: .shift(.right)], f0: 264)
    let keys = KeyDecoder.decode(reads, codes: codes)
    precondition(keys.count <= reads.count, "more keys than reads")
    let escapes = reads.filter { $0 == .character(27) }.count
    precondition(keys.filter { $0.modifiers.contains(.alt) }.count <= escapes, "an Alt chord without an ESC")
    for key in keys { _ = key.description }
    return 0
}
