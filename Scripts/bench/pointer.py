#!/usr/bin/env python3
"""Benchmark the pointer and the split's motion: bytes and frames per divider drag step, and per
show or hide of the list column, at 120x40.

Run:  python3 Scripts/bench/pointer.py --binary PATH [--steps N]

folio runs with --mouse in a pseudo-terminal of 120x40 (benchkit.py) on the bundled catalog, with
the test handshake on (FOLIO_TEST_HANDSHAKE=1): it reports `folio frame N` in the window title once
input is idle and no motion runs, so the frames an event wrote are the difference between the
frame numbers reported before and after it, and its bytes are everything written from the event
to that report (motion.py's measure). A drag step is one SGR motion report moving the divider one
column, left and right in turn, the button held. A show or hide is the display-mode key `\\`, the
list sliding out and back in with motion, and jumping with --no-animation for comparison.
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402  (the pty Session, a clean environment, the machine)
from motion import last_frame, row as motion_row, step  # noqa: E402  (the frame-report measure)


def sgr(button, column, row, final=b"M"):
    """An xterm SGR mouse report for 0-based `column` and `row`."""
    return b"\x1b[<%d;%d;%d" % (button, column + 1, row + 1) + final


def run(binary, scratch, extra, steps):
    env = bench.fresh_env(scratch)
    env["FOLIO_TEST_HANDSHAKE"] = "1"
    session = bench.Session([binary, "--guide", "--no-restore", "--mouse", "--layout", "split"] + extra, env, scratch)
    result = {"drag": [], "toggle": []}
    try:
        if session.wait_for_text("Sample data", 60) is None:
            return None, "folio did not show the catalog: " + bench.tail_text(session)
        session.settle()
        report = last_frame(bytes(session.buf))
        if report is None:
            return None, "no frame report (FOLIO_TEST_HANDSHAKE)"
        frame = report[0]
        # 120 columns: the list takes 35% (42 columns), the divider is column 42.
        divider = 42
        measured = step(session, sgr(0, divider, 10), frame)
        if measured is not None:
            frame = measured[3]
        session.settle(quiet=0.1)
        frame = last_frame(bytes(session.buf))[0]
        for index in range(steps):
            column = divider + (1 if index % 2 == 0 else 0)
            measured = step(session, sgr(32, column, 10), frame)
            if measured is None:
                return None, "drag step %d drew no reported frame" % index
            frames, count, seconds, frame = measured
            result["drag"].append((frames, count, seconds))
        step(session, sgr(0, divider, 10, b"m"), frame)
        session.settle(quiet=0.15)
        frame = last_frame(bytes(session.buf))[0]
        for _ in range(steps):
            measured = step(session, b"\\", frame)
            if measured is None:
                return None, "the display-mode key drew no reported frame"
            frames, count, seconds, frame = measured
            result["toggle"].append((frames, count, seconds))
            session.settle(quiet=0.15)
            frame = last_frame(bytes(session.buf))[0]
        return result, None
    finally:
        session.quit([b"Q"])


def row(label, samples):
    return motion_row(label, samples, label_width=36)


def main():
    parser = bench.arguments(__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=10)
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    scratch = tempfile.mkdtemp(prefix="folio-bench-pointer-")
    try:
        print(bench.machine_description())
        print("%dx%d, %d of each; medians (bytes also max)" % (bench.COLS, bench.ROWS, args.steps))
        print("  %-36s %8s %10s %10s %11s" % ("case", "frames", "bytes", "max bytes", "time (ms)"))
        for motion, motion_args in (("animated", []), ("--no-animation", ["--no-animation"])):
            result, problem = run(binary, scratch, motion_args, args.steps)
            if problem:
                print("  %-36s n/a: %s" % (motion, problem))
                continue
            print(row("divider drag step, %s" % motion, result["drag"]))
            print(row("list hide or show (\\), %s" % motion, result["toggle"]))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
