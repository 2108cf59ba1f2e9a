/// Small pieces of SQL text built from names and values Folio does not control.
enum SQLiteSQL {
    /// A name as a quoted identifier: `"my ""table"""`.
    static func quote(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `a` or `(a, b)`: a key as one comparable row value.
    static func rowValue(_ expressions: [String]) -> String {
        expressions.count == 1 ? expressions[0] : "(" + expressions.joined(separator: ", ") + ")"
    }

    /// `?` or `(?, ?)`, matching `rowValue`.
    static func placeholders(_ count: Int) -> String {
        count == 1 ? "?" : "(" + Array(repeating: "?", count: count).joined(separator: ", ") + ")"
    }

    /// The expression that previews a value: text cut to `limit` characters, blobs left out
    /// (their content is never loaded), numbers as they are.
    static func preview(_ column: String, limit: Int) -> String {
        "CASE typeof(\(column)) WHEN 'blob' THEN NULL WHEN 'text' THEN substr(\(column), 1, \(limit)) ELSE \(column) END"
    }

    /// A `LIKE` pattern that matches `text` anywhere, with `%`, `_` and `\` escaped.
    static func likePattern(_ text: String) -> String {
        var pattern = "%"
        for character in text {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "%"
    }
}
