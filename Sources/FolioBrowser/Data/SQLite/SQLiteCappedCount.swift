import FoundationEssentials

/// What counting a view found: every row, or only a lower bound when the cap or the time budget
/// stopped it.
public enum SQLiteCount: Sendable, Equatable {
    /// Every row counted.
    case exact(Int)
    /// More rows than the cap: counting stopped there.
    case moreThan(Int)
    /// The time budget ran out after this many rows (0: not one row came in time).
    case tooSlow(Int)

    /// `3 rows`, `more than 100,000 rows`, `at least 1,234 rows`, `not counted (too slow)`.
    public var text: String {
        switch self {
        case .exact(let count): return count == 1 ? "1 row" : "\(SQLiteTableItem.grouped(count)) rows"
        case .moreThan(let count): return "more than \(SQLiteTableItem.grouped(count)) rows"
        case .tooSlow(0): return "not counted (too slow)"
        case .tooSlow(let count): return "at least \(SQLiteTableItem.grouped(count)) rows"
        }
    }

    /// The same, short enough for a list row (a third of its width) beside the kind: `100,000+`,
    /// `too slow`.
    public var shortText: String {
        switch self {
        case .exact: return text
        case .tooSlow(0): return "too slow"
        case .moreThan(let count), .tooSlow(let count): return "\(SQLiteTableItem.grouped(count))+"
        }
    }
}

/// Counts the rows of a view (or any object without a key) without holding the read lock for
/// long and without running forever.
///
/// A view cannot be read from where a statement stopped, so its count is a statement
/// `SELECT 1 FROM view LIMIT cap+1 OFFSET seen`, stepped row by row under a time slice (a
/// progress handler interrupts it): in a rollback-journal database a slice is short, and
/// writers get in between slices; the next slice skips the rows already seen. The count stops
/// at the cap (`more than 100,000`) or when the slices are spent or one brings no new row
/// (`not counted (too slow)`), so a recursive view without end is counted in a few
/// milliseconds, not forever. A WAL database's readers never block its writer: one longer slice.
enum SQLiteCappedCount {
    /// How long the count may read.
    struct Budget: Sendable {
        /// The longest one statement runs (and holds the read lock).
        var slice: Duration
        /// How many statements at most.
        var slices: Int
        /// The pause between two statements, when writers take their turn.
        var pause: Duration
    }

    /// Rows counted at most: beyond, the count says "more than".
    static let cap = 100_000

    /// Rollback journal: a tenth of a second per statement, a second in all.
    static let rollback = Budget(slice: .milliseconds(100), slices: 10, pause: .milliseconds(100))
    /// WAL: readers block no one; one statement of five seconds at most.
    static let wal = Budget(slice: .seconds(5), slices: 1, pause: .zero)

    /// The budgets a database's background reads run under, given to the database when it opens
    /// (tests give generous ones, so what they check is the cap, not the machine's speed).
    struct Budgets: Sendable {
        /// A rollback-journal database's: a view's count, and each window of a view's rows.
        var rollback: Budget
        /// A WAL database's count of a view (its windows are one statement).
        var wal: Budget

        /// The budgets Folio runs with.
        static let standard = Budgets(rollback: SQLiteCappedCount.rollback, wal: SQLiteCappedCount.wal)

        /// A view's count's budget in a database with this journal.
        func count(isWAL: Bool) -> Budget { isWAL ? wal : rollback }

        /// A view's window's budget: none in a WAL database (one statement).
        func window(isWAL: Bool) -> Budget? { isWAL ? nil : rollback }
    }

    /// The rows `query` shows (a view's), counted up to `cap` within `budget`.
    static func count(_ query: SQLiteRowQuery, _ connection: SQLiteConnection, budget: Budget,
                      cap: Int = cap) throws(SQLiteError) -> SQLiteCount {
        let condition = query.condition
        let used = condition.arguments.count
        let statement = try connection.prepare("SELECT 1 " + query.from + condition.sql + " LIMIT ?\(used + 1) OFFSET ?\(used + 2)")
        var seen = 0
        for slice in 0..<max(1, budget.slices) {
            if slice > 0 { Syscall.sleep(seconds: budget.pause / .seconds(1)) }
            try statement.bind(condition.arguments + [.integer(Int64(cap + 1 - seen)), .integer(Int64(seen))])
            let before = seen
            let stopped = try connection.stopping(after: budget.slice) { () throws(SQLiteError) in
                while try statement.step() { seen += 1 }
            }
            if seen > cap { return .moreThan(cap) }
            if !stopped { return .exact(seen) }
            if seen == before { break }
        }
        return .tooSlow(seen)
    }
}
