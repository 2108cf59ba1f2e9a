#!/usr/bin/env python3
"""Benchmark opening a large CSV file in Folio against visidata (`vd`), side by side.

Run:  python3 Scripts/bench/csv.py [--binary PATH] [--rows N] [--keep DIR]

A CSV of --rows rows (default 1,000,000; 8 columns, about 100 bytes a row, so 100 MB) is made with
Python (kept in --keep, default .build/bench, and reused). Each program is spawned on a 120x40
pseudo-terminal: the time to the first screen showing the first row (its name is `FIRSTROW`),
then the time until `G` reaches the last row (`LASTROW`: the program has read the whole file),
then its peak RSS (VmHWM), then the time a column summary takes (visidata's Shift-F frequency
table, Folio's `F`) of the `country` column: from the key to the last change of the screen,
which then stays still for a second. Then Folio alone: Downs while it indexes the file,
while it sorts every row by a number and in the sorted rows, the slowest answer of each, and how long
the sort took from `s` to the sorted rows. visidata is skipped with a note when not installed
(apt-get install visidata). Every wait has a deadline; a failure is n/a with a note.
"""

import os
import random
import shutil
import sys

from benchkit import Session, fmt_ms, fresh_env, now, resolve, tail_text

NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Dennis", "Frances"]
CITIES = ["Lisbon", "Zürich", "São Paulo", "Kraków", "Reykjavík", "Osaka", "Nairobi", "Austin"]
COUNTRIES = ["Portugal", "Switzerland", "Brazil", "Poland", "Iceland", "Japan", "Kenya", "United States"]
WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()


def make_csv(path, rows):
    """Writes `rows` rows of 8 columns (a quoted note with a comma in one row of ten)."""
    if os.path.exists(path):
        return os.path.getsize(path)
    rng = random.Random(31)
    notes = ['"%s, %s %s"' % (rng.choice(WORDS), rng.choice(WORDS), rng.choice(WORDS)) if i % 10 == 0 else " ".join(rng.sample(WORDS, 6))
             for i in range(1000)]
    partial = path + ".partial"
    with open(partial, "w", encoding="utf-8") as f:
        f.write("id,name,city,country,amount,quantity,date,note\n")
        chunk = []
        for i in range(1, rows + 1):
            name = "FIRSTROW" if i == 1 else "LASTROW" if i == rows else "%s %d" % (NAMES[i % 10], i)
            chunk.append("%d,%s,%s,%s,%.2f,%d,20%02d-%02d-%02d,%s\n" % (
                i, name, CITIES[i % 8], COUNTRIES[i % 8], rng.random() * 100000, rng.randint(1, 500),
                10 + i % 15, 1 + i % 12, 1 + i % 28, notes[i % 1000]))
            if len(chunk) == 10000:
                f.write("".join(chunk))
                chunk = []
        f.write("".join(chunk))
    os.rename(partial, path)
    return os.path.getsize(path)


def summary_time(session, start, timeout):
    """The time from `start` (the key) to the last change of the screen, once it stays still
    for a second: both programs draw the counted values last (a screen drawn by changes may
    never write a whole phrase, so no text is waited for); None when it never stays still."""
    deadline = start + timeout
    while now() < deadline:
        if session.settle(quiet=1.0, cap=max(0.0, deadline - now())):
            return session.last_read - start
    return None


def measure(argv, scratch, timeout, to_column):
    """Returns (first screen seconds, every row read seconds, summary seconds, peak RSS KiB, note)
    for `argv`: the summary is of the column the keys `to_column` reach.

    Every row is read when `G` (both programs: to the last row) shows the last row, `LASTROW`:
    `G` is pressed every quarter second until it does.
    """
    session = None
    try:
        session = Session(argv, fresh_env(scratch), scratch)
        shown = session.wait_for_text("FIRSTROW", 60)
        if shown is None:
            return None, None, None, "no first row on screen; last output: %s" % tail_text(session)
        first = shown - session.t_spawn
        done = None
        deadline = now() + timeout
        while done is None and now() < deadline and session.proc.poll() is None:
            session.write(b"G")
            done = session.wait_for_text("LASTROW", 0.25)
        note = None if done is not None else "G never reached the last row"
        session.settle(quiet=0.3, cap=5.0)
        rss = session.peak_rss_kib()  # before the summary: the peak of opening and reading the file
        summary = None
        if done is not None:
            for key in to_column:
                session.write(key)
                session.settle(quiet=0.2, cap=2.0)
            start = now()
            session.write(b"F")
            summary = summary_time(session, start, timeout)
            if summary is None:
                note = "the summary's screen never stayed still"
        return first, (done - session.t_spawn if done is not None else None), summary, rss, note
    except Exception as error:
        return None, None, None, None, "%s: %s" % (type(error).__name__, error)
    finally:
        if session:
            session.quit([b"q", b"q", b"Q", b"\x11"])


