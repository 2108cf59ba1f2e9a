#!/usr/bin/env python3
"""Benchmark previews: moving onto a 100,000-entry directory, and keys while a 100 MB JSON
string is selected.

Run:  python3 Scripts/bench/previews.py --binary PATH [--compare PATH] [--entries N] [--json-mb N]

Standard library only; the pty session, clean environment and machine description come from
benchkit.py beside this script.

1. A directory holding `big/` (N empty files) and `note.txt`. folio starts on it with `big/`
   selected; Down moves onto the file, Up back onto the directory, each key sent alone. For
   each key: time from the write to the first output byte and to the end of its burst (30 ms
   without output). Also the time until the directory's summary ("N entries") is on screen.
2. {"s": "0123…xyzX" repeated} (M bytes of one string). folio starts on it; time to the first frame that
   shows the string's detail; then `?` and Esc (help on, help off) are sent alternately and
   timed like the moves, then Tab, j and G scroll the detail.
A binary given with --compare (say, main's) is measured the same way, side by side.
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402  (the pty Session, a clean environment, the machine)


def ms(seconds):
    return "%.1f" % (seconds * 1000) if seconds is not None else "n/a"


def summary(values):
    if not values:
        return "n/a"
    return "median %s ms, max %s ms (n=%d)" % (ms(statistics.median(values)), ms(max(values)), len(values))


def move_bench(binary, scratch, entries, moves):
    root = os.path.join(scratch, "tree")
    big = os.path.join(root, "big")
    if not os.path.isdir(big):
        os.makedirs(big)
        for i in range(entries):
            open(os.path.join(big, "file-%06d.txt" % i), "w").close()
        with open(os.path.join(root, "note.txt"), "w") as f:
            f.write("a small file\n")
    env = bench.fresh_env(scratch)
    session = bench.Session([binary, "--no-restore", root], env, root)
    result = {"onto dir (end)": [], "onto dir (first byte)": [], "onto file (end)": [], "onto file (first byte)": []}
    try:
        if session.wait_for_text("note.txt", 60) is None:
            return None, "folio did not show the directory"
        t0 = bench.now()
        summary_at = session.wait_for_text("%d entries" % entries, 60)
        first_summary = (summary_at - t0) if summary_at else None
        session.settle()
        for _ in range(moves):
            down = session.key(session.down_key())
            up = session.key(b"\x1bOA" if session.app_cursor else b"\x1b[A")
            if down:
                result["onto file (first byte)"].append(down[0])
                result["onto file (end)"].append(down[1])
            if up:
                result["onto dir (first byte)"].append(up[0])
                result["onto dir (end)"].append(up[1])
        result["summary after start"] = [first_summary] if first_summary else []
    finally:
        session.quit([b"Q"])
    return result, None


def json_bench(binary, scratch, megabytes, presses):
    path = os.path.join(scratch, "string-%d.json" % megabytes)
    if not os.path.exists(path):
        with open(path, "w") as f:
            # One string; a period that is not a multiple of the row width, so every scroll
            # changes the screen (a screen of identical rows would send nothing to time).
            pattern = "0123456789abcdefghijklmnopqrstuvwxyzXYZ!@"
            size = megabytes * 1000 * 1000
            f.write('{"s": "' + pattern * (size // len(pattern)) + '"}')
    env = bench.fresh_env(scratch)
    session = bench.Session([binary, "--no-restore", path], env, scratch)
    result = {"help on/off": [], "scroll j": [], "G": []}
    try:
        t0 = bench.now()
        shown = session.wait_for_text("0123456789abcdefghijklmnopqrstuvwxyzXYZ!@0123", 120)
        if shown is None:
            return None, "folio did not show the string"
        result["first frame with the string"] = [shown - t0]
        session.settle()
        for i in range(2 * (presses // 2)):   # an even count: help ends closed
            timing = session.key(b"?" if i % 2 == 0 else b"\x1b")
            if timing:
                result["help on/off"].append(timing[1])
        session.settle()
        session.key(b"\t")
        for _ in range(presses):
            timing = session.key(b"j")
            if timing:
                result["scroll j"].append(timing[1])
        timing = session.key(b"G")
        if timing:
            result["G"].append(timing[1])
        result["peak RSS (MiB)"] = session.peak_rss_kib()
    finally:
        session.quit([b"Q"])
    return result, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--compare", help="another folio binary to measure the same way")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--json-mb", type=int, default=100)
    parser.add_argument("--moves", type=int, default=20)
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="folio-bench-previews-")
    binaries = [("this", os.path.abspath(args.binary))]
    if args.compare:
        binaries.append(("compare", os.path.abspath(args.compare)))
    try:
        print(bench.machine_description())
        for label, binary in binaries:
            print("\n== %s: %s" % (label, binary))
            moves, problem = move_bench(binary, scratch, args.entries, args.moves)
            print("-- moves next to a %d-entry directory" % args.entries)
            if problem:
                print("   n/a: " + problem)
            else:
                for name, values in moves.items():
                    print("   %-26s %s" % (name, summary(values)))
            strings, problem = json_bench(binary, scratch, args.json_mb, args.moves)
            print("-- keys with a %d MB JSON string selected" % args.json_mb)
            if problem:
                print("   n/a: " + problem)
            else:
                for name, values in strings.items():
                    if isinstance(values, list):
                        print("   %-28s %s" % (name, summary(values)))
                    else:
                        print("   %-28s %s" % (name, "%.0f" % (values / 1024) if values else "n/a"))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
