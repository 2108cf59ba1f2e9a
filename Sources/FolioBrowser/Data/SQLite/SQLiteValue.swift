/// One value from a database, in its storage class.
///
/// Text keeps its bytes, so invalid UTF-8 is shown (as `�`) without being lost when bound back into
/// a query.
public enum SQLiteValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// Text, as the bytes stored (UTF-8, or not).
    case text([UInt8])
    /// A blob's bytes.
    case blob([UInt8])

    /// Text from a Swift string.
    static func string(_ text: String) -> SQLiteValue { .text(Array(text.utf8)) }

    /// SQLite's name for the storage class, as `typeof()` says it.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }

    /// The value as text: NULL, the number, the text (invalid UTF-8 as `�`), or hex for a blob.
    public var text: String {
        switch self {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number): SQLiteValue.format(number)
        case .text(let bytes): String(decoding: bytes, as: UTF8.self)
        case .blob(let bytes): "x'" + bytes.map { SQLiteValue.hexDigits($0) }.joined() + "'"
        }
    }

    /// A short one-line form for titles and previews: line breaks shown as `\n`, cut at `limit`
    /// characters with `…`.
    public func preview(limit: Int = 40) -> String {
        switch self {
        case .text(let bytes):
            let full = String(decoding: bytes.prefix(limit * 4), as: UTF8.self)
            let line = SQLiteValue.oneLine(full)
            return line.count > limit || bytes.count > limit * 4 ? String(line.prefix(limit)) + "…" : line
        case .blob(let bytes):
            return "x'" + bytes.prefix(8).map { SQLiteValue.hexDigits($0) }.joined() + (bytes.count > 8 ? "…" : "") + "'"
        default:
            return text
        }
    }

    /// A real as SQLite prints it: `1.0`, `0.5`, `1.0e+20` (15 significant digits).
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return NumberText.printf("%.1f", number) }
        return NumberText.printf("%.15g", number)
    }

    static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// Line breaks and tabs as `\n`, `\r`, `\t`, so a preview stays on one row.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) else { return text }
        return text.replacingBytes("\n", with: "\\n").replacingBytes("\r", with: "\\r")
            .replacingBytes("\t", with: "\\t")
    }
}

extension SQLiteValue {
    /// The integer, when the value is one.
    var integerValue: Int64? {
        if case .integer(let number) = self { return number }
        return nil
    }
}