def slowest_downs(session, count, every=0.1, timeout=1.0, until=None, watch=None):
    """Sends `count` Downs `every` seconds apart; returns (the slowest first byte after a Down,
    how many were answered). The first byte may be a progress notice's rather than the Down's
    echo: a main loop that is busy shows as no byte at all (`timeout` at most).

    With `until` (bytes), the `count` Downs start once `until` is on the screen (300 Downs at
    most before): the Downs while the work that ends by showing it runs are not counted.

    With `watch` (a dict with `text`, bytes), `watch["at"]` is set to the time `text` was first
    seen on the screen (to a read's resolution: a Down's answer, or 0.1 s)."""
    def look():
        if watch is not None and "at" not in watch and watch["text"] in session.buf:
            watch["at"] = now()
    if until is not None:
        for _ in range(300):
            look()
            if until in session.buf:
                break
            session._read(every)
            look()
    slowest, answered = 0.0, 0
    for _ in range(count):
        sent = now()
        session.write(session.down_key())
        if session._read(timeout):
            slowest = max(slowest, session.last_read - sent)
            answered += 1
        else:
            slowest = max(slowest, timeout)
        look()
        while now() < sent + every:
            session._read(max(0.0, sent + every - now()))
            look()
    return slowest, answered


def folio_keys(folio, path, scratch):
    """Folio's keys while it indexes the file (Downs from its first screen on), while it sorts
    every row by a number (`>` to `amount`, then `s`) and once the rows show sorted (the rows
    on screen then lie anywhere in the file): the slowest first byte after a Down in each
    (goal: 50 ms), and how many Downs were answered."""
    session = Session([folio, "--no-restore", path], fresh_env(scratch), scratch)
    try:
        if session.wait_for_text("FIRSTROW", 60) is None:
            return None
        indexing = slowest_downs(session, 20)
        done = None
        deadline = now() + 120
        while done is None and now() < deadline:
            session.write(b"g")
            session.write(b"G")
            done = session.wait_for_text("LASTROW", 0.25)
        session.write(b"g")
        for _ in range(5):  # from the rows' titles: id, name, city, country, amount
            session.write(b">")
            session.settle(quiet=0.2, cap=2.0)
        session.buf = bytearray()  # from here on: the sorted column's header is looked for
        sorted_mark = {"text": "amount ▲".encode()}
        started = now()
        session.write(b"s")
        sorting = slowest_downs(session, 30, watch=sorted_mark)
        sorted_rows = slowest_downs(session, 20, until=sorted_mark["text"], watch=sorted_mark)
        sort_seconds = sorted_mark["at"] - started if "at" in sorted_mark else None
        return indexing, sorting, sorted_rows, sort_seconds
    finally:
        session.quit([b"q", b"q", b"Q", b"\x11"])


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(root, ".build", "release", "folio"))
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--keep", default=os.path.join(root, ".build", "bench"))
    args = parser.parse_args()
    folio = resolve(args.binary)
    folio = os.path.abspath(folio) if folio else folio
    args.keep = os.path.abspath(args.keep)
    if not folio or not os.access(folio, os.X_OK):
        sys.exit("no folio binary at %s (swift build -c release --product folio)" % args.binary)
    os.makedirs(args.keep, exist_ok=True)
    path = os.path.join(args.keep, "bench-%d-v2.csv" % args.rows)
    size = make_csv(path, args.rows)
    with open(path, "rb") as f:  # one untimed pass warms the page cache for both programs
        while f.read(1 << 24):
            pass
    scratch = os.path.join(args.keep, "csv-scratch")
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    print("CSV: %d rows, 8 columns, %.0f MB" % (args.rows, size / 1e6))
    # Folio's `>` moves the current column from the rows' titles (id, name, city, country);
    # visidata's `l` from id.
    results = [("folio", measure([folio, "--no-restore", path], scratch, 120, [b">"] * 4))]
    vd = shutil.which("vd") or shutil.which("visidata")
    if vd:
        results.append(("visidata", measure([vd, path], scratch, 300, [b"l"] * 3)))
    else:
        results.append(("visidata", (None, None, None, None, "not installed (apt-get install visidata)")))
    print("%-10s %14s %14s %14s %12s %12s" % ("", "first screen", "all rows", "summary", "peak RSS", "RSS / file"))
    for name, (first, whole, summary, rss, note) in results:
        print("%-10s %14s %14s %14s %12s %12s%s" % (name, fmt_ms(first), fmt_ms(whole), fmt_ms(summary),
                                                "%.0f MB" % (rss / 1024) if rss else "n/a",
                                                "%.2fx" % (rss * 1024 / size) if rss else "n/a", "  (%s)" % note if note else ""))
    (_, (ff, _, fs, fr, _)), (_, (vf, _, vs, vr, _)) = results
    if fs:
        print("folio's column summary of %d rows: %s (goal < 1 s)%s" % (args.rows, fmt_ms(fs),
                                                                     ", %.2fx visidata's" % (fs / vs) if vs else ""))
    if ff and vf:
        print("folio's first screen: %.2fx visidata's (goal <= 0.2x)" % (ff / vf))
    if fr and vr:
        print("folio's peak RSS: %.2fx visidata's (goal <= 0.5x, and under half the file)" % (fr / vr))
    keys = folio_keys(folio, path, scratch)
    if keys:
        (index_slowest, index_answered), (sort_slowest, sort_answered), (sorted_slowest, sorted_answered), sort_seconds = keys
        if sort_seconds is not None:
            print("folio's sort of %d rows by a number (amount), keys sent meanwhile: %s from s to the sorted rows "
                  "(goal < 2 s; to 0.1 s)" % (args.rows, fmt_ms(sort_seconds)))
        print("folio's Downs while indexing: slowest %s (%d of 20 answered); while sorting by amount: slowest %s "
              "(%d of 30 answered); in the sorted rows: slowest %s (%d of 20 answered) (goal 50 ms)"
              % (fmt_ms(index_slowest), index_answered, fmt_ms(sort_slowest), sort_answered, fmt_ms(sorted_slowest), sorted_answered))
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
