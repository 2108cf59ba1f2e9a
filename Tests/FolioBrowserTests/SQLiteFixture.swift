import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Databases for one test, made with the `sqlite3` command in a temporary folder removed
/// afterwards (Folio itself only ever opens them read-only).
final class SQLiteFixture {
    let root: URL

    init() {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folio-sqlite-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// Runs `sql` on a new database `name` with the sqlite3 command; returns its path.
    @discardableResult
    func database(_ name: String, _ sql: String) -> String {
        let path = self.path(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-bail", path]
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
            input.fileHandleForWriting.write(Data(sql.utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        } catch {
            Issue.record("cannot run sqlite3: \(error)")
        }
        #expect(process.terminationStatus == 0, "sqlite3 failed on: \(sql.prefix(200))")
        return path
    }

    /// Holds an exclusive lock on `path` from another process until the returned function runs.
    func lock(_ path: String) throws -> () -> Void {
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = ["python3", "-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('BEGIN EXCLUSIVE')
            print('locked', flush=True)
            sys.stdin.read()
            """, path]
        let output = Pipe(), input = Pipe()
        locker.standardOutput = output
        locker.standardInput = input
        try locker.run()
        _ = output.fileHandleForReading.availableData  // "locked": the exclusive lock is held
        return {
            try? input.fileHandleForWriting.close()
            locker.waitUntilExit()
        }
    }

    /// Writes raw bytes to `name`; returns its path.
    @discardableResult
    func file(_ name: String, _ bytes: [UInt8]) -> String {
        let path = self.path(name)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// The sample library: authors, books (a foreign key, JSON, a blob, NULLs), a WITHOUT ROWID
    /// table, a view, an index and a trigger.
    static let library = """
        CREATE TABLE authors(id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT);
        CREATE TABLE books(id INTEGER PRIMARY KEY, title TEXT, author_id INTEGER REFERENCES authors(id), meta TEXT, cover BLOB, price REAL);
        CREATE INDEX books_author ON books(author_id);
        CREATE TABLE tags(book INTEGER, tag TEXT, PRIMARY KEY(book, tag)) WITHOUT ROWID;
        CREATE VIEW cheap AS SELECT title, price FROM books WHERE price < 10;
        CREATE TRIGGER books_log AFTER INSERT ON books BEGIN SELECT 1; END;
        INSERT INTO authors VALUES (1, 'Ursula K. Le Guin', 'US'), (2, 'Italo Calvino', 'IT');
        INSERT INTO books VALUES (1, 'The Dispossessed', 1, '{"pages": 387, "tags": ["sf", "anarchy"]}', x'89504e470d0a1a0a', 9.5);
        INSERT INTO books VALUES (2, 'Invisible Cities', 2, NULL, NULL, 12);
        INSERT INTO tags VALUES (1, 'sf'), (1, 'utopia'), (2, 'cities');
        """
}

/// A browser on a database in a headless terminal, with waits that poll to a deadline.
@MainActor
final class SQLiteBrowser {
    let harness: ScreenHarness
    let split: SplitViewController
    let context = BrowserContext()
    let root: SQLiteDatabaseItem

    /// Budgets roomy enough that no view's count or window stops for time, however loaded the
    /// machine: a test checks the cap and the rows, not the machine's speed.
    static let roomy = SQLiteCappedCount.Budgets(rollback: .init(slice: .seconds(60), slices: 1, pause: .zero),
                                                 wal: .init(slice: .seconds(60), slices: 1, pause: .zero))

    init(_ path: String, size: Size = Size(width: 100, height: 16), state: BrowserState? = nil,
         budgets: SQLiteCappedCount.Budgets = roomy, mainStatements: ((String) -> Void)? = nil) {
        root = SQLiteDatabaseItem(path: RawPath(path), budgets: budgets)
        root.mainStatementProbe = mainStatements
        split = Browser.makeRootController(for: root, context: context, coordinator: BrowserCoordinator())
        state?.apply(to: split)
        harness = ScreenHarness(root: split, size: size)
    }

    var screen: String { harness.screen }

    /// The innermost list of the primary column.
    var list: ItemListViewController? {
        (split.viewControllers.first as? NavigationController)?.viewControllers.compactMap { $0 as? ItemListViewController }.last
    }

    /// Settles until `condition` holds; records an issue naming `what` at the deadline.
    func wait(_ what: String, until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            _ = harness.app.fireDueTimers()
            harness.settle()
            if condition() { return }
            usleep(2000)  // background work lands through Application.post; poll to the deadline
        }
        Issue.record("timed out waiting for \(what); the screen:\n\(screen)")
    }

    /// Presses Enter and waits until the list it opened has its rows (a row's fields come
    /// with the rows referring to it, counted in the background).
    func open() {
        press(.enter)
        wait("the list to load") { list?.isLoaded == true && list?.isLoading == false }
    }

    /// Waits for `text` on screen.
    func wait(for text: String) { wait("\"\(text)\"") { screen.contains(text) } }

    /// The whole text of the detail column (not only what fits on screen).
    var detailText: String {
        ((split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController)?.textView.text ?? ""
    }

    func press(_ keys: Key...) { for key in keys { harness.press(key) } }
    func type(_ text: String) { harness.type(text) }

    /// The list's pager (the rows of a table list).
    var pager: SQLiteRowPager? { (list?.item as? SQLiteTableItem)?.pager }
}
