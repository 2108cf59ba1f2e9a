/// `Y` on a row: the row as one JSON object, read on a connection of its own.
extension SQLiteRowItem: BackgroundCopying {
    /// Reads the row by `selectStatement` (its key, or a view's row by position) and writes its
    /// columns in order as a JSON object: integers and reals as numbers, text as strings (invalid
    /// UTF-8 as U+FFFD, which JSON cannot carry), a blob as its hex text (`"x'0A1B'"`), NULL as null.
    func copyBytesWork() -> @Sendable () throws -> [UInt8] {
        let statement = String(selectStatement.dropLast())  // without the `;`
        let path = database.rawPath, damaged = database.isDamaged
        return {
            do {
                let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
                let prepared = try connection.prepare(statement)
                guard try prepared.step() else { throw BrowserError("the row is no longer in the database") }
                let members = (0..<prepared.columnCount).map { index in
                    JSONPath.quoted(prepared.name(at: index)) + ":" + prepared.value(at: index).json
                }
                prepared.reset()
                return Array(("{" + members.joined(separator: ",") + "}").utf8)
            } catch let error as SQLiteError {
                throw BrowserError(error.message)
            }
        }
    }
}

extension SQLiteValue {
    /// The value as a JSON value: numbers as numbers (an infinite real as SQLite's `json()` writes
    /// it, ±9e999), text as a string, a blob as the string of its hex form, NULL as null.
    var json: String {
        switch self {
        case .null: "null"
        case .integer(let number): String(number)
        case .real(let number) where !number.isFinite: number.isNaN ? "null" : number < 0 ? "-9e999" : "9e999"
        case .real(let number): SQLiteValue.format(number)
        case .text, .blob: JSONPath.quoted(text)
        }
    }
}
