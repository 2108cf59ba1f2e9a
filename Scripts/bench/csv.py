#!/usr/bin/env python3
"""Benchmark opening a large CSV file in Folio against visidata (`vd`), side by side.

Run:  python3 Scripts/bench/csv.py [--binary PATH] [--rows N] [--keep DIR]

A CSV of --rows rows (default 1,000,000; 8 columns, about 100 bytes a row, so 100 MB) is made with
Python (kept in --keep, default .build/bench, and reused). Each program is spawned on a 120x40
pseudo-terminal: the time to the first screen showing the first row (its name is `FIRSTROW`),
then the time until `G` reaches the last row (`LASTROW`: the program has read the whole file),
then its peak RSS (VmHWM). visidata is skipped with a note when not
installed (apt-get install visidata). Every wait has a deadline; a failure is n/a with a note.
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


def measure(argv, scratch, timeout):
    """Returns (first screen seconds, every row read seconds, peak RSS KiB, note) for `argv`.

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
        rss = session.peak_rss_kib()
        return first, (done - session.t_spawn if done is not None else None), rss, note
    except Exception as error:
        return None, None, None, "%s: %s" % (type(error).__name__, error)
    finally:
        if session:
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
    results = [("folio", measure([folio, "--no-restore", path], scratch, 120))]
    vd = shutil.which("vd") or shutil.which("visidata")
    if vd:
        results.append(("visidata", measure([vd, path], scratch, 300)))
    else:
        results.append(("visidata", (None, None, None, "not installed (apt-get install visidata)")))
    print("%-10s %14s %14s %12s %12s" % ("", "first screen", "all rows", "peak RSS", "RSS / file"))
    for name, (first, whole, rss, note) in results:
        print("%-10s %14s %14s %12s %12s%s" % (name, fmt_ms(first), fmt_ms(whole),
                                          "%.0f MB" % (rss / 1024) if rss else "n/a",
                                          "%.2fx" % (rss * 1024 / size) if rss else "n/a", "  (%s)" % note if note else ""))
    (_, (ff, _, fr, _)), (_, (vf, _, vr, _)) = results
    if ff and vf:
        print("folio's first screen: %.2fx visidata's (goal <= 0.2x)" % (ff / vf))
    if fr and vr:
        print("folio's peak RSS: %.2fx visidata's (goal <= 0.5x, and under half the file)" % (fr / vr))
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
