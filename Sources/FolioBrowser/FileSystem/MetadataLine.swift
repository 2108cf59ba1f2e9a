#if canImport(Glibc)
import Glibc
#endif

/// Builds a metadata line from a few parts with one allocation: the detail makes these lines on
/// the main loop for every move, and `+` on strings copied each part again (String.append
/// showed in the profile).
enum MetadataLine {
    /// `head`, then `parts` in order, as one string.
    static func joined(_ head: StaticString, _ first: String, _ second: StaticString = "", _ third: String = "",
                       _ fourth: StaticString = "") -> String {
        let length = head.withUTF8Buffer(\.count) + first.utf8.count + second.withUTF8Buffer(\.count) + third.utf8.count
            + fourth.withUTF8Buffer(\.count)
        return String(unsafeUninitializedCapacity: length) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var at = 0
            func put(_ text: StaticString) {
                // Through the buffer, which a one-scalar literal (")") has too.
                text.withUTF8Buffer { bytes in
                    if let source = bytes.baseAddress, !bytes.isEmpty { memcpy(base + at, source, bytes.count) }
                    at += bytes.count
                }
            }
            func put(_ text: String) {
                var text = text
                text.withUTF8 { bytes in
                    if let source = bytes.baseAddress, !bytes.isEmpty { memcpy(base + at, source, bytes.count) }
                    at += bytes.count
                }
            }
            put(head)
            put(first)
            put(second)
            put(third)
            put(fourth)
            return at
        }
    }
}
