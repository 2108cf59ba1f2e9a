#!/usr/bin/env python3
"""Benchmark the cost of a key: folio against nnn, at 120x40 and 300x100 (standard library only).

Run:  python3 Scripts/bench/keys.py [--binary PATH] [--quick] [--files N] [--keep DIR] [-v]

Every program runs in its own pseudo-terminal (benchkit.py: TERM=xterm-256color, LANG=C.UTF-8,
a fresh HOME and TMPDIR per start), folio in its default layout, on the same generated
directory of N empty files (directory.py's tree; `--keep DIR` makes it once and reuses it).

1. Instructions per Down, with `valgrind --tool=callgrind` (`perf stat -e instructions` is used
   instead when the machine supports it: `perf stat -e instructions true` prints a count). The
   program runs under the counter in a pty; after its first frame and a settle (no output for
   1 s), Down is sent N times, each one waited for (its output, then 250 ms of quiet), and the
   program quits. The same is done with 2N Downs. Per Down = (total(2N) - total(N)) / N:
   start-up, reading the directory, the first frame and quitting are in both totals and cancel
   out, and an instruction count does not drift with the machine's load, unlike a time. (Why
   not `callgrind_control -i on/off` around the keys: it goes through vgdb, which has to stop a
   process blocked in poll; the difference of two whole runs needs nothing but the totals.)
   Measured twice: from the top of the list (the selection moves on screen), and after as many
   Downs as the terminal has rows, sent in every run (every counted Down scrolls the list).
   What a program does while idle is not a Down's cost, and nnn wakes once a second (its
   getch timeout): so the N-Down run is made a third time, followed by as many idle seconds as
   the N more Downs took, and that run is the one subtracted. folio blocks when idle.
   A key's cost under the counter still depends a little on timing: folio's preview says
   "Loading…" when it takes over 150 ms, which under valgrind it sometimes does (an extra
   frame); expect a few percent between runs.
2. Key latency (native, no valgrind): folio and nnn started side by side, each idle in its own
   pty after its first frame and a settle, then sent Downs in turn, one key to each; for each,
   time from the write to the first output byte and to the last byte of the burst (30 ms of
   quiet ends it), bytes of each burst; medians. Same method as directory.py's verdict.
3. Holding a key: folio --layout split on a directory of real files (regular files copied
   from /usr/include, flattened, after a first entry `a-first.txt`), the preview following the
   selection. Down is written 60
   times a second for 10 s (3 s with --quick) on a fixed schedule, whatever the program does.
   For each key: first output byte after its write (latency), and whether any output came
   before the next key was written; a key with no output before the next one was queued
   behind it. Output is credited to the last key written (a preview landing after the next
   key counts for that key: a lower bound on queueing, exact for the keys themselves since
   each key's frame is written before any follow-up work). Also the CPU ticks folio used.
4. Idle CPU: after the keys of 3, once output is quiet for 1 s, utime+stime from
   /proc/PID/stat, 2 s of idle, read again: the difference must be 0 ticks.
"""

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
from directory import FIRST_ENTRY, kept_tree, make_tree  # noqa: E402

SIZES = [(120, 40), (300, 100)]
UNDER_COUNTER_TIMEOUT = 300.0   # first frame under valgrind (100,000 entries read, sorted)
COUNTER_QUIET = 1.0             # settle under valgrind
REAL_FIRST = "a-first.txt"       # sorts before the copies (all named f-...)
COUNTER_KEY_QUIET = 0.25        # a Down's output under valgrind ends after this long quiet


class Program:
    def __init__(self, label, argv, quit_keys):
        self.label = label
        self.argv = argv
        self.quit_keys = quit_keys


def programs(binary, tree):
    return [Program("folio", [binary, "--no-restore", tree], [b"q", b"Q"]),
            Program("nnn", [shutil.which("nnn") or "nnn", tree], [b"q", b"\x1b", b"q"])]


# ---------------------------------------------------------------------------------------------
# 1. Instructions per Down

def perf_supported():
    try:
        out = subprocess.run(["perf", "stat", "-x,", "-e", "instructions", "true"], capture_output=True,
                             text=True, timeout=20).stderr
    except (OSError, subprocess.SubprocessError):
        return False
    return any(line.split(",")[0].strip().isdigit() for line in out.splitlines())


