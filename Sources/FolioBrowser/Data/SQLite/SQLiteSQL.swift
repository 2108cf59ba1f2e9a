/// Small pieces of SQL text built from names and values Folio does not control.
enum SQLiteSQL {
    /// A name as a quoted identifier: `"my ""table"""`.
    static func quote(_ name: String) -> String {
        "\"" + name.replacingBytes("\"", with: "\"\"") + "\""
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

    /// A table cell's value: as `preview`, but a blob reads as a blob of no bytes (it says
    /// "BLOB", not empty).
    static func cell(_ column: String, limit: Int) -> String {
        "CASE typeof(\(column)) WHEN 'blob' THEN x'' WHEN 'text' THEN substr(\(column), 1, \(limit)) ELSE \(column) END"
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

    /// A value as a SQL literal sqlite3 reads back as the same value: `22`, `9.5`, `'it''s'`,
    /// `X'00ff'`; text that is not UTF-8 (or holds a NUL) as its bytes cast to text.
    static func literal(_ value: SQLiteValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let number): return String(number)
        case .real(let number):
            guard number.isFinite else { return number < 0 ? "-9e999" : "9e999" }
            return "\(number)"  // the shortest text that reads back as the same double
        case .text(let bytes):
            if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
                return "'" + text.replacingBytes("'", with: "''") + "'"
            }
            return "CAST(" + hex(bytes) + " AS TEXT)"
        case .blob(let bytes): return hex(bytes)
        }
    }

    /// `X'00ff'`.
    static func hex(_ bytes: [UInt8]) -> String {
        "X'" + bytes.map { SQLiteValue.hexDigits($0) }.joined() + "'"
    }

    /// `sql` with its numbered parameters (`?1`, `?2`) replaced by the literals of `arguments`
    /// (quoted names and string literals are left as they are).
    static func inlining(_ sql: String, _ arguments: [SQLiteValue]) -> String {
        var result = ""
        var characters = Array(sql)[...]
        while let character = characters.popFirst() {
            if character == "\"" || character == "'" {
                // Copy the quoted part whole; a doubled quote stays inside it.
                result.append(character)
                while let next = characters.popFirst() {
                    result.append(next)
                    if next == character {
                        if characters.first == character { result.append(characters.removeFirst()) } else { break }
                    }
                }
            } else if character == "?", let digit = characters.first, digit.isASCII, digit.isNumber {
                var number = ""
                while let next = characters.first, next.isASCII, next.isNumber { number.append(characters.removeFirst()) }
                let index = (Int(number) ?? 0) - 1
                result += arguments.indices.contains(index) ? literal(arguments[index]) : "?" + number
            } else {
                result.append(character)
            }
        }
        return result
    }
}
