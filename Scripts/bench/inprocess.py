#!/usr/bin/env python3
"""A Down's time inside the program, folio against nnn: from the poll that returns with the key
to the end of the frame's last write (standard library and gcc only).

Run:  python3 Scripts/bench/inprocess.py [--binary PATH] [--rounds N] [--downs N] [--files N]
                                         [--keep DIR] [--gap SECONDS] [--size 120x40,300x100]
                                         [--compare PATH,...]

keys.py times a key from outside, through the pty and Python's own wake-ups: a floor of some
0.17 ms that every program pays and whose noise (tens of microseconds) hides differences of a
few. This measures what the program itself spends. `keytap.c`, compiled here and preloaded
(LD_PRELOAD), notes on the main thread when a poll that waited over 5 ms starts (the program
went idle) and when one returns with terminal input, and when each write to the terminal
starts and ends; a Down's time is from the poll's return to the end of the last write before
the program goes idle again. Both programs are measured the same way with no change to either:
nnn (through ncurses) polls and reads the key a byte at a time and writes a Down's frame in
five writes (the first of one byte), folio reads the key whole and writes the frame in one.
Until 2026-12-01 a Down ended with the first write, which for nnn is that one byte, some 35 µs
before its frame is out: the "first write ends" column keeps that figure.

The table splits each Down in three: from the poll's return to the end of the key's read (waking
up: what the program runs before it reads, and the read), the program's own work up to the
frame's first write, and the writing (the writes and whatever the program does between them;
a write's time depends on where the kernel wakes the reader of the terminal, and a writer
preempted at the end of its write by the reader, woken on its CPU, is charged the reader's
time).

A second table follows the same Downs through the pty, on the harness's clock (the same
CLOCK_MONOTONIC): from the key's write to the poll's return, the time in the program, from the
last write's end to the harness's last read of the output, and the whole; and how often the
harness read on the CPU the program's last write ended on (the reader woken on the other CPU,
idle and halted on a virtual machine, costs tens of microseconds).

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
    keys = []
    try:
        if session.wait_for_text(FIRST_ENTRY, bench.FIRST_FRAME_TIMEOUT) is None:
            raise RuntimeError("no first frame: " + bench.tail_text(session))
        session.keep = False
        session.settle()
        for _ in range(downs):
            # The harness's side, on the same clock as keytap's (CLOCK_MONOTONIC): when the key
            # was sent, when the last of its output was read, and the CPU it was read on.
            sent = time.monotonic()
            os.write(session.master, session.down_key())
            last_read = None
            ready, _, _ = select.select([session.master], [], [], 5)
            if ready:
                os.read(session.master, 65536)
                last_read = time.monotonic()
            quiet_until = time.perf_counter() + gap
            while time.perf_counter() < quiet_until:
                ready, _, _ = select.select([session.master], [], [], max(0.0, quiet_until - time.perf_counter()))
                if ready:
                    os.read(session.master, 65536)
                    last_read = time.monotonic()
            keys.append((sent * 1e6, last_read * 1e6 if last_read else None, current_cpu()))
    finally:
        session.quit(quit_keys)
    deadline = time.monotonic() + 5
    while not os.path.exists(out) and time.monotonic() < deadline:
        time.sleep(0.05)
    # One Down: P, then its read (r R), its frame's writes (S W, as many as the program makes,
    # each followed by C, the CPU it ended on) and I, the program going idle again; the Down
    # ends with the last write before I. A Down without a read (ncurses may have read the key
    # before the poll) counts in the total only.
    downs, current = [], None
    with open(out) as f:
        for line in f:
            kind, value = line.split()
            value = float(value)
            if kind == "P":
                current = {"P": value}
            elif current is None:
                continue
            elif kind == "I":
                if "E" in current:
                    downs.append(current)
                current = None
            elif kind == "W":
                current.setdefault("W", value)
                current["E"] = value
                current["writes"] = current.get("writes", 0) + 1
            elif kind == "C":
                current["C"] = int(value)
            elif kind not in current:
                current[kind] = value
    # The harness's times for the same Down: its key was sent before P (by under 20 ms).
    for down in downs:
        for sent, last_read, cpu in keys:
            if sent < down["P"] < sent + 20000:
                if last_read is not None and last_read >= down["E"]:
                    down.update(sent=sent, read=last_read, reader_cpu=cpu)
                break
    return downs[SKIPPED:]


def current_cpu():
    """The CPU this process last ran on (field 39 of /proc/self/stat)."""
    with open("/proc/self/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[36])


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
        print("# A Down inside the program: poll returning with the key to the frame's last write ending")
        print("(%d rounds x %d Downs, %.0f ms quiet before each, %d files)" % (args.rounds, args.downs, args.gap * 1000, args.files))
        print()
        print("| size | program | median | p25 | p75 | ratio to nnn (median) | writes | first write ends | to the key read | work | writing |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        through = []
        for size in sizes:
            results = {label: [] for label, _, _ in programs}
            for _ in range(args.rounds):
                for label, argv, quit_keys in programs:
                    run_scratch = tempfile.mkdtemp(dir=scratch)
                    results[label] += one_run(argv, quit_keys, tap, run_scratch, tree, size, args.downs, args.gap)
            reference = statistics.median([d["E"] - d["P"] for d in results["nnn"]]) if len(results.get("nnn", [])) >= 4 else None
            for label, _, _ in programs:
                downs = results[label]
                if len(downs) < 4:
                    print("| %dx%d | %s | n/a | | | | | | | | |" % (size[0], size[1], label))
                    continue
                median, p25, p75 = summary([d["E"] - d["P"] for d in downs])
                ratio = "%.2f" % (median / reference) if reference else "n/a"
                writes = statistics.median([d["writes"] for d in downs])
                first = statistics.median([d["W"] - d["P"] for d in downs])
                split = [d for d in downs if "R" in d and "S" in d and d["P"] <= d["R"] <= d["S"]]
                parts = ["n/a"] * 3
                if len(split) >= 4:
                    parts = ["%.1f" % statistics.median(values) for values in (
                        [d["R"] - d["P"] for d in split], [d["S"] - d["R"] for d in split], [d["E"] - d["S"] for d in split])]
                print("| %dx%d | %s | %.1f µs | %.1f | %.1f | %s | %g | %.1f | %s |" % (
                    size[0], size[1], label, median, p25, p75, ratio, writes, first, " | ".join(parts)))
            through.append((size, results))
        print()
        print("# The same Downs through the pty: the key sent, the poll's return, the last write's end,")
        print("# the harness's last read of the output (medians, µs)")
        print()
        print("| size | program | key to poll | in the program | last write to read | key to read | ratio to nnn | read on the writer's CPU |")
        print("|---|---|---:|---:|---:|---:|---:|---:|")
        for size, results in through:
            timed = {label: [d for d in downs if "read" in d] for label, downs in results.items()}
            nnn_timed = timed.get("nnn", [])
            reference = statistics.median([d["read"] - d["sent"] for d in nnn_timed]) if len(nnn_timed) >= 4 else None
            for label, downs in timed.items():
                if len(downs) < 4:
                    print("| %dx%d | %s | n/a | | | | | |" % (size[0], size[1], label))
                    continue
                total = statistics.median([d["read"] - d["sent"] for d in downs])
                same = sum(1 for d in downs if d.get("C") == d["reader_cpu"])
                print("| %dx%d | %s | %.1f | %.1f | %.1f | %.1f | %s | %d of %d |" % (
                    size[0], size[1], label, statistics.median([d["P"] - d["sent"] for d in downs]),
                    statistics.median([d["E"] - d["P"] for d in downs]),
                    statistics.median([d["read"] - d["E"] for d in downs]), total,
                    "%.2f" % (total / reference) if reference else "n/a", same, len(downs)))

if __name__ == "__main__":
    main()
