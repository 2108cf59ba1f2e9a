#!/usr/bin/env python3
"""Benchmark opening a large JSON document in Folio against `python3 -m json.tool` (standard library only).

Run:  python3 Scripts/bench/json_open.py [--binary PATH] [--json-mb N] [--jsonl-ones-mb N] [--jsonl-records-mb N]

A JSON file of --json-mb MB (an array of realistic records) is generated, then timed with
`python3 -m json.tool FILE > /dev/null` and with `folio FILE` in a 120x40 pseudo-terminal (spawn to
the first frame showing the first element, `[0]`); folio's peak RSS (VmHWM) is read after the
frame settles. Then two JSON Lines files, one of `1` lines and one of records (the same records, one
a line), are opened the same way (to the first frame showing `line 1`) and folio's peak RSS is given
as a multiple of the file's size: it should stay at or under 1.5x. A failure gets n/a and a note;
every wait has a deadline.
"""

import os
import random
import shutil
import subprocess
import sys
import tempfile

from benchkit import (FIRST_FRAME_TIMEOUT, Session, arguments, binary_path, fmt_ms, fresh_env, logger,
                      machine_description, now, resolve, tail_text)

JSON_MARKER = "[0]"          # folio titles an array's first element `[0]`


_FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Ken", "Dennis",
          "Frances", "John", "Radia", "Leslie", "Niklaus", "Tony", "Sophie", "Linus", "Guido"]
_LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Thompson",
         "Ritchie", "Allen", "McCarthy", "Perlman", "Lamport", "Wirth", "Hoare", "Wilson"]
_CITIES = ["Lisbon", "Zürich", "São Paulo", "Kraków", "Reykjavík", "Osaka", "Nairobi", "Austin",
           "Montréal", "Tallinn", "Wellington", "Seville"]
_STREETS = ["Main Street", "Rua Augusta", "Bahnhofstrasse", "Calle Mayor", "Elm Avenue", "High Road"]
_TAGS = ["alpha", "beta", "gamma", "delta", "urgent", "archived", "draft", "review", "blue", "green"]
_WORDS = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
          "incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud").split()