def add_run_arguments(parser):
    """The options of the scripts that run folio under callgrind Down by Down (profile.py,
    hotlist.py): the binary, the terminal's size, how many Downs, how many files, and how many
    Downs before the counted ones."""
    parser.add_argument("--binary", default=".build/release/folio")
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--downs", type=int, default=10)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--lead", type=int, default=8, help="Downs before the counted ones (past the folders)")


def counted_run(prog, tree, scratch, size, downs, use_perf, log, idle=0.0, lead=0, per_instruction=False,
                main_thread=False):
    """Runs `prog` under the counter with `lead` + `downs` Downs, then `idle` seconds without keys;
    returns (total instructions, seconds the `downs` Downs took) or raises.

    `per_instruction` makes callgrind count each instruction address (footprint.py reads them),
    with address randomization off so that two runs' addresses match. `main_thread` counts the
    main thread alone, in `count-...out-01` (callgrind writes one file a thread), with symbols
    as the linker knows them (not demangled: hotlist.py writes them to the linker)."""
    cols, rows = size
    out = os.path.join(scratch, "count-%s-%dx%d-%d.out" % (prog.label, cols, rows, downs))
    if use_perf:
        argv = ["perf", "stat", "-x,", "-e", "instructions:u", "-o", out, "--"] + prog.argv
    else:
        argv = (["setarch", "-R"] if per_instruction else []) + [
            "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
            "--dump-instr=" + ("yes" if per_instruction else "no"),
            "--compress-strings=no", "--compress-pos=no"] + (
            ["--separate-threads=yes", "--demangle=no"] if main_thread else []) + [
            prog.argv[0]] + prog.argv[1:]
        if main_thread:
            out += "-01"
    session = bench.Session(argv, bench.fresh_env(scratch), tree, rows=rows, cols=cols)
    try:
        if session.wait_for_text(FIRST_ENTRY, UNDER_COUNTER_TIMEOUT) is None:
            raise RuntimeError("no first frame under the counter: " + bench.tail_text(session))
        session.keep = False
        session.buf = bytearray()
        session.settle(quiet=COUNTER_QUIET, cap=60)
        for _ in range(lead):
            session.write(session.down_key())
            session._read(30.0)
            session.settle(quiet=COUNTER_KEY_QUIET, cap=30)
        started = bench.now()
        for _ in range(downs):
            session.write(session.down_key())
            if not session._read(30.0):
                raise RuntimeError("a Down drew nothing within 30 s under the counter")
            session.settle(quiet=COUNTER_KEY_QUIET, cap=30)
        took = bench.now() - started
        idle_end = bench.now() + idle
        while bench.now() < idle_end:
            session._read(idle_end - bench.now())
        for seq in prog.quit_keys:
            if session.proc.poll() is not None:
                break
            session.write(seq)
            if session.wait_exit(60):
                break
    finally:
        note = session.quit([])
    if note:
        raise RuntimeError(note)
    with open(out) as f:
        text = f.read()
    if use_perf:
        for line in text.splitlines():
            first = line.split(",")[0].strip()
            if first.isdigit():
                return int(first), took
        raise RuntimeError("no count in perf's output")
    match = re.search(r"^(?:summary|totals):\s*(\d+)", text, re.M)
    if not match:
        raise RuntimeError("no totals in callgrind's output")
    log("    %s %dx%d, %d + %d Downs (%.1f s) + %.1f s idle: %d instructions" % (
        prog.label, cols, rows, lead, downs, took, idle, int(match.group(1))))
    return int(match.group(1)), took


def instructions_per_down(prog, tree, scratch, size, downs, use_perf, log, lead=0):
    """(total(2N) - total(N Downs, then idle as long as the N more Downs took)) / N, after `lead`
    Downs in every run."""
    try:
        _, took_one = counted_run(prog, tree, scratch, size, downs, use_perf, log, lead=lead)
        two, took_two = counted_run(prog, tree, scratch, size, 2 * downs, use_perf, log, lead=lead)
        one, _ = counted_run(prog, tree, scratch, size, downs, use_perf, log, idle=max(0.0, took_two - took_one), lead=lead)
    except (OSError, RuntimeError) as error:
        return None, str(error)
    return (two - one) / downs, None


# ---------------------------------------------------------------------------------------------
# 2. Latency and bytes

