#!/usr/bin/env python3
"""Benchmark Folio against nnn, lf, vifm and ranger on one large directory (standard library only).

Run:  python3 Scripts/bench/directory.py [--binary PATH] [--files N] [--quick] [--only LABELS]
          [--keep DIR]

With `--keep DIR` the generated directory is made once under DIR (`DIR/dir-N/data/tree`) and
reused by later runs (1,000,000 files take minutes to create); without it, it is made in a
scratch folder and removed at the end.

Every program runs in its own pseudo-terminal (120x40, TERM=xterm-256color, LANG=C.UTF-8, a
fresh empty HOME and TMPDIR for every start, the directory as working directory and argument),
all on the same generated directory: N empty files `file-000001.txt`... plus a few
subdirectories, the first of which, `abc-first`, sorts first in every program (directories
first or not, natural or byte order).

Measured per program:

* first frame: from the spawn to the moment the bytes read from the pty master contain
  `abc-first` (searched in the raw bytes and in the bytes with escape sequences removed, so an
  attribute change inside the name does not hide it); median of the repetitions.
* Down latency: after the first frame and a settle (no output for 300 ms), Down is sent one key
  at a time; for each, the time from the write to the first output byte, and to the last byte
  of the burst (the burst ends after 30 ms without output; the quiet window is not counted).
  Down is sent the way a terminal sends it: `ESC O B` when the program switched the cursor
  keys to application mode (DECCKM, what ncurses' keypad mode does), `ESC [ B` otherwise.
* the verdict on Down latency: folio and nnn started side by side (each idle in its own pty)
  and sent Downs in turn, one to each, as many as above, so the machine's load falls alike on
  both; three rounds, each with new processes (benchkit.alternating_downs says why); the table
  above keeps each program's own run, one after the other.
* bytes per Down: the bytes of each Down's burst (plus anything arriving in the short gap
  before the next key), median.
* peak RSS: VmHWM of the child from /proc/PID/status, read after the Downs, just before quitting.

A program that is missing, or fails, gets n/a and a note; every wait has a deadline.
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from benchkit import (COLS, FIRST_BYTE_TIMEOUT, FIRST_FRAME_TIMEOUT, ROWS, SETTLE_CAP, SETTLE_QUIET,
                      Session, alternating_downs, arguments, binary_path, fmt, fresh_env, logger, machine_description,
                      now, resolve, tail_text)

FIRST_ENTRY = "abc-first"
VERDICT_ROUNDS = 3  # rounds of new sessions pooled for the latency verdict (alternating_downs)
SUBDIRS = [FIRST_ENTRY, "docs", "images", "projects", "src"]


def kept_tree(keep, count):
    """The tree of `count` files under `keep`, made on first use: built beside its final name and
    renamed when complete, so an interrupted run never leaves a half-made tree to be reused."""
    tree = os.path.join(os.path.abspath(keep), "dir-%d" % count, "data", "tree")
    if os.path.isdir(tree):
        return tree
    partial = tree + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    make_tree(partial, count)
    os.rename(partial, tree)
    return tree


def make_tree(root, count):
    os.makedirs(root)  # parents included
    for name in SUBDIRS:
        os.mkdir(os.path.join(root, name))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
    width = max(6, len(str(count)))
    for i in range(1, count + 1):
        os.close(os.open(os.path.join(root, "file-%0*d.txt" % (width, i)), flags, 0o644))



# ---------------------------------------------------------------------------------------------
# Programs

class Program:
    def __init__(self, label, argv, quit_keys, cleanup=None):
        self.label = label
        self.argv = argv
        self.quit_keys = quit_keys
        self.cleanup = cleanup      # called with the env of every start, after the program ended


def lf_cleanup(env):
    """lf starts a server (lf -server) on its first start; ask that server to quit."""
    try:
        subprocess.run(["lf", "-remote", "quit!"], env=env, stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5)
    except (OSError, subprocess.SubprocessError):
        pass


def programs(binary, tree):
    folio = [binary, "--no-restore"]
    return [
        Program("folio", folio + [tree], [b"q", b"Q"]),
        Program("folio --layout stack", folio + ["--layout", "stack", tree], [b"q", b"Q"]),
        Program("nnn", ["nnn", tree], [b"q", b"\x1b", b"q"]),
        Program("lf", ["lf", tree], [b"q"], cleanup=lf_cleanup),
        Program("vifm", ["vifm", tree, tree], [b"\x1b:q\r", b"\x1b:q!\r"]),
        Program("ranger", ["ranger", tree], [b"q", b"\x1b:quit!\r"]),
    ]


class Result:
    def __init__(self, label):
        self.label = label
        self.first_frames = []
        self.first_byte = []
        self.frame_end = []
        self.bytes = []
        self.rss_kib = None
        self.notes = []
        self.missed = 0

    def median(self, values, scale=1.0):
        return statistics.median(values) * scale if values else None


def bench_program(prog, scratch, tree, reps, downs, log):
    result = Result(prog.label)
    exe = resolve(prog.argv[0])
    if not exe or not os.access(exe, os.X_OK):
        result.notes.append("%s not found" % prog.argv[0])
        return result
    argv = [exe] + prog.argv[1:]
    for rep in range(reps):
        measure_keys = rep == reps - 1
        env = fresh_env(scratch)
        try:
            session = Session(argv, env, tree)
        except OSError as error:
            result.notes.append("could not start: %s" % error)
            return result
        try:
            t = session.wait_for_text(FIRST_ENTRY, FIRST_FRAME_TIMEOUT)
            if t is None:
                why = "exited (status %s)" % session.proc.poll() if session.proc.poll() is not None else \
                      "not within %.0f s" % FIRST_FRAME_TIMEOUT
                result.notes.append("no first frame showing %s: %s; last output: %s" % (FIRST_ENTRY, why, tail_text(session)))
                session.quit(prog.quit_keys)
                return result
            result.first_frames.append(t - session.t_spawn)
            log("  %s: first frame %.1f ms" % (prog.label, (t - session.t_spawn) * 1000))
            session.keep = False
            session.buf = bytearray()
            if not measure_keys:
                session.settle(quiet=0.1, cap=5.0)
                note = session.quit(prog.quit_keys)
                if note and note not in result.notes:
                    result.notes.append(note)
                continue
            if not session.settle():
                if session.eof:
                    result.notes.append("ended before the Downs")
                    session.quit(prog.quit_keys)
                    return result
                result.notes.append("never quiet for %d ms (settle gave up after %.0f s)" % (SETTLE_QUIET * 1000, SETTLE_CAP))
            for _ in range(downs):
                measured = session.key(session.down_key())
                if measured is None:
                    result.missed += 1
                    if session.eof:
                        break
                    continue
                result.first_byte.append(measured[0])
                result.frame_end.append(measured[1])
                result.bytes.append(measured[2])
            if result.missed:
                result.notes.append("%d of %d Downs drew nothing within %.0f s" % (result.missed, downs, FIRST_BYTE_TIMEOUT))
            if session.queries:
                result.notes.append("answered %d terminal queries (cursor position / device attributes)" % session.queries)
            result.rss_kib = session.peak_rss_kib()
            log("  %s: Down first byte %s ms, frame end %s ms, %s bytes, RSS %s MiB" % (
                prog.label, fmt(result.median(result.first_byte, 1000)), fmt(result.median(result.frame_end, 1000)),
                fmt(result.median(result.bytes), 0), fmt(result.rss_kib / 1024 if result.rss_kib else None)))
            note = session.quit(prog.quit_keys)
            if note:
                result.notes.append(note)
        except Exception as error:  # never crash on one program
            result.notes.append("failed: %s: %s" % (type(error).__name__, error))
            try:
                session.quit(prog.quit_keys)
            except Exception:
                pass
        finally:
            session.close()
            if prog.cleanup:
                prog.cleanup(env)
    return result


def ratio_line(name, folio_value, nnn_value, goal, detail):
    if folio_value is None or nnn_value is None or nnn_value == 0:
        return "| %s | n/a | ≤ %s | n/a | %s |" % (name, goal, detail.replace("n/a ms", "n/a").replace("n/a MiB", "n/a"))
    ratio = folio_value / nnn_value
    verdict = "PASS" if ratio <= goal else "MISS"
    return "| %s | %.2f | ≤ %s | %s | %s |" % (name, ratio, goal, verdict, detail)


def main():
    parser = arguments(__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=100000, help="files in the directory (default 100000)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    parser.add_argument("--only", default="", help="comma-separated program labels to run (default: all)")
    parser.add_argument("--keep", default="", help="make the directory once under this folder and reuse it")
    args = parser.parse_args()

    binary = binary_path(args.binary)
    reps, downs = (2, 15) if args.quick else (5, 50)
    log = logger(args.verbose)

    started = now()
    scratch = tempfile.mkdtemp(prefix="folio-bench-")
    try:
        # alone in its parent (lf and ranger show the parent)
        t0 = now()
        if args.keep:
            tree = kept_tree(args.keep, args.files)
        else:
            tree = os.path.join(scratch, "data", "tree")
            make_tree(tree, args.files)
        log("made %d files in %s in %.1f s" % (args.files, tree, now() - t0))

        print("# Folio benchmark: a large directory")
        print()
        print("Machine: %s" % machine_description())
        print()
        print("Directory: %d empty files and %d subdirectories (first entry `%s`); terminal %dx%d, "
              "TERM=xterm-256color; first frame median of %d starts; Down: median of %d keys." % (
                  args.files, len(SUBDIRS), FIRST_ENTRY, COLS, ROWS, reps, downs))
        print()
        sys.stdout.flush()

        wanted = {w.strip() for w in args.only.split(",") if w.strip()}
        results = []
        for prog in programs(binary, tree):
            if wanted and prog.label not in wanted:
                continue
            log("%s..." % prog.label)
            results.append(bench_program(prog, scratch, tree, reps, downs, log))

        print("| program | first frame (ms) | Down latency first byte (ms) | Down latency frame end (ms) "
              "| bytes per Down | peak RSS (MiB) |")
        print("|---|---:|---:|---:|---:|---:|")
        for r in results:
            print("| %s | %s | %s | %s | %s | %s |" % (
                r.label, fmt(r.median(r.first_frames, 1000)), fmt(r.median(r.first_byte, 1000)),
                fmt(r.median(r.frame_end, 1000)), fmt(r.median(r.bytes), 0),
                fmt(r.rss_kib / 1024 if r.rss_kib else None)))
        print()
        notes = [(r.label, n) for r in results for n in r.notes]
        if notes:
            for label, note in notes:
                print("- %s: %s" % (label, note))
            print()

        by = {r.label: r for r in results}
        folio, stack, nnn = by.get("folio"), by.get("folio --layout stack"), by.get("nnn")

        def med(r, attr, scale=1.0):
            return r.median(getattr(r, attr), scale) if r else None

        paired = None
        if folio and nnn:
            log("folio and nnn, Downs in turn...")
            listed = {prog.label: prog for prog in programs(binary, tree)}
            paired = alternating_downs([listed["folio"], listed["nnn"]], scratch, tree, FIRST_ENTRY, downs, rounds=VERDICT_ROUNDS)

        print("| folio vs nnn | ratio | goal | verdict | values |")
        print("|---|---:|---|---|---|")
        ff_f, ff_n = med(folio, "first_frames", 1000), med(nnn, "first_frames", 1000)
        print(ratio_line("first frame", ff_f, ff_n, 0.5, "%s ms vs %s ms" % (fmt(ff_f), fmt(ff_n))))
        le_f, le_n = med(folio, "frame_end", 1000), med(nnn, "frame_end", 1000)
        lb_f, lb_n = med(folio, "first_byte", 1000), med(nnn, "first_byte", 1000)
        if paired and all(len(paired[label][1]) >= 4 for label in ("folio", "nnn")):
            (fb_f, fe_f, _), (fb_n, fe_n, _) = paired["folio"], paired["nnn"]
            le_f, le_n = statistics.median(fe_f) * 1000, statistics.median(fe_n) * 1000
            lb_f, lb_n = statistics.median(fb_f) * 1000, statistics.median(fb_n) * 1000
            detail = "%%.3f ms vs %%.3f ms, %%d and %%d Downs in turn (%d rounds)" % VERDICT_ROUNDS
            print(ratio_line("Down latency (frame end)", le_f, le_n, 1.0, detail % (le_f, le_n, len(fe_f), len(fe_n))))
            print(ratio_line("Down latency (first byte)", lb_f, lb_n, 1.0, detail % (lb_f, lb_n, len(fb_f), len(fb_n))))
        else:
            print(ratio_line("Down latency (frame end)", le_f, le_n, 1.0, "%s ms vs %s ms" % (fmt(le_f), fmt(le_n))))
            print(ratio_line("Down latency (first byte)", lb_f, lb_n, 1.0, "%s ms vs %s ms" % (fmt(lb_f), fmt(lb_n))))
        by_s, by_n = med(stack, "bytes"), med(nnn, "bytes")
        print(ratio_line("bytes per Down (--layout stack)", by_s, by_n, 1.2, "%s vs %s bytes" % (fmt(by_s, 0), fmt(by_n, 0))))
        rss_f = folio.rss_kib / 1024 if folio and folio.rss_kib else None
        rss_n = nnn.rss_kib / 1024 if nnn and nnn.rss_kib else None
        print(ratio_line("peak RSS", rss_f, rss_n, 1.5, "%s MiB vs %s MiB" % (fmt(rss_f), fmt(rss_n))))
        print()
        print("(bench took %.0f s)" % (now() - started))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