def _json_str(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def make_json(path, megabytes):
    """Writes an array of realistic records until the file reaches `megabytes` MB; returns bytes."""
    target = int(megabytes * 1_000_000)
    rng = random.Random(20240601)
    names = [_json_str("%s %s" % (f, l)) for f in _FIRST for l in _LAST]
    emails = [_json_str("%s.%s@example.org" % (f.lower(), l.lower())) for f in _FIRST for l in _LAST]
    cities = [_json_str(c) for c in _CITIES]
    streets = [_json_str(s) for s in _STREETS]
    abouts = [_json_str(" ".join(rng.choice(_WORDS) for _ in range(rng.randint(8, 30)))) for _ in range(200)]
    tag_lists = ["[" + ", ".join(_json_str(t) for t in rng.sample(_TAGS, rng.randint(0, 5))) + "]" for _ in range(100)]
    template = ('{"id": %d, "guid": "%08x-%04x-4%03x-a%03x-%012x", "isActive": %s, "balance": %.2f, '
                '"age": %d, "name": %s, "email": %s, "registered": "20%02d-%02d-%02dT%02d:%02d:%02dZ", '
                '"latitude": %.6f, "longitude": %.6f, "tags": %s, '
                '"address": {"street": %s, "number": %d, "city": %s, "zip": "%05d"}, '
                '"friends": [%s], "scores": [%s], "about": %s, "parent": %s}')
    written = 0
    n = 0
    rnd = rng.random
    rint = rng.randint
    with open(path, "w", encoding="utf-8") as f:
        f.write("[\n")
        written += 2
        while written < target:
            chunk = []
            for _ in range(500):
                friends = ", ".join('{"id": %d, "name": %s}' % (rint(0, 10**6), names[rint(0, len(names) - 1)])
                                    for _ in range(rint(0, 3)))
                scores = ", ".join("%.3f" % (rnd() * 100) for _ in range(rint(1, 6)))
                record = template % (
                    n, rint(0, 0xFFFFFFFF), rint(0, 0xFFFF), rint(0, 0xFFF), rint(0, 0xFFF), rint(0, 0xFFFFFFFFFFFF),
                    "true" if rnd() < 0.5 else "false", rnd() * 10000, rint(18, 90),
                    names[n % len(names)], emails[n % len(emails)],
                    rint(10, 24), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59),
                    rnd() * 180 - 90, rnd() * 360 - 180, tag_lists[n % 100],
                    streets[n % len(streets)], rint(1, 999), cities[n % len(cities)], rint(0, 99999),
                    friends, scores, abouts[n % 200], "null" if n % 7 else str(n // 7))
                chunk.append(("  " if n == 0 else ",\n  ") + record)
                n += 1
            text = "".join(chunk)
            f.write(text)
            written += len(text.encode("utf-8")) if not text.isascii() else len(text)
        f.write("\n]\n")
    return os.path.getsize(path)


def make_jsonl_ones(path, megabytes):
    """Writes lines of `1` until the file reaches `megabytes` MB; returns bytes."""
    lines = int(megabytes * 1_000_000) // 2
    block = b"1\n" * 1_000_000
    with open(path, "wb") as f:
        for _ in range(lines // 1_000_000):
            f.write(block)
        f.write(b"1\n" * (lines % 1_000_000))
    return os.path.getsize(path)


def make_jsonl_records(path, megabytes):
    """Writes the records of `make_json`, one a line, until `megabytes` MB; returns bytes."""
    make_json(path + ".array", megabytes)
    with open(path + ".array", encoding="utf-8") as source, open(path, "w", encoding="utf-8") as f:
        for line in source:
            line = line.strip()
            if line in ("[", "]", ""):
                continue
            f.write(line.rstrip(",") + "\n")
    os.remove(path + ".array")
    return os.path.getsize(path)


def bench_jsonl_rss(binary, scratch, name, make, megabytes, log):
    """Returns (peak RSS KiB or None, file size, notes) for opening a JSON Lines file made by `make`."""
    notes = []
    os.makedirs(os.path.join(scratch, "jsonl"), exist_ok=True)
    path = os.path.join(scratch, "jsonl", name)
    t0 = now()
    size = make(path, megabytes)
    log("  wrote %s (%.1f MB) in %.1f s" % (path, size / 1e6, now() - t0))
    exe = resolve(binary)
    if not exe or not os.access(exe, os.X_OK):
        return None, size, ["folio not found"]
    session = None
    rss = None
    try:
        session = Session([exe, "--no-restore", path], fresh_env(scratch), scratch)
        t = session.wait_for_text("line 1 ", FIRST_FRAME_TIMEOUT * 4)
        if t is None:
            notes.append("folio showed no `line 1` for %s; last output: %s" % (name, tail_text(session)))
        else:
            log("  folio %s: first frame %.0f ms" % (name, (t - session.t_spawn) * 1000))
            session.keep = False
            session.settle(quiet=0.1, cap=5.0)
            rss = session.peak_rss_kib()
        session.quit([b"q", b"Q"])
    except Exception as error:
        notes.append("folio (%s) failed: %s: %s" % (name, type(error).__name__, error))
        if session:
            session.quit([b"Q"])
    os.remove(path)
    return rss, size, notes


# ---------------------------------------------------------------------------------------------
# folio and json.tool

def bench_json(binary, scratch, megabytes, log):
    """Returns (json.tool seconds or None, folio seconds or None, notes, file size)."""
    notes = []
    os.makedirs(os.path.join(scratch, "json"), exist_ok=True)
    path = os.path.join(scratch, "json", "data.json")
    t0 = now()
    size = make_json(path, megabytes)
    log("  wrote %s (%.1f MB) in %.1f s" % (path, size / 1e6, now() - t0))
    tool_time = None
    python = shutil.which("python3") or sys.executable
    try:
        t0 = now()
        done = subprocess.run([python, "-m", "json.tool", path], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
        if done.returncode == 0:
            tool_time = now() - t0
            log("  python3 -m json.tool: %.0f ms" % (tool_time * 1000))
        else:
            notes.append("json.tool failed: " + done.stderr.decode("utf-8", "replace").strip()[-200:])
    except (OSError, subprocess.SubprocessError) as error:
        notes.append("json.tool failed: %s" % error)

    folio_time = None
    folio_rss = None
    exe = resolve(binary)
    if not exe or not os.access(exe, os.X_OK):
        notes.append("folio not found")
        return tool_time, folio_time, folio_rss, notes, size
    env = fresh_env(scratch)
    session = None
    try:
        session = Session([exe, "--no-restore", path], env, scratch)
        t = session.wait_for_text(JSON_MARKER, FIRST_FRAME_TIMEOUT * 2)
        if t is None:
            text = " ".join(session.output_text().split())
            if "not available" in text:
                notes.append("folio: JSON is not available in this version (%s)" % text[-120:])
            else:
                status = session.proc.poll()
                notes.append("folio showed no %s (%s); last output: %s" % (
                    JSON_MARKER, "exit status %s" % status if status is not None else "timed out", tail_text(session)))
        else:
            folio_time = t - session.t_spawn
            log("  folio %s: first frame %.0f ms" % (os.path.basename(path), folio_time * 1000))
            session.keep = False
            session.settle(quiet=0.1, cap=5.0)
            folio_rss = session.peak_rss_kib()
        note = session.quit([b"q", b"Q"])
        if note and folio_time is not None:
            notes.append("folio (JSON): " + note)
    except Exception as error:
        notes.append("folio (JSON) failed: %s: %s" % (type(error).__name__, error))
        if session:
            session.quit([b"Q"])
    return tool_time, folio_time, folio_rss, notes, size


def main():
    parser = arguments(__doc__.split("\n")[0])
    parser.add_argument("--json-mb", type=float, default=100, help="size of the JSON file in MB (default 100)")
    parser.add_argument("--jsonl-ones-mb", type=float, default=100,
                        help="size of the JSON Lines file of `1` lines in MB (default 100; 0 skips it)")
    parser.add_argument("--jsonl-records-mb", type=float, default=200,
                        help="size of the JSON Lines file of records in MB (default 200; 0 skips it)")
    args = parser.parse_args()
    binary = binary_path(args.binary)
    log = logger(args.verbose)

    started = now()
    scratch = tempfile.mkdtemp(prefix="folio-bench-")
    try:
        print("# Folio benchmark: opening a large JSON document")
        print()
        print("Machine: %s" % machine_description())
        print()
        sys.stdout.flush()
        log("JSON...")
        tool, folio_json, folio_json_rss, json_notes, size = bench_json(binary, scratch, args.json_mb, log)
        ratio = " (ratio %.2f)" % (folio_json / tool) if tool and folio_json else ""
        print("JSON %.0f MB: `python3 -m json.tool` %s; `folio FILE` first frame showing `%s` %s%s%s" % (
            size / 1e6, fmt_ms(tool), JSON_MARKER, fmt_ms(folio_json),
            ratio, "; folio peak RSS %.1f MiB" % (folio_json_rss / 1024) if folio_json_rss else ""))
        for note in json_notes:
            print("- %s" % note)
        print()
        # What folio takes with a one-line file: the part of the RSS that is not the file's.
        base, _, _ = bench_jsonl_rss(binary, scratch, "one.jsonl", lambda path, _: make_jsonl_ones(path, 2e-6), 1, log)
        for name, make, megabytes in (("ones.jsonl", make_jsonl_ones, args.jsonl_ones_mb),
                                      ("records.jsonl", make_jsonl_records, args.jsonl_records_mb)):
            if megabytes <= 0:
                continue
            log("JSON Lines %s..." % name)
            rss, size, notes = bench_jsonl_rss(binary, scratch, name, make, megabytes, log)
            ratio = " = %.2fx the file (at most 1.5x wanted)" % (rss * 1024 / size) if rss and size else ""
            if rss and size and base:
                ratio += "; %.2fx above a one-line file's %.1f MiB" % ((rss - base) * 1024 / size, base / 1024)
            print("JSON Lines %s, %.0f MB: folio peak RSS %s%s" % (
                name, size / 1e6, "%.1f MiB" % (rss / 1024) if rss else "n/a", ratio))
            for note in notes:
                print("- %s" % note)
        print()
        print("(bench took %.0f s)" % (now() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
