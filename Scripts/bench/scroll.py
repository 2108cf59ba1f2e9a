#!/usr/bin/env python3
"""What a Down that scrolls the list costs folio: bytes and instructions (standard library only).

Run:  python3 Scripts/bench/scroll.py [--binary PATH] [--files N] [--downs N] [--no-count] [-v]

folio runs in a pty (benchkit.py) on directory.py's tree of N empty files (default 1,000) at
120x40 and 300x100 (split layout, the preview following) and 60x20 (stacked, the list full
width). Lead Downs (the terminal's row count plus 8) take the selection past the first
screenful, so every measured Down scrolls the list by one row.

- bytes: everything the terminal received for one Down (its burst), median, with the share of
  them that are scroll sequences (CSI r, ESC D, ESC M, CSI S, CSI T, CSI L, CSI M): whether
  the terminal's own scroll was used.
- instructions: valgrind --tool=callgrind as keys.py counts them (keys.instructions_per_down,
  with the same lead): (total of 2N Downs - total of N Downs and as much idle time) / N.
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
SCROLLS = re.compile(rb"\x1b\[\d*;?\d*r|\x1bD|\x1bM|\x1b\[\d*[STLM]")


def lead(size):
    """Downs before measuring: onto the files and past the first screenful."""
    return size[1] + 8


def bursts(binary, tree, scratch, size, downs):
    """Each measured Down's burst of output, as bytes."""
    cols, rows = size
    session = bench.Session([binary, "--no-restore", tree], bench.fresh_env(scratch), tree, rows=rows, cols=cols)
    found = []
    try:
        if session.wait_for_text(FIRST_ENTRY, bench.FIRST_FRAME_TIMEOUT) is None:
            raise RuntimeError("no first frame: " + bench.tail_text(session))
        for _ in range(lead(size)):
            session.key(session.down_key())
        session.settle(quiet=0.5)
        for _ in range(downs):
            start = len(session.buf)
            session.keep = True
            session.key(session.down_key())
            session.settle(quiet=0.3, cap=5)
            found.append(bytes(session.buf[start:]))
    finally:
        session.quit([b"q", b"Q"])
    return found


def main():
    parser = bench.arguments(__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000, help="files in the directory (default 1000)")
    parser.add_argument("--downs", type=int, default=10, help="Downs measured per run (default 10)")
    parser.add_argument("--no-count", action="store_true", help="skip the callgrind counts (slow)")
    args = parser.parse_args()
    binary = bench.binary_path(args.binary)
    log = bench.logger(args.verbose)
    scratch = tempfile.mkdtemp(prefix="folio-bench-scroll-")
    tree = os.path.join(scratch, "tree")
    make_tree(tree, args.files)
    program = keys.Program("folio", [binary, "--no-restore", tree], [b"q", b"Q"])
    print("folio %s, %d files, %d scrolling Downs per figure" % (binary, args.files, args.downs))
    print("%-9s %-7s %12s %16s %18s" % ("size", "layout", "bytes/Down", "scroll sequences", "instructions/Down"))
    for size in SIZES:
        found = bursts(binary, tree, scratch, size, args.downs)
        sizes = [len(burst) for burst in found]
        scrolling = sum(1 for burst in found if SCROLLS.search(burst))
        count = "skipped"
        if not args.no_count:
            per_down, error = keys.instructions_per_down(program, tree, scratch, size, args.downs, False, log, lead=lead(size))
            count = "%.2f M" % (per_down / 1e6) if per_down is not None else "n/a (%s)" % error[:40]
        print("%-9s %-7s %12s %16s %18s" % ("%dx%d" % size, "stack" if size[0] < 100 else "split",
                                           bench.fmt(statistics.median(sizes), 0) if sizes else "n/a",
                                           "%d of %d Downs" % (scrolling, len(found)), count))


if __name__ == "__main__":
    main()
