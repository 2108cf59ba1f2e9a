#!/usr/bin/env python3
"""Benchmark motion: bytes and frames written per animated push and pop at 120x40.

Run:  python3 Scripts/bench/motion.py --binary PATH [--pushes N]

folio runs in a pseudo-terminal of 120x40 (benchkit.py) on the bundled catalog with the test
handshake on (FOLIO_TEST_HANDSHAKE=1): it reports `folio frame N` in the window title once input
is idle and no motion runs, so the frames a push wrote are the difference between the frame
numbers reported before and after it. Bytes are everything written from the key to that report.
Enter pushes "Sample data" and Left pops it, N times each, in one stack (`--layout stack`, the
push crosses the whole width) and side by side (the push crosses the list column), with motion
and with `--no-animation` for comparison. The time is from the key to the report (it includes
the ~180 ms of motion). After the pushes, the CPU time folio uses in one idle second is shown:
the frame clock must stop when nothing moves.
"""

import os
import re
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402  (the pty Session, a clean environment, the machine)

TITLE = re.compile(rb"\x1b\]2;folio frame (\d+)\x07")
ENTER, LEFT = b"\r", b"\x1b[D"


def last_frame(buf, start=0):
    found = None
    for match in TITLE.finditer(buf, start):
        found = (int(match.group(1)), match.start())
    return found


def step(session, key, before, timeout=10.0):
    """Sends `key`; waits for the next frame report; returns (frames, bytes, seconds) or None."""
    mark = len(session.buf)
    left_key = LEFT if not session.app_cursor else b"\x1bOD"
    t0 = bench.now()
    session.write(left_key if key == LEFT else key)
    deadline = t0 + timeout
    while bench.now() < deadline:
        session._read(0.05)
        report = last_frame(bytes(session.buf), mark)
        if report and report[0] > before:
            frame, at = report
            return frame - before, at - mark, session.last_read - t0, frame
    return None


def cpu_ticks(pid):
    """User plus system clock ticks the process has used (from /proc), or None."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, ValueError, IndexError):
        return None


def idle_cpu(session, seconds=1.0):
    """CPU milliseconds folio used over `seconds` with no input, after the motion ended."""
    before = cpu_ticks(session.proc.pid)
    end = bench.now() + seconds
    while bench.now() < end:
        session._read(max(0.0, end - bench.now()))
    after = cpu_ticks(session.proc.pid)
    if before is None or after is None:
        return None
    return (after - before) * 1000.0 / os.sysconf("SC_CLK_TCK")


def run(binary, scratch, extra, pushes):
    env = bench.fresh_env(scratch)
    env["FOLIO_TEST_HANDSHAKE"] = "1"
    session = bench.Session([binary, "--guide", "--no-restore"] + extra, env, scratch)
    result = {"push": [], "pop": [], "idle": None}
    try:
        if session.wait_for_text("Sample data", 60) is None:
            return None, "folio did not show the catalog: " + bench.tail_text(session)
        session.settle()
        report = last_frame(bytes(session.buf))
        if report is None:
            return None, "no frame report (FOLIO_TEST_HANDSHAKE)"
        frame = report[0]
        moved = step(session, b"j", frame)
        if moved is None:
            return None, "j drew nothing"
        frame = moved[3]
        session.settle()
        for _ in range(pushes):
            for name, key in (("push", ENTER), ("pop", LEFT)):
                measured = step(session, key, frame)
                if measured is None:
                    return None, "%s drew no reported frame" % name
                frames, count, seconds, frame = measured
                result[name].append((frames, count, seconds))
                # Let the preview and anything posted after the motion finish before the next key.
                session.settle(quiet=0.15)
                frame = last_frame(bytes(session.buf))[0]
        result["idle"] = idle_cpu(session)
        return result, None
    finally:
        session.quit([b"Q"])


def row(label, samples, label_width=34):
    """A table row: median frames, median and max bytes, median time (ms) of (frames, bytes, s)."""
    frames = [s[0] for s in samples]
    sizes = [s[1] for s in samples]
    times = [s[2] for s in samples]
    return "  %-*s %8.1f %10.0f %10.0f %11.0f" % (
        label_width, label, statistics.median(frames), statistics.median(sizes), max(sizes),
        statistics.median(times) * 1000)


def main():
    parser = bench.arguments(__doc__.split("\n")[0])
    parser.add_argument("--pushes", type=int, default=10)
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    scratch = tempfile.mkdtemp(prefix="folio-bench-motion-")
    try:
        print(bench.machine_description())
        print("%dx%d, %d pushes and pops each; medians (bytes also max)" % (bench.COLS, bench.ROWS, args.pushes))
        print("  %-34s %8s %10s %10s %11s" % ("case", "frames", "bytes", "max bytes", "time (ms)"))
        for layout, layout_args in (("stack", ["--layout", "stack"]), ("split", ["--layout", "split"])):
            for motion, motion_args in (("animated", []), ("--no-animation", ["--no-animation"])):
                result, problem = run(binary, scratch, layout_args + motion_args, args.pushes)
                if problem:
                    print("  %-34s n/a: %s" % ("%s, %s" % (layout, motion), problem))
                    continue
                for name in ("push", "pop"):
                    print(row("%s %s, %s" % (name, layout, motion), result[name]))
                idle = result["idle"]
                print("  %-34s %s" % ("  idle CPU in the next 1 s", "n/a" if idle is None else "%.0f ms" % idle))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
