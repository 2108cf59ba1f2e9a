#!/usr/bin/env python3
"""What one Down between two files costs folio: bytes, frames, instructions (standard library only).

Run:  python3 Scripts/bench/detail.py [--binary PATH] [--files N] [--downs N] [--no-count] [-v]

folio runs in a pty (benchkit.py: TERM=xterm-256color, LANG=C.UTF-8, fresh HOME and TMPDIR) on
directory.py's tree of N empty files (default 1,000), at 120x40 and 300x100 in its default split
layout (the preview follows the selection) and at 60x20, where it stacks and a Down scrolls the
full-width list. After the first frame and a settle, 8 Downs move the selection past the
folders onto the files (at 60x20, 20 more, so each measured Down scrolls the list; not measured); then each Down is sent alone and waited for.

- bytes: everything the terminal received for one Down (its burst, as benchkit.Session.key
  reads it), median.
- frames: a second run with FOLIO_TEST_HANDSHAKE set, where folio puts "folio frame N" in the
  window title once its input is idle; frames of a Down = N after it - N before it, median.
  (The title itself is left out of the bytes, which come from the first run.)
- instructions: valgrind --tool=callgrind as in keys.py: (total of 2N Downs - total of N Downs
  followed by as much idle time as the N more took) / N, on a copy without DWARF sections.
"""

import os
import re
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
import keys  # noqa: E402
from directory import FIRST_ENTRY, make_tree  # noqa: E402

SIZES = [(120, 40), (300, 100), (60, 20)]
WARM_DOWNS = 8                # past the tree's folders, onto its files


def warm_downs(size):
    """Downs before measuring: onto the files, and in the stacked layout past the first
    screenful, so that each measured Down scrolls the full-width list."""
    return WARM_DOWNS if size[0] >= 100 else WARM_DOWNS + size[1]
TITLE = re.compile(rb"\x1b\]2;folio frame (\d+)\x07")


def last_frame(data):
    found = TITLE.findall(data)
    return int(found[-1]) if found else None


def frames_per_down(binary, tree, scratch, size, downs):
    """Median frames per Down, read from the handshake titles between Downs."""
    cols, rows = size
    env = bench.fresh_env(scratch)
    env["FOLIO_TEST_HANDSHAKE"] = "1"
    session = bench.Session([binary, "--no-restore", tree], env, tree, rows=rows, cols=cols)
    counts = []
    try:
        if session.wait_for_text(FIRST_ENTRY, bench.FIRST_FRAME_TIMEOUT) is None:
            raise RuntimeError("no first frame: " + bench.tail_text(session))
        for _ in range(warm_downs(size)):
            session.key(session.down_key())
        session.settle(quiet=0.5)
        previous = last_frame(bytes(session.buf))
        for _ in range(downs):
            session.key(session.down_key())
            session.settle(quiet=0.3, cap=5)
            frame = last_frame(bytes(session.buf))
            if previous is not None and frame is not None:
                counts.append(frame - previous)
            previous = frame
    finally:
        session.quit([b"q", b"Q"])
    return counts


def bytes_per_down(binary, tree, scratch, size, downs):
    """Bytes of each Down's burst, after the warm-up Downs."""
    cols, rows = size
    session = bench.Session([binary, "--no-restore", tree], bench.fresh_env(scratch), tree, rows=rows, cols=cols)
    sizes = []
    try:
        if session.wait_for_text(FIRST_ENTRY, bench.FIRST_FRAME_TIMEOUT) is None:
            raise RuntimeError("no first frame: " + bench.tail_text(session))
        session.keep = False
        for _ in range(warm_downs(size)):
            session.key(session.down_key())
        session.settle(quiet=0.5)
        for _ in range(downs):
            measured = session.key(session.down_key())
            if measured:
                sizes.append(measured[2])
    finally:
        session.quit([b"q", b"Q"])
    return sizes


def main():
    parser = bench.arguments(__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000, help="files in the directory (default 1000)")
    parser.add_argument("--downs", type=int, default=20, help="Downs measured per run (default 20)")
    parser.add_argument("--no-count", action="store_true", help="skip the callgrind counts (slow)")
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    log = bench.logger(args.verbose)
    scratch = tempfile.mkdtemp(prefix="folio-bench-detail-")
    tree = os.path.join(scratch, "tree")
    make_tree(tree, args.files)
    program = keys.Program("folio", [binary, "--no-restore", tree], [b"q", b"Q"])
    print("folio %s, %d files, %d Downs per figure (after %d to reach the files)" % (binary, args.files, args.downs, WARM_DOWNS))
    print("%-9s %-8s %14s %14s %18s" % ("size", "layout", "bytes/Down", "frames/Down", "instructions/Down"))
    for size in SIZES:
        sizes = bytes_per_down(binary, tree, scratch, size, args.downs)
        frames = frames_per_down(binary, tree, scratch, size, args.downs)
        count = "skipped"
        if not args.no_count:
            # keys.py's counted runs move from the first entry; the warm-up is in both totals.
            per_down, error = keys.instructions_per_down(program, tree, scratch, size, args.downs, False, log)
            count = "%.2f M" % (per_down / 1e6) if per_down is not None else "n/a (%s)" % error[:40]
        print("%-9s %-8s %14s %14s %18s" % ("%dx%d" % size, "stack" if size[0] < 100 else "split",
                                            bench.fmt(statistics.median(sizes), 0) if sizes else "n/a",
                                            bench.fmt(statistics.median(frames), 1) if frames else "n/a", count))


if __name__ == "__main__":
    main()
