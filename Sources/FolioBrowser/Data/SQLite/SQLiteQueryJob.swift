import Synchronization

/// One background query (a count, a filter, a sort) that a newer one can cancel: it opens
/// its own connection, which `cancel()` interrupts mid-statement.
final class SQLiteQueryJob: Sendable {
    private let state = Mutex<(connection: SQLiteConnection?, isCancelled: Bool)>((nil, false))

    /// Opens the job's connection; nil when the job was cancelled first.
    func open(_ path: RawPath, damaged: Bool) throws(SQLiteError) -> SQLiteConnection? {
        let connection = try SQLiteDatabase.backgroundConnection(path, damaged: damaged)
        return state.withLock { state in
            guard !state.isCancelled else { return nil }
            state.connection = connection
            return connection
        }
    }

    /// Stops the job: its running statement fails with `SQLITE_INTERRUPT`.
    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            state.connection?.interrupt()
        }
    }

    /// True once cancelled.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }
}
