#!/usr/bin/env python3
"""Benchmark Folio on a SQLite database of 10,000,000 rows (standard library only).

Run:  python3 Scripts/bench/sqlite.py [--binary PATH] [--rows N] [--repeat N]

The database (cached under .build/bench/, made once with the sqlite3 command) has one table,
`people(id INTEGER PRIMARY KEY, name TEXT, city TEXT, amount REAL, created INTEGER)`, and one
index, on `city`. Folio runs in a pseudo-terminal at 120x40 (TERM=xterm-256color, LANG=C.UTF-8,
a fresh HOME and XDG_STATE_HOME for every start). Measured, median of --repeat runs:

* tables: spawn to the first frame listing the table (`people`).
* Enter: from Enter on the table (as soon as it is listed) to the first frame of its rows
  (the first row's name in the list), and on to the frame with the count (`1/N`).
* first screen: spawn to the first frame of the table's rows (the first row's name), with the
  saved place reopening the table: schema, first page; and to the count (`1/N`).
* End: from the End key to the frame showing `N/N` and the last row's name.
* sqlite3 count: `sqlite3 FILE 'SELECT count(*) FROM people'`, spawn to exit.
* visidata: spawn to the first screen showing the table's first row, where `vd` is installed.

Every wait has a deadline; a program that is missing or fails gets n/a.
"""

import argparse
import fcntl
import os
import pty
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROWS, COLS = 40, 120
DEADLINE = 60.0
now = time.perf_counter


def make_database(path, rows):
    if os.path.exists(path):
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    partial = path + ".partial"
    if os.path.exists(partial):
        os.remove(partial)
    sql = """PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT, city TEXT, amount REAL, created INTEGER);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < %d)
INSERT INTO people SELECT x, 'name ' || (x * 7919 %% %d), 'city ' || (x %% 1000), x * 0.01, 1700000000 + x FROM c;
CREATE INDEX people_city ON people(city);
""" % (rows, rows)
    print("making %s (%d rows, once)…" % (path, rows), file=sys.stderr)
    subprocess.run(["sqlite3", partial], input=sql.encode(), check=True, stdout=subprocess.DEVNULL)
    os.rename(partial, path)


def fnv1a(text):
    """The state file's name for a root, as BrowserState.stableHash computes it."""
    value = 0xcbf29ce484222325
    for byte in text.encode():
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return format(value, "x")


class Screen:
    """Just enough of a terminal to read what is on screen: ncurses writes only the cells that
    changed (a bar going from `0/0` to `1/10000000` rewrites a few digits), so the text is
    searched in the screen, not in the bytes. Handles cursor moves, erases, CR/LF/BS and text."""

    SEQUENCE = re.compile(rb"\x1b\[([0-?]*)[ -/]*([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()*+][ -~]|\x1b[ -~]")

    def __init__(self):
        self.cells = [[" "] * COLS for _ in range(ROWS)]
        self.row = self.col = 0
        self.pending = b""

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        position = 0
        while position < len(data):
            escape = data.find(b"\x1b", position)
            text_end = len(data) if escape < 0 else escape
            if text_end > position:
                self.text(data[position:text_end])
                position = text_end
                continue
            match = self.SEQUENCE.match(data, position)
            if match is None:
                self.pending = data[position:]  # an escape sequence cut between two reads
                return
            if match.group(2) is not None:
                self.control(match.group(1).decode(errors="replace"), match.group(2).decode())
            position = match.end()

    def text(self, chunk):
        for char in chunk.decode("utf-8", errors="replace"):
            if char == "\r":
                self.col = 0
            elif char == "\n":
                self.row = min(ROWS - 1, self.row + 1)
            elif char == "\b":
                self.col = max(0, self.col - 1)
            elif char >= " ":
                if self.col < COLS:
                    self.cells[self.row][self.col] = char
                self.col += 1

    def control(self, params, final):
        numbers = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params and params[0] not in "?>=" else []
        first = numbers[0] if numbers and numbers[0] else 1
        if final == "H" or final == "f":
            self.row = min(ROWS, max(1, numbers[0] if numbers and numbers[0] else 1)) - 1
            self.col = min(COLS, max(1, numbers[1] if len(numbers) > 1 and numbers[1] else 1)) - 1
        elif final == "C":
            self.col = min(COLS - 1, self.col + first)
        elif final == "D":
            self.col = max(0, self.col - first)
        elif final == "A":
            self.row = max(0, self.row - first)
        elif final == "B":
            self.row = min(ROWS - 1, self.row + first)
        elif final == "G":
            self.col = min(COLS, first) - 1
        elif final == "d":
            self.row = min(ROWS, first) - 1
        elif final == "K":
            mode = numbers[0] if numbers else 0
            span = range(self.col, COLS) if mode == 0 else range(0, self.col + 1) if mode == 1 else range(COLS)
            for column in span:
                self.cells[self.row][column] = " "
        elif final == "J":
            mode = numbers[0] if numbers else 0
            rows = range(self.row + 1, ROWS) if mode == 0 else range(ROWS) if mode == 2 else range(0, self.row)
            for row in rows:
                self.cells[row] = [" "] * COLS
            if mode == 0:
                for column in range(self.col, COLS):
                    self.cells[self.row][column] = " "
        elif final == "X":
            for column in range(self.col, min(COLS, self.col + first)):
                self.cells[self.row][column] = " "
        elif final == "b" and self.col > 0:
            previous = self.cells[self.row][self.col - 1]
            for _ in range(first):
                if self.col < COLS:
                    self.cells[self.row][self.col] = previous
                self.col += 1

    def contents(self):
        return "\n".join("".join(row) for row in self.cells)