def latencies(progs, tree, scratch, size, downs):
    """{label: (first byte, frame end, bytes) medians} for the programs, sent Downs in turn."""
    measured = bench.alternating_downs(progs, scratch, tree, FIRST_ENTRY, downs, rows=size[1], cols=size[0])
    if measured is None:
        return None
    return {label: tuple(statistics.median(values) for values in lists) if lists[1] else None
            for label, lists in measured.items()}


# ---------------------------------------------------------------------------------------------
# 3 and 4. Holding a key, idle CPU

def real_files(root, limit):
    """A flat directory of up to `limit` regular files copied from /usr/include (made once)."""
    folder = os.path.join(root, "real")
    if os.path.isdir(folder):
        return folder
    partial = folder + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    copied = 0
    for base, dirs, files in os.walk("/usr/include"):
        dirs.sort()
        for name in sorted(files):
            source = os.path.join(base, name)
            if copied >= limit or not os.path.isfile(source) or os.path.islink(source):
                continue
            relative = os.path.relpath(source, "/usr/include").replace(os.sep, "_")
            shutil.copyfile(source, os.path.join(partial, "f-" + relative))
            copied += 1
    with open(os.path.join(partial, REAL_FIRST), "w") as f:
        f.write("The first entry: the benchmark waits for this name.\n")
    os.rename(partial, folder)
    return folder


def cpu_ticks(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])   # utime, stime (fields 14 and 15 of stat(5))


def holding(binary, folder, scratch, seconds, rate=60):
    argv = [binary, "--no-restore", "--layout", "split", folder]
    session = bench.Session(argv, bench.fresh_env(scratch), folder)
    result = {}
    try:
        if session.wait_for_text(REAL_FIRST, bench.FIRST_FRAME_TIMEOUT) is None:
            return None, "no first frame: " + bench.tail_text(session)
        session.keep = False
        session.buf = bytearray()
        session.settle()
        ticks_before = cpu_ticks(session.proc.pid)
        count = int(seconds * rate)
        writes, answers = [], [None] * count
        start = bench.now()
        for i in range(count):
            due = start + i / rate
            while True:   # read until this key is due, crediting output to the last key sent
                left = due - bench.now()
                if left <= 0:
                    break
                if session._read(left) and writes and answers[len(writes) - 1] is None:
                    answers[len(writes) - 1] = session.last_read
            writes.append(bench.now())
            session.write(session.down_key())
        end = bench.now() + 1.0
        while bench.now() < end:
            if session._read(end - bench.now()) and answers[-1] is None:
                answers[-1] = session.last_read
        session.settle(quiet=1.0, cap=10)
        ticks_run = cpu_ticks(session.proc.pid) - ticks_before
        idle_before = cpu_ticks(session.proc.pid)
        time.sleep(2.0)
        idle_ticks = cpu_ticks(session.proc.pid) - idle_before
        latencies = sorted(a - w for a, w in zip(answers, writes) if a is not None)
        queued = sum(1 for a in answers if a is None)
        result = {"keys": count, "latencies": latencies, "queued": queued, "ticks": ticks_run,
                  "idle_ticks": idle_ticks, "hz": os.sysconf("SC_CLK_TCK")}
    finally:
        session.quit([b"q", b"Q"])
    return result, None


def percentile(values, p):
    if not values:
        return None
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


# ---------------------------------------------------------------------------------------------

def ratio(a, b):
    return "n/a" if a is None or b is None or b == 0 else "%.2f" % (a / b)


def mega(value):
    return "n/a" if value is None else "%.3f M" % (value / 1e6)


