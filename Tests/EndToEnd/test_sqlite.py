"""End-to-end tests of the SQLite source: browsing a database in tmux, --choose with its
locators, the file left untouched, and a concurrent writer that keeps writing meanwhile."""

import hashlib
import os
import re
import shlex
import sqlite3
import subprocess
import sys
import time

from harness import *  # noqa: F401,F403
import harness

LIBRARY = """
CREATE TABLE authors(id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT);
CREATE TABLE books(id INTEGER PRIMARY KEY, title TEXT, author_id INTEGER REFERENCES authors(id), meta TEXT);
CREATE INDEX books_author ON books(author_id);
INSERT INTO authors VALUES (1, 'Ursula K. Le Guin', 'US'), (2, 'Italo Calvino', 'IT');
INSERT INTO books VALUES (1, 'The Dispossessed', 1, '{"pages": 387}'), (2, 'Invisible Cities', 2, NULL);
"""

# The writer: inserts a row per transaction until told to stop, counting commits and lock
# failures in a status file (busy timeout 2 s: a polite reader never makes it wait that long).
# It pauses a millisecond between transactions (up to a thousand commits a second): with no
# pause at all a rollback-journal writer leaves readers no moment to take their lock.
WRITER = r"""
import sqlite3, sys, os, time
path, status, stop = sys.argv[1:4]
db = sqlite3.connect(path, timeout=2.0, isolation_level=None)
commits = failures = 0
while not os.path.exists(stop):
    try:
        db.execute("BEGIN IMMEDIATE")
        db.execute("INSERT INTO log(note) VALUES (printf('entry %d', ?))", (commits,))
        db.execute("COMMIT")
        commits += 1
    except sqlite3.OperationalError as error:
        failures += 1
        try:
            db.execute("ROLLBACK")
        except sqlite3.OperationalError:
            pass
    time.sleep(0.001)  # paces the writer process between its commits; nothing waits on this
    with open(status + ".tmp", "w") as f:
        f.write("%d %d" % (commits, failures))
    os.replace(status + ".tmp", status)
"""