class Run:
    """One program in a pseudo-terminal; `wait_for` reads its output until a text appears."""

    def __init__(self, argv, env):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        self.start = now()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        preexec_fn=Run.take_terminal, close_fds=True)
        os.close(slave)
        self.screen = Screen()

    @staticmethod
    def take_terminal():
        """In the child: a new session whose controlling terminal is the pty (folio draws on
        /dev/tty)."""
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    def wait_for(self, *texts, since=None):
        """Seconds from `since` (default: the spawn) until every text is in the output read
        after `since`, or None at the deadline."""
        began = since if since is not None else self.start
        deadline = now() + DEADLINE
        while now() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return None
            if not chunk:
                return None
            self.screen.feed(chunk)
            shown = self.screen.contents()
            if all(t in shown for t in texts):
                return now() - began
        return None

    def send(self, data):
        os.write(self.master, data)
        return now()

    def close(self):
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        os.close(self.master)


def environment(home):
    env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "LINES", "COLUMNS")}
    env.update(TERM="xterm-256color", LANG="C.UTF-8", HOME=home, XDG_STATE_HOME=os.path.join(home, "state"))
    return env


def folio_times(binary, database, rows):
    """Seconds for one start each: tables listed, Enter to the rows and to their count, a
    restored start to the rows and to their count, End."""
    first_row = " 1  name %d " % (7919 % rows)
    times = {}
    with tempfile.TemporaryDirectory() as home:
        run = Run([binary, "--no-restore", database], environment(home))
        try:
            times["tables"] = run.wait_for(" people ", " Indexes ")
            if times["tables"] is not None:
                sent = run.send(b"\r")
                times["enter"] = run.wait_for(first_row, since=sent)
                times["enter count"] = run.wait_for("1/%d " % rows, since=sent)
        finally:
            run.close()
    with tempfile.TemporaryDirectory() as home:
        # Written by hand: Scripts/bench/json.py, beside this script, shadows the json module.
        state = '{"opened": ["people"], "selected": "1", "version": 1}'
        folder = os.path.join(home, "state", "folio")
        os.makedirs(folder)
        with open(os.path.join(folder, fnv1a("file:" + database) + ".json"), "w") as f:
            f.write(state)
        run = Run([binary, database], environment(home))
        try:
            times["first"] = run.wait_for(first_row)
            times["first count"] = run.wait_for("1/%d " % rows)
            if times["first count"] is not None:
                time.sleep(0.5)  # let the first screen settle before the key
                sent = run.send(b"\x1b[F")
                times["end"] = run.wait_for(" %d/%d " % (rows, rows), " %d  name %d " % (rows, rows * 7919 % rows), since=sent)
        finally:
            run.close()
    return times


def command_time(argv):
    start = now()
    result = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return now() - start if result.returncode == 0 else None


def visidata_time(database):
    vd = shutil.which("vd") or shutil.which("visidata")
    if vd is None:
        return None
    with tempfile.TemporaryDirectory() as home:
        run = Run([vd, "-f", "sqlite", database, "+:people:1:1"], environment(home))
        try:
            return run.wait_for("name 7919")
        finally:
            run.close()


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def show(seconds):
    return "n/a" if seconds is None else "%.0f ms" % (seconds * 1000)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(root, ".build", "release", "folio"))
    parser.add_argument("--rows", type=int, default=10_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit("no folio binary at %s (swift build -c release --product folio)" % args.binary)
    if shutil.which("sqlite3") is None:
        sys.exit("the sqlite3 command is needed to make the database (apt-get install sqlite3)")
    database = os.path.join(root, ".build", "bench", "people-%d.db" % args.rows)
    make_database(database, args.rows)
    # One untimed pass warms the page cache, as for every program measured after it.
    command_time(["sqlite3", database, "SELECT count(*) FROM people"])

    results = [folio_times(args.binary, database, args.rows) for _ in range(args.repeat)]
    counts = [command_time(["sqlite3", database, "SELECT count(*) FROM people"]) for _ in range(args.repeat)]
    visidata = [visidata_time(database) for _ in range(min(args.repeat, 3))]

    size = os.path.getsize(database) / (1 << 20)
    print("SQLite: %s rows, %.0f MB, %dx%d, median of %d runs" % (format(args.rows, ","), size, COLS, ROWS, args.repeat))
    print()
    rows_out = [
        ("folio: tables listed (spawn)", "tables"),
        ("folio: Enter on the table, first screen of rows", "enter"),
        ("folio: Enter on the table, row count shown", "enter count"),
        ("folio: restored into the table, first screen", "first"),
        ("folio: restored into the table, row count shown", "first count"),
        ("folio: End to the last row", "end"),
    ]
    print("%-50s %12s" % ("measure", "time"))
    for label, key in rows_out:
        print("%-50s %12s" % (label, show(median(r.get(key) for r in results))))
    print("%-50s %12s" % ("sqlite3 'SELECT count(*) FROM people' (spawn)", show(median(counts))))
    print("%-50s %12s" % ("visidata: first screen", show(median(visidata)) if any(visidata) else "not installed"))


if __name__ == "__main__":
    main()
