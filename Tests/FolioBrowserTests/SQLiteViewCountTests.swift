import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Counting a view never keeps writers out and always ends (issue 27, items 1 and 3): a view is
/// counted in short statements up to a cap, and the list says "view, 100,000+" (the detail "More
/// than 100,000 rows").
@MainActor
@Suite struct SQLiteViewCountTests {
    let fixture = SQLiteFixture()

    /// A table of 20,000 rows; `slow` has 240,000,000 rows (a full count takes seconds, holding
    /// the read lock), `heavy` groups 40,000,000 rows before its first.
    static let views = """
        CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE log(id INTEGER PRIMARY KEY, note TEXT);
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000)
        INSERT INTO t SELECT x, 'name ' || x FROM c;
        CREATE VIEW slow AS SELECT a.id FROM t a, t b WHERE a.id < 12000 AND b.id < 20000;
        CREATE VIEW few AS SELECT id FROM t WHERE id <= 3;
        CREATE VIEW heavy AS SELECT a.id % 10 AS k, count(*) AS n FROM t a, t b WHERE b.id < 2000 GROUP BY 1;
        """

    /// A recursive view without end: it reads no table, so it takes no lock, but counting it whole
    /// burns a core forever.
    static let endless = "CREATE VIEW endless AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r;"

    /// Another process committing a row at a time (busy timeout 2 s) until `stop` exists,
    /// keeping "commits failures" in `status`.
    final class Writer {
        let process = Process()
        let status: String, stop: String

        init(_ path: String, in fixture: SQLiteFixture) throws {
            status = fixture.path("status")
            stop = fixture.path("stop")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", """
                import sqlite3, sys, os, time
                path, status, stop = sys.argv[1:4]
                db = sqlite3.connect(path, timeout=2.0, isolation_level=None)
                commits = failures = 0
                while not os.path.exists(stop):
                    try:
                        db.execute("BEGIN IMMEDIATE")
                        db.execute("INSERT INTO log(note) VALUES ('written while folio counts')")
                        db.execute("COMMIT")
                        commits += 1
                    except sqlite3.OperationalError:
                        failures += 1
                        try:
                            db.execute("ROLLBACK")
                        except sqlite3.OperationalError:
                            pass
                    time.sleep(0.01)  # a commit every 10 ms, as the issue's writer
                    with open(status + ".tmp", "w") as f:
                        f.write("%d %d" % (commits, failures))
                    os.replace(status + ".tmp", status)
                """, path, status, stop]
            try process.run()
        }

        /// Commits and failures so far.
        var counts: (commits: Int, failures: Int) {
            let fields = ((try? String(contentsOfFile: status, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Int($0) }
            return fields.count == 2 ? (fields[0], fields[1]) : (0, 0)
        }

        /// Stops the writer and waits for it to end.
        func finish() -> (commits: Int, failures: Int) {
            _ = FileManager.default.createFile(atPath: stop, contents: Data())
            process.waitUntilExit()
            return counts
        }
    }

    @Test(arguments: ["delete", "wal"])
    func aWriterKeepsCommittingWhileViewsAreCountedAndTheCountsEnd(journal: String) throws {
        let path = fixture.database("views.db", "PRAGMA journal_mode = \(journal);\n" + Self.views)
        let writer = try Writer(path, in: fixture)
        let started = Date().addingTimeInterval(20)
        while writer.counts.commits == 0 && Date() < started { usleep(10_000) }  // poll to a deadline for the first commit
        #expect(writer.counts.commits > 0, "the writer started")
        // Short statements with pauses between them, as Folio's own, but as many as the count
        // needs: the count reaches the cap however slow the machine is.
        let sliced = SQLiteCappedCount.Budget(slice: .milliseconds(250), slices: 1_000, pause: .milliseconds(50))
        let budgets = SQLiteCappedCount.Budgets(rollback: sliced, wal: sliced)
        let browser = SQLiteBrowser(path, size: Size(width: 100, height: 12), budgets: budgets)
        browser.wait(for: "few")
        browser.wait("every count") { browser.root.database.map { $0.rowCounts.count + $0.countBounds.count } == 5 }
        let database = try #require(browser.root.database)
        let before = writer.counts.commits
        browser.wait("the writer to commit after the counts") { writer.counts.commits > before }
        let (commits, failures) = writer.finish()
        #expect(failures == 0, "the writer was locked out \(failures) times")
        #expect(commits > before)
        #expect(database.countBounds["slow"] == .moreThan(100_000))
        #expect(database.rowCounts["few"] == 3)
        #expect(database.rowCounts["t"] == 20_000)
        if journal == "delete" {
            #expect(database.countBounds["heavy"] == .tooSlow(0) || database.rowCounts["heavy"] == 10)
        }
        #expect(database.countProblems.isEmpty)
    }

    @Test func theTableListSaysMoreThanTheCap() throws {
        let path = fixture.database("endless.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT);
            INSERT INTO t VALUES (1, 'one'), (2, 'two');
            CREATE VIEW pair AS SELECT name FROM t;
            """ + Self.endless)
        let browser = SQLiteBrowser(path, size: Size(width: 120, height: 8))
        browser.wait(for: "view, 100,000+")
        browser.wait(for: "view, 2 rows")
        browser.wait(for: "More than 100,000 rows (counting stops there)")
        let problem = ScreenComparison.mismatch(grid: browser.harness.terminal.screen, expected: """
                            endless.db            1/3 │                                   endless
             endless                 view, 100,000+ › │ View endless                                                               ┃
             pair                      view, 2 rows › │ More than 100,000 rows (counting stops there)                              ┃
             t                               2 rows › │                                                                            ┃
                                                      │ CREATE VIEW endless AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i ┃
                                                      │ + 1 FROM r) SELECT i FROM r                                                ┃
                                                      │                                                                            ┃
             / Filter  r Refresh                      │ Columns:                                                                   │
            ~~~ styles: B=bold+blue D=dim+brightBlack R=bold+reverse a=bold+dim+reverse b=bold c=bold+reverse+blue d=dim r=reverse
            rrrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
            RcccccccRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaRd                                                                            b
             BBBB                     ddddddddddddddd d                                                                            b
             B                              ddddddddd d                                                                            b
                                                      d                                                                            b
                                                      d                                                                            b
                                                      d                                                                            b
            rRrrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd                                                                            D
            """, name: "sqlite-view-capped-count", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        #expect(browser.detailText.contains("More than 100,000 rows (counting stops there)"))
        // Opened, the view that never ends lists the rows up to the cap instead of counting forever.
        browser.open()
        browser.wait(for: "1/100000")
        #expect(browser.list?.rows.count == 100_000)
    }

