#!/usr/bin/env python3
"""Where one Down's instructions go in folio: callgrind, per function (standard library only).

Run:  python3 Scripts/bench/profile.py [--binary PATH] [--size 120x40] [--downs N] [--files N]
                                       [--lead N] [--top N] [--keep DIR]

folio runs under `valgrind --tool=callgrind` in a pty on directory.py's tree of N empty files
(default 1,000), exactly as keys.py counts it (keys.counted_run): after the first frame and `--lead`
Downs (default 8: past the folders onto the files; use the terminal's row count or more to measure
Downs that scroll the list), Down is sent N times, each waited for. The same run is made with 2N
Downs, and every function's cost is (cost in the 2N run - cost in the N run) / N: the cost of
one Down, start-up and quitting cancelled out. Printed twice, biggest first: self cost (the
function's own instructions) and inclusive cost (with its callees; recursion and threads make
some of these overlap). Function names are demangled with `swift demangle`.

`--keep DIR` leaves the two callgrind files there (count-folio-COLSxROWS-N.out) for
`callgrind_annotate --tree=caller` and the like.

The figures are for finding work to cut, not for the README: keys.py is the benchmark.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys  # noqa: E402
from directory import make_tree  # noqa: E402

COST = re.compile(r"\s*([\d,]+)\s+(?:\(\s*[\d.]+%\)\s+)?(.*)$")


def functions(path, inclusive):
    """{function: instructions} from one callgrind output file."""
    out = subprocess.run(["callgrind_annotate", "--inclusive=" + ("yes" if inclusive else "no"),
                          "--threshold=100", path], capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in out.splitlines():
        match = COST.match(line)
        if match and ":" in match.group(2):
            costs[match.group(2)] = costs.get(match.group(2), 0) + int(match.group(1).replace(",", ""))
    return costs


def demangled(names):
    """Each `file:symbol` name with its symbol demangled (one `swift demangle` for all)."""
    return demangled_symbols([name.split(":", 1)[1] for name in names])


def demangled_symbols(symbols):
    """Each symbol demangled (one `swift demangle` for all); as given when that fails."""
    try:
        out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols),
                             capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.SubprocessError):
        return symbols
    return out if len(out) == len(symbols) else symbols


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    keys.add_run_arguments(parser)
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--keep", help="a folder for the callgrind files")
    args = parser.parse_args()
    cols, rows = (int(part) for part in args.size.split("x"))
    binary = os.path.abspath(args.binary)
    with tempfile.TemporaryDirectory(prefix="folio-profile-") as temporary:
        scratch = args.keep or temporary
        os.makedirs(scratch, exist_ok=True)
        tree = os.path.join(temporary, "tree")
        make_tree(tree, args.files)
        prog = keys.Program("folio", [binary, "--no-restore", tree], [b"q", b"Q"])
        runs = []
        for downs in (args.downs, 2 * args.downs):
            total, _ = keys.counted_run(prog, tree, scratch, (cols, rows), downs, False, print, lead=args.lead)
            runs.append((total, os.path.join(scratch, "count-folio-%dx%d-%d.out" % (cols, rows, downs))))
        print("instructions per Down: %.0f" % ((runs[1][0] - runs[0][0]) / args.downs))
        for inclusive in (False, True):
            one, two = functions(runs[0][1], inclusive), functions(runs[1][1], inclusive)
            per_down = {name: (two.get(name, 0) - one.get(name, 0)) / args.downs for name in set(one) | set(two)}
            top = sorted(per_down.items(), key=lambda item: -item[1])[:args.top]
            print("\n%s cost per Down" % ("inclusive" if inclusive else "self"))
            for (name, cost), label in zip(top, demangled([name for name, _ in top])):
                print("%10.0f  %s" % (cost, label[:160]))


if __name__ == "__main__":
    sys.exit(main())
