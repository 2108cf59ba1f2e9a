#!/usr/bin/env python3
"""A Down's time inside the program, folio against nnn: from the poll that returns with the key
to the end of the frame's write (standard library and gcc only).

Run:  python3 Scripts/bench/inprocess.py [--binary PATH] [--rounds N] [--downs N] [--files N]
                                         [--keep DIR] [--gap SECONDS] [--size 120x40,300x100]
                                         [--compare PATH,...]

keys.py times a key from outside, through the pty and Python's own wake-ups: a floor of some
0.17 ms that every program pays and whose noise (tens of microseconds) hides differences of a
few. This measures what the program itself spends. `keytap.c`, compiled here and preloaded
(LD_PRELOAD), notes on the main thread when a poll that waited over 5 ms returns with terminal
input, and when each write to the terminal ends; a Down's time is from the first to the next.
Both programs are measured the same way with no change to either: nnn (through ncurses) polls
and reads the key a byte at a time, folio reads it whole; both write the frame in one write.

The table splits each Down in three: from the poll's return to the end of the key's read (waking
up: what the program runs before it reads, and the read), the program's own work up to the
frame's write, and the write itself (whose time depends on where the kernel wakes the reader of
the terminal: the same CPU or another).

`--compare PATH,...` adds other folio builds to every round (interleaved, so the machine's load
falls alike on all): the way to measure a change.

Each round starts every program in turn on directory.py's tree (100,000 files), in its default
layout (folio's split, its detail following the selection), sends `--downs` Downs, each after
the last one's output and `--gap` seconds of quiet (a key after a pause, as a person types:
the caches have lost part of what the program ran), and quits. The first 10 Downs of a run
(over the folders) are left out. Medians and quartiles of all rounds.
"""

import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
from directory import FIRST_ENTRY, kept_tree  # noqa: E402

SKIPPED = 10


def build_tap(scratch):
    library = os.path.join(scratch, "keytap.so")
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "keytap.c")
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", library, source, "-ldl"], check=True)
    return library


def one_run(argv, quit_keys, tap, scratch, tree, size, downs, gap):
    out = os.path.join(scratch, "keytap.txt")
    if os.path.exists(out):
        os.remove(out)
    env = bench.fresh_env(scratch)
    env["LD_PRELOAD"] = tap
    env["KEYTAP_OUT"] = out
    session = bench.Session(argv, env, tree, rows=size[1], cols=size[0])
    try:
        if session.wait_for_text(FIRST_ENTRY, bench.FIRST_FRAME_TIMEOUT) is None:
            raise RuntimeError("no first frame: " + bench.tail_text(session))
        session.keep = False
        session.settle()
        for _ in range(downs):
            os.write(session.master, session.down_key())
            ready, _, _ = select.select([session.master], [], [], 5)
            if ready:
                os.read(session.master, 65536)
            quiet_until = time.perf_counter() + gap
            while time.perf_counter() < quiet_until:
                ready, _, _ = select.select([session.master], [], [], max(0.0, quiet_until - time.perf_counter()))
                if ready:
                    os.read(session.master, 65536)
    finally:
        session.quit(quit_keys)
    deadline = time.monotonic() + 5
    while not os.path.exists(out) and time.monotonic() < deadline:
        time.sleep(0.05)
    # One Down: P, then its read (r R) and its frame's write (S W); a Down without a read
    # (ncurses may have read the key before the poll) counts in the total only.
    downs, current = [], None
    with open(out) as f:
        for line in f:
            kind, value = line.split()
            value = float(value)
            if kind == "P":
                current = {"P": value}
            elif current is not None and kind not in current:
                current[kind] = value
                if kind == "W":
                    downs.append(current)
                    current = None
    return downs[SKIPPED:]


def summary(values):
    """(median, p25, p75) of a list with at least 4 values."""
    quartiles = statistics.quantiles(values, n=4)
    return statistics.median(values), quartiles[0], quartiles[2]


def main():
    parser = bench.arguments(__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--downs", type=int, default=40)
    parser.add_argument("--files", type=int, default=100000)
    parser.add_argument("--keep", default=None, help="make the tree once under DIR and reuse it")
    parser.add_argument("--gap", type=float, default=0.03)
    parser.add_argument("--size", default="120x40,300x100")
    parser.add_argument("--compare", default="", help="other folio builds to measure too, comma-separated")
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    nnn = shutil.which("nnn")
    sizes = [tuple(int(part) for part in size.split("x")) for size in args.size.split(",")]
    with tempfile.TemporaryDirectory(prefix="folio-inprocess-") as scratch:
        tree = kept_tree(args.keep or os.path.join(scratch, "keep"), args.files)
        tap = build_tap(scratch)
        programs = [("folio", [binary, "--no-restore", tree], [b"q", b"Q"])]
        for other in filter(None, args.compare.split(",")):
            programs.append(("folio " + other, [os.path.abspath(other), "--no-restore", tree], [b"q", b"Q"]))
        if nnn:
            programs.append(("nnn", [nnn, tree], [b"q", b"\x1b", b"q"]))
        print("# A Down inside the program: poll returning with the key to the frame's write ending")
        print("(%d rounds x %d Downs, %.0f ms quiet before each, %d files)" % (args.rounds, args.downs, args.gap * 1000, args.files))
        print()
        print("| size | program | median | p25 | p75 | ratio to nnn (median) | to the key read | work | write |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for size in sizes:
            results = {label: [] for label, _, _ in programs}
            for _ in range(args.rounds):
                for label, argv, quit_keys in programs:
                    run_scratch = tempfile.mkdtemp(dir=scratch)
                    results[label] += one_run(argv, quit_keys, tap, run_scratch, tree, size, args.downs, args.gap)
            reference = statistics.median([d["W"] - d["P"] for d in results["nnn"]]) if len(results.get("nnn", [])) >= 4 else None
            for label, _, _ in programs:
                downs = results[label]
                if len(downs) < 4:
                    print("| %dx%d | %s | n/a | | | | | | |" % (size[0], size[1], label))
                    continue
                median, p25, p75 = summary([d["W"] - d["P"] for d in downs])
                ratio = "%.2f" % (median / reference) if reference else "n/a"
                split = [d for d in downs if "R" in d and "S" in d and d["P"] <= d["R"] <= d["S"]]
                parts = ["n/a"] * 3
                if len(split) >= 4:
                    parts = ["%.1f" % statistics.median(values) for values in (
                        [d["R"] - d["P"] for d in split], [d["S"] - d["R"] for d in split], [d["W"] - d["S"] for d in split])]
                print("| %dx%d | %s | %.1f µs | %.1f | %.1f | %s | %s |" % (size[0], size[1], label, median, p25, p75, ratio, " | ".join(parts)))


if __name__ == "__main__":
    main()
