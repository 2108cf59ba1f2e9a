#!/usr/bin/env python3
"""Writes Scripts/hot-functions.txt, the order the release build's linker lays functions out in:
the code one Down runs on the main thread, hottest first (standard library only).

Run:  python3 Scripts/bench/hotlist.py [--binary PATH] [--size 120x40] [--downs N] [--files N]
                                       [--out Scripts/hot-functions.txt] [--check]

Why: a key typed after a pause finds the caches cold, and a Down runs some 1,800 cache lines of
code in about 490 functions spread over 15 MB of text (footprint.py measures it): nearly every
function costs an instruction-TLB miss and its lines come in one miss at a time. `make build`
links with `--section-ordering-file=Scripts/hot-functions.txt`, every function in its own
section, so those functions lie together (some 175 KB), between the markers `folio_hot_begin`
and `folio_hot_end`, where the hardware's sequential prefetch and a few TLB entries serve them.
(Prefetching the range explicitly when input arrives was tried and measured: no gain over the
order alone, so the build does not.)

How: the release binary (built as `make build` builds it: with the standard library linked in,
so its hot functions are listed too) runs under callgrind as keys.py counts it
(keys.counted_run, main thread only, symbols as the linker names them), after the first frame and
`--lead` Downs, with N Downs and with 2N; every function whose instructions grew ran for the
Downs. Listed by instructions per Down, biggest first; then the same for Downs that scroll the
list (after `--lead` + rows Downs), for the functions those add. Functions the linker does not find (a
name changed since the list was made) are skipped by the linker: the list only goes stale, it
never breaks the build. `--check` reports how much of what a Down runs lies between the markers
in the given binary, without writing the list.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
import keys  # noqa: E402
from directory import make_tree  # noqa: E402
from footprint import instruction_counts  # noqa: E402

BEGIN, END = "folio_hot_begin", "folio_hot_end"
RECURSION = re.compile(r"'\d+$")   # callgrind's mark for a recursive call's cost: `f'2`


def hot_functions(binary, size, downs, files, lead, log):
    """[(symbol, instructions per Down)] run by the main thread for a Down, in `binary` itself."""
    with tempfile.TemporaryDirectory(prefix="folio-hotlist-") as scratch:
        tree = os.path.join(scratch, "tree")
        make_tree(tree, files)
        prog = keys.Program("folio", [binary, "--no-restore", tree], [b"q", b"Q"])
        counts = []
        for count in (downs, 2 * downs):
            keys.counted_run(prog, tree, scratch, size, count, False, log, lead=lead, per_instruction=True,
                             main_thread=True)
            path = os.path.join(scratch, "count-folio-%dx%d-%d.out-01" % (size[0], size[1], count))
            counts.append(instruction_counts(path))
    (before, _), (after, functions) = counts
    program = os.path.basename(binary)   # callgrind ran a copy named PROGRAM-nodebug
    per_function = {}
    for key, value in after.items():
        grew = value - before.get(key, 0)
        if grew <= 0 or not os.path.basename(key[0]).startswith(program):
            continue
        name = RECURSION.sub("", functions[key])
        if name.startswith("0x"):
            continue   # no symbol: nothing the linker can place
        per_function[name] = per_function.get(name, 0) + grew / downs
    return sorted(per_function.items(), key=lambda item: -item[1])


def symbols(binary):
    """{symbol: (address, size)} of the functions in `binary`."""
    out = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    table = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW":
            table[parts[3]] = (int(parts[0], 16), int(parts[1], 16))
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    keys.add_run_arguments(parser)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                      "hot-functions.txt"))
    parser.add_argument("--check", action="store_true", help="report the binary's layout; write nothing")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    cols, rows = (int(part) for part in args.size.split("x"))
    binary = os.path.abspath(args.binary)
    log = bench.logger(args.verbose)
    # A Down that moves the selection on screen, then one that scrolls the list (after as many
    # Downs as the terminal has rows): the second adds the scrolling code after the first's.
    hot = hot_functions(binary, (cols, rows), args.downs, args.files, args.lead, log)
    listed = {name for name, _ in hot}
    hot += [item for item in hot_functions(binary, (cols, rows), args.downs, args.files, args.lead + rows, log)
            if item[0] not in listed]
    table = symbols(binary)
    found = [(name, table[name]) for name, _ in hot if name in table]
    total = sum(size for _, (_, size) in found)
    print("%d functions run by a Down on the main thread, %d in the symbol table, %.0f KB" % (
        len(hot), len(found), total / 1024))
    if BEGIN in table and END in table:
        begin, end = table[BEGIN][0], table[END][0]
        inside = sum(size for _, (address, size) in found if begin <= address < end)
        print("between the markers: %.0f KB of %.0f KB (%.0f%%); the range is %.0f KB" % (
            inside / 1024, total / 1024, 100.0 * inside / max(total, 1), (end - begin) / 1024))
    if args.check:
        return 0
    with open(args.out + ".tmp", "w") as f:
        f.write(".text.%s\n" % BEGIN)
        for name, _ in hot:
            f.write(".text.%s\n" % name)
        f.write(".text.%s\n" % END)
    os.replace(args.out + ".tmp", args.out)
    print("wrote %s (%d sections)" % (os.path.relpath(args.out), len(hot) + 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