def main():
    parser = bench.arguments(__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer keys (a smoke run)")
    parser.add_argument("--files", type=int, default=100000, help="files in the directory (default 100000)")
    parser.add_argument("--keep", default="", help="make the directories once under this folder and reuse them")
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    log = bench.logger(args.verbose)
    counted_downs, timed_downs, hold_seconds = (5, 15, 3) if args.quick else (12, 50, 10)
    started = bench.now()
    scratch = tempfile.mkdtemp(prefix="folio-keys-")
    try:
        if args.keep:
            tree = kept_tree(args.keep, args.files)
            real = real_files(os.path.abspath(args.keep), 1500)
        else:
            tree = os.path.join(scratch, "data", "tree")
            make_tree(tree, args.files)
            real = real_files(scratch, 1500)
        use_perf = perf_supported()
        counter = "perf stat -e instructions:u" if use_perf else "valgrind --tool=callgrind"
        if not use_perf and not shutil.which("valgrind"):
            counter = None

        print("# Folio benchmark: the cost of a key")
        print()
        print("Machine: %s" % bench.machine_description())
        print()
        print("Directory: %d empty files and 5 subdirectories; folio in its default layout; "
              "instructions by %s, (total with %d Downs − total with %d Downs and as long idle) / %d, "
              "from the top (the selection moves on screen) and after as many Downs as the terminal "
              "has rows (every Down scrolls the list); latency: median of %d Downs." % (
                  args.files, counter or "(no counter: install valgrind)", 2 * counted_downs, counted_downs,
                  counted_downs, timed_downs))
        print()
        sys.stdout.flush()

        rows, notes = [], []
        for size in SIZES:
            figures = {}
            present = []
            for prog in programs(binary, tree):
                if not shutil.which(prog.argv[0]) and not os.access(prog.argv[0], os.X_OK):
                    notes.append("%s: not found" % prog.label)
                    figures[prog.label] = ((None, None), None)
                    continue
                present.append(prog)
                log("%s at %dx%d..." % (prog.label, size[0], size[1]))
                counts = []
                for lead in (0, size[1]):
                    count, why = (None, "no counter") if counter is None else \
                        instructions_per_down(prog, tree, scratch, size, counted_downs, use_perf, log, lead=lead)
                    counts.append(count)
                    if why:
                        notes.append("%s %dx%d instructions: %s" % (prog.label, size[0], size[1], why))
                figures[prog.label] = (counts, None)
            log("latency at %dx%d, Downs in turn..." % size)
            timed = latencies(present, tree, scratch, size, timed_downs)
            if timed is None:
                notes.append("%dx%d latency: a program did not start or showed no first frame" % size)
            for prog in present:
                figures[prog.label] = (figures[prog.label][0], (timed or {}).get(prog.label))
                if timed and timed.get(prog.label) is None:
                    notes.append("%s %dx%d latency: no Down drew anything" % (prog.label, size[0], size[1]))
            rows.append((size, figures))

        print("| size | program | instructions per Down, on screen | scrolling | Down latency first byte "
              "| Down latency frame end | bytes per Down |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for (cols, lines), figures in rows:
            for label, (counts, timed) in figures.items():
                print("| %dx%d | %s | %s | %s | %s | %s | %s |" % (
                    cols, lines, label, mega(counts[0]), mega(counts[1]), bench.fmt_ms(timed[0] if timed else None, 2),
                    bench.fmt_ms(timed[1] if timed else None, 2), bench.fmt(timed[2] if timed else None, 0)))
        print()
        print("| size | folio / nnn: instructions on screen | scrolling | latency (frame end) | bytes |")
        print("|---|---:|---:|---:|---:|")
        for (cols, lines), figures in rows:
            f_count, f_timed = figures.get("folio", ((None, None), None))
            n_count, n_timed = figures.get("nnn", ((None, None), None))
            print("| %dx%d | %s | %s | %s | %s |" % (
                cols, lines, ratio(f_count[0], n_count[0]), ratio(f_count[1], n_count[1]),
                ratio(f_timed[1] if f_timed else None, n_timed[1] if n_timed else None),
                ratio(f_timed[2] if f_timed else None, n_timed[2] if n_timed else None)))
        print()

        log("holding Down...")
        held, why = holding(binary, real, scratch, hold_seconds)
        if why:
            notes.append("holding a key: " + why)
        else:
            lat = held["latencies"]
            print("Holding Down: folio --layout split at 120x40 on %d real files (copied from /usr/include), "
                  "60 Downs a second for %d s, preview following." % (len(os.listdir(real)), hold_seconds))
            print()
            print("| keys | p50 | p90 | p99 | max | queued (no output before the next key) "
                  "| CPU over the run | idle CPU over 2 s after |")
            print("|---:|---:|---:|---:|---:|---:|---:|---:|")
            print("| %d | %s | %s | %s | %s | %d | %d ticks (%.2f s) | %d ticks |" % (
                held["keys"], bench.fmt_ms(percentile(lat, 50), 2), bench.fmt_ms(percentile(lat, 90), 2),
                bench.fmt_ms(percentile(lat, 99), 2), bench.fmt_ms(lat[-1] if lat else None, 2),
                held["queued"], held["ticks"], held["ticks"] / held["hz"], held["idle_ticks"]))
            print()
        for note in notes:
            print("- %s" % note)
        if notes:
            print()
        print("(bench took %.0f s)" % (bench.now() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
