import FoundationEssentials

/// The most bytes Folio reads as one document (`--max-size`): a runaway input (`/dev/zero`, a
/// 10 GB log piped in) stops with a message instead of exhausting memory.
public struct DocumentLimit: Equatable, Sendable, CustomStringConvertible {
    /// The limit in bytes.
    public var bytes: Int

    /// A limit of `bytes` bytes.
    public init(bytes: Int) { self.bytes = min(max(1, bytes), Self.largest) }

    /// Offsets are 32-bit, so documents stay under 4 GiB.
    public static let largest = Int(UInt32.max) - 1

    /// 2 GiB, or half the machine's memory when that is less.
    public static var standard: DocumentLimit {
        DocumentLimit(bytes: min(2 << 30, Int(clamping: ProcessInfo.processInfo.physicalMemory / 2)))
    }

    /// Reads `512M`, `2G`, `1500K` or a plain number of bytes; nil when it is not a size.
    public static func parse(_ text: String) -> DocumentLimit? {
        var digits = text.uppercased()
        var scale = 1
        if let unit = digits.last, let power = ["K": 10, "M": 20, "G": 30][String(unit)] {
            scale = 1 << power
            digits.removeLast()
        }
        if digits.hasSuffix("I") || digits.hasSuffix("B") { return nil }
        guard let value = Double(digits), value > 0, value * Double(scale) <= Double(largest) + 2 else { return nil }
        return DocumentLimit(bytes: Int(value * Double(scale)))
    }

    /// `2.0G`, as `--max-size` reads it.
    public var description: String { JSONFileItem.shortSize(bytes) }

    /// A `--max-size` value that would admit `size` bytes: the next whole number of GB or MB.
    static func suggestion(for size: Int) -> String {
        if size >= 1 << 30 { return "\(min(4, size / (1 << 30) + 1))G" }
        return "\(size / (1 << 20) + 1)M"
    }
}
