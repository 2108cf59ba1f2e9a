#!/usr/bin/env python3
"""How much code one Down runs, folio against nnn: distinct instructions, cache lines and pages
(standard library only).

Run:  python3 Scripts/bench/footprint.py [--binary PATH] [--size 120x40] [--downs N] [--files N]
                                         [--lead N] [--top N] [--only folio,nnn]

A key's latency is not its instruction count alone. Between two keys a person types, other
programs and the kernel run, and the caches lose what the program ran last: a key then pays for
every line of code it runs that is no longer cached (and every page the TLB lost). So the size
of the code a key runs, not only how often, decides how long it takes when keys come at a
person's pace, and this script measures it.

Each program runs twice under `valgrind --tool=callgrind --dump-instr=yes` with address
randomization off (`setarch -R`), in a pty on directory.py's tree of N empty files, exactly as
keys.py counts (keys.counted_run): after the first frame and `--lead` Downs, N Downs in one run and
2N in the other. An instruction whose count grew between the two runs is one the Downs ran; the
script counts those instructions, the 64-byte cache lines and the 4 KB pages they lie in, per
object file (the program, libswiftCore, libc...), and lists the functions with the most distinct
instructions. Both threads count (folio's preview worker runs its part on the other core).
"""

import collections
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit as bench  # noqa: E402
import keys  # noqa: E402
from profile import demangled_symbols  # noqa: E402
from directory import make_tree  # noqa: E402


def instruction_counts(path):
    """{(object file, address): instructions} and {(object file, address): function} from one
    callgrind file written with --dump-instr=yes --compress-strings=no --compress-pos=no."""
    counts, functions = collections.Counter(), {}
    obj, function, call_cost_next = "", "", False
    with open(path) as f:
        for line in f:
            if line.startswith("ob="):
                obj = line[3:].strip()
            elif line.startswith("fn="):
                function = line[3:].strip()
            elif line.startswith("calls="):
                call_cost_next = True   # the next line is the call's inclusive cost, not an instruction
            elif line.startswith("0x"):
                if call_cost_next:
                    call_cost_next = False
                    continue
                parts = line.split()   # address, source line, instructions
                key = (obj, int(parts[0], 16))
                counts[key] += int(parts[2]) if len(parts) > 2 else 0
                functions[key] = function
            else:
                call_cost_next = False
    return counts, functions


def footprint(prog, tree, scratch, size, downs, lead, log):
    paths = []
    for count in (downs, 2 * downs):
        keys.counted_run(prog, tree, scratch, size, count, False, log, lead=lead, per_instruction=True)
        paths.append(os.path.join(scratch, "count-%s-%dx%d-%d.out" % (prog.label, size[0], size[1], count)))
    (before, _), (after, functions) = instruction_counts(paths[0]), instruction_counts(paths[1])
    ran = [key for key, value in after.items() if value > before.get(key, 0)]
    lines = {(obj, address >> 6) for obj, address in ran}
    pages = {(obj, address >> 12) for obj, address in ran}
    by_object = collections.Counter(os.path.basename(obj) for obj, _ in lines)
    by_function = collections.Counter(functions[key] for key in ran)
    return len(ran), len(lines), len(pages), by_object, by_function


def main():
    parser = bench.arguments(__doc__.split("\n")[0])
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--downs", type=int, default=10)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--lead", type=int, default=8)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--only", default="folio,nnn")
    args = parser.parse_args()
    cols, rows = (int(part) for part in args.size.split("x"))
    log = bench.logger(args.verbose)
    with tempfile.TemporaryDirectory(prefix="folio-footprint-") as scratch:
        tree = os.path.join(scratch, "tree")
        make_tree(tree, args.files)
        print("# Code run by one Down, %dx%d, %d empty files (callgrind, runs of %d and %d Downs)" % (
            cols, rows, args.files, args.downs, 2 * args.downs))
        print()
        print("| program | distinct instructions | cache lines (64 B) | pages (4 KB) | lines by object |")
        print("|---|---:|---:|---:|---|")
        tops = []
        for prog in keys.programs(bench.binary_path(args.binary), tree):
            if prog.label not in args.only.split(","):
                continue
            try:
                ran, lines, pages, by_object, by_function = footprint(prog, tree, scratch, (cols, rows),
                                                                      args.downs, args.lead, log)
            except RuntimeError as error:
                print("| %s | n/a (%s) | | | |" % (prog.label, error))
                continue
            objects = ", ".join("%s %d" % item for item in by_object.most_common(5))
            print("| %s | %d | %d | %d | %s |" % (prog.label, ran, lines, pages, objects))
            tops.append((prog.label, by_function.most_common(args.top)))
        for label, top in tops:
            print()
            print("%s: functions with the most distinct instructions run per Down" % label)
            for (_, count), name in zip(top, demangled_symbols([name for name, _ in top])):
                print("  %6d  %s" % (count, name[:140]))


if __name__ == "__main__":
    main()
