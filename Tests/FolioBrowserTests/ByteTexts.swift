/// Bytes read as text in assertions (invalid UTF-8 as U+FFFD); a test of exact bytes compares
/// the arrays themselves.
extension Array where Element == UInt8 {
    var text: String { String(decoding: self, as: UTF8.self) }
}

extension Array where Element == [UInt8] {
    var texts: [String] { map(\.text) }
}
