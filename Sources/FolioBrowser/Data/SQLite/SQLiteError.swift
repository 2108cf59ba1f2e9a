/// A failed SQLite call: the call, the file, SQLite's result code and message.
public struct SQLiteError: Error, CustomStringConvertible, Equatable, Sendable {
    /// SQLite's primary result code (`SQLITE_BUSY` is 5, `SQLITE_NOTADB` 26, ...).
    public var code: Int32
    /// What went wrong, in words a person can act on.
    public var message: String

    /// Creates an error.
    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The message, as shown to the user.
    public var description: String { message }

    /// True when the query was stopped on purpose (a newer filter replaced it).
    public var isInterrupted: Bool { code == 9 }
}

extension SQLiteError {
    /// Any error as a SQLite error (errors thrown through untyped closures lose their type).
    static func from(_ error: any Error) -> SQLiteError {
        (error as? SQLiteError) ?? SQLiteError(code: 1, message: String(describing: error))
    }
}
