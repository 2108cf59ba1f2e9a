import CSQLite3

/// A compiled statement: bind, step, read columns.
///
/// Finalized when released; `reset()` after the last row read ends the statement's read transaction
/// at once.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to parameters 1, 2, ...
    ///
    /// after resetting the statement.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let bytes) where bytes.isEmpty:
                code = folio_sqlite3_bind_text_copy(handle, index, "", 0)  // a null pointer would bind NULL
            case .text(let bytes):
                code = bytes.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        folio_sqlite3_bind_text_copy(handle, index, $0.baseAddress, Int32($0.count))
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { folio_sqlite3_bind_blob_copy(handle, index, $0.baseAddress, Int32($0.count)) }
            }
            guard code == SQLITE_OK else { throw connection.error(code, call: "sqlite3_bind") }
        }
    }

    /// Moves to the next row: true when there is one.
    ///
    /// At the end the statement is reset, so its shared lock is released before the caller goes on.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        sqlite3_reset(handle)
        if code == SQLITE_DONE { return false }
        throw connection.error(code, call: "sqlite3_step")
    }

    /// Ends the statement early (fewer rows wanted than it has), releasing its lock.
    func reset() { sqlite3_reset(handle) }

    /// How many columns a row has.
    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The value of column `index` of the current row.
    func value(at index: Int) -> SQLiteValue {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, column) else { return .text([]) }
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(Array(UnsafeBufferPointer(start: text, count: count)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// Every column of the current row.
    func values() -> [SQLiteValue] { (0..<columnCount).map { value(at: $0) } }

    /// The name of result column `index`, as SQLite gives it (`AS` name, else the column's).
    func name(at index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }
}