    @Test func aCountStopsAtTheCapOrWhenItsTimeIsSpent() throws {
        let path = fixture.database("budget.db", Self.views + "\n" + Self.endless)
        let connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: 100)
        let schema = try SQLiteSchema.read(connection)
        func count(_ name: String, _ budget: SQLiteCappedCount.Budget, cap: Int = SQLiteCappedCount.cap) throws -> SQLiteCount {
            let table = try #require(schema.table(named: name))
            return try SQLiteCappedCount.count(SQLiteRowQuery(table: table), connection, budget: budget, cap: cap)
        }
        let roomy = SQLiteCappedCount.Budget(slice: .seconds(60), slices: 1, pause: .zero)
        #expect(try count("few", roomy) == .exact(3))
        #expect(try count("few", roomy, cap: 3) == .exact(3))
        #expect(try count("few", roomy, cap: 2) == .moreThan(2))
        #expect(try count("endless", roomy) == .moreThan(100_000))
        // A slice that ends at SQLite's second progress check: the grouping view yields no row
        // before it, so the count gives up instead of holding the lock.
        let none = SQLiteCappedCount.Budget(slice: .zero, slices: 5, pause: .zero)
        #expect(try count("heavy", none) == .tooSlow(0))
        #expect(try connection.rows("SELECT count(*) FROM few").first?.first == .integer(3), "the connection works after the interrupt")
        #expect(SQLiteCount.tooSlow(0).text == "not counted (too slow)")
        #expect(SQLiteCount.tooSlow(1_234).text == "at least 1,234 rows")
        #expect(SQLiteCount.moreThan(100_000).text == "more than 100,000 rows")
        #expect(SQLiteCount.moreThan(100_000).shortText == "100,000+")
        #expect(SQLiteCount.tooSlow(0).shortText == "too slow")
    }

    @Test func theDatabaseCountsWithinTheBudgetItIsGiven() throws {
        // A slice that ends at SQLite's second progress check (1,000 steps in): grouping 20,000
        // rows yields no row in it, so the list says "too slow", where a roomy budget counts it.
        let path = fixture.database("given.db", """
            CREATE TABLE t(id INTEGER PRIMARY KEY);
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000) INSERT INTO t SELECT x FROM c;
            CREATE VIEW grouped AS SELECT id % 10 AS k, count(*) AS n FROM t GROUP BY 1;
            """)
        let none = SQLiteCappedCount.Budget(slice: .zero, slices: 1, pause: .zero)
        let hasty = SQLiteBrowser(path, size: Size(width: 120, height: 8), budgets: .init(rollback: none, wal: none))
        hasty.wait(for: "view, too slow")
        #expect(hasty.root.database?.countBounds["grouped"] == .tooSlow(0))
        let roomy = SQLiteBrowser(path, size: Size(width: 120, height: 8))
        roomy.wait(for: "view, 10 rows")
        #expect(roomy.root.database?.rowCounts["grouped"] == 10)
    }
}