class SQLiteBrowsing(FolioTestCase):
    def make_database(self, name, script, journal="delete"):
        path = os.path.join(self.s.dir, name)
        db = sqlite3.connect(path)
        db.execute("PRAGMA journal_mode = %s" % journal)
        db.executescript(script)
        db.commit()
        db.close()
        return path

    def start_on(self, *args, width=120, height=30, redirect=""):
        self.s.start(self.s.folio_env() + [harness.BINARY] + list(args), width, height, redirect)

    def test_browse_tables_rows_fields_and_a_foreign_key(self):
        path = self.make_database("library.db", LIBRARY)
        self.start_on("--no-restore", path)
        self.wait_bar(None, "library.db", ["authors", "books", "Indexes", "2 rows ›"])
        self.s.keys("Down")
        self.s.wait_text("CREATE TABLE books", "author_id → authors(id)")
        self.s.keys("Enter")
        self.wait_bar("library.db", "books", ["1  The Dispossessed · {\"pages\": 387}", "title", "Invisible Ci", "1/2"])
        self.s.keys("Enter")
        self.s.wait_text("‹ books", "1 → authors ›", "meta")
        self.s.keys("Down", "Down", "Enter")
        self.wait_bar("Back", "authors 1", ["\"Ursula K. Le", "\"US\"", "books (by author_id)"])
        self.s.keys("Left", "Down", "Enter")  # meta: JSON text browses as JSON
        self.wait_bar("Back", "meta", ["pages", "387"])
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.s.assert_restored()

    def test_filter_and_sort_in_sql(self):
        path = self.make_database("library.db", LIBRARY)
        self.start_on("--no-restore", path)
        self.s.wait_text("authors", "2 rows ›")
        self.s.keys("Down", "Enter")
        self.s.wait_text("1/2", "Sort: id ▲")
        self.s.keys("/")
        self.s.literal("cities")
        self.s.wait_text("1/1 of 2", "2  Invisible Cities")
        self.s.keys("Escape")  # alone: Escape then s at once would read as Alt-s
        self.s.wait_screen(lambda s: "1/2 " in s and "/cities" not in s, "the filter cleared")
        self.s.keys(">", "s")  # by the current column: title
        self.s.wait_text("Sort: title ▲", "title ▲")
        self.s.wait_screen(lambda s: s.split("\n")[2].strip().startswith("2 Invisible Ci"),
                           "sorted by title, Invisible before The")
        self.s.keys("s")  # again: the other way
        self.s.wait_text("Sort: title ▼")
        self.s.wait_screen(lambda s: s.split("\n")[2].strip().startswith("1 The Disposs"),
                           "sorted by title the other way")
        self.s.keys(">", "S")  # the next column, largest first
        self.s.wait_text("Sort: author_id ▼")
        self.s.wait_screen(lambda s: s.split("\n")[2].strip().startswith("2 Invisible Ci"),
                           "sorted by author_id, largest first")

    def test_marked_rows_are_printed_by_choose_as_file_table_rowid(self):
        path = self.make_database("library.db", LIBRARY)
        out = os.path.join(self.s.dir, "chosen")
        self.start_on("--choose", path, redirect=">%s" % shlex.quote(out))
        self.s.wait_text("authors", "2 rows ›")
        self.s.keys("Down", "Enter")
        self.s.wait_text("Invisible Ci")
        self.s.keys("Down", " ")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(out) as f:
            self.assertEqual(f.read(), path + ":books:2\n")

    def test_a_file_that_is_not_a_database_is_a_message(self):
        path = os.path.join(self.s.dir, "broken.db")
        with open(path, "wb") as f:
            f.write(os.urandom(4096))
        self.start_on("--no-restore", path)
        self.s.wait_text("broken.db is not a SQLite")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    # -- read-only and polite ----------------------------------------------------------------

    def browse_everything(self, path):
        """Opens the log table, jumps to the end and back, filters, sorts, opens a row."""
        self.s.keys("Enter")
        self.s.wait_screen(lambda s: "Sort: id" in s and "entry" in s, "the log's rows")
        self.s.keys("End")
        self.s.keys("Home")
        self.s.keys("/")
        self.s.literal("entry 1")
        self.s.wait_text(" of ")
        self.s.keys("Enter")  # keeps the filter and closes the line; s then sorts the matches
        self.s.wait_screen(lambda s: "/entry 1" not in s, "the filter line closed")
        self.s.keys(">", "s")
        self.s.wait_text("Sort: note ▲")
        self.s.keys("Enter")
        self.s.wait_text("note")

    def check_untouched(self, journal):
        path = self.make_database("quiet.db", self.log_script(2000), journal)
        with open(path, "rb") as f:
            before = hashlib.sha256(f.read()).hexdigest()
        mtime = os.stat(path).st_mtime_ns
        self.start_on("--no-restore", path)
        self.s.wait_text("log", "2,000 rows")
        self.browse_everything(path)
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        with open(path, "rb") as f:
            self.assertEqual(hashlib.sha256(f.read()).hexdigest(), before, "the database's bytes changed")
        self.assertEqual(os.stat(path).st_mtime_ns, mtime, "the database's mtime changed")
        self.assertFalse(os.path.exists(path + "-journal"), "a reader never writes a journal")

    @staticmethod
    def log_script(rows):
        values = ",".join("('entry %d')" % i for i in range(rows))
        return "CREATE TABLE log(id INTEGER PRIMARY KEY, note TEXT); INSERT INTO log(note) VALUES %s;" % values

    def test_the_file_is_never_modified_rollback_journal(self):
        self.check_untouched("delete")

    def test_the_file_is_never_modified_wal(self):
        self.check_untouched("wal")

    # Views that take seconds to count whole (or never end), after "log" in the list: counted
    # up to a cap in short statements, so the writer keeps committing (issue 27, items 1 and 3).
    VIEWS = """
        CREATE TABLE numbers(id INTEGER PRIMARY KEY, name TEXT);
        WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 20000)
        INSERT INTO numbers SELECT x, 'name ' || x FROM c;
        CREATE VIEW pairs AS SELECT a.id FROM numbers a, numbers b WHERE a.id < 12000 AND b.id < 20000;
        CREATE VIEW unending AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r;
        """

    def check_writer_keeps_writing(self, journal):
        path = self.make_database("live.db", self.log_script(500) + self.VIEWS, journal)
        status, stop = os.path.join(self.s.dir, "status"), os.path.join(self.s.dir, "stop")
        writer = subprocess.Popen([sys.executable, "-c", WRITER, path, status, stop])
        try:
            self.s.wait(lambda: os.path.exists(status), "the writer to start")
            self.start_on("--no-restore", path)
            self.s.wait_text("log", "rows ›")
            # Both counts ended: at the cap ("100,000+"), or where the time budget ran out on a
            # loaded machine ("79,721+", "too slow"); which one depends on the machine's speed.
            self.s.wait_screen(lambda s: len(re.findall(r"view, (?:[\d,]+\+|too slow)", s)) == 2, "both views' counts to end")
            with open(status) as f:
                commits_before = int(f.read().split()[0])
            for _ in range(3):
                self.browse_everything(path)
                self.s.keys("Left", "Left")
                self.s.wait_text("log")
            self.s.wait(lambda: int(open(status).read().split()[0]) > commits_before + 50,
                        "the writer to keep committing while folio browses")
        finally:
            open(stop, "w").close()
            writer.wait(timeout=DEADLINE)
        with open(status) as f:
            commits, failures = map(int, f.read().split())
        self.assertEqual(failures, 0, "the writer was locked out %d times" % failures)
        self.assertGreater(commits, commits_before)
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))

    def test_a_writer_keeps_writing_while_folio_browses_rollback_journal(self):
        self.check_writer_keeps_writing("delete")

    def test_a_writer_keeps_writing_while_folio_browses_wal(self):
        self.check_writer_keeps_writing("wal")
