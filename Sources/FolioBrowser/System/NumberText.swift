import Glibc

/// Numbers as text with C's `printf` formats, always with a `.` for the decimal point (as
/// Foundation's `String(format:)` did): `setlocale(LC_ALL, "")` gives the program the user's
/// `LC_NUMERIC`, which would make `printf` write `1,5` in a German locale.
enum NumberText {
    /// `value` printed with `format`, a C format for one `double` (`"%.1f"`, `"%.15g"`).
    static func printf(_ format: String, _ value: Double) -> String {
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        if count >= buffer.count {
            buffer = [CChar](repeating: 0, count: count + 1)
            _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `value` in hexadecimal with at least `digits` digits (`"%04x"`, `"%02X"`).
    static func hex(_ value: some BinaryInteger, digits: Int, uppercase: Bool = false) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The "C" locale, made once; `uselocale` sets it for the calling thread only.
    nonisolated(unsafe) private static let cLocale = newlocale(1 << LC_NUMERIC, "C", nil)
}
