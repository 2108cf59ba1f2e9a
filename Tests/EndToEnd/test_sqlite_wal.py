"""End-to-end: a WAL database browsed and left is as it was: the -wal and -shm files SQLite made
for Folio's reading are gone after quitting (those another program keeps are left alone)."""

import hashlib
import os
import sqlite3

from harness import *  # noqa: F401,F403
import harness


class SQLiteWAL(FolioTestCase):
    def make_wal_database(self, name):
        path = os.path.join(self.s.dir, name)
        db = sqlite3.connect(path)
        db.execute("PRAGMA journal_mode = wal")
        db.executescript("CREATE TABLE t(a); CREATE VIEW v AS SELECT a FROM t;"
                         "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100) INSERT INTO t SELECT x FROM c;")
        db.commit()
        db.close()
        self.assertFalse(os.path.exists(path + "-wal") or os.path.exists(path + "-shm"))
        return path

    def test_quitting_leaves_no_wal_or_shm_files_behind(self):
        path = self.make_wal_database("wal.db")
        with open(path, "rb") as f:
            before = hashlib.sha256(f.read()).hexdigest()
        self.s.start(self.s.folio_env() + [harness.BINARY, "--no-restore", path], 120, 30)
        self.s.wait_text("100 rows ›")
        self.s.keys("Down", "Enter")
        self.s.wait_text("1/100")
        self.assertTrue(os.path.exists(path + "-shm"), "SQLite made its files while Folio reads")
        self.s.keys("Q")
        self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
        self.assertFalse(os.path.exists(path + "-wal"), "the -wal file is left behind")
        self.assertFalse(os.path.exists(path + "-shm"), "the -shm file is left behind")
        with open(path, "rb") as f:
            self.assertEqual(hashlib.sha256(f.read()).hexdigest(), before, "the database is unchanged")

    def test_files_another_program_keeps_open_are_left_alone(self):
        path = self.make_wal_database("shared.db")
        other = sqlite3.connect(path)
        other.execute("SELECT count(*) FROM t").fetchall()
        try:
            self.s.start(self.s.folio_env() + [harness.BINARY, "--no-restore", path], 120, 30)
            self.s.wait_text("100 rows ›")
            self.s.keys("Q")
            self.assertEqual(tuple(self.s.wait_dead()), ("0", ""))
            self.assertTrue(os.path.exists(path + "-wal") and os.path.exists(path + "-shm"))
            self.assertEqual(other.execute("SELECT count(*) FROM t").fetchall(), [(100,)])
        finally:
            other.close()
