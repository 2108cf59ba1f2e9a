/// What a field list row shows of one value without loading all of it: its storage class, its
/// length (characters of text, bytes of a blob), and the value itself with text cut to
/// `SQLiteFieldSummary.textLimit` characters and blobs left out.
public struct SQLiteFieldSummary: Sendable, Equatable {
    /// `null`, `integer`, `real`, `text` or `blob`.
    public var type: String
    /// Characters of text, bytes of a blob.
    public var length: Int
    /// The value (text cut, `.null` for a blob).
    public var value: SQLiteValue

    /// Characters of text read for a preview.
    static let textLimit = 200

    /// True when `value` is the whole value.
    public var isComplete: Bool { type != "blob" && !(type == "text" && length > Self.textLimit) }

    /// The summary of a value already in memory (a view's row).
    init(_ value: SQLiteValue) {
        type = value.typeName
        switch value {
        case .text(let bytes): length = String(decoding: bytes, as: UTF8.self).count
        case .blob(let bytes): length = bytes.count
        default: length = value.text.count
        }
        self.value = value
    }

    init(type: String, length: Int, value: SQLiteValue) {
        self.type = type
        self.length = length
        self.value = value
    }

    /// `NULL`, `42`, `"Alice"`, `BLOB, 100 MB`: one line for the list, text as long as it was read.
    public var preview: String {
        switch type {
        case "null": return "NULL"
        case "blob": return "BLOB, " + Self.size(length)
        case "text":
            // All that was read: the list and the detail cut it to the width they have.
            let shown = value.preview(limit: Self.textLimit)
            return "\"" + shown + (length > Self.textLimit && !shown.hasSuffix("…") ? "…" : "") + "\""
        default: return value.text
        }
    }

    /// `512 bytes`, `1.5 KB`, `100 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
        return (value < 10 ? NumberText.printf("%.1f", value) : String(Int(value.rounded()))) + " " + units[unit]
    }
}
