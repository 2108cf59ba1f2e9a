#!/usr/bin/env python3
"""Writes Scripts/startup-functions.txt: the functions folio runs to show a large directory, which
the release build's linker lays out right after the hot ones (standard library and valgrind).

Run:  python3 Scripts/bench/startlist.py [--binary PATH] [--files N] [--downs N]
                                         [--out Scripts/startup-functions.txt]

Why: the kernel maps a program's code 64 KB at a time around each page it faults in. Start-up
runs some 2,000 functions (the Swift runtime's metadata and conformance look-ups, options and
configuration, the listing and its sort, the first frame) spread over 10 MB of text; laid out
in link order, they made 6 MiB of folio's code resident, the largest part of its peak RSS on
100,000 files. Put together (after Scripts/hot-functions.txt's, which hotlist.py writes),
3.4–3.9 MiB of code stays resident instead of 6.0: peak RSS 19.6 MiB before,
16.1–16.5 after.

How: the release binary runs under callgrind (every thread, names as the linker knows them) on
directory.py's tree until its first frame, then `--downs` Downs, then quits; every function of
the binary that ran is listed (names sorted, so a new list diffs small), except those already
in hot-functions.txt. A name that changed since only goes stale: the linker skips it.
"""

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
from directory import FIRST_ENTRY, make_tree  # noqa: E402

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def ran_functions(binary, files, downs):
    """Names of the functions of `binary` that ran from its start to its end."""
    with tempfile.TemporaryDirectory(prefix="folio-startlist-") as scratch:
        tree = os.path.join(scratch, "tree")
        make_tree(tree, files)
        out = os.path.join(scratch, "callgrind.out")
        argv = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--dump-instr=no",
                "--compress-strings=no", "--compress-pos=no", "--demangle=no", binary, "--no-restore", tree]
        session = bench.Session(argv, bench.fresh_env(scratch), tree)
        try:
            if session.wait_for_text(FIRST_ENTRY, 300) is None:
                raise RuntimeError("no first frame under callgrind: " + bench.tail_text(session))
            session.settle(quiet=1.0, cap=60)
            for _ in range(downs):
                session.write(session.down_key())
                session.settle(quiet=0.5, cap=30)
            session.write(b"q")
            session.wait_exit(120)
        finally:
            note = session.quit([])
        if note:
            raise RuntimeError(note)
        program = os.path.basename(binary)
        names, obj = set(), ""
        with open(out) as f:
            for line in f:
                if line.startswith("ob="):
                    obj = os.path.basename(line[3:].strip())
                elif line.startswith("fn=") and obj == program:
                    names.add(line[3:].strip())
        return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=".build/release/folio")
    parser.add_argument("--files", type=int, default=100000)
    parser.add_argument("--downs", type=int, default=5)
    parser.add_argument("--out", default=os.path.join(SCRIPTS, "startup-functions.txt"))
    args = parser.parse_args()
    with open(os.path.join(SCRIPTS, "hot-functions.txt")) as f:
        hot = {line.strip().removeprefix(".text.") for line in f}
    names = sorted(name for name in ran_functions(os.path.abspath(args.binary), args.files, args.downs)
                   if name not in hot and "'" not in name and " " not in name and not name.startswith("0x"))
    with open(args.out, "w") as f:
        f.write("".join(name + "\n" for name in names))
    print("%d functions written to %s" % (len(names), args.out))


if __name__ == "__main__":
    main()
